// GraphQL of connecting eBay (spec 000 §4, 001 §2.5): the consent redirect, the return, the site and
// the currency the seller lists with, the currency picker's choices, and eBay's card on Linked
// Platforms. The shared authorisation types are the connections module's (connections.schema.ts).
import { builder } from '../../graphql/builder.ts';
import { errorType } from '../../graphql/errors.ts';
import { me, ownerOf, userResult } from '../../graphql/viewer.ts';
import {
  AuthorizationFailedError,
  IntegrationUnavailableError,
  InvalidOAuthStateError,
  MarketplaceNotActiveError,
} from '../../modules/connections/connections.errors.ts';
import {
  AuthorizationStartType,
  ConnectionReturnType,
  ConnectionStatusEnum,
  flowOf,
  LinkedPlatformsType,
} from '../../modules/connections/connections.schema.ts';
import { ebayOf, type EbayConnectionView } from './connection-view.ts';
import { connectEbay, EBAY_CURRENCIES, type EbayCurrency, setEbayCurrency, startEbayAuthorization, updateEbaySite } from './connect.ts';
import { EbayCurrencyError, EbaySiteError } from './connection-errors.ts';

errorType(EbaySiteError, 'EbaySiteError');
errorType(EbayCurrencyError, 'EbayCurrencyError');

const EbayCurrencyType = builder.objectRef<EbayCurrency>('EbayCurrency').implement({
  fields: (t) => ({ code: t.exposeString('code'), symbol: t.exposeString('symbol'), name: t.exposeString('name') }),
});

builder.queryFields((t) => ({
  ebayCurrencies: t.field({ type: [EbayCurrencyType], resolve: () => EBAY_CURRENCIES }),
}));

/** The browser goes to the consent page of the seller's eBay site, carrying the state eBay sends back. */
const consentRedirect = (r: { state: string; consentUrl: string }) => ({ state: r.state, url: r.consentUrl });

builder.mutationFields((t) => ({
  startEbayAuthorization: t.field({
    type: AuthorizationStartType,
    authScopes: ownerOf,
    errors: { types: [MarketplaceNotActiveError, IntegrationUnavailableError], directResult: true },
    args: { userId: t.arg.string({ required: true }), siteId: t.arg.int({ required: true }), onboarding: t.arg.boolean() },
    resolve: async (_p, a, ctx) => consentRedirect(await startEbayAuthorization(ctx, me(ctx, a.userId), a.siteId, flowOf(a.onboarding))),
  }),
  connectEbay: t.field({
    type: ConnectionReturnType,
    authScopes: ownerOf,
    errors: { types: [InvalidOAuthStateError, AuthorizationFailedError, IntegrationUnavailableError], directResult: true },
    args: { userId: t.arg.string({ required: true }), code: t.arg.string({ required: true }), state: t.arg.string({ required: true }), siteId: t.arg.int() },
    resolve: async (_p, { userId, ...a }, ctx) => {
      const id = me(ctx, userId);
      const r = await connectEbay(ctx, id, { code: a.code, state: a.state, siteId: a.siteId ?? undefined });
      return { flow: r.flow, userId: id };
    },
  }),
  updateEbaySite: t.prismaField({
    type: 'User',
    authScopes: ownerOf,
    errors: { types: [EbaySiteError], directResult: true },
    args: { userId: t.arg.string({ required: true }), siteId: t.arg.int({ required: true }) },
    resolve: async (query, _p, a, ctx) => {
      await updateEbaySite(ctx, me(ctx, a.userId), a.siteId);
      return userResult(query, ctx, me(ctx, a.userId));
    },
  }),
  setEbayCurrency: t.prismaField({
    type: 'User',
    authScopes: ownerOf,
    errors: { types: [EbayCurrencyError], directResult: true },
    args: { userId: t.arg.string({ required: true }), currency: t.arg.string({ required: true }) },
    resolve: async (query, _p, a, ctx) => {
      await setEbayCurrency(ctx, me(ctx, a.userId), a.currency);
      return userResult(query, ctx, me(ctx, a.userId));
    },
  }),
}));

// ---- eBay's card (User.linkedPlatforms.ebay) ----------------------------------------------------

const EbayConnectionType = builder.objectRef<EbayConnectionView>('EbayConnection').implement({
  fields: (t) => ({
    status: t.field({ type: ConnectionStatusEnum, resolve: (c) => c.status }),
    authorized: t.exposeBoolean('authorized'),
    type: t.exposeString('type', { nullable: true }),
    sellername: t.exposeString('sellername', { nullable: true }),
    siteId: t.exposeInt('siteId', { nullable: true }),
    siteName: t.exposeString('siteName', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    currencySymbol: t.exposeString('currencySymbol'),
    businessPolicyOptedIn: t.boolean({
      nullable: true,
      description: 'Opted in to eBay business policies (stats.business_policy.status.opted_in) as eBay said at connection; null = not known.',
      resolve: (c) => c.policyOptedIn,
    }),
  }),
});

builder.objectField(LinkedPlatformsType, 'ebay', (t) => t.field({ type: EbayConnectionType, nullable: true, resolve: ebayOf }));
