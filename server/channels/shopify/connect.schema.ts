// GraphQL of connecting Shopify (spec 002 §2.5): the grant redirect, Shopify's signed app install
// and the OAuth return, and Shopify's card on Linked Platforms. The shared authorisation types are
// the connections module's.
import { builder } from '../../graphql/builder.ts';
import { errorType } from '../../graphql/errors.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { AuthorizationFailedError, IntegrationUnavailableError, InvalidOAuthStateError } from '../../modules/connections/connections.errors.ts';
import {
  AuthorizationStartType,
  ConnectionReturnType,
  ConnectionStatusEnum,
  flowOf,
  LinkedPlatformsType,
  queryOf,
} from '../../modules/connections/connections.schema.ts';
import { shopifyOf, type ShopifyConnectionView } from './connection-view.ts';
import { connectShopify, shopifyAppInstall, startShopifyAuthorization } from './connect.ts';
import { ShopifyHmacError, ShopifyNoShopError } from './connection-errors.ts';

errorType(ShopifyNoShopError, 'ShopifyNoShopError');
errorType(ShopifyHmacError, 'ShopifyHmacError');

builder.mutationFields((t) => ({
  startShopifyAuthorization: t.field({
    type: AuthorizationStartType,
    authScopes: ownerOf,
    errors: { types: [ShopifyNoShopError, IntegrationUnavailableError], directResult: true },
    args: { userId: t.arg.string({ required: true }), shop: t.arg.string({ required: true }), onboarding: t.arg.boolean() },
    resolve: async (_p, a, ctx) => {
      const r = await startShopifyAuthorization(ctx, me(ctx, a.userId), a.shop, flowOf(a.onboarding));
      return { state: r.state, url: r.authorizeUrl };
    },
  }),
  shopifyAppInstall: t.field({
    type: AuthorizationStartType,
    description: "Shopify's signed install request (the query string of /shopify_app_install).",
    authScopes: ownerOf,
    errors: { types: [ShopifyNoShopError, ShopifyHmacError, IntegrationUnavailableError], directResult: true },
    args: { userId: t.arg.string({ required: true }), query: t.arg.string({ required: true }), onboarding: t.arg.boolean() },
    resolve: async (_p, a, ctx) => {
      const r = await shopifyAppInstall(ctx, me(ctx, a.userId), queryOf(a.query), flowOf(a.onboarding));
      return { state: r.state, url: r.authorizeUrl };
    },
  }),
  connectShopify: t.field({
    type: ConnectionReturnType,
    description: 'The OAuth return (the query string of /shopify/oauth).',
    authScopes: ownerOf,
    errors: { types: [ShopifyHmacError, InvalidOAuthStateError, AuthorizationFailedError, IntegrationUnavailableError], directResult: true },
    args: { userId: t.arg.string({ required: true }), query: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => {
      const id = me(ctx, a.userId);
      const r = await connectShopify(ctx, id, queryOf(a.query));
      return { flow: r.flow, userId: id };
    },
  }),
}));

// ---- Shopify's card (User.linkedPlatforms.shopify) ----------------------------------------------

const ShopifyConnectionType = builder.objectRef<ShopifyConnectionView>('ShopifyConnection').implement({
  fields: (t) => ({
    status: t.field({ type: ConnectionStatusEnum, resolve: (c) => c.status }),
    authorized: t.exposeBoolean('authorized'),
    needsReauth: t.exposeBoolean('needsReauth'),
    domain: t.exposeString('domain'),
    username: t.exposeString('username', { nullable: true }),
  }),
});

builder.objectField(LinkedPlatformsType, 'shopify', (t) => t.field({ type: ShopifyConnectionType, nullable: true, resolve: shopifyOf }));
