import type { EbayHttp } from './http.ts';
import type { EbayPolicy } from './types.ts';

const BASE = '/sell/account/v1';

/** Business policies and program opt-in (policies need SELLING_POLICY_MANAGEMENT). */
export function accountApi(http: EbayHttp) {
  const policies =
    (kind: 'fulfillment' | 'payment' | 'return', key: string, operation: string) =>
    async (marketplaceId: string): Promise<EbayPolicy[]> => {
      const r = await http.request<Record<string, EbayPolicy[] | undefined>>({
        method: 'GET',
        path: `${BASE}/${kind}_policy`,
        query: { marketplace_id: marketplaceId },
        operation,
      });
      return r.body[key] ?? [];
    };
  return {
    getFulfillmentPolicies: policies('fulfillment', 'fulfillmentPolicies', 'getFulfillmentPolicies'),
    getPaymentPolicies: policies('payment', 'paymentPolicies', 'getPaymentPolicies'),
    getReturnPolicies: policies('return', 'returnPolicies', 'getReturnPolicies'),

    async getOptedInPrograms(): Promise<string[]> {
      const r = await http.request<{ programs?: { programType: string }[] }>({
        method: 'GET',
        path: `${BASE}/program/get_opted_in_programs`,
        operation: 'getOptedInPrograms',
      });
      return (r.body.programs ?? []).map((p) => p.programType);
    },

    /** The seller's shipping rate tables (country_code narrows to one country). */
    async getRateTables(countryCode?: string): Promise<unknown> {
      return (await http.request({ method: 'GET', path: `${BASE}/rate_table`, query: { country_code: countryCode }, operation: 'getRateTables' })).body ?? {};
    },

    /** eBay's know-your-customer checks for the seller (eBay answers 204, no body, when there are none). */
    async getKyc(): Promise<unknown> {
      return (await http.request({ method: 'GET', path: `${BASE}/kyc`, operation: 'getKYC' })).body ?? { kycChecks: [] };
    },

    async optInToProgram(programType: string): Promise<void> {
      await http.request({ method: 'POST', path: `${BASE}/program/opt_in`, body: { programType }, operation: 'optInToProgram' });
    },
  };
}
