// The one way from a seller to an authorised marketplace client: sessionFor(deps, userId, channel).
// It is the only place that decrypts stored tokens and keys. Refreshed tokens are saved back
// (encrypted), so every process and the next start reuse them; a refresh the marketplace refuses
// for good marks the connection NEEDS_REAUTH (the card asks the seller to reauthorise).
import type pg from 'pg';
import type { Config } from '../../config.ts';
import { decryptSecret, encryptSecret } from '../../crypto/secrets.ts';
import type { ConnectionKind } from './connection-store.ts';
import { AmazonApiError, type AmazonSellerApi } from '../../integrations/amazon/index.ts';
import type { IntegrationClients } from '../../integrations/clients.ts';
import { createEbayClient, EbayApiError, EbayUserSession, type EbayClient, type EbayTokenSource } from '../../integrations/ebay/index.ts';
import { createOnbuyClient, OnbuyApiError, requestOnbuyToken, type OnbuyClient } from '../../integrations/onbuy/index.ts';
import { createShopifyClient, shopHandle, type ShopifyClient } from '../../integrations/shopify/index.ts';
import type { Logger } from '../../logger.ts';
import { AMAZON_MARKETPLACES, findEbaySite } from '../../../shared/channels/marketplaces.ts';
import { ConnectionNeedsReauthError, ConnectionNotFoundError, IntegrationUnavailableError, type SessionChannel } from './connections.errors.ts';
import { markNeedsReauth, readConnection, storeAccessToken, type StoredConnection } from './connection-store.ts';
import { SharedOnbuyToken } from './onbuy-shared-token.ts';

export type { SessionChannel } from './connections.errors.ts';

/** What sessionFor needs: the key, the database, the integration clients (tests may inject their own). */
export interface SessionDeps {
  config: Pick<Config, 'encryptionKey'>;
  pool: pg.Pool;
  clients: IntegrationClients;
  log?: Pick<Logger, 'warn'>;
}

export interface AmazonSession {
  api: AmazonSellerApi;
  marketplaceId: string;
  sellingPartnerId: string;
  /** Currency of the marketplace (fee estimates must use it). */
  currency: string;
}
export interface EbaySession {
  api: EbayClient;
  /** The seller's eBay user name (null until the Identity API told us). */
  username: string | null;
  /** The site the seller lists on (spec: ebay_site_id). */
  siteId: number | null;
  marketplaceId: string | null;
}
export interface ShopifySession {
  api: ShopifyClient;
  domain: string;
}
export interface OnbuySession {
  api: OnbuyClient;
  siteId: number | null;
}
export interface Sessions {
  amazon: AmazonSession;
  ebay: EbaySession;
  shopify: ShopifySession;
  onbuy: OnbuySession;
}

const KIND: Record<SessionChannel, ConnectionKind> = { amazon: 'AMAZON', ebay: 'EBAY', shopify: 'SHOPIFY', onbuy: 'ONBUY' };

const open = (deps: SessionDeps, sealed: string) => decryptSecret(deps.config.encryptionKey, sealed);
const seal = (deps: SessionDeps, plain: string) => encryptSecret(deps.config.encryptionKey, plain);

/** An authorised client for the seller on this channel; ConnectionNotFoundError / ConnectionNeedsReauthError otherwise. */
export async function sessionFor<C extends SessionChannel>(deps: SessionDeps, userId: string, channel: C): Promise<Sessions[C]> {
  const c = await readConnection(deps, userId, KIND[channel]);
  if (!c) throw new ConnectionNotFoundError(channel);
  if (c.status === 'NEEDS_REAUTH') throw new ConnectionNeedsReauthError(channel);
  const build = { amazon: amazonSession, ebay: ebaySession, shopify: shopifySession, onbuy: onbuySession }[channel];
  return (await build(deps, userId, c)) as Sessions[C];
}

/** The refusal is final (revoked consent, withdrawn keys): mark the connection and say so. */
async function revoked(deps: SessionDeps, userId: string, c: StoredConnection, channel: SessionChannel, err: unknown): Promise<never> {
  deps.log?.warn({ err, userId, channel }, 'marketplace refused the stored authorisation; the connection needs reauthorisation');
  await markNeedsReauth(deps, userId, c.id);
  throw new ConnectionNeedsReauthError(channel);
}

async function amazonSession(deps: SessionDeps, userId: string, c: StoredConnection): Promise<AmazonSession> {
  if (!c.refreshToken || !c.marketplace) throw new ConnectionNotFoundError('amazon');
  const client = deps.clients.amazon;
  if (!client) throw new IntegrationUnavailableError('Amazon');
  const api = client.forSeller(open(deps, c.refreshToken));
  // The access token is cached by the one Amazon client (services.clients.amazon), so this costs a
  // call to Login with Amazon only when the cached token is missing or near expiry, and it finds a
  // revoked authorisation before the caller's work starts.
  await api
    .accessToken()
    .catch((err) => (err instanceof AmazonApiError && err.code === 'invalid_grant' ? revoked(deps, userId, c, 'amazon', err) : Promise.reject(err)));
  const market = AMAZON_MARKETPLACES.find((m) => m.id === c.marketplace);
  return { api, marketplaceId: c.marketplace, sellingPartnerId: c.accountId, currency: market?.currency ?? 'USD' };
}

async function ebaySession(deps: SessionDeps, userId: string, c: StoredConnection): Promise<EbaySession> {
  const cfg = deps.clients.ebay;
  if (!cfg) throw new IntegrationUnavailableError('eBay');
  if (!c.refreshToken) throw new ConnectionNeedsReauthError('ebay');
  const settings = c.settings ?? {};
  const session = new EbayUserSession(
    cfg,
    {
      accessToken: c.accessToken ? open(deps, c.accessToken) : '',
      accessTokenExpiresAt: c.accessTokenExpiresAt?.getTime() ?? 0,
      refreshToken: open(deps, c.refreshToken),
      refreshTokenExpiresAt: Date.parse(String(settings.refreshTokenExpiresAt ?? '')) || 0,
      // Refresh with the scopes granted at consent: asking for more than granted is refused.
      scopes: Array.isArray(settings.scopes) ? (settings.scopes as string[]) : [],
    },
    { onTokens: (t) => storeAccessToken(deps, userId, c.id, seal(deps, t.accessToken), new Date(t.accessTokenExpiresAt)) },
  );
  // invalid_grant on a refresh: the seller revoked ListBridge (or the refresh token expired).
  const guard = <T>(p: Promise<T>) =>
    p.catch((err) => (err instanceof EbayApiError && err.oauthError === 'invalid_grant' ? revoked(deps, userId, c, 'ebay', err) : Promise.reject(err)));
  const tokens: EbayTokenSource = { getAccessToken: () => guard(session.getAccessToken()), refresh: () => guard(session.refresh()) };
  const siteId = c.marketplace != null && /^\d+$/.test(c.marketplace) ? Number(c.marketplace) : null;
  const site = siteId != null ? findEbaySite(siteId) : undefined;
  return {
    api: createEbayClient(cfg, tokens, { ...(site ? { contentLanguage: site.language } : {}) }),
    username: c.accountName,
    siteId,
    marketplaceId: site?.marketplaceEnum ?? null,
  };
}

async function shopifySession(deps: SessionDeps, userId: string, c: StoredConnection): Promise<ShopifySession> {
  const cfg = deps.clients.shopify;
  if (!cfg) throw new IntegrationUnavailableError('Shopify');
  const handle = shopHandle(c.accountId);
  if (!c.accessToken || !handle) throw new ConnectionNeedsReauthError('shopify');
  // Shopify's offline tokens do not expire: a 401 means the app was uninstalled or the token revoked
  // (the app/uninstalled webhook may never have reached us), so the connection needs reauthorisation.
  const onUnauthorized = async () => {
    deps.log?.warn({ userId, channel: 'shopify' }, 'Shopify refused the stored token; the connection needs reauthorisation');
    await markNeedsReauth(deps, userId, c.id);
  };
  return { api: createShopifyClient(cfg, handle, open(deps, c.accessToken), { onUnauthorized }), domain: c.accountId };
}

async function onbuySession(deps: SessionDeps, userId: string, c: StoredConnection): Promise<OnbuySession> {
  const keys = onbuyKeysOf(deps, c);
  if (!keys) throw new ConnectionNeedsReauthError('onbuy');
  const siteId = c.marketplace != null && /^\d+$/.test(c.marketplace) ? Number(c.marketplace) : null;
  const cfg = { apiUrl: deps.clients.onbuy.apiUrl, ...keys, ...(siteId ? { siteId } : {}) };
  const tokens = new SharedOnbuyToken({
    pool: deps.pool,
    userId,
    connectionId: c.id,
    seal: (t) => seal(deps, t),
    open: (t) => open(deps, t),
    // OnBuy answers 401 invalidCredentials when the keys were withdrawn in its Seller Control Panel.
    request: () =>
      requestOnbuyToken(cfg).catch((err) =>
        err instanceof OnbuyApiError && err.status === 401 && err.errorCode === 'invalidCredentials'
          ? revoked(deps, userId, c, 'onbuy', err)
          : Promise.reject(err),
      ),
  });
  return { api: createOnbuyClient(cfg, {}, tokens), siteId };
}

function onbuyKeysOf(deps: SessionDeps, c: StoredConnection | null): { consumerKey: string; secretKey: string } | null {
  if (!c?.refreshToken) return null;
  const k = JSON.parse(open(deps, c.refreshToken)) as { consumer_key: string; secret_key: string };
  return { consumerKey: k.consumer_key, secretKey: k.secret_key };
}

/** The seller's OnBuy keys, decrypted (re-checking them on reconnect); null when not connected. */
export async function onbuyKeys(deps: Pick<SessionDeps, 'config' | 'pool'>, userId: string) {
  return onbuyKeysOf(deps as SessionDeps, await readConnection(deps, userId, 'ONBUY'));
}

/** Whether the seller has an authorised Amazon connection (checked before queueing work). */
export async function hasAmazonConnection(deps: { pool: pg.Pool }, userId: string): Promise<boolean> {
  const c = await readConnection(deps, userId, 'AMAZON');
  return c?.status === 'AUTHORIZED' && !!c.refreshToken;
}

/** The seller's authorised Amazon marketplace (for product links), or null without a connection. */
export async function connectedAmazonMarketplace(deps: { pool: pg.Pool }, userId: string): Promise<{ id: string; domain: string | null } | null> {
  const c = await readConnection(deps, userId, 'AMAZON');
  if (c?.status !== 'AUTHORIZED' || !c.refreshToken) return null;
  const id = c.marketplace ?? '';
  return { id, domain: AMAZON_MARKETPLACES.find((m) => m.id === id)?.domain ?? null };
}
