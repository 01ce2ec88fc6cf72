// Continuous sync to eBay over real HTTP: Amazon sandbox quantity changes read by the minute poll,
// pushed to the eBay sandbox as differences in bulk calls, with history, rules and crash safety.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import listings__sync from '../../../jobs/tasks/listings__sync.ts';
import listings__prune_changes from '../../../jobs/tasks/listings__prune_changes.ts';
import listings__reconcile from '../../../jobs/tasks/listings__reconcile.ts';
import { syncConnection } from '../../../server/modules/listing-sync/continuous-sync.ts';
import { sessionFor } from '../../../server/modules/connections/sessions.ts';
import { pollQuantities } from '../../../server/modules/inventory/quantity-poll.service.ts';
import { markSyncDueNow } from '../../../server/modules/listing-sync/sync.service.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { ebayCalls } from '../listings/ebay-seller.ts';
import { subscribe } from '../billing/billing-helpers.ts';
import { amazonControl, syncSeller, type SyncSeller, US_SELLER } from './sync-seller.ts';

let app: TestApp;
beforeAll(async () => {
  // The worker is off: each test runs the poll and the sync itself, so it can count calls and stop a run.
  app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
});
afterAll(async () => {
  await app?.close();
});

const updates = async (s: SyncSeller) => (await ebayCalls(app, s.ebayUser)).bulkUpdatePriceQuantity ?? 0;
const listingRows = async (s: SyncSeller) =>
  (
    await app.services.pool.query(
      `SELECT l.id, i.seller_sku AS sku, l.last_pushed_quantity AS qty, l.last_pushed_price_cents AS price, l.sync_due AS due, l.last_synced_at AS "syncedAt"
         FROM listings l JOIN inventory_items i ON i.id = l.item_id WHERE l.user_id = $1 ORDER BY i.seller_sku`,
      [s.user.id],
    )
  ).rows;
const history = async (s: SyncSeller) =>
  (
    await app.services.pool.query(
      `SELECT c.listing_id AS "listingId", i.seller_sku AS sku, c.field, c.old_value AS "old", c.new_value AS "new", c.reason
         FROM listing_changes c JOIN inventory_items i ON i.id = c.item_id WHERE c.user_id = $1 ORDER BY i.seller_sku, c.field, c.created_at`,
      [s.user.id],
    )
  ).rows;
/** eBay's own quantity for a SKU (the offer's available quantity). */
const ebayQuantity = async (s: SyncSeller, sku: string) => {
  const { api } = await sessionFor(app.services, s.user.id, 'ebay');
  return (await api.offers.listForSku(sku))[0]?.availableQuantity;
};
const sync = (s: SyncSeller, opts = {}) => syncConnection(app.services, { userId: s.user.id, channel: 'EBAY', connectionId: s.connectionId }, opts);

async function changeOnAmazon(s: SyncSeller, changes: [number, number][]) {
  const control = amazonControl(app);
  for (const [index, fulfillable] of changes) await control.setQuantity(US_SELLER, s.items[index]!.sku, { fulfillable });
}

/** The continuous sync's own alerts (not the account banners). */
const isSyncAlert = (a: { _type: string }) => ['quantity_update_error', 'listing_sync_refused', 'inventory_updating', 'repricing_updating'].includes(a._type);

describe('continuous sync to eBay', () => {
  it('a quantity change on Amazon reaches eBay in one bulk call through the poll and ONE coalesced sync job', async () => {
    const s = await syncSeller(app, 3);
    const before = await updates(s);
    await changeOnAmazon(s, [[1, 2]]);
    const polled = await pollQuantities(app.services, s.user.id);
    expect(polled.changedItemIds).toEqual([s.items[1]!.id]);

    // The poll's transaction marked the listing and queued one sync job for the connection, debounced, on its queue.
    const { rows: jobs } = await app.services.pool.query(
      `SELECT key, queue_name, run_at > now() AS later FROM graphile_worker.jobs WHERE task_identifier = 'listings__sync'
          AND key = 'listings-sync:' || $1::text`,
      [s.connectionId],
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ queue_name: `listings:${s.connectionId}`, later: true });

    await listings__sync({ userId: s.user.id, channel: 'EBAY', connectionId: s.connectionId }, app.services);
    expect((await updates(s)) - before).toBe(1);
    const rows = await listingRows(s);
    expect(rows.map((r) => [r.qty, r.due])).toEqual([
      [5, false],
      [2, false],
      [5, false],
    ]);
    expect(await ebayQuantity(s, s.items[1]!.sku)).toBe(2);
    expect(rows[1].syncedAt).not.toBeNull();
    // History: the change with its reason.
    expect(await history(s)).toEqual([{ listingId: rows[1].id, sku: s.items[1]!.sku, field: 'QUANTITY', old: 5, new: 2, reason: 'Amazon FBA quantity 5 → 2' }]);

    // GraphQL: the listing's "last synced" and its History panel, paged; the sync health of the header.
    await changeOnAmazon(s, [[1, 4]]);
    await pollQuantities(app.services, s.user.id);
    await sync(s);
    const HISTORY = `query($id: ID!, $after: String) { node(id: $id) { ... on Listing { lastSyncedAt quantity
      history(first: 1, after: $after) { edges { node { field oldValue newValue reason channel } } pageInfo { hasNextPage endCursor } } } } }`;
    const listingNode = Buffer.from(`Listing:${rows[1].id}`).toString('base64');
    const page1 = await app.graphql(HISTORY, { id: listingNode }, s.token);
    expect(page1.errors).toBeUndefined();
    expect(page1.data.node.quantity).toBe(4);
    expect(page1.data.node.lastSyncedAt).not.toBeNull();
    expect(page1.data.node.history.edges.map((e: any) => e.node)).toEqual([
      { field: 'QUANTITY', oldValue: 2, newValue: 4, reason: 'Amazon FBA quantity 2 → 4', channel: 'EBAY' },
    ]);
    expect(page1.data.node.history.pageInfo.hasNextPage).toBe(true);
    const page2 = await app.graphql(HISTORY, { id: listingNode, after: page1.data.node.history.pageInfo.endCursor }, s.token);
    expect(page2.data.node.history.edges.map((e: any) => e.node.reason)).toEqual(['Amazon FBA quantity 5 → 2']);
    expect(page2.data.node.history.pageInfo.hasNextPage).toBe(false);
    // Another seller sees no such listing.
    const other = await syncSeller(app, 1);
    expect((await app.graphql(HISTORY, { id: listingNode }, other.token)).data?.node ?? null).toBeNull();
    const health = await app.graphql(`{ syncHealth(userId: "-") { channel waiting failures lastSyncedAt } }`, {}, s.token);
    expect(health.data.syncHealth).toEqual([{ channel: 'EBAY', waiting: 0, failures: 0, lastSyncedAt: expect.any(String) }]);
  });

  it('a burst of 100 changes makes ⌈100/25⌉ = 4 eBay calls, not 100', async () => {
    const s = await syncSeller(app, 100);
    const before = await updates(s);
    await changeOnAmazon(
      s,
      s.items.map((_, i) => [i, i % 5] as [number, number]),
    );
    expect((await pollQuantities(app.services, s.user.id)).changedItemIds).toHaveLength(100);
    const result = await sync(s);
    expect(result).toMatchObject({ settled: 100, calls: 4, failed: 0, retryAt: null });
    expect((await updates(s)) - before).toBe(4);
    expect((await listingRows(s)).map((r) => r.qty)).toEqual(s.items.map((_, i) => i % 5));
    expect(await history(s)).toHaveLength(100);
  });

  it('never pushes an unchanged listing, and a second run pushes nothing', async () => {
    const s = await syncSeller(app, 2);
    const before = await updates(s);
    // Marked (as a settings save or an Amazon report with nothing new for it would) but nothing differs.
    expect(await markSyncDueNow(app.services, s.user.id)).toHaveLength(2);
    expect(await sync(s)).toMatchObject({ settled: 2, calls: 0 });
    expect((await listingRows(s)).every((r) => !r.due)).toBe(true);
    expect(await sync(s)).toMatchObject({ settled: 0, calls: 0 });
    expect((await updates(s)) - before).toBe(0);
    expect(await history(s)).toEqual([]);
  });

  it('reprices after a formula change, except a listing whose price is locked', async () => {
    const s = await syncSeller(app, 2);
    const [locked, free] = s.items;
    await rest(app.url, 'PUT', `/user/${s.user.id}/fba-items/${locked!.id}`, { ebay_price: 4444 }, s.token).then((r) => expect(r.status).toBe(200));
    const before = await updates(s);
    const res = await rest(
      app.url,
      'POST',
      `/user/${s.user.id}/settings`,
      { pricing_option: 'formula', pricing_formula: { item_multiplier: 2, fba_ship_multiplier: 0, constant_add: 0 } },
      s.token,
    );
    expect(res.status).toBe(200);
    expect((await listingRows(s)).every((r) => r.due)).toBe(true);
    // While the listings wait, the seller sees a repricing under way.
    const during = await rest(app.url, 'GET', `/user/${s.user.id}/alerts`, undefined, s.token);
    // (The seller's account banners — no fee region or tier chosen — are the alerts tests' business.)
    expect(during.body.filter(isSyncAlert).map((a: { _type: string; message: string }) => [a._type, a.message])).toEqual([
      ['repricing_updating', 'Repricing 2 eBay listings with your new pricing settings.'],
    ]);
    const result = await sync(s);
    expect(result).toMatchObject({ calls: 1, failed: 0 });
    expect((await updates(s)) - before).toBe(1);
    const rows = await listingRows(s);
    const lockedRow = rows.find((r) => r.sku === locked!.sku);
    const freeRow = rows.find((r) => r.sku === free!.sku);
    expect(freeRow.price).toBe(5000); // 2 × 25.00
    expect(lockedRow.price).not.toBe(5000);
    expect(await history(s)).toEqual([
      { listingId: freeRow.id, sku: free!.sku, field: 'PRICE', old: expect.any(Number), new: 5000, reason: 'formula changed' },
    ]);
    // Done: no alert, and a later quantity change is an inventory update, not a repricing.
    expect((await rest(app.url, 'GET', `/user/${s.user.id}/alerts`, undefined, s.token)).body.filter(isSyncAlert)).toEqual([]);
    await markSyncDueNow(app.services, s.user.id, { itemIds: [free!.id] });
    const later = await rest(app.url, 'GET', `/user/${s.user.id}/alerts`, undefined, s.token);
    expect(later.body.filter(isSyncAlert).map((a: { _type: string }) => a._type)).toEqual(['inventory_updating']);
  });

  it("an item buffer, the seller's buffer and cap change the eBay quantity, each with its reason", async () => {
    const s = await syncSeller(app, 2);
    const [a, b] = s.items;
    const buffered = await rest(app.url, 'POST', `/user/${s.user.id}/fba-items/set-quantity-buffer`, { fba_item_ids: [a!.id], quantity_buffer: 2 }, s.token);
    expect(buffered.status).toBe(200);
    expect(await sync(s)).toMatchObject({ settled: 1, calls: 1 });
    expect(await ebayQuantity(s, a!.sku)).toBe(3);
    // The seller's eBay buffer and cap (advanced settings) apply to every eBay listing.
    const saved = await rest(app.url, 'POST', `/user/${s.user.id}/settings`, { preferred_list_quantity_buffer: 1, preferred_list_quantity: 3 }, s.token);
    expect(saved.status).toBe(200);
    expect(await sync(s)).toMatchObject({ settled: 2, calls: 1 });
    expect((await listingRows(s)).map((r) => r.qty)).toEqual([2, 3]); // a: 5 − 2 − 1; b: 5 − 1 capped at 3
    expect((await history(s)).map((c) => [c.sku, c.reason])).toEqual([
      [a!.sku, 'item buffer 0 → 2'],
      [a!.sku, 'quantity buffer 0 → 1; quantity cap none → 3'],
      [b!.sku, 'quantity buffer 0 → 1; quantity cap none → 3'],
    ]);
    // A bad value is refused with a clear message and marks nothing.
    const bad = await rest(app.url, 'POST', `/user/${s.user.id}/settings`, { preferred_list_quantity: -1 }, s.token);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('preferred_list_quantity');
    expect((await listingRows(s)).every((r) => !r.due)).toBe(true);
  });

  it("lists at the seller's buffer and cap, so the listing's first sync has nothing to send", async () => {
    // syncSeller asserts that first sync: every listing settled with no eBay call.
    const s = await syncSeller(app, 2, 'ebay_plus_monthly', { settings: { preferred_list_quantity_buffer: 1, preferred_list_quantity: 3 } });
    expect((await listingRows(s)).map((r) => r.qty)).toEqual([3, 3]);
    expect(await ebayQuantity(s, s.items[0]!.sku)).toBe(3);
  });

  it('pushes no quantity on a plan without quantity sync', async () => {
    const s = await syncSeller(app, 2, 'ebay_plus_monthly');
    const before = await updates(s);
    await changeOnAmazon(s, [[0, 1]]);
    expect((await pollQuantities(app.services, s.user.id)).changedItemIds).toHaveLength(1);
    expect(await sync(s)).toMatchObject({ calls: 0, settled: 1 });
    expect((await updates(s)) - before).toBe(0);
    expect((await listingRows(s)).map((r) => r.qty)).toEqual([5, 5]);
    expect(await ebayQuantity(s, s.items[0]!.sku)).toBe(5);

    // Upgrading to Pro turns quantity sync on: the plan change marks the listings and the sync catches up.
    expect((await subscribe(app, s, { ebayPlanId: 'ebay_pro_monthly' })).status).toBe(200);
    expect((await listingRows(s)).every((r) => r.due)).toBe(true);
    expect(await sync(s)).toMatchObject({ settled: 2, calls: 1 });
    expect(await ebayQuantity(s, s.items[0]!.sku)).toBe(1);
    expect((await history(s)).map((c) => c.reason)).toEqual(['quantity sync turned on']);
  });

  it('a run stopped after its first batch loses and duplicates nothing: the re-run sends only the rest', async () => {
    const s = await syncSeller(app, 40);
    const before = await updates(s);
    await changeOnAmazon(
      s,
      s.items.map((_, i) => [i, 1] as [number, number]),
    );
    await pollQuantities(app.services, s.user.id);
    let batches = 0;
    await expect(
      sync(s, {
        afterBatch: () => {
          batches++;
          throw new Error('worker killed');
        },
      }),
    ).rejects.toThrow('worker killed');
    expect(batches).toBe(1);
    expect((await listingRows(s)).filter((r) => r.due)).toHaveLength(15);
    expect(await sync(s)).toMatchObject({ settled: 15, calls: 1 });
    expect((await updates(s)) - before).toBe(2);
    expect((await listingRows(s)).every((r) => r.qty === 1 && !r.due)).toBe(true);
    const h = await history(s);
    expect(h).toHaveLength(40);
    expect(new Set(h.map((c) => c.listingId)).size).toBe(40);
  });

  it('keeps a change marked while a run was under way due for the next run', async () => {
    const s = await syncSeller(app, 1);
    await changeOnAmazon(s, [[0, 3]]);
    await pollQuantities(app.services, s.user.id);
    // The Amazon quantity moves again after the run read the row but before it settled.
    await sync(s, {
      afterBatch: async () => {
        await app.services.pool.query(`UPDATE inventory_items SET fba_quantity = 0 WHERE id = $1`, [s.items[0]!.id]);
        await markSyncDueNow(app.services, s.user.id, { itemIds: [s.items[0]!.id] });
      },
    });
    expect((await listingRows(s))[0]).toMatchObject({ qty: 3, due: true });
    await sync(s);
    expect((await listingRows(s))[0]).toMatchObject({ qty: 0, due: false });
    expect(await ebayQuantity(s, s.items[0]!.sku)).toBe(0);
    expect((await history(s)).map((c) => c.reason)).toEqual(['Amazon FBA quantity 5 → 3', 'Amazon FBA quantity 3 → 0']);
  });

  it('a listing at eBay’s 250 revisions a day waits for the next day while the others go', async () => {
    const s = await syncSeller(app, 2);
    await app.services.pool.query(`UPDATE listings SET revision_day = (now() AT TIME ZONE 'UTC')::date, revision_count = 250 WHERE item_id = $1`, [
      s.items[0]!.id,
    ]);
    await changeOnAmazon(s, [
      [0, 1],
      [1, 1],
    ]);
    await pollQuantities(app.services, s.user.id);
    const result = await sync(s);
    expect(result).toMatchObject({ settled: 1, calls: 1 });
    expect(result.retryAt!.getTime()).toBeGreaterThan(Date.now());
    expect((await listingRows(s)).map((r) => [r.qty, r.due])).toEqual([
      [5, true],
      [1, false],
    ]);
    // The next day it goes.
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await sync(s, { now: tomorrow })).toMatchObject({ settled: 1, calls: 1 });
    expect((await listingRows(s)).map((r) => r.qty)).toEqual([1, 1]);
  });

  it('the nightly reconcile repairs a quantity drifted on eBay and keeps a price edited there, both in the history', async () => {
    const s = await syncSeller(app, 3);
    const rows = await listingRows(s);
    const { rows: offers } = await app.services.pool.query(`SELECT id, offer_id AS "offerId", sku FROM listings WHERE user_id = $1 ORDER BY sku`, [s.user.id]);
    // The seller edits two listings directly on eBay: a quantity and a price.
    const { api } = await sessionFor(app.services, s.user.id, 'ebay');
    await api.inventory.bulkUpdatePriceQuantity([
      { sku: offers[0].sku, offers: [{ offerId: offers[0].offerId, availableQuantity: 9 }] },
      { sku: offers[1].sku, offers: [{ offerId: offers[1].offerId, price: { value: '99.99', currency: 'GBP' } }] },
    ]);
    // The cron fans out one job per connection, on the connection's queue.
    await listings__reconcile({}, app.services);
    const { rows: jobs } = await app.services.pool.query(`SELECT queue_name FROM graphile_worker.jobs WHERE key = 'listings-reconcile:' || $1::text`, [
      s.connectionId,
    ]);
    expect(jobs).toEqual([{ queue_name: `listings:${s.connectionId}` }]);
    const before = await updates(s);
    await listings__reconcile({ userId: s.user.id, channel: 'EBAY', connectionId: s.connectionId }, app.services);
    expect(await sync(s)).toMatchObject({ settled: 1, calls: 1 });
    expect((await updates(s)) - before).toBe(1);
    expect(await ebayQuantity(s, offers[0].sku)).toBe(5);
    const after = await listingRows(s);
    expect(after.map((r) => [r.qty, r.due])).toEqual([
      [5, false],
      [5, false],
      [5, false],
    ]);
    expect(after[1].price).toBe(9999);
    expect(await history(s)).toEqual([
      { listingId: rows[0].id, sku: offers[0].sku, field: 'QUANTITY', old: 9, new: 5, reason: 'drift repaired' },
      { listingId: rows[1].id, sku: offers[1].sku, field: 'PRICE', old: rows[1].price, new: 9999, reason: 'price edited on eBay (kept)' },
    ]);
    // Nothing left to find: a second reconcile records nothing.
    await listings__reconcile({ userId: s.user.id, channel: 'EBAY', connectionId: s.connectionId }, app.services);
    expect(await history(s)).toHaveLength(2);
    expect((await listingRows(s)).every((r) => !r.due)).toBe(true);

    // The seller sees the edit and decides. Revert: continuous sync pushes ListBridge's price again.
    const edits = async () =>
      (
        await app.graphql(
          `query($id: ID!) { node(id: $id) { ... on InventoryItem { ebayListing { history(first: 5) { edges { node { changeId channelEdit resolution newValue } } } } } } }`,
          { id: encodeGlobalID('InventoryItem', s.items[1]!.id) },
          s.token,
        )
      ).data.node.ebayListing.history.edges.map((e: { node: unknown }) => e.node);
    const [edit] = (await edits()).filter((e: { channelEdit: boolean }) => e.channelEdit);
    expect(edit).toMatchObject({ channelEdit: true, resolution: null, newValue: 9999 });
    const resolve = (changeId: string, keep: boolean, who: { token: string } = s) =>
      app.graphql(`mutation($id: String!, $keep: Boolean!) { resolveChannelEdit(userId: "-", changeId: $id, keep: $keep) }`, { id: changeId, keep }, who.token);
    const stranger = await syncSeller(app, 1);
    expect((await resolve(edit.changeId, false, stranger)).data.resolveChannelEdit).toBe(false);
    expect((await resolve(edit.changeId, false)).data.resolveChannelEdit).toBe(true);
    expect((await resolve(edit.changeId, true)).data.resolveChannelEdit).toBe(false); // decided once
    expect(await sync(s)).toMatchObject({ settled: 1, calls: 1 });
    expect((await listingRows(s))[1].price).toBe(rows[1].price);
    expect((await edits()).find((e: { changeId: string }) => e.changeId === edit.changeId).resolution).toBe('REVERTED');

    // Keep: the eBay price is locked at the channel's value, so repricing leaves it.
    await api.inventory.bulkUpdatePriceQuantity([{ sku: offers[2].sku, offers: [{ offerId: offers[2].offerId, price: { value: '88.88', currency: 'GBP' } }] }]);
    await listings__reconcile({ userId: s.user.id, channel: 'EBAY', connectionId: s.connectionId }, app.services);
    const { rows: kept } = await app.services.pool.query(
      `SELECT id FROM listing_changes WHERE user_id = $1 AND source = 'CHANNEL_EDIT' AND resolution IS NULL`,
      [s.user.id],
    );
    expect(kept).toHaveLength(1);
    expect((await resolve(kept[0].id, true)).data.resolveChannelEdit).toBe(true);
    const item = await app.services.pool.query(`SELECT user_edited_details->'ebay_price' AS price FROM inventory_items WHERE id = $1`, [s.items[2]!.id]);
    expect(Number(item.rows[0].price)).toBe(8888);
    await sync(s);
    expect((await listingRows(s))[2].price).toBe(8888);
  });

  it('the daily prune forgets history older than 90 days', async () => {
    const s = await syncSeller(app, 1);
    await changeOnAmazon(s, [[0, 2]]);
    await pollQuantities(app.services, s.user.id);
    await sync(s);
    const [recent] = await history(s);
    await app.services.pool.query(
      `INSERT INTO listing_changes (user_id, listing_id, item_id, channel, field, old_value, new_value, reason, created_at)
       SELECT user_id, listing_id, item_id, channel, field, 9, 8, 'old', now() - interval '91 days' FROM listing_changes WHERE user_id = $1`,
      [s.user.id],
    );
    expect(await history(s)).toHaveLength(2);
    await listings__prune_changes({}, app.services);
    expect(await history(s)).toEqual([recent]);
  });

  it('quarantines a refused listing with its own backoff and error while the others keep syncing (issue 29)', async () => {
    const s = await syncSeller(app, 2);
    // eBay no longer knows this listing's offer: every update of it is refused.
    await app.services.pool.query(`UPDATE listings SET offer_id = 'gone-offer', sku = 'GONE-SKU' WHERE item_id = $1`, [s.items[0]!.id]);
    await changeOnAmazon(s, [
      [0, 1],
      [1, 1],
    ]);
    await pollQuantities(app.services, s.user.id);
    const first = await sync(s);
    expect(first).toMatchObject({ failed: 1, refused: 1 });
    // The refused row's own retry time is when a job runs again for it; the connection is not backed off.
    expect(first.rowRetryAt!.getTime()).toBeGreaterThan(Date.now());
    expect(first.retryAt).toBeNull();
    // The good listing was pushed and settled; the refused one stays due, with eBay's message on the listing.
    expect((await listingRows(s)).map((r) => [r.qty, r.due])).toEqual([
      [5, true],
      [1, false],
    ]);
    const refusedRow = async () =>
      (await app.services.pool.query(`SELECT last_error AS "lastError", sync_failures AS failures FROM listings WHERE item_id = $1`, [s.items[0]!.id])).rows[0];
    expect((await refusedRow()).lastError).toBeTruthy();
    // Within the row's backoff a run sends nothing for it; a new change of the other listing still goes out at once.
    const callsNow = await updates(s);
    expect(await sync(s)).toMatchObject({ calls: 0, rowRetryAt: first.rowRetryAt });
    expect(await updates(s)).toBe(callsNow);
    await changeOnAmazon(s, [[1, 2]]);
    await pollQuantities(app.services, s.user.id);
    expect(await sync(s)).toMatchObject({ calls: 1, failed: 0 });
    expect((await listingRows(s)).map((r) => [r.qty, r.due])).toEqual([
      [5, true],
      [2, false],
    ]);
    const alerts = async () => (await rest(app.url, 'GET', `/user/${s.user.id}/alerts`, undefined, s.token)).body.filter(isSyncAlert);
    let at = Date.now();
    for (let i = 0; i < 2; i++) {
      at += 3_700_000;
      expect((await sync(s, { now: new Date(at) })).refused).toBe(1);
    }
    expect((await refusedRow()).failures).toBe(3);
    // The seller must act on that listing: one alert naming it; the connection itself is healthy.
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ _type: 'listing_sync_refused', classname: 'error', _active: true, user_id: s.user.id });
    expect(alert.message).toContain('eBay');
    expect(alert.message).toContain('GONE-SKU');
    // The banners read the same through GraphQL, with the inventory header's sync health.
    const viaGraphql = await app.graphql(`{ alerts(userId: "-") { type level message } syncHealth(userId: "-") { channel failures } }`, {}, s.token);
    expect(viaGraphql.data.alerts.filter((a: { type: string }) => isSyncAlert({ _type: a.type }))).toEqual([
      { type: 'listing_sync_refused', level: 'error', message: alert.message },
    ]);
    expect(viaGraphql.data.syncHealth).toEqual([{ channel: 'EBAY', failures: 0 }]);
    // Another seller cannot read them.
    const other = await syncSeller(app, 1);
    expect((await rest(app.url, 'GET', `/user/${s.user.id}/alerts`, undefined, other.token)).status).toBe(403);
    expect((await app.graphql(`query($u: String!) { alerts(userId: $u) { type } }`, { u: s.user.id }, other.token)).data?.alerts ?? null).toBeNull();
  });
});
