// Listings Items API 2021-08-01 searchListingsItems: the seller's own listings, filtered by
// lastUpdatedAfter, with the data sets a seller's Seller Central edits change (the offer's price,
// the merchant-fulfilled quantity). As Amazon's: at most 20 a page, at most 1,000 results paged
// through per search, sorted by lastUpdatedDate (DESC unless asked), the seller in the path.
import { randomBytes } from 'node:crypto';
import type { CatalogueItem, Condition } from './catalogue.ts';
import { MARKETPLACES } from './demo.ts';
import { csv, dateParam, invalidInput, iso, SpApiFault, type Ctx } from './http.ts';
import type { SpApiResult } from './spapi.ts';
import type { SellerStore } from './store.ts';

const MAX_PAGE_SIZE = 20;
const DEFAULT_PAGE_SIZE = 10;
/** "The maximum number of items (SKUs) that can be returned and paged through is 1000." */
const MAX_RESULTS = 1000;
const TOKEN_TTL_MS = 5 * 60_000;
const INCLUDED = ['summaries', 'attributes', 'issues', 'offers', 'fulfillmentAvailability', 'procurement', 'relationships', 'productTypes'];

const CONDITION_TYPE: Record<Condition, string> = {
  New: 'new_new',
  UsedLikeNew: 'used_like_new',
  UsedVeryGood: 'used_very_good',
  UsedGood: 'used_good',
  UsedAcceptable: 'used_acceptable',
};

interface Cursor {
  sellerId: string;
  fingerprint: string;
  skus: string[];
  position: number;
  createdAt: number;
}

export class Listings {
  private cursors = new Map<string, Cursor>();

  search = (ctx: Ctx, store: SellerStore): SpApiResult => {
    const q = ctx.query;
    // The path names the seller; a token of another seller may not read it.
    if (ctx.params.sellerId !== store.seller.sellingPartnerId) throw new SpApiFault(403, 'Unauthorized', 'Access to requested resource is denied.');
    const marketplaceIds = csv(q, 'marketplaceIds');
    if (marketplaceIds.length !== 1) throw invalidInput('Invalid Input: marketplaceIds must contain exactly one marketplace.');
    const marketplaceId = marketplaceIds[0]!;
    if (!store.seller.marketplaceIds.includes(marketplaceId))
      throw invalidInput(`Invalid Input: marketplace ${marketplaceId} is not available to this seller.`);
    const included = csv(q, 'includedData');
    const unknown = included.find((d) => !INCLUDED.includes(d));
    if (unknown) throw invalidInput(`Invalid Input: includedData ${unknown} is not supported.`);
    const data = new Set(included.length ? included : ['summaries']);
    const pageSize = q.get('pageSize') === null ? DEFAULT_PAGE_SIZE : Number(q.get('pageSize'));
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
      throw invalidInput(`Invalid Input: pageSize must be from 1 to ${MAX_PAGE_SIZE}.`);
    const sortOrder = q.get('sortOrder') ?? 'DESC';
    if (sortOrder !== 'ASC' && sortOrder !== 'DESC') throw invalidInput('Invalid Input: sortOrder must be ASC or DESC.');
    const sortBy = q.get('sortBy') ?? 'lastUpdatedDate';
    if (sortBy !== 'lastUpdatedDate') throw invalidInput('Invalid Input: sortBy must be lastUpdatedDate.');
    const after = dateParam(q, 'lastUpdatedAfter') ?? 0;
    const before = dateParam(q, 'lastUpdatedBefore') ?? Number.POSITIVE_INFINITY;
    const fingerprint = JSON.stringify([marketplaceId, after, before, sortOrder, [...data].sort()]);
    const now = Date.now();

    let cursor: Cursor;
    const token = q.get('pageToken');
    if (token) {
      const c = this.cursors.get(token);
      if (!c || c.sellerId !== store.seller.sellingPartnerId || c.fingerprint !== fingerprint)
        throw invalidInput('Invalid Input: the pageToken is not valid for this request.');
      if (now - c.createdAt > TOKEN_TTL_MS) throw invalidInput('Invalid Input: the pageToken has expired.');
      cursor = c;
    } else {
      // The search is fixed when it starts (its SKUs, in order); pages read the items as they are now.
      const found = store.listingsChangedSince(after).filter((i) => store.listingUpdatedAt(i) <= before);
      if (sortOrder === 'DESC') found.reverse();
      cursor = { sellerId: store.seller.sellingPartnerId, fingerprint, skus: found.map((i) => i.sku), position: 0, createdAt: now };
    }
    const reachable = cursor.skus.slice(0, MAX_RESULTS);
    const page = reachable
      .slice(cursor.position, cursor.position + pageSize)
      .map((sku) => store.bySku(sku))
      .filter((i): i is CatalogueItem => !!i);
    const next = cursor.position + pageSize;
    let nextToken: string | undefined;
    if (next < reachable.length) {
      nextToken = randomBytes(24).toString('base64url');
      this.cursors.set(nextToken, { ...cursor, position: next, createdAt: now });
    }
    for (const [k, c] of this.cursors) if (now - c.createdAt > TOKEN_TTL_MS) this.cursors.delete(k);
    return {
      status: 200,
      body: {
        numberOfResults: cursor.skus.length,
        ...(nextToken ? { pagination: { nextToken } } : {}),
        items: page.map((item) => listingItem(item, store, marketplaceId, data)),
      },
    };
  };
}

function listingItem(item: CatalogueItem, store: SellerStore, marketplaceId: string, data: Set<string>) {
  const market = MARKETPLACES[marketplaceId]!;
  const out: Record<string, unknown> = { sku: item.sku };
  if (data.has('summaries'))
    out.summaries = [
      {
        marketplaceId,
        asin: item.asin,
        productType: 'PRODUCT',
        conditionType: CONDITION_TYPE[item.condition],
        status: item.fba.fulfillable + item.mfnQuantity > 0 ? ['BUYABLE', 'DISCOVERABLE'] : ['DISCOVERABLE'],
        ...(item.fulfilment === 'AFN' ? { fnSku: item.fnSku } : {}),
        itemName: item.title,
        createdDate: iso(item.openedAt),
        lastUpdatedDate: iso(store.listingUpdatedAt(item)),
      },
    ];
  if (data.has('offers'))
    out.offers = [{ marketplaceId, offerType: 'B2C', price: { currencyCode: market.defaultCurrencyCode, amount: (item.priceCents / 100).toFixed(2) } }];
  // Merchant-fulfilled stock is the DEFAULT channel's quantity; an FBA listing names its Amazon
  // network and no quantity (FBA Inventory has it).
  if (data.has('fulfillmentAvailability'))
    out.fulfillmentAvailability =
      item.fulfilment === 'MFN'
        ? [{ fulfillmentChannelCode: 'DEFAULT', quantity: item.mfnQuantity }]
        : [{ fulfillmentChannelCode: market.region === 'NA' ? 'AMAZON_NA' : 'AMAZON_EU' }];
  return out;
}
