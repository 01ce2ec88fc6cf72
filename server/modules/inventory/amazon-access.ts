// How the inventory module reaches Amazon for a seller: the app's SP-API client (built once from
// the AMAZON_* settings, or given by the caller) and the seller's decrypted refresh token.
import type pg from 'pg';
import type { Config } from '../../config.ts';
import { decryptSecret } from '../../crypto/secrets.ts';
import { amazonConfigFromEnv, createAmazonClient, type AmazonClient, type AmazonSellerApi } from '../../integrations/amazon/index.ts';
import { AMAZON_MARKETPLACES } from '../channels/marketplaces.ts';
import { AmazonNotConnectedError, AmazonUnavailableError } from './inventory.errors.ts';

/** What import, enrichment and polls need; `amazon` overrides the client built from config. */
export interface AmazonDeps {
  config: Config;
  pool: pg.Pool;
  amazon?: () => AmazonClient | null;
}

// One client per config: it holds the access-token cache shared by every seller's session.
const clients = new WeakMap<Config, AmazonClient | null>();

export function amazonClient(deps: AmazonDeps): AmazonClient | null {
  if (deps.amazon) return deps.amazon();
  if (!clients.has(deps.config)) {
    const c = amazonConfigFromEnv(deps.config);
    clients.set(deps.config, c ? createAmazonClient(c) : null);
  }
  return clients.get(deps.config)!;
}

export interface SellerAmazon {
  api: AmazonSellerApi;
  marketplaceId: string;
  sellingPartnerId: string;
  /** Currency of the marketplace (fee estimates must use it). */
  currency: string;
}

/** The seller's SP-API session; AmazonNotConnectedError without an authorised Amazon connection. */
export async function sellerAmazon(deps: AmazonDeps, userId: string): Promise<SellerAmazon> {
  const { rows } = await deps.pool.query(
    `SELECT account_id, marketplace, refresh_token FROM connections WHERE user_id = $1 AND kind = 'AMAZON' AND status = 'AUTHORIZED'`,
    [userId],
  );
  const c = rows[0];
  if (!c?.refresh_token || !c.marketplace) throw new AmazonNotConnectedError();
  const client = amazonClient(deps);
  if (!client) throw new AmazonUnavailableError();
  const refreshToken = decryptSecret(deps.config.encryptionKey, c.refresh_token);
  const market = AMAZON_MARKETPLACES.find((m) => m.id === c.marketplace);
  return { api: client.forSeller(refreshToken), marketplaceId: c.marketplace, sellingPartnerId: c.account_id, currency: market?.currency ?? 'USD' };
}

/** Whether the seller has an authorised Amazon connection (checked before queueing work). */
export async function hasAmazonConnection(deps: { pool: pg.Pool }, userId: string): Promise<boolean> {
  const { rowCount } = await deps.pool.query(
    `SELECT 1 FROM connections WHERE user_id = $1 AND kind = 'AMAZON' AND status = 'AUTHORIZED' AND refresh_token IS NOT NULL`,
    [userId],
  );
  return (rowCount ?? 0) > 0;
}

/** The seller's authorised Amazon marketplace (for product links), or null without a connection. */
export async function connectedAmazonMarketplace(deps: { pool: pg.Pool }, userId: string): Promise<{ id: string; domain: string | null } | null> {
  const { rows } = await deps.pool.query(
    `SELECT marketplace FROM connections WHERE user_id = $1 AND kind = 'AMAZON' AND status = 'AUTHORIZED' AND refresh_token IS NOT NULL`,
    [userId],
  );
  if (!rows[0]) return null;
  const id: string = rows[0].marketplace ?? '';
  return { id, domain: AMAZON_MARKETPLACES.find((m) => m.id === id)?.domain ?? null };
}
