import type { OnbuyHttp } from './http.ts';
import type {
  OnbuyCatalogueProduct,
  OnbuyCategory,
  OnbuyDispatch,
  OnbuyItemOutcome,
  OnbuyListing,
  OnbuyListingInput,
  OnbuyListingUpdate,
  OnbuyOrder,
  OnbuyPage,
  OnbuyProductInput,
  OnbuyQueue,
  OnbuySellerEntity,
} from './types.ts';

type ItemResult = { sku?: string; order_id?: string; uid?: string; success?: boolean; error?: string; opc?: string };

/** Batch size for listing writes (integrators use 50–1000). */
export const ONBUY_BATCH = 500;

/**
 * Turns OnBuy's `results[i]` into outcomes: by position when OnBuy answered one result per item in
 * order (the same SKU can appear twice in a batch), else by key; a missing item counts as failed.
 */
function outcomes(keys: string[], results: ItemResult[] | undefined, keyOf: (r: ItemResult) => string | undefined): OnbuyItemOutcome[] {
  const list = results ?? [];
  const positional = list.length === keys.length && list.every((r, i) => keyOf(r) === undefined || keyOf(r) === keys[i]);
  const byKey = new Map(list.map((r) => [keyOf(r), r]));
  return keys.map((key, i) => {
    const r = positional ? list[i] : byKey.get(key);
    if (!r) return { key, ok: false, error: 'No result returned for this item' };
    const ok = r.success !== false && !r.error;
    return { key, ok, ...(r.error ? { error: r.error } : {}), ...(r.opc ? { opc: r.opc } : {}) };
  });
}

async function batched<T>(items: T[], size: number, call: (part: T[]) => Promise<OnbuyItemOutcome[]>): Promise<OnbuyItemOutcome[]> {
  const out: OnbuyItemOutcome[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await call(items.slice(i, i + size))));
  return out;
}

export function onbuyApi(http: OnbuyHttp, siteId: number) {
  const site_id = siteId;
  return {
    sites: () => http.request<OnbuyPage<{ site_id: number; name: string }>>({ method: 'GET', path: '/sites', operation: 'sites' }),

    /** The trading entities behind the keys (their trading_name names the seller on the OnBuy card). */
    sellerEntities: () => http.request<OnbuyPage<OnbuySellerEntity>>({ method: 'GET', path: '/sellers/entities', operation: 'sellerEntities' }),

    /** Categories whose name contains `name` (OnBuy's autocomplete); `parentId` lists one category's children. */
    categories: (name?: string, opts: { limit?: number; offset?: number; parentId?: number } = {}) =>
      http.request<OnbuyPage<OnbuyCategory>>({
        method: 'GET',
        path: '/categories',
        query: { site_id, 'filter[name]': name, 'filter[parent_id]': opts.parentId, limit: opts.limit, offset: opts.offset },
        operation: 'categories',
      }),

    brands: (name: string) =>
      http.request<OnbuyPage<{ brand_id: number; name: string }>>({
        method: 'GET',
        path: '/brand',
        query: { 'filter[name]': name, 'sort[name]': 'asc' },
        operation: 'brands',
      }),

    conditions: () =>
      http.request<OnbuyPage<{ condition_id: string; name: string }>>({ method: 'GET', path: '/conditions', query: { site_id }, operation: 'conditions' }),

    searchProducts: (query: string, field: 'name' | 'product_code' | 'opc' = 'name') =>
      http.request<OnbuyPage<OnbuyCatalogueProduct>>({
        method: 'GET',
        path: '/products',
        query: { site_id, 'filter[query]': query, 'filter[field]': field },
        operation: 'searchProducts',
      }),

    /** Queues a new catalogue product; watch the queue for the OPC (approval can take long). */
    createProduct: async (product: OnbuyProductInput) =>
      await http.request<{ queue_id: string; uid: string }>({ method: 'POST', path: '/products', body: { site_id, ...product }, operation: 'createProduct' }),

    queues: (queueIds: string[]) =>
      http.request<OnbuyPage<OnbuyQueue>>({ method: 'GET', path: '/queues', query: { site_id, 'filter[queue_ids]': queueIds.join(',') }, operation: 'queues' }),

    queue: async (queueId: string) =>
      (await http.request<{ results: OnbuyQueue }>({ method: 'GET', path: `/queues/${encodeURIComponent(queueId)}`, query: { site_id }, operation: 'queue' }))
        .results,

    createListings: (listings: OnbuyListingInput[]) =>
      batched(listings, ONBUY_BATCH, async (part) => {
        const r = await http.request<{ results?: ItemResult[] }>({
          method: 'POST',
          path: '/listings',
          body: { site_id, listings: part },
          operation: 'createListings',
        });
        return outcomes(
          part.map((l) => l.sku),
          r.results,
          (x) => x.sku,
        );
      }),

    listings: (opts: { sku?: string; limit?: number; offset?: number } = {}) =>
      http.request<OnbuyPage<OnbuyListing>>({
        method: 'GET',
        path: '/listings',
        query: { site_id, 'filter[sku]': opts.sku, limit: opts.limit, offset: opts.offset },
        operation: 'listings',
      }),

    /** Price/stock by SKU; OnBuy answers 200 even when items fail, so read the outcomes. */
    updateListings: (updates: OnbuyListingUpdate[]) =>
      batched(updates, ONBUY_BATCH, async (part) => {
        const r = await http.request<{ results?: ItemResult[] }>({
          method: 'PUT',
          path: '/listings/by-sku',
          body: { site_id, listings: part },
          operation: 'updateListings',
        });
        return outcomes(
          part.map((l) => l.sku),
          r.results,
          (x) => x.sku,
        );
      }),

    deleteListings: (skus: string[]) =>
      batched(skus, ONBUY_BATCH, async (part) => {
        const r = await http.request<{ results?: ItemResult[] }>({
          method: 'DELETE',
          path: '/listings/by-sku',
          body: { site_id, skus: part },
          operation: 'deleteListings',
        });
        return outcomes(part, r.results, (x) => x.sku);
      }),

    orders: (
      opts: {
        status?: 'awaiting_dispatch' | 'dispatched' | 'complete' | 'cancelled' | 'refunded' | 'all';
        previouslyExported?: boolean;
        modifiedSince?: Date;
        limit?: number;
        offset?: number;
      } = {},
    ) =>
      http.request<OnbuyPage<OnbuyOrder>>({
        method: 'GET',
        path: '/orders',
        query: {
          site_id,
          'filter[status]': opts.status,
          'filter[previously_exported]': opts.previouslyExported === undefined ? undefined : opts.previouslyExported ? 1 : 0,
          'filter[modified_since]': opts.modifiedSince?.toISOString(),
          'sort[created]': 'asc',
          limit: opts.limit,
          offset: opts.offset,
        },
        operation: 'orders',
      }),

    /** One order by its id (`GET /orders/{id}`): its status and the tracking it holds. */
    order: async (orderId: string) =>
      (await http.request<{ results: OnbuyOrder }>({ method: 'GET', path: `/orders/${encodeURIComponent(orderId)}`, query: { site_id }, operation: 'order' }))
        .results,

    trackingProviders: () =>
      http.request<OnbuyPage<{ tracking_id: number; name: string }>>({
        method: 'GET',
        path: '/orders/tracking-providers',
        query: { site_id },
        operation: 'trackingProviders',
      }),

    dispatch: async (orders: OnbuyDispatch[]) => {
      const r = await http.request<{ results?: ItemResult[] }>({ method: 'PUT', path: '/orders/dispatch', body: { site_id, orders }, operation: 'dispatch' });
      return outcomes(
        orders.map((o) => o.order_id),
        r.results,
        (x) => x.order_id,
      );
    },
  };
}
