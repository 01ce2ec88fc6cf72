import { outcome, runChunked, type EbayItemOutcome } from './bulk.ts';
import type { EbayErrorDetail } from './errors.ts';
import type { EbayHttp } from './http.ts';
import type { EbayOffer, EbayOfferInput, EbayPage } from './types.ts';

const BASE = '/sell/inventory/v1';
type Per = { statusCode: number; errors?: EbayErrorDetail[]; warnings?: EbayErrorDetail[] };

/** Offers: create, read, revise, publish (list), withdraw (delist). */
export function offersApi(http: EbayHttp, contentLanguage: string) {
  return {
    async create(offer: EbayOfferInput): Promise<string> {
      return (await http.request<{ offerId: string }>({ method: 'POST', path: `${BASE}/offer`, body: offer, contentLanguage, operation: 'createOffer' })).body
        .offerId;
    },

    bulkCreate(offers: EbayOfferInput[]): Promise<EbayItemOutcome<{ offerId: string }>[]> {
      return runChunked(
        offers,
        (o) => o.sku,
        async (part) => {
          const r = await http.request<{ responses: (Per & { sku: string; offerId?: string })[] }>({
            method: 'POST',
            path: `${BASE}/bulk_create_offer`,
            body: { requests: part },
            contentLanguage,
            operation: 'bulkCreateOffer',
          });
          return r.body.responses.map((x) => outcome(x.sku, x, x.offerId ? { offerId: x.offerId } : undefined));
        },
      );
    },

    async get(offerId: string): Promise<EbayOffer> {
      return (await http.request<EbayOffer>({ method: 'GET', path: `${BASE}/offer/${encodeURIComponent(offerId)}`, operation: 'getOffer' })).body;
    },

    async listForSku(sku: string, marketplaceId?: string): Promise<EbayOffer[]> {
      const r = await http.request<EbayPage & { offers?: EbayOffer[] }>({
        method: 'GET',
        path: `${BASE}/offer`,
        query: { sku, marketplace_id: marketplaceId },
        operation: 'getOffers',
      });
      return r.body.offers ?? [];
    },

    /** Full replacement of the offer; revises the live listing (counts toward the daily revision cap). */
    async update(
      offerId: string,
      offer: Omit<EbayOfferInput, 'sku' | 'marketplaceId' | 'format'> & Partial<Pick<EbayOfferInput, 'sku' | 'marketplaceId' | 'format'>>,
    ): Promise<void> {
      // The keys of an offer cannot change and updateOffer's body (EbayOfferDetailsWithId) has no room for them.
      const { sku: _s, marketplaceId: _m, format: _f, ...body } = offer;
      await http.request({ method: 'PUT', path: `${BASE}/offer/${encodeURIComponent(offerId)}`, body, contentLanguage, operation: 'updateOffer' });
    },

    async delete(offerId: string): Promise<void> {
      await http.request({ method: 'DELETE', path: `${BASE}/offer/${encodeURIComponent(offerId)}`, operation: 'deleteOffer' });
    },

    async publish(offerId: string): Promise<string> {
      return (
        await http.request<{ listingId: string }>({ method: 'POST', path: `${BASE}/offer/${encodeURIComponent(offerId)}/publish`, operation: 'publishOffer' })
      ).body.listingId;
    },

    bulkPublish(offerIds: string[]): Promise<EbayItemOutcome<{ listingId: string }>[]> {
      return runChunked(
        offerIds,
        (id) => id,
        async (part) => {
          const r = await http.request<{ responses: (Per & { offerId: string; listingId?: string })[] }>({
            method: 'POST',
            path: `${BASE}/bulk_publish_offer`,
            body: { requests: part.map((offerId) => ({ offerId })) },
            operation: 'bulkPublishOffer',
          });
          return r.body.responses.map((x) => outcome(x.offerId, x, x.listingId ? { listingId: x.listingId } : undefined));
        },
      );
    },

    /** Ends the listing; the offer stays (UNPUBLISHED) and can be published again. */
    async withdraw(offerId: string): Promise<string> {
      return (
        await http.request<{ listingId: string }>({ method: 'POST', path: `${BASE}/offer/${encodeURIComponent(offerId)}/withdraw`, operation: 'withdrawOffer' })
      ).body.listingId;
    },
  };
}
