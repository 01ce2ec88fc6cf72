import type { EbayConfig } from './config.ts';

/** eBay's buyer-facing site per marketplace (where /itm/{listingId} lives). */
const SITES: Record<string, string> = {
  EBAY_US: 'https://www.ebay.com',
  EBAY_GB: 'https://www.ebay.co.uk',
  EBAY_DE: 'https://www.ebay.de',
  EBAY_CA: 'https://www.ebay.ca',
  EBAY_AU: 'https://www.ebay.com.au',
};

/**
 * The public page of a listing: eBay's site for the marketplace, eBay's own sandbox site, or, when
 * the API is a local simulator, that simulator's /itm page (so an item id always links somewhere).
 */
export function ebayItemUrl(cfg: Pick<EbayConfig, 'apiUrl'>, listingId: string, marketplaceId = 'EBAY_GB'): string {
  const id = encodeURIComponent(listingId);
  const host = new URL(cfg.apiUrl).hostname;
  if (host === 'api.ebay.com' || host === 'apiz.ebay.com') return `${SITES[marketplaceId] ?? SITES.EBAY_US}/itm/${id}`;
  if (host === 'api.sandbox.ebay.com') return `https://sandbox.ebay.com/itm/${id}`;
  return `${cfg.apiUrl.replace(/\/$/, '')}/itm/${id}`;
}
