// Sellers API v1 getMarketplaceParticipations: the product calls it right after authorization
// to learn where the seller sells.
import { MARKETPLACES } from './demo.ts';
import type { SpApiResult } from './spapi.ts';
import type { SellerStore } from './store.ts';

export function marketplaceParticipations(_ctx: unknown, store: SellerStore): SpApiResult {
  return {
    status: 200,
    body: {
      payload: store.seller.marketplaceIds.map((id) => {
        const { region: _r, reportZone: _z, ...marketplace } = MARKETPLACES[id]!;
        return { marketplace, participation: { isParticipating: true, hasSuspendedListings: false }, storeName: store.seller.storeName };
      }),
    },
  };
}
