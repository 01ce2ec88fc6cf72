// eBay's card on Linked Platforms and its part of the legacy user JSON (spec 000 §3, §4), from the
// seller's eBay connection row: the registry entry declares it (ChannelEntry.linkedPlatform).
import type { Connection } from '../../db/generated/client.ts';
import type { ChannelConnectionView } from '../../modules/connections/ports.ts';
import { EBAY_SITES, findEbaySite } from '../../../shared/channels/marketplaces.ts';

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

export function ebayConnectionView(c: Connection): EbayConnectionView {
  const s = (c.settings ?? {}) as Record<string, unknown>;
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

/** The eBay view among the seller's linked platforms (connections.service.ts's linkedPlatforms), or null. */
export const ebayOf = (platforms: { readonly [channel: string]: unknown }) => (platforms.ebay ?? null) as EbayConnectionView | null;

export const ebayLinkedPlatform: ChannelConnectionView<EbayConnectionView> = {
  view: ebayConnectionView,
  legacySettings: (ebay) => ({
    ebay_creds: { authorized: ebay.authorized, type: ebay.type, site_id: ebay.siteId, sellername: ebay.sellername },
    ebay_site_id: ebay.siteId,
    ebay_currency: ebay.currency,
  }),
};
