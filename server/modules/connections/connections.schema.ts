// GraphQL for connections: the viewer's cards (User.linkedPlatforms, never a token; each channel adds its own), the
// marketplace and site lists, and one mutation per step of each authorisation flow. Expected
// failures are union members (CONVENTIONS §5).
import { builder } from '../../graphql/builder.ts';
import { errorType } from '../../graphql/errors.ts';
import { me, ownerOf, userResult } from '../../graphql/viewer.ts';
import { AMAZON_MARKETPLACES, EBAY_SITES, type AmazonMarketplace, type EbaySite } from '../../../shared/channels/marketplaces.ts';
import { connectAmazon, startAmazonAuthorization } from './amazon.service.ts';
import {
  AuthorizationFailedError,
  ConnectionValidationError,
  IntegrationUnavailableError,
  InvalidOAuthStateError,
  MarketplaceNotActiveError,
} from './connections.errors.ts';
import { type AmazonConnectionView, type LinkedChannelCard, linkedChannelCards, linkedPlatforms, type LinkedPlatforms } from './connections.service.ts';
import type { OAuthFlow } from './oauth-state.ts';

/** The flow an authorisation's start records: back into the onboarding wizard, or to Linked Platforms. */
export const flowOf = (onboarding: boolean | null | undefined): OAuthFlow => (onboarding ? 'onboarding' : 'settings');
/** A return page's query string as its parameters. */
export const queryOf = (raw: string) => Object.fromEntries(new URLSearchParams(raw.replace(/^\?/, '')));

// ---- errors ------------------------------------------------------------------------------

errorType(InvalidOAuthStateError, 'InvalidOAuthStateError');
errorType(MarketplaceNotActiveError, 'MarketplaceNotActiveError');
errorType(IntegrationUnavailableError, 'IntegrationUnavailableError');
errorType(AuthorizationFailedError, 'AuthorizationFailedError', (t) => ({
  service: t.exposeString('service'),
  reason: t.exposeString('reason'),
  empty: t.exposeBoolean('empty', { description: 'The marketplace answered nothing usable (as opposed to refusing).' }),
}));
errorType(ConnectionValidationError, 'ConnectionValidationError', (t) => ({
  field: t.string({ nullable: true, resolve: (e: ConnectionValidationError) => e.fieldErrors[0]?.field ?? null }),
}));

// ---- reference data ----------------------------------------------------------------------

const AmazonMarketplaceType = builder.objectRef<AmazonMarketplace>('AmazonMarketplace').implement({
  fields: (t) => ({
    marketplaceId: t.exposeString('id'),
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    countryCode: t.exposeString('countryCode'),
    currency: t.exposeString('currency'),
    active: t.exposeBoolean('active'),
  }),
});

const EbaySiteType = builder.objectRef<EbaySite>('EbaySite').implement({
  fields: (t) => ({
    siteId: t.exposeInt('siteId'),
    siteName: t.exposeString('siteName'),
    domain: t.exposeString('domain'),
    currency: t.exposeString('currency'),
    currencySymbol: t.exposeString('currencySymbol'),
    active: t.exposeBoolean('active'),
  }),
});

builder.queryFields((t) => ({
  amazonMarketplaces: t.field({
    type: [AmazonMarketplaceType],
    description: 'Every Amazon marketplace record; only active ones can be connected.',
    resolve: () => AMAZON_MARKETPLACES,
  }),
  ebaySites: t.field({ type: [EbaySiteType], description: 'Every eBay site record; the picker shows the active ones.', resolve: () => EBAY_SITES }),
}));

// ---- the viewer's connections --------------------------------------------------------------

export const ConnectionStatusEnum = builder.enumType('ConnectionStatus', { values: ['AUTHORIZED', 'NEEDS_REAUTH'] as const });

const AmazonConnectionType = builder.objectRef<AmazonConnectionView>('AmazonConnection').implement({
  fields: (t) => ({
    status: t.field({ type: ConnectionStatusEnum, resolve: (c) => c.status }),
    sellingPartnerId: t.exposeString('sellingPartnerId'),
    storeName: t.exposeString('storeName', { nullable: true }),
    marketplaceId: t.exposeString('marketplaceId', { nullable: true }),
    marketplaceName: t.exposeString('marketplaceName', { nullable: true }),
  }),
});
/** The viewer's cards: Amazon's here; each channel adds its own field (its connect.schema.ts). */
export const LinkedPlatformsType = builder.objectRef<LinkedPlatforms>('LinkedPlatforms').implement({
  fields: (t) => ({
    amazon: t.field({ type: AmazonConnectionType, nullable: true, resolve: (p) => p.amazon }),
  }),
});

// User's own type-level scope (owner or admin) guards this field too.
builder.prismaObjectField('User', 'linkedPlatforms', (t) =>
  t.field({ type: LinkedPlatformsType, select: { id: true }, resolve: (user, _a, ctx) => linkedPlatforms(ctx, user.id) }),
);

const LinkedChannelType = builder.objectRef<LinkedChannelCard>('LinkedChannel').implement({
  description: 'A channel’s card on Linked Platforms as the channel declares it (one the screens have no card of their own for).',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The channel code.' }),
    name: t.exposeString('name', { description: 'The channel’s display name.' }),
    status: t.field({ type: ConnectionStatusEnum, nullable: true, description: 'Its connection’s state; null while not connected.', resolve: (c) => c.status }),
    lines: t.exposeStringList('lines', { description: 'What the card says of the connection (account, shop, …), as the channel words it.' }),
  }),
});

builder.prismaObjectField('User', 'linkedChannels', (t) =>
  t.field({
    type: [LinkedChannelType],
    description: 'Linked Platforms’ cards of the registered channels that declare one, connected or not, in the registry’s order.',
    select: { id: true },
    resolve: (user, _a, ctx) => linkedChannelCards(ctx, user.id),
  }),
);

// ---- mutations ---------------------------------------------------------------------------

export const AuthorizationStartType = builder.objectRef<{ state: string; url: string }>('AuthorizationStart').implement({
  description: 'Where to send the browser (consent or grant page) and the state it carries.',
  fields: (t) => ({ state: t.exposeString('state'), url: t.exposeString('url') }),
});

export const ConnectionReturnType = builder.objectRef<{ flow: OAuthFlow; userId: string }>('ConnectionReturn').implement({
  description: "A completed authorisation: 'onboarding' goes back into the wizard, 'settings' to Linked Platforms.",
  fields: (t) => ({
    flow: t.exposeString('flow'),
    user: t.prismaField({ type: 'User', resolve: (query, r, _a, ctx) => userResult(query, ctx, r.userId) }),
  }),
});

builder.mutationFields((t) => ({
  startAmazonAuthorization: t.field({
    type: AuthorizationStartType,
    authScopes: ownerOf,
    errors: { types: [MarketplaceNotActiveError, IntegrationUnavailableError], directResult: true },
    args: { userId: t.arg.string({ required: true }), marketplaceId: t.arg.string({ required: true }), onboarding: t.arg.boolean() },
    resolve: async (_p, a, ctx) => {
      const r = await startAmazonAuthorization(ctx, me(ctx, a.userId), a.marketplaceId, flowOf(a.onboarding));
      return { state: r.state, url: r.consentUrl };
    },
  }),
  connectAmazon: t.field({
    type: ConnectionReturnType,
    authScopes: ownerOf,
    errors: { types: [InvalidOAuthStateError, AuthorizationFailedError, IntegrationUnavailableError], directResult: true },
    args: {
      userId: t.arg.string({ required: true }),
      sellingPartnerId: t.arg.string({ required: true }),
      spapiOauthCode: t.arg.string({ required: true }),
      state: t.arg.string({ required: true }),
      setOnboarding: t.arg.boolean(),
    },
    resolve: async (_p, { userId, ...a }, ctx) => {
      const id = me(ctx, userId);
      const r = await connectAmazon(ctx, id, { ...a, setOnboarding: a.setOnboarding ?? false });
      return { flow: r.flow, userId: id };
    },
  }),
}));
