// The OnBuy adapter over a fake client: OnBuy's refusal of a whole request fails every row of the
// batch with its message, an outage or a 401 after renewal is thrown (the job retries, rows stay in
// progress), and a delist of a SKU OnBuy does not hold counts as done.
import { describe, expect, it } from 'vitest';
import { OnbuyApiError, type OnbuyItemOutcome, type OnbuyListing } from '../../integrations/onbuy/index.ts';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import type { ListingRow } from '../../modules/listings/listings.service.ts';
import type { PushRow } from '../types.ts';
import { NOT_SENT, type OnbuyListingsApi, onbuyAdapter } from './adapter.ts';

function row(n: number, edits: Record<string, unknown> = { onbuy_product_code: 'OPC1' }): PushRow {
  const item = {
    id: `item-${n}`,
    sellerSku: `SKU-${n}`,
    condition: 'New',
    fbaQuantity: 3,
    mfnQuantity: 0,
    quantityBuffer: null,
    priceCents: 1000,
    catalogDetails: {},
    userEditedDetails: edits,
  } as unknown as InventoryItemRow;
  const listing = { id: `row-${n}`, sku: `SKU-${n}`, status: 'LISTING' } as unknown as ListingRow;
  return { item, listing };
}

function fakeApi(over: Partial<OnbuyListingsApi> = {}, held: OnbuyListing[] = []): OnbuyListingsApi {
  const ok = (keys: string[]): OnbuyItemOutcome[] => keys.map((key) => ({ key, ok: true }));
  return {
    createListings: async (l) => ok(l.map((x) => x.sku)),
    updateListings: async (l) => ok(l.map((x) => x.sku)),
    deleteListings: async (skus) => ok(skus),
    listings: async (opts = {}) => {
      const results = held.filter((l) => !opts.sku || l.sku === opts.sku);
      return { results, metadata: { limit: 50, offset: 0, total_rows: results.length } };
    },
    ...over,
  };
}

describe('OnBuy adapter', () => {
  it("fails every row of a request OnBuy refuses outright with OnBuy's message", async () => {
    const adapter = onbuyAdapter({
      api: fakeApi({
        createListings: async () => {
          throw new OnbuyApiError('site_id is required', 400, 'missingParameter');
        },
      }),
    });
    expect(await adapter.publish([row(1), row(2, {})], async () => {})).toEqual([
      { id: 'row-1', ok: false, error: 'site_id is required' },
      { id: 'row-2', ok: false, error: 'Choose an OnBuy product first' },
    ]);
  });

  it('throws an outage, throttling past the retries, or a token refused after renewal', async () => {
    for (const err of [
      new OnbuyApiError('down', 503, 'serverError'),
      new OnbuyApiError('slow down', 429, 'tooManyRequests'),
      new OnbuyApiError('bad token', 401, 'badToken'),
    ]) {
      const api = fakeApi({
        updateListings: async () => {
          throw err;
        },
      });
      await expect(onbuyAdapter({ api }).setQuantities([{ ...row(1), quantity: 2 }])).rejects.toBe(err);
    }
  });

  it('lists with the quantity rules and the Amazon price, and reports what was pushed', async () => {
    const sent: unknown[] = [];
    const api = fakeApi({
      createListings: async (l) => {
        sent.push(...l);
        return l.map((x) => ({ key: x.sku, ok: true, opc: x.opc }));
      },
    });
    const out = await onbuyAdapter({ api, quantityRules: { sellerBuffer: 1, cap: null } }).publish([row(1)], async () => {});
    expect(sent).toEqual([{ sku: 'SKU-1', opc: 'OPC1', condition: 'new', price: 10, stock: 2, handling_time: 2 }]);
    expect(out).toEqual([{ id: 'row-1', ok: true, externalId: 'OPC1', pushedQuantity: 2, pushedPriceCents: 1000 }]);
  });

  it('counts a delist of a SKU OnBuy does not hold as done, and keeps a refused one it still holds', async () => {
    const api = fakeApi({ deleteListings: async (skus) => skus.map((key) => ({ key, ok: false, error: 'SKU does not exist' })) }, [
      { sku: 'SKU-2', opc: 'OPC1', condition: 'new', price: 10, stock: 1, product_url: '' },
    ]);
    expect(await onbuyAdapter({ api }).withdraw([row(1), row(2)])).toEqual([
      { id: 'row-1', ok: true, gone: true },
      { id: 'row-2', ok: false, error: 'SKU does not exist' },
    ]);
  });

  it('reads many listings page by page rather than one SKU at a time', async () => {
    const held = Array.from({ length: 130 }, (_, i) => ({ sku: `SKU-${i}`, opc: 'OPC1', condition: 'new', price: 5, stock: i, product_url: '' }));
    const asked: unknown[] = [];
    const api = fakeApi({
      listings: async (opts = {}) => {
        asked.push(opts);
        const offset = opts.offset ?? 0;
        return { results: held.slice(offset, offset + (opts.limit ?? 50)), metadata: { limit: opts.limit ?? 50, offset, total_rows: held.length } };
      },
    });
    const rows = Array.from({ length: 60 }, (_, i) => row(i * 2));
    const actual = await onbuyAdapter({ api }).actual!(rows);
    expect(asked).toEqual([
      { limit: 100, offset: 0 },
      { limit: 100, offset: 100 },
    ]);
    expect(actual.filter((a) => a.quantity !== null)).toHaveLength(60);
  });
  it('lists items without a chosen product on the one the product step found, keeps the queued ones waiting and holds back the refused', async () => {
    const created: { sku: string; opc: string }[] = [];
    const asked: string[] = [];
    const adapter = onbuyAdapter({
      api: fakeApi({
        createListings: async (l) => {
          created.push(...l.map((x) => ({ sku: x.sku, opc: x.opc })));
          return l.map((x) => ({ key: x.sku, ok: true, opc: x.opc }));
        },
      }),
      products: {
        resolve: async (items) => {
          asked.push(...items.map((i) => i.item.id));
          return new Map([
            ['item-2', { kind: 'opc' as const, opc: 'FOUND2' }],
            ['item-3', { kind: 'waiting' as const, message: "Waiting in OnBuy's product queue" }],
            ['item-4', { kind: 'held' as const, message: 'OnBuy needs a brand to create this product' }],
          ]);
        },
        queued: async () => new Set(),
      },
    });
    const noPrice = row(5, {});
    (noPrice.item as { priceCents: number | null }).priceCents = null;
    const out = await adapter.publish([row(1), row(2, {}), row(3, {}), row(4, {}), noPrice], async () => {});
    // The chosen product is not looked for again, nor is one for an item without a price.
    expect(asked).toEqual(['item-2', 'item-3', 'item-4']);
    expect(created).toEqual([
      { sku: 'SKU-1', opc: 'OPC1' },
      { sku: 'SKU-2', opc: 'FOUND2' },
    ]);
    expect(out).toEqual([
      expect.objectContaining({ id: 'row-1', ok: true, externalId: 'OPC1' }),
      expect.objectContaining({ id: 'row-2', ok: true, externalId: 'FOUND2' }),
      { id: 'row-3', ok: false, waiting: "Waiting in OnBuy's product queue" },
      { id: 'row-4', ok: false, error: 'OnBuy needs a brand to create this product' },
      { id: 'row-5', ok: false, error: 'Awaiting pricing info before item can be listed' },
    ]);
  });

  it('reports a listing whose product is in OnBuy’s queue as waiting, not stuck', async () => {
    const adapter = onbuyAdapter({
      api: fakeApi(),
      products: { resolve: async () => new Map(), queued: async (ids) => new Set(ids.filter((id) => id === 'item-1')) },
    });
    expect(await adapter.truth([row(1, {}), row(2, {})])).toEqual([
      { id: 'row-1', live: false, offerId: null, externalId: null, waiting: "Waiting in OnBuy's product queue" },
      { id: 'row-2', live: false, offerId: null, externalId: null },
    ]);
  });

  it('reports a barcode- or image-only revision as not sent, with the reason, and calls nothing (issue 29)', async () => {
    const calls: string[] = [];
    const adapter = onbuyAdapter({
      api: fakeApi({
        updateListings: async (l) => {
          calls.push('updateListings');
          return l.map((x) => ({ key: x.sku, ok: true }));
        },
      }),
    });
    for (const kind of ['UPC_ONLY', 'IMAGES_ONLY'] as const)
      expect(await adapter.revise([row(1)], kind)).toEqual([{ id: 'row-1', ok: false, error: NOT_SENT[kind] }]);
    expect(calls).toEqual([]);
    // A revision the listing can carry is sent.
    expect((await adapter.revise([row(1)], 'PRICE_ONLY'))[0]).toMatchObject({ id: 'row-1', ok: true });
    expect(calls).toEqual(['updateListings']);
  });
});
