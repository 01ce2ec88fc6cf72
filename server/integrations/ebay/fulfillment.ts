import type { EbayHttp } from './http.ts';
import type { EbayOrder, EbayPage, EbayShippingFulfillmentInput } from './types.ts';

const BASE = '/sell/fulfillment/v1';

export interface EbayOrderQuery {
  createdFrom?: Date;
  createdTo?: Date;
  modifiedFrom?: Date;
  /** eBay accepts only these two combinations. */
  fulfillmentStatus?: 'NOT_STARTED|IN_PROGRESS' | 'FULFILLED|IN_PROGRESS';
  limit?: number;
  offset?: number;
}

/** Builds getOrders' `filter` (creationdate:[a..b], lastmodifieddate:[a..], orderfulfillmentstatus:{…}). */
export function ebayOrderFilter(q: EbayOrderQuery): string | undefined {
  const terms: string[] = [];
  if (q.createdFrom || q.createdTo) terms.push(`creationdate:[${q.createdFrom?.toISOString() ?? ''}..${q.createdTo?.toISOString() ?? ''}]`);
  if (q.modifiedFrom) terms.push(`lastmodifieddate:[${q.modifiedFrom.toISOString()}..]`);
  if (q.fulfillmentStatus) terms.push(`orderfulfillmentstatus:{${q.fulfillmentStatus}}`);
  return terms.length ? terms.join(',') : undefined;
}

export function fulfillmentApi(http: EbayHttp) {
  return {
    async getOrders(q: EbayOrderQuery = {}): Promise<EbayPage & { orders: EbayOrder[] }> {
      const r = await http.request<EbayPage & { orders?: EbayOrder[] }>({
        method: 'GET',
        path: `${BASE}/order`,
        query: { filter: ebayOrderFilter(q), limit: q.limit ?? 50, offset: q.offset ?? 0 },
        operation: 'getOrders',
      });
      return { ...r.body, orders: r.body.orders ?? [] };
    },

    /** Every order matching the query, following eBay's offset pages (≤200 per page). */
    async getAllOrders(q: Omit<EbayOrderQuery, 'limit' | 'offset'> = {}): Promise<EbayOrder[]> {
      const out: EbayOrder[] = [];
      for (let offset = 0; ; offset += 200) {
        const page = await this.getOrders({ ...q, limit: 200, offset });
        out.push(...page.orders);
        if (!page.next || page.orders.length === 0) return out;
      }
    },

    async getOrder(orderId: string): Promise<EbayOrder> {
      return (await http.request<EbayOrder>({ method: 'GET', path: `${BASE}/order/${encodeURIComponent(orderId)}`, operation: 'getOrder' })).body;
    },

    /** Tracking upload: eBay answers 201 with the new fulfillment in Location; returns its id. */
    async createShippingFulfillment(orderId: string, input: EbayShippingFulfillmentInput): Promise<string> {
      const r = await http.request<undefined>({
        method: 'POST',
        path: `${BASE}/order/${encodeURIComponent(orderId)}/shipping_fulfillment`,
        body: input,
        operation: 'createShippingFulfillment',
      });
      const location = r.headers.get('location') ?? '';
      return decodeURIComponent(location.split('/').pop() ?? '');
    },
  };
}
