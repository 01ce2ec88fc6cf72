// The listing engine on the OnBuy sandbox over real HTTP (issue 14): items listed on their OPCs
// in one batch call become PUBLISHED with the pushed stock and price; an item OnBuy refuses inside
// its 200 answer is FAILED_TO_LIST with OnBuy's own message while the others list; delist; a run
// killed after OnBuy took the listing is settled on the next; price and stock updates by SKU; a
// token another process invalidated, or one OnBuy expired, is renewed once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { NO_BARCODE } from '../../../server/channels/onbuy/preflight.ts';
import { channelEntry } from '../../../server/channels/registry.ts';
import { getItemsByIds } from '../../../server/modules/inventory/inventory.service.ts';
import type { TestApp } from '../../helpers/app.ts';
import { startTestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { callsSince, OPC, onbuyItems, onbuyListingSeller, onbuySandbox, type OnbuyListingSeller } from './onbuy-listing-seller.ts';

const LIST = `mutation($ids: [ID!]!) { listOnOnbuy(userId: "-", input: { itemIds: $ids }) {
  __typename ... on ListOnOnbuySuccess { count items { itemId onbuyListing { status } } } ... on Error { message code } } }`;
const DELIST = `mutation($ids: [ID!]!) { delistFromOnbuy(userId: "-", input: { itemIds: $ids }) {
  __typename ... on DelistFromOnbuySuccess { count items { itemId onbuyListing { status } } } ... on Error { message code } } }`;

describe('listing on OnBuy through the engine', () => {
  let app: TestApp;
  let sandbox: ReturnType<typeof onbuySandbox>;
  beforeAll(async () => {
    // The worker is off: each test runs the push itself.
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
    sandbox = onbuySandbox(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const rows = async (userId: string) =>
    (
      await app.services.pool.query(
        `SELECT item_id AS "itemId", sku, status, external_id AS "externalId", last_error AS "lastError",
                last_pushed_price_cents AS "price", last_pushed_quantity AS "qty"
           FROM listings WHERE user_id = $1 AND channel = 'ONBUY' ORDER BY sku`,
        [userId],
      )
    ).rows;
  const push = (s: OnbuyListingSeller) => pushListings(app.services, s.user.id, 'ONBUY');
  const skuOf = async (userId: string, itemId: string) => (await getItemsByIds(app.services, [itemId], [userId]))[0]!.sellerSku;

  it('lists 3 items on their OPCs in one POST listings: PUBLISHED with the pushed stock and price, and one push job queued', async () => {
    const s = await onbuyListingSeller(app);
    const ids = await onbuyItems(app, s.user.id, [
      { opc: OPC.echoDot, priceCents: 2499, fba: 5 },
      { opc: OPC.airpods, priceCents: 19999, fba: 2 },
      { opc: OPC.frenchPress, priceCents: 3450, fba: 7 },
    ]);
    const res = await app.graphql(LIST, { ids }, s.token);
    expect(res.data.listOnOnbuy.__typename).toBe('ListOnOnbuySuccess');
    expect(res.data.listOnOnbuy.count).toBe(3);
    expect(res.data.listOnOnbuy.items.map((i: any) => i.onbuyListing.status)).toEqual(['LISTING', 'LISTING', 'LISTING']);
    const jobs = await app.services.pool.query(
      `SELECT queue_name FROM graphile_worker.jobs WHERE task_identifier = 'listings__push'
          AND key = 'listings-push:' || (SELECT connection_id FROM listings WHERE user_id = $1 LIMIT 1)`,
      [s.user.id],
    );
    expect(jobs.rows).toHaveLength(1);

    const before = await sandbox.state();
    const result = await push(s);
    expect(result).toMatchObject({ settled: 3, left: 0, stoppedForReauth: false });
    expect(callsSince(before.calls, (await sandbox.state()).calls)).toEqual({ createListings: 1 });
    const listed = await rows(s.user.id);
    const byItem = new Map(listed.map((r) => [r.itemId, r]));
    expect(ids.map((id) => byItem.get(id))).toMatchObject([
      { status: 'PUBLISHED', externalId: OPC.echoDot, qty: 5, price: 2499, lastError: null },
      { status: 'PUBLISHED', externalId: OPC.airpods, qty: 2, price: 19999, lastError: null },
      { status: 'PUBLISHED', externalId: OPC.frenchPress, qty: 7, price: 3450, lastError: null },
    ]);
    // OnBuy holds them as pushed: the item's SKU on its OPC, in pounds, new, 2 days handling.
    expect(await sandbox.listing(byItem.get(ids[1]!)!.sku)).toMatchObject({ opc: OPC.airpods, price: 199.99, stock: 2, condition: 'new', handling_time: 2 });
    // Listing again names only items not already live: nothing is queued.
    expect((await app.graphql(LIST, { ids }, s.token)).data.listOnOnbuy.count).toBe(0);
  });

  it("an item OnBuy refuses inside its 200 answer is FAILED_TO_LIST with OnBuy's message while the others list", async () => {
    const s = await onbuyListingSeller(app);
    const [good1, refused, good2, noCode] = await onbuyItems(app, s.user.id, [
      { opc: OPC.echoDot },
      // A used item on a product whose category takes new only.
      { opc: OPC.peeler, condition: 'UsedGood' },
      { opc: OPC.frenchPress },
      { opc: null },
    ]);
    await app.graphql(LIST, { ids: [good1, refused, good2, noCode] }, s.token);
    const before = await sandbox.state();
    await push(s);
    const after = await rows(s.user.id);
    const of = (id: string) => after.find((r) => r.itemId === id);
    expect(of(good1!)).toMatchObject({ status: 'PUBLISHED', lastError: null });
    expect(of(good2!)).toMatchObject({ status: 'PUBLISHED', lastError: null });
    expect(of(refused!)).toMatchObject({ status: 'FAILED_TO_LIST', lastError: 'Condition good is not available in this category' });
    // No product chosen and no barcode to find or create one by: held back with what to change.
    expect(of(noCode!)).toMatchObject({ status: 'FAILED_TO_LIST', lastError: NO_BARCODE });
    // One POST for the three with a product code; the refused SKU was looked for (not on OnBuy).
    expect(callsSince(before.calls, (await sandbox.state()).calls)).toEqual({ createListings: 1, listings: 1 });
    expect(await sandbox.listing(await skuOf(s.user.id, refused!))).toBeUndefined();

    // The seller fixes the condition on the 'Create New' tab's choice and lists again: it lists.
    await app.services.pool.query(`UPDATE inventory_items SET user_edited_details = user_edited_details || '{"onbuy_condition_code":"new"}' WHERE id = $1`, [
      refused,
    ]);
    expect((await app.graphql(LIST, { ids: [refused] }, s.token)).data.listOnOnbuy.count).toBe(1);
    await push(s);
    expect((await rows(s.user.id)).find((r) => r.itemId === refused)).toMatchObject({ status: 'PUBLISHED', lastError: null });
  });

  it('delists through GraphQL and REST: the rows go, and OnBuy no longer has the SKUs', async () => {
    const s = await onbuyListingSeller(app);
    const ids = await onbuyItems(app, s.user.id, [{ opc: OPC.echoDot }, { opc: OPC.airpods }, { opc: OPC.frenchPress }]);
    // One through the status panel's REST call, the others through GraphQL.
    const listed = await rest(app.url, 'POST', `/user/${s.user.id}/onbuy/create-listing/${ids[0]}`, {}, s.token);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ success: true, count: 1, onbuy_status: 'LISTING', document: { _id: ids[0] } });
    await app.graphql(LIST, { ids: ids.slice(1) }, s.token);
    await push(s);
    const skus = await Promise.all(ids.map((id) => skuOf(s.user.id, id)));
    for (const sku of skus) expect(await sandbox.listing(sku)).toBeDefined();

    const delisted = await app.graphql(DELIST, { ids: ids.slice(0, 2) }, s.token);
    expect(delisted.data.delistFromOnbuy).toMatchObject({
      count: 2,
      items: [{ onbuyListing: { status: 'DELISTING' } }, { onbuyListing: { status: 'DELISTING' } }],
    });
    const viaRest = await rest(app.url, 'POST', `/user/${s.user.id}/onbuy/delist-listing/${ids[2]}`, {}, s.token);
    expect(viaRest.body).toMatchObject({ success: true, count: 1, onbuy_status: 'DELISTING' });
    const before = await sandbox.state();
    await push(s);
    expect(callsSince(before.calls, (await sandbox.state()).calls)).toEqual({ deleteListings: 1 });
    expect(await rows(s.user.id)).toEqual([]);
    for (const sku of skus) expect(await sandbox.listing(sku)).toBeUndefined();
    // Listing again works (a new listing on the same SKU).
    expect((await app.graphql(LIST, { ids: [ids[0]] }, s.token)).data.listOnOnbuy.count).toBe(1);
    await push(s);
    expect((await rows(s.user.id)).map((r) => r.status)).toEqual(['PUBLISHED']);
  });

  it('a listing OnBuy already holds (a run killed after OnBuy took it) is settled PUBLISHED with the current price and stock', async () => {
    const s = await onbuyListingSeller(app);
    const [id] = await onbuyItems(app, s.user.id, [{ opc: OPC.echoDot, priceCents: 2000, fba: 3 }]);
    await app.graphql(LIST, { ids: [id] }, s.token);
    await push(s);
    // The row is back in progress as if the run had died before settling, and the item changed meanwhile.
    await app.services.pool.query(`UPDATE listings SET status = 'LISTING', status_at = now() WHERE item_id = $1`, [id]);
    await app.services.pool.query(`UPDATE inventory_items SET price_cents = 2650, fba_quantity = 4 WHERE id = $1`, [id]);
    const before = await sandbox.state();
    await push(s);
    expect(callsSince(before.calls, (await sandbox.state()).calls)).toEqual({ createListings: 1, listings: 1, updateListings: 1 });
    expect(await rows(s.user.id)).toMatchObject([{ status: 'PUBLISHED', price: 2650, qty: 4, lastError: null }]);
    expect(await sandbox.listing(await skuOf(s.user.id, id!))).toMatchObject({ price: 26.5, stock: 4 });
  });

  it("continuous sync's stock and price updates go by SKU, each row with OnBuy's own outcome", async () => {
    const s = await onbuyListingSeller(app);
    const ids = await onbuyItems(app, s.user.id, [{ opc: OPC.echoDot }, { opc: OPC.airpods }]);
    await app.graphql(LIST, { ids }, s.token);
    await push(s);
    const adapter = await channelEntry('ONBUY')!.adapterFor(app.services, s.user.id, null);
    const items = new Map((await getItemsByIds(app.services, ids, [s.user.id])).map((i) => [i.id, i]));
    const pushRows = ids.map((id) => items.get(id)!).map((item) => ({ item, listing: item.listings.find((l) => l.channel === 'ONBUY')! }));
    // The second listing is gone from OnBuy (removed in its Seller Control Panel): OnBuy says so in its 200.
    const gone = { ...pushRows[1]!, listing: { ...pushRows[1]!.listing, sku: `${pushRows[1]!.listing.sku}-gone` } };
    const qty = await adapter.setQuantities([
      { ...pushRows[0]!, quantity: 9 },
      { ...gone, quantity: 1 },
    ]);
    expect(qty).toEqual([
      { id: pushRows[0]!.listing.id, ok: true, pushedQuantity: 9 },
      { id: gone.listing.id, ok: false, error: 'SKU does not exist' },
    ]);
    const price = await adapter.setPrices([{ ...pushRows[0]!, priceCents: 1875 }]);
    expect(price).toEqual([{ id: pushRows[0]!.listing.id, ok: true, pushedPriceCents: 1875 }]);
    expect(await sandbox.listing(pushRows[0]!.listing.sku!)).toMatchObject({ stock: 9, price: 18.75 });
    expect(await adapter.actual!(pushRows)).toEqual([
      { id: pushRows[0]!.listing.id, quantity: 9, priceCents: 1875 },
      { id: pushRows[1]!.listing.id, quantity: 5, priceCents: 2499 },
    ]);
    expect(await adapter.truth([pushRows[0]!, gone])).toEqual([
      { id: pushRows[0]!.listing.id, live: true, offerId: null, externalId: OPC.echoDot },
      { id: gone.listing.id, live: false, offerId: null, externalId: null },
    ]);
  });

  it('a token another process invalidated is renewed once, and the push goes on', async () => {
    const s = await onbuyListingSeller(app);
    const ids = await onbuyItems(app, s.user.id, [{ opc: OPC.echoDot }, { opc: OPC.frenchPress }]);
    await app.graphql(LIST, { ids: [ids[0]] }, s.token);
    await push(s); // the connection now holds a working token
    await sandbox.takeToken(); // OnBuy keeps one active token per key pair: ours stops working
    await app.graphql(LIST, { ids: [ids[1]] }, s.token);
    const before = await sandbox.state();
    const result = await push(s);
    const after = await sandbox.state();
    expect(result).toMatchObject({ settled: 1, stoppedForReauth: false });
    expect(after.refusals - before.refusals).toBe(1);
    expect(after.tokensIssued - before.tokensIssued).toBe(1);
    expect((await rows(s.user.id)).map((r) => r.status)).toEqual(['PUBLISHED', 'PUBLISHED']);
    const conn = await app.services.pool.query(`SELECT status FROM connections WHERE user_id = $1 AND kind = 'ONBUY'`, [s.user.id]);
    expect(conn.rows[0].status).toBe('AUTHORIZED');
  });

  it('a token OnBuy expired early is renewed once, and the delist goes on', async () => {
    const s = await onbuyListingSeller(app);
    const [id] = await onbuyItems(app, s.user.id, [{ opc: OPC.airpods }]);
    await app.graphql(LIST, { ids: [id] }, s.token);
    await push(s);
    // 16 minutes pass on OnBuy's side: the token ListBridge stored (still fresh by its own clock) has expired there.
    await sandbox.advanceClock(16 * 60);
    await app.graphql(DELIST, { ids: [id] }, s.token);
    const before = await sandbox.state();
    await push(s);
    const after = await sandbox.state();
    expect(after.refusals - before.refusals).toBe(1);
    expect(after.tokensIssued - before.tokensIssued).toBe(1);
    expect(await rows(s.user.id)).toEqual([]);
    expect(await sandbox.listing(await skuOf(s.user.id, id!))).toBeUndefined();
  });
});
