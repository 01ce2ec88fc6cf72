// What a seller's connections look like to the screens and to the legacy user JSON. Tokens and
// keys never leave this module's store: the views below carry names, ids and states only.
import type { Connection } from '../../db/generated/client.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import { EBAY_SITES, findAmazonMarketplace, findEbaySite } from '../../../shared/channels/marketplaces.ts';

// Other modules reach marketplaces and connection facts through these (never the table itself).
export { amazonSellerIds, sellersWithAmazonAnd } from './connection-store.ts';
export {
  connectedAmazonMarketplace,
  hasAmazonConnection,
  sessionFor,
  type AmazonSession,
  type EbaySession,
  type OnbuySession,
  type SessionChannel,
  type SessionDeps,
  type Sessions,
  type ShopifySession,
} from './sessions.ts';

/** OnBuy's sites and seller entities as its connection keeps them (channels/onbuy/connect.ts reads them). */
export interface OnbuySite {
  site_id: number;
  name: string;
}
export interface OnbuySeller {
  seller_id: number | string;
  trading_name: string;
}

export interface AmazonConnectionView {
  status: Connection['status'];
  sellingPartnerId: string;
  storeName: string | null;
  marketplaceId: string | null;
  marketplaceName: string | null;
  connectedAt: Date;
}
export interface EbayConnectionView {
  status: Connection['status'];
  /** Spec 000 §4: authorised only with an 'oauth' token; anything else must reauthorise. */
  authorized: boolean;
  type: string | null;
  sellername: string | null;
  siteId: number | null;
  siteName: string | null;
  currency: string | null;
  currencySymbol: string;
  /** stats.business_policy.status.opted_in as eBay last said (recorded at connection); null = not known. */
  policyOptedIn: boolean | null;
}
export interface ShopifyConnectionView {
  status: Connection['status'];
  authorized: boolean;
  needsReauth: boolean;
  domain: string;
  username: string | null;
}
export interface OnbuyConnectionView {
  status: Connection['status'];
  sites: OnbuySite[];
  sellers: OnbuySeller[];
  consumerKeyHint: string | null;
}
export interface LinkedPlatforms {
  amazon: AmazonConnectionView | null;
  ebay: EbayConnectionView | null;
  shopify: ShopifyConnectionView | null;
  onbuy: OnbuyConnectionView | null;
}

const settingsOf = (c: Connection) => (c.settings ?? {}) as Record<string, unknown>;

/** The four cards' data from the seller's connection rows. */
export function linkedPlatformsOf(rows: Connection[]): LinkedPlatforms {
  const of = (k: Connection['kind']) => rows.find((r) => r.kind === k) ?? null;
  const amazon = of('AMAZON');
  const ebay = of('EBAY');
  const shopify = of('SHOPIFY');
  const onbuy = of('ONBUY');
  return {
    amazon: amazon && {
      status: amazon.status,
      sellingPartnerId: amazon.accountId,
      storeName: amazon.accountName,
      marketplaceId: amazon.marketplace,
      marketplaceName: amazon.marketplace ? (findAmazonMarketplace(amazon.marketplace)?.name ?? null) : null,
      connectedAt: amazon.updatedAt,
    },
    ebay: ebay && ebayView(ebay),
    shopify: shopify && {
      status: shopify.status,
      authorized: shopify.status === 'AUTHORIZED',
      needsReauth: shopify.status === 'NEEDS_REAUTH',
      domain: shopify.accountId,
      username: shopify.accountName,
    },
    onbuy: onbuy && {
      status: onbuy.status,
      sites: (settingsOf(onbuy).sites as OnbuySite[] | undefined) ?? [],
      sellers: (settingsOf(onbuy).sellers as OnbuySeller[] | undefined) ?? [],
      consumerKeyHint: (settingsOf(onbuy).consumerKeyHint as string | undefined) ?? null,
    },
  };
}

function ebayView(c: Connection): EbayConnectionView {
  const s = settingsOf(c);
  const siteId = c.marketplace != null && /^\d+$/.test(c.marketplace) ? Number(c.marketplace) : null;
  const site = siteId != null ? findEbaySite(siteId) : undefined;
  const type = typeof s.type === 'string' ? s.type : null;
  const currency = typeof s.currency === 'string' ? s.currency : (site?.currency ?? null);
  // Spec 000 §3: the currency symbol falls back to $.
  const symbol = EBAY_SITES.find((x) => x.currency === currency)?.currencySymbol ?? '$';
  return {
    status: c.status,
    authorized: c.status === 'AUTHORIZED' && type === 'oauth',
    type,
    sellername: c.accountName,
    siteId,
    siteName: site?.siteName ?? null,
    currency,
    currencySymbol: symbol,
    policyOptedIn: typeof s.business_policy_opted_in === 'boolean' ? s.business_policy_opted_in : null,
  };
}

/** The seller's connection rows (the only place the table is read for display). */
export function connectionRows(deps: { prisma: PrismaClient }, userId: string): Promise<Connection[]> {
  return deps.prisma.connection.findMany({ where: { userId } });
}

export async function linkedPlatforms(deps: { prisma: PrismaClient }, userId: string): Promise<LinkedPlatforms> {
  return linkedPlatformsOf(await connectionRows(deps, userId));
}

/** The legacy user JSON's connection settings (spec 000 §3, 002 §3): sp_creds, ebay_creds, shopify_creds, onbuy. */
export function legacyConnectionSettings(rows: Connection[] | undefined): Record<string, unknown> {
  if (!rows) return {};
  const p = linkedPlatformsOf(rows);
  const out: Record<string, unknown> = {};
  if (p.amazon) out.sp_creds = { date: p.amazon.connectedAt, marketplace: p.amazon.marketplaceId, selling_partner_id: p.amazon.sellingPartnerId };
  if (p.ebay) {
    out.ebay_creds = { authorized: p.ebay.authorized, type: p.ebay.type, site_id: p.ebay.siteId, sellername: p.ebay.sellername };
    out.ebay_site_id = p.ebay.siteId;
    out.ebay_currency = p.ebay.currency;
  }
  if (p.shopify)
    out.shopify_creds = { authorized: p.shopify.authorized, needs_reauth: p.shopify.needsReauth, username: p.shopify.username, domain: p.shopify.domain };
  if (p.onbuy) {
    out.onbuy = {
      sites: p.onbuy.sites,
      site: p.onbuy.sites.length === 1 ? p.onbuy.sites[0] : null,
      sellers: p.onbuy.sellers,
      seller: p.onbuy.sellers.length === 1 ? p.onbuy.sellers[0] : null,
      // The key itself stays encrypted; the legacy field shows which key is in use.
      consumer_key: p.onbuy.consumerKeyHint ? `…${p.onbuy.consumerKeyHint}` : null,
    };
  }
  return out;
}
