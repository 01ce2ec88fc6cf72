// FBA Inventory API v1 getInventorySummaries: FBA items only, 50 per page, `startDateTime` for
// "changed since" polls (every item whose lastUpdatedTime is after it, no earlier than 18 months
// back) and `nextToken`s that expire after 30 seconds as Amazon's do.
import { randomBytes } from 'node:crypto';
import type { CatalogueItem, Condition } from './catalogue.ts';
import { csv, dateParam, invalidInput, iso, type Ctx } from './http.ts';
import type { SpApiResult } from './spapi.ts';
import type { SellerStore } from './store.ts';

const PAGE_SIZE = 50;
const TOKEN_TTL_MS = 30_000;

/** The earliest startDateTime Amazon takes: 18 months before the call. */
export function startDateTimeFloor(now: number): number {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - 18);
  return d.getTime();
}

/** FBA Inventory names conditions differently from the listings report. */
const CONDITION: Record<Condition, string> = {
  New: 'NewItem',
  UsedLikeNew: 'UsedLikeNew',
  UsedVeryGood: 'UsedVeryGood',
  UsedGood: 'UsedGood',
  UsedAcceptable: 'UsedAcceptable',
};

interface Cursor {
  sellerId: string;
  fingerprint: string;
  /** Catalogue index to resume from (full listing) or offset into the filtered list. */
  position: number;
  createdAt: number;
}

export class Inventory {
  private cursors = new Map<string, Cursor>();

  summaries = (ctx: Ctx, store: SellerStore): SpApiResult => {
    const q = ctx.query;
    if (q.get('granularityType') !== 'Marketplace') throw invalidInput('Invalid Input: granularityType must be Marketplace.');
    const granularityId = q.get('granularityId');
    if (!granularityId) throw invalidInput('Invalid Input: granularityId is required.');
    const marketplaceIds = csv(q, 'marketplaceIds');
    if (marketplaceIds.length !== 1) throw invalidInput('Invalid Input: marketplaceIds must contain exactly one marketplace.');
    for (const m of [granularityId, marketplaceIds[0]!]) {
      if (!store.seller.marketplaceIds.includes(m)) throw invalidInput(`Invalid Input: marketplace ${m} is not available to this seller.`);
    }
    const since = dateParam(q, 'startDateTime');
    const now = Date.now();
    // "You must specify a date and time that is no earlier than 18 months prior to the date and
    // time when you call the API" (the model). Amazon's own text for it, as reported by sellers,
    // is cut short ("…cannot not be earlier than 19"): the sandbox completes it with the limit.
    if (since !== undefined && since < startDateTimeFloor(now))
      throw invalidInput(`Query startDateTime cannot not be earlier than ${iso(startDateTimeFloor(now))}`, '');
    // "When startDateTime is provided … the sellerSkus and sellerSku parameters are ignored"; else
    // sellerSkus wins over sellerSku.
    const listed = csv(q, 'sellerSkus');
    const skus = since !== undefined ? [] : listed.length > 0 ? listed : q.get('sellerSku') ? [q.get('sellerSku')!] : [];
    if (listed.length > 50) throw invalidInput('Invalid Input: sellerSkus may contain at most 50 values.');
    const details = q.get('details') === 'true';
    const fingerprint = JSON.stringify([granularityId, marketplaceIds, skus, since ?? null]);

    let position = 0;
    const token = q.get('nextToken');
    if (token) {
      const c = this.cursors.get(token);
      if (!c || c.sellerId !== store.seller.sellingPartnerId || c.fingerprint !== fingerprint)
        throw invalidInput('Invalid Input: the nextToken is not valid for this request.');
      if (now - c.createdAt > TOKEN_TTL_MS) throw invalidInput('Invalid Input: the nextToken has expired.');
      position = c.position;
    }

    let page: CatalogueItem[];
    let nextPosition: number | null;
    if (skus.length > 0 || since !== undefined) {
      // Filtered requests touch few items: build the list, then page by offset.
      const pool = since !== undefined ? store.changedSince(since) : skus.map((s) => store.bySku(s)).filter((i): i is CatalogueItem => !!i);
      const fba = pool.filter((i) => i.fulfilment === 'AFN');
      page = fba.slice(position, position + PAGE_SIZE);
      nextPosition = position + PAGE_SIZE < fba.length ? position + PAGE_SIZE : null;
    } else {
      page = [];
      let i = position;
      for (; i < store.size && page.length < PAGE_SIZE; i++) {
        const item = store.item(i)!;
        if (item.fulfilment === 'AFN') page.push(item);
      }
      nextPosition = i < store.size ? i : null;
    }

    let nextToken: string | undefined;
    if (nextPosition !== null) {
      nextToken = randomBytes(24).toString('base64');
      this.cursors.set(nextToken, { sellerId: store.seller.sellingPartnerId, fingerprint, position: nextPosition, createdAt: now });
      for (const [k, c] of this.cursors) if (now - c.createdAt > TOKEN_TTL_MS) this.cursors.delete(k);
    }
    return {
      status: 200,
      body: {
        ...(nextToken ? { pagination: { nextToken } } : {}),
        payload: {
          granularity: { granularityType: 'Marketplace', granularityId },
          inventorySummaries: page.map((item) => summary(item, details)),
        },
      },
    };
  };
}

function summary(item: CatalogueItem, details: boolean) {
  const q = item.fba;
  const inbound = q.inboundWorking + q.inboundShipped + q.inboundReceiving;
  return {
    asin: item.asin,
    fnSku: item.fnSku,
    sellerSku: item.sku,
    condition: CONDITION[item.condition],
    ...(details
      ? {
          inventoryDetails: {
            fulfillableQuantity: q.fulfillable,
            inboundWorkingQuantity: q.inboundWorking,
            inboundShippedQuantity: q.inboundShipped,
            inboundReceivingQuantity: q.inboundReceiving,
            reservedQuantity: {
              totalReservedQuantity: q.reserved,
              pendingCustomerOrderQuantity: q.reserved,
              pendingTransshipmentQuantity: 0,
              fcProcessingQuantity: 0,
            },
            researchingQuantity: {
              totalResearchingQuantity: q.researching,
              researchingQuantityBreakdown: q.researching ? [{ name: 'researchingQuantityInShortTerm', quantity: q.researching }] : [],
            },
            unfulfillableQuantity: {
              totalUnfulfillableQuantity: q.unfulfillable,
              customerDamagedQuantity: q.unfulfillable,
              warehouseDamagedQuantity: 0,
              distributorDamagedQuantity: 0,
              carrierDamagedQuantity: 0,
              defectiveQuantity: 0,
              expiredQuantity: 0,
            },
          },
        }
      : {}),
    lastUpdatedTime: iso(item.updatedAt),
    productName: item.title,
    totalQuantity: q.fulfillable + q.reserved + q.unfulfillable + q.researching + inbound,
  };
}
