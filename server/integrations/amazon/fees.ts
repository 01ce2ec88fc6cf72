import type { SpApiSession } from './http.ts';

export interface MoneyType {
  CurrencyCode: string;
  Amount: number;
}

export interface FeesEstimateRequest {
  MarketplaceId: string;
  IsAmazonFulfilled?: boolean;
  PriceToEstimateFees: { ListingPrice: MoneyType; Shipping?: MoneyType };
  /** Our own id for the estimate, echoed back as SellerInputIdentifier. */
  Identifier: string;
  OptionalFulfillmentProgram?: 'FBA_CORE' | 'FBA_SNL' | 'FBA_EFN';
}

export interface FeeDetail {
  FeeType: string;
  FeeAmount: MoneyType;
  FeePromotion?: MoneyType;
  TaxAmount?: MoneyType;
  FinalFee: MoneyType;
  IncludedFeeDetailList?: FeeDetail[];
}

export interface FeesEstimateResult {
  Status?: string;
  FeesEstimateIdentifier?: {
    MarketplaceId?: string;
    SellerId?: string;
    IdType?: 'ASIN' | 'SellerSKU';
    IdValue?: string;
    IsAmazonFulfilled?: boolean;
    SellerInputIdentifier?: string;
  };
  FeesEstimate?: { TimeOfFeesEstimation: string; TotalFeesEstimate?: MoneyType; FeeDetailList?: FeeDetail[] };
  /** Amazon reports an item it cannot price here, inside a successful HTTP response. */
  Error?: { Type: string; Code: string; Message: string; Detail: unknown[] };
}

export async function getMyFeesEstimateForSku(api: SpApiSession, sellerSku: string, request: FeesEstimateRequest): Promise<FeesEstimateResult> {
  const r = await api.call<{ payload?: { FeesEstimateResult?: FeesEstimateResult } }>(
    'getMyFeesEstimateForSKU',
    'POST',
    `/products/fees/v0/listings/${encodeURIComponent(sellerSku)}/feesEstimate`,
    { body: { FeesEstimateRequest: request } },
  );
  return r.payload?.FeesEstimateResult ?? {};
}

export async function getMyFeesEstimateForAsin(api: SpApiSession, asin: string, request: FeesEstimateRequest): Promise<FeesEstimateResult> {
  const r = await api.call<{ payload?: { FeesEstimateResult?: FeesEstimateResult } }>(
    'getMyFeesEstimateForASIN',
    'POST',
    `/products/fees/v0/items/${encodeURIComponent(asin)}/feesEstimate`,
    { body: { FeesEstimateRequest: request } },
  );
  return r.payload?.FeesEstimateResult ?? {};
}

/** Up to 20 estimates in one call; results come back in request order, each with its own Status. */
export function getMyFeesEstimates(
  api: SpApiSession,
  requests: { IdType: 'ASIN' | 'SellerSKU'; IdValue: string; FeesEstimateRequest: FeesEstimateRequest }[],
): Promise<FeesEstimateResult[]> {
  if (requests.length === 0 || requests.length > 20) throw new RangeError('getMyFeesEstimates takes 1 to 20 requests');
  return api.call('getMyFeesEstimates', 'POST', '/products/fees/v0/feesEstimate', { body: requests });
}
