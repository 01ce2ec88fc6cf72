// Linking listings the seller already has on eBay (Import eBay Listings, spec 001 §2.14): each eBay
// item id is migrated to the Inventory API with bulkMigrateListing (legacy Trading / eBay-site
// listings), so the engine manages it by SKU and offer id like the listings it made. A listing the
// Inventory API already holds (eBay refuses it with 25718 "already managed") is found by its SKU(s)
// with getOffers instead. Only this file knows the payloads.
import { EbayApiError, type EbayMigratedListing } from '../../integrations/ebay/index.ts';
import type { EbaySession } from '../../modules/connections/sessions.ts';
import { ebayMessage } from './adapter.ts';

/** What ListBridge stores for a linked listing: the SKU and offer id that hold it on eBay. */
export type EbayLink = { ok: true; sku: string; offerId: string; marketplaceId: string | null } | { ok: false; message: string };

const ALREADY_MANAGED = /already managed by the Inventory API/i;

/** Among a migration's SKU/offer pairs, the one to link: the only one, or the variation with the Amazon SKU. */
function pick(items: EbayMigratedListing['inventoryItems'], amazonSku: string): { sku: string; offerId: string } | string {
  const withOffer = items.filter((i) => i.offerId);
  const one = withOffer.length === 1 ? withOffer[0] : withOffer.find((i) => i.sku === amazonSku);
  if (one) return { sku: one.sku, offerId: one.offerId! };
  if (withOffer.length === 0) return 'eBay gave no SKU and offer for this listing';
  return `The listing has ${withOffer.length} variations and none has the SKU ${amazonSku}; ListBridge links a listing to one Amazon item`;
}

/** The published offer of `listingId` among the offers of these SKUs (getOffers per SKU). */
async function findOffer(session: EbaySession, listingId: string, skus: string[]) {
  for (const sku of [...new Set(skus)]) {
    const offers = await session.api.offers
      .listForSku(sku)
      .catch((err) => (err instanceof EbayApiError && (err.status === 404 || err.status === 400) ? [] : Promise.reject(err)));
    const o = offers.find((x) => x.listing?.listingId === listingId && x.status === 'PUBLISHED');
    if (o) return { sku, offerId: o.offerId, marketplaceId: o.marketplaceId ?? null };
  }
  return null;
}

/**
 * Links each eBay item id (with the Amazon SKU the file pairs it with) to its Inventory API SKU and
 * offer id: migrates legacy listings, finds those already in the Inventory API. One answer per id.
 */
export async function linkEbayListings(session: EbaySession, rows: readonly { ebayItemId: string; sellerSku: string }[]): Promise<Map<string, EbayLink>> {
  const out = new Map<string, EbayLink>();
  if (rows.length === 0) return out;
  const skuOf = new Map(rows.map((r) => [r.ebayItemId, r.sellerSku]));
  const outcomes = await session.api.inventory.bulkMigrateListings(rows.map((r) => r.ebayItemId));
  for (const o of outcomes) {
    const amazonSku = skuOf.get(o.key) ?? '';
    const items = o.result?.inventoryItems ?? [];
    if (o.ok) {
      const chosen = pick(items, amazonSku);
      out.set(o.key, typeof chosen === 'string' ? { ok: false, message: chosen } : { ok: true, ...chosen, marketplaceId: o.result?.marketplaceId ?? null });
      continue;
    }
    const managed = o.errors.some((e) => e.errorId === 25718 && ALREADY_MANAGED.test(`${e.message} ${e.longMessage ?? ''}`));
    const found = managed ? await findOffer(session, o.key, [...items.map((i) => i.sku), amazonSku]) : null;
    out.set(o.key, found ? { ok: true, ...found } : { ok: false, message: `eBay: ${ebayMessage(o.errors)}` });
  }
  return out;
}
