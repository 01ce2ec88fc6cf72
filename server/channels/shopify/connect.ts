// Shopify: the app install entry (/shopify_app_install, signed by Shopify), the seller's own
// "Authorize Shopify" (shop domain typed in ListBridge), the OAuth return (/shopify/oauth) and
// the app/uninstalled webhook that marks the connection for re-authorisation.
import type { AppServices } from '../../services.ts';
import {
  buildShopifyAuthorizeUrl,
  createShopifyClient,
  exchangeShopifyCode,
  SHOPIFY_SCOPES,
  shopDomain,
  shopHandle,
  verifyShopifyQuery,
} from '../../integrations/shopify/index.ts';
import { AuthorizationFailedError, IntegrationUnavailableError, InvalidOAuthStateError } from '../../modules/connections/connections.errors.ts';
import { ShopifyHmacError, ShopifyNoShopError } from './connection-errors.ts';
import { saveConnection } from '../../modules/connections/connection-store.ts';
import { consumeState, issueState, type OAuthFlow } from '../../modules/connections/oauth-state.ts';

type Deps = Pick<AppServices, 'prisma' | 'config' | 'clients' | 'log'>;

/**
 * Spec 002 §9 asks for locations, publications, products, customers, orders, fulfillments, shipping
 * and inventory; the channel adapter also needs merchant-managed fulfillment orders (SHOPIFY_SCOPES).
 */
export const SHOPIFY_APP_SCOPES = [
  ...new Set([
    'read_locations',
    'read_publications',
    'write_publications',
    'read_products',
    'write_products',
    'read_customers',
    'read_orders',
    'read_fulfillments',
    'write_fulfillments',
    'read_shipping',
    'read_inventory',
    'write_inventory',
    ...SHOPIFY_SCOPES,
  ]),
];

export const shopifyRedirectUri = (deps: Pick<Deps, 'config'>) => `${deps.config.publicUrl}/shopify/oauth`;
/** Where Shopify delivers app/uninstalled (the legacy POST /shopify_event). */
export const shopifyWebhookUrl = (deps: Pick<Deps, 'config'>) => `${deps.config.publicUrl}/api/v1/shopify_event`;

function config(deps: Deps) {
  if (!deps.clients.shopify) throw new IntegrationUnavailableError('Shopify');
  return deps.clients.shopify;
}

type Query = Record<string, string>;

/** A state for this shop and the grant-screen URL on the shop's own admin. */
export async function startShopifyAuthorization(deps: Deps, userId: string, shop: string, flow: OAuthFlow) {
  const cfg = config(deps);
  const handle = shop ? shopHandle(shop) : null;
  if (!handle) throw new ShopifyNoShopError();
  const state = await issueState(deps, userId, 'SHOPIFY', { flow, shop: handle });
  return {
    state,
    authorizeUrl: buildShopifyAuthorizeUrl(cfg, handle, { state, redirectUri: shopifyRedirectUri(deps), scopes: SHOPIFY_APP_SCOPES }),
    shop: shopDomain(handle),
  };
}

/** GET shopify/app-install: Shopify's signed install request → the grant-screen URL. */
export async function shopifyAppInstall(deps: Deps, userId: string, query: Query, flow: OAuthFlow) {
  const cfg = config(deps);
  if (!query.shop) throw new ShopifyNoShopError();
  const handle = verifyShopifyQuery(query, cfg.apiSecret);
  if (!handle) throw new ShopifyHmacError();
  return startShopifyAuthorization(deps, userId, handle, flow);
}

/**
 * POST shopify/auth-return: Shopify's signature over the return query first (so a forged return
 * cannot burn a good state), then the state (this seller's, for this shop), then the code becomes
 * the offline token, stored encrypted with the shop domain and the shop owner's email.
 */
export async function connectShopify(deps: Deps, userId: string, query: Query): Promise<{ flow: OAuthFlow }> {
  const cfg = config(deps);
  const handle = verifyShopifyQuery(query, cfg.apiSecret);
  if (!handle) throw new ShopifyHmacError();
  const data = await consumeState(deps, userId, 'SHOPIFY', query.state ?? '');
  if (data.shop !== handle) throw new InvalidOAuthStateError();
  if (!query.code) throw new AuthorizationFailedError('Shopify', 'no code returned', true);
  let token;
  try {
    token = await exchangeShopifyCode(cfg, handle, query.code);
  } catch (err) {
    throw new AuthorizationFailedError('Shopify', (err as Error).message);
  }
  const api = createShopifyClient(cfg, handle, token.accessToken);
  const shop = await api.shop().catch((err: Error) => {
    throw new AuthorizationFailedError('Shopify', err.message);
  });
  if (!shop) throw new AuthorizationFailedError('Shopify', 'the shop answered nothing', true);
  await saveConnection(deps, userId, 'SHOPIFY', {
    accountId: shopDomain(handle),
    // The SHOP document selects email although the client's type leaves it out.
    accountName: (shop as typeof shop & { email?: string }).email || shop.name,
    marketplace: null,
    accessToken: token.accessToken,
    settings: { scopes: token.scopes, shopName: shop.name, currency: shop.currencyCode },
  });
  // Without these an uninstall would go unnoticed until the next API call fails, and a product
  // deleted in the shop would still show as listed, and an order would wait for the next poll. Shopify refuses a second identical subscription
  // (a reconnect), which is fine.
  for (const topic of ['APP_UNINSTALLED', 'PRODUCTS_DELETE', 'ORDERS_CREATE', 'ORDERS_UPDATED'])
    await api.subscribeWebhook(topic, shopifyWebhookUrl(deps)).catch((err: Error) => {
      deps.log.warn({ err, shop: handle, topic }, 'could not subscribe to a Shopify webhook');
    });
  return { flow: data.flow === 'onboarding' ? 'onboarding' : 'settings' };
}
