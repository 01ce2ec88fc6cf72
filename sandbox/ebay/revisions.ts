import { ebayErrors, type EbayError } from './errors.ts';
import type { EbaySandboxState, EbayUser, OfferRecord } from './state.ts';

/**
 * eBay lets each listing be revised at most 250 times per calendar day; price/quantity updates count.
 * `reviseListings` checks every live listing first and only then counts, so a refused call changes nothing.
 */
export function reviseListings(state: EbaySandboxState, user: EbayUser, offers: OfferRecord[]): EbayError | null {
  const day = new Date(state.clock.now()).toISOString().slice(0, 10);
  const live = offers.filter((o) => o.status === 'PUBLISHED' && o.listing?.listingStatus === 'ACTIVE');
  for (const o of live) {
    const r = user.revisions.get(o.listing!.listingId);
    if (r && r.day === day && r.count >= state.knobs.revisionCapPerDay) return ebayErrors.revisionCap(o.listing!.listingId, state.knobs.revisionCapPerDay);
  }
  for (const o of live) {
    const id = o.listing!.listingId;
    const r = user.revisions.get(id);
    user.revisions.set(id, { day, count: r && r.day === day ? r.count + 1 : 1 });
  }
  return null;
}

export const offersOfSku = (user: EbayUser, sku: string) => [...user.offers.values()].filter((o) => o.body.sku === sku);
