// Product Fees API v0: estimates for one SKU, one ASIN, or a batch of up to 20. A request the
// service cannot price is a "ClientError" result inside HTTP 200, as Amazon answers it.
import type { CatalogueItem } from './catalogue.ts';
import { MARKETPLACES } from './demo.ts';
import { invalidInput, iso, jsonBody, type Ctx } from './http.ts';
import { estimateFees } from './fee-schedule.ts';
import type { SpApiResult } from './spapi.ts';
import type { SellerStore, World } from './store.ts';

interface MoneyType {
  CurrencyCode?: string;
  Amount?: number;
}

interface FeesEstimateRequest {
  MarketplaceId?: string;
  IsAmazonFulfilled?: boolean;
  PriceToEstimateFees?: { ListingPrice?: MoneyType; Shipping?: MoneyType };
  Identifier?: string;
  OptionalFulfillmentProgram?: string;
}

type IdType = 'ASIN' | 'SellerSKU';

export class Fees {
  constructor(private readonly world: World) {}

  forSku = (ctx: Ctx, store: SellerStore): SpApiResult => this.single(ctx, store, 'SellerSKU', ctx.params.SellerSKU!);
  forAsin = (ctx: Ctx, store: SellerStore): SpApiResult => this.single(ctx, store, 'ASIN', ctx.params.Asin!);

  batch = (ctx: Ctx, store: SellerStore): SpApiResult => {
    const body = jsonBody(ctx);
    if (!Array.isArray(body)) throw invalidInput('The request body must be a JSON array of FeesEstimateByIdRequest.');
    if (body.length === 0 || body.length > 20) throw invalidInput('The request must contain between 1 and 20 fee estimate requests.');
    const results = body.map((r: { IdType?: string; IdValue?: string; FeesEstimateRequest?: FeesEstimateRequest }) => {
      if ((r.IdType !== 'ASIN' && r.IdType !== 'SellerSKU') || typeof r.IdValue !== 'string') {
        return clientError(store, r.FeesEstimateRequest ?? {}, 'ASIN', String(r.IdValue ?? ''), 'IdType and IdValue are required.');
      }
      return this.estimate(store, r.IdType, r.IdValue, r.FeesEstimateRequest ?? {});
    });
    return { status: 200, body: results };
  };

  private single(ctx: Ctx, store: SellerStore, idType: IdType, idValue: string): SpApiResult {
    const body = jsonBody(ctx) as { FeesEstimateRequest?: FeesEstimateRequest };
    const req = body?.FeesEstimateRequest;
    if (!req) throw invalidInput('FeesEstimateRequest is required.');
    if (!req.MarketplaceId) throw invalidInput('MarketplaceId is required.');
    if (!req.Identifier) throw invalidInput('Identifier is required.');
    if (req.PriceToEstimateFees?.ListingPrice?.Amount === undefined) throw invalidInput('PriceToEstimateFees.ListingPrice is required.');
    return { status: 200, body: { payload: { FeesEstimateResult: this.estimate(store, idType, idValue, req) } } };
  }

  private estimate(store: SellerStore, idType: IdType, idValue: string, req: FeesEstimateRequest) {
    const marketplace = req.MarketplaceId ? MARKETPLACES[req.MarketplaceId] : undefined;
    if (!marketplace || !store.seller.marketplaceIds.includes(marketplace.id)) {
      return clientError(store, req, idType, idValue, `Invalid MarketplaceId: ${req.MarketplaceId ?? '(missing)'}.`);
    }
    const price = req.PriceToEstimateFees?.ListingPrice;
    if (!price || typeof price.Amount !== 'number' || price.Amount < 0)
      return clientError(store, req, idType, idValue, 'ListingPrice.Amount must be a non-negative number.');
    if (price.CurrencyCode !== marketplace.defaultCurrencyCode) {
      return clientError(
        store,
        req,
        idType,
        idValue,
        `Currency ${price.CurrencyCode ?? '(missing)'} is not valid for marketplace ${marketplace.id}; use ${marketplace.defaultCurrencyCode}.`,
      );
    }
    const item: CatalogueItem | null = idType === 'SellerSKU' ? store.bySku(idValue) : (this.world.byAsin(idValue)?.item ?? null);
    if (!item) {
      return clientError(
        store,
        req,
        idType,
        idValue,
        idType === 'SellerSKU'
          ? `The seller SKU ${idValue} was not found in this seller's catalogue.`
          : `The ASIN ${idValue} is not valid for marketplace ${marketplace.id}.`,
      );
    }
    const currency = marketplace.defaultCurrencyCode;
    const money = (minor: number) => ({ CurrencyCode: currency, Amount: minor / 100 });
    const lines = estimateFees(
      item,
      Math.round(price.Amount * 100),
      Math.round((req.PriceToEstimateFees?.Shipping?.Amount ?? 0) * 100),
      currency,
      req.IsAmazonFulfilled ?? false,
    );
    const fee = (type: string, amount: number) => ({ FeeType: type, FeeAmount: money(amount), FeePromotion: money(0), FinalFee: money(amount) });
    return {
      FeesEstimateIdentifier: identifier(store, req, idType, idValue),
      FeesEstimate: {
        TimeOfFeesEstimation: iso(Date.now()),
        TotalFeesEstimate: money(lines.reduce((s, l) => s + l.amount, 0)),
        FeeDetailList: lines.map((l) => ({
          ...fee(l.type, l.amount),
          ...(l.included ? { IncludedFeeDetailList: l.included.map((i) => fee(i.type, i.amount)) } : {}),
        })),
      },
      Status: 'Success',
    };
  }
}

function identifier(store: SellerStore, req: FeesEstimateRequest, idType: IdType, idValue: string) {
  return {
    MarketplaceId: req.MarketplaceId ?? '',
    SellerId: store.seller.sellingPartnerId,
    IdType: idType,
    IdValue: idValue,
    IsAmazonFulfilled: req.IsAmazonFulfilled ?? false,
    PriceToEstimateFees: req.PriceToEstimateFees ?? { ListingPrice: { CurrencyCode: '', Amount: 0 } },
    SellerInputIdentifier: req.Identifier ?? '',
    ...(req.OptionalFulfillmentProgram ? { OptionalFulfillmentProgram: req.OptionalFulfillmentProgram } : {}),
  };
}

function clientError(store: SellerStore, req: FeesEstimateRequest, idType: IdType, idValue: string, message: string) {
  return {
    FeesEstimateIdentifier: identifier(store, req, idType, idValue),
    Status: 'ClientError',
    Error: { Type: 'Sender', Code: 'InvalidParameterValue', Message: message, Detail: [] },
  };
}
