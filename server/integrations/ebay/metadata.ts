import type { EbayHttp } from './http.ts';
import type { EbayItemConditionPolicy } from './types.ts';

const BASE = '/sell/metadata/v1';

/** Sell Metadata API (application token): site policies per category, e.g. the item conditions it accepts. */
export function metadataApi(http: EbayHttp) {
  return {
    /** Condition policies of the given categories (a parent stands for its leaves); all leaves when none are given. 204 is an empty list. */
    async getItemConditionPolicies(marketplaceId: string, categoryIds: string[] = []): Promise<EbayItemConditionPolicy[]> {
      const r = await http.request<{ itemConditionPolicies?: EbayItemConditionPolicy[] } | undefined>({
        method: 'GET',
        path: `${BASE}/marketplace/${encodeURIComponent(marketplaceId)}/get_item_condition_policies`,
        query: { filter: categoryIds.length ? `categoryIds:{${categoryIds.join('|')}}` : undefined },
        operation: 'getItemConditionPolicies',
      });
      return r.body?.itemConditionPolicies ?? [];
    },
  };
}
