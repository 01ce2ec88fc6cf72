import type { SpApiSession } from './http.ts';

export interface MarketplaceParticipation {
  marketplace: { id: string; name: string; countryCode: string; defaultCurrencyCode: string; defaultLanguageCode: string; domainName: string };
  participation: { isParticipating: boolean; hasSuspendedListings: boolean };
  storeName: string;
}

/** Marketplaces the seller can sell in (called right after authorization). */
export async function getMarketplaceParticipations(api: SpApiSession): Promise<MarketplaceParticipation[]> {
  const r = await api.call<{ payload?: MarketplaceParticipation[] }>('getMarketplaceParticipations', 'GET', '/sellers/v1/marketplaceParticipations');
  return r.payload ?? [];
}
