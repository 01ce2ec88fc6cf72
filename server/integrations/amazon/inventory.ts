import type { SpApiSession } from './http.ts';

export interface InventorySummary {
  asin?: string;
  fnSku?: string;
  sellerSku?: string;
  condition?: string;
  inventoryDetails?: {
    fulfillableQuantity?: number;
    inboundWorkingQuantity?: number;
    inboundShippedQuantity?: number;
    inboundReceivingQuantity?: number;
    reservedQuantity?: {
      totalReservedQuantity?: number;
      pendingCustomerOrderQuantity?: number;
      pendingTransshipmentQuantity?: number;
      fcProcessingQuantity?: number;
    };
    researchingQuantity?: { totalResearchingQuantity?: number; researchingQuantityBreakdown?: { name: string; quantity: number }[] };
    unfulfillableQuantity?: { totalUnfulfillableQuantity?: number; [k: string]: number | undefined };
  };
  lastUpdatedTime?: string;
  productName?: string;
  totalQuantity?: number;
}

export interface InventorySummariesQuery {
  marketplaceId: string;
  details?: boolean;
  /** Only items changed at or after this ISO time (quantity polls). */
  startDateTime?: string;
  /** Up to 50 SKUs. */
  sellerSkus?: string[];
  nextToken?: string;
}

export interface InventorySummariesPage {
  summaries: InventorySummary[];
  nextToken?: string;
}

/** One page (50 items) of FBA inventory summaries. */
export async function getInventorySummaries(api: SpApiSession, q: InventorySummariesQuery): Promise<InventorySummariesPage> {
  const r = await api.call<{ payload?: { inventorySummaries?: InventorySummary[] }; pagination?: { nextToken?: string } }>(
    'getInventorySummaries',
    'GET',
    '/fba/inventory/v1/summaries',
    {
      query: {
        details: q.details,
        granularityType: 'Marketplace',
        granularityId: q.marketplaceId,
        startDateTime: q.startDateTime,
        sellerSkus: q.sellerSkus,
        nextToken: q.nextToken,
        marketplaceIds: [q.marketplaceId],
      },
    },
  );
  return { summaries: r.payload?.inventorySummaries ?? [], ...(r.pagination?.nextToken ? { nextToken: r.pagination.nextToken } : {}) };
}

/** Every page, following nextToken (which Amazon expires after 30 s, so pages are fetched back to back). */
export async function* allInventorySummaries(api: SpApiSession, q: Omit<InventorySummariesQuery, 'nextToken'>): AsyncGenerator<InventorySummary> {
  let nextToken: string | undefined;
  do {
    const page = await getInventorySummaries(api, { ...q, nextToken });
    yield* page.summaries;
    nextToken = page.nextToken;
  } while (nextToken);
}
