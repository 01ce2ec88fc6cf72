import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { createSeller } from '../../factories/users.ts';
import { insertListings } from '../../factories/listings.ts';
import { importReports } from '../../../server/modules/inventory/import.service.ts';
import { getListings } from '../../../server/modules/listings/listings.service.ts';
import { onItemsChanged } from '../../../server/modules/listing-sync/sync-triggers.ts';

// The change feed (issue 10): an import returns the items whose quantity or price changed, decided
// inside its transaction, and queues enrichment in that same transaction. The worker is off so
// queued jobs stay visible.
const HEADER =
  'sku\tfnsku\tasin\tproduct-name\tcondition\tyour-price\tmfn-listing-exists\tmfn-fulfillable-quantity\tafn-listing-exists\tafn-fulfillable-quantity';
const line = (sku: string, title: string, price: string, fba: number) => `${sku}\tX\tB0${sku.padEnd(8, '0')}\t${title}\tNew\t${price}\tNo\t\tYes\t${fba}`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ WORKER: 'off' });
});
afterAll(async () => {
  await app?.close();
});

async function importFba(userId: string, lines: string[]) {
  const {
    rows: [run],
  } = await app.services.pool.query(`INSERT INTO inventory_import_runs (user_id, status) VALUES ($1, 'RUNNING') RETURNING id`, [userId]);
  try {
    return await importReports(app.services, { userId, runId: run.id, listings: null, fba: Readable.from([[HEADER, ...lines].join('\n')]) });
  } finally {
    await app.services.pool.query(`UPDATE inventory_import_runs SET status = 'DONE' WHERE id = $1 AND status = 'RUNNING'`, [run.id]);
  }
}
const idsBySku = async (userId: string) =>
  new Map(
    (await app.services.pool.query('SELECT seller_sku, id FROM inventory_items WHERE user_id = $1', [userId])).rows.map((r) => [
      r.seller_sku as string,
      r.id as string,
    ]),
  );
const enrichJobs = async (userId: string) =>
  (
    await app.services.pool.query(
      `SELECT task_identifier FROM graphile_worker.jobs WHERE task_identifier LIKE 'inventory__enrich%' AND key IN ('inventory-enrich-catalog:' || $1, 'inventory-enrich-fees:' || $1) ORDER BY 1`,
      [userId],
    )
  ).rows.map((r) => r.task_identifier);

describe('the import change feed', () => {
  it('returns only the existing items whose quantity or price changed, zeroed ones included', async () => {
    const { user } = await createSeller(app);
    const first = await importFba(user.id, [
      line('QTY', 'Kettle', '10.00', 1),
      line('TITLE', 'Pan', '5.00', 2),
      line('PRICE', 'Pot', '7.00', 3),
      line('GONE', 'Mug', '2.00', 4),
      line('SAME', 'Cup', '1.00', 5),
    ]);
    expect(first.insertedItems).toBe(5);
    expect(first.changedItemIds).toEqual([]); // new items: no channel has them yet
    const ids = await idsBySku(user.id);

    const second = await importFba(user.id, [
      line('QTY', 'Kettle', '10.00', 9),
      line('TITLE', 'Frying pan', '5.00', 2),
      line('PRICE', 'Pot', '7.50', 3),
      line('SAME', 'Cup', '1.00', 5),
      line('NEW', 'Jug', '3.00', 1),
    ]);
    expect(second).toMatchObject({ insertedItems: 1, updatedItems: 3, zeroedItems: 1 });
    expect([...second.changedItemIds].sort()).toEqual([ids.get('QTY'), ids.get('PRICE'), ids.get('GONE')].sort());

    // Nothing new: nothing changed.
    const third = await importFba(user.id, [
      line('QTY', 'Kettle', '10.00', 9),
      line('TITLE', 'Frying pan', '5.00', 2),
      line('PRICE', 'Pot', '7.50', 3),
      line('SAME', 'Cup', '1.00', 5),
      line('NEW', 'Jug', '3.00', 1),
    ]);
    expect(third.changedItemIds).toEqual([]);
  });

  it('queues the enrichment jobs with the import commit, and none when the import rolls back', async () => {
    const ok = await createSeller(app);
    await importFba(ok.user.id, [line('A', 'Kettle', '10.00', 1)]);
    expect(await enrichJobs(ok.user.id)).toEqual(['inventory__enrich_catalog', 'inventory__enrich_fees']);

    // The last statement before COMMIT (the stats row) fails for this seller: the whole import rolls back.
    const failing = await createSeller(app);
    const uid = failing.user.id.replace(/-/g, '');
    await app.services.pool.query(`
      CREATE FUNCTION test_fail_stats_${uid}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'stats unavailable'; END $$;
      CREATE TRIGGER test_fail_stats_${uid} BEFORE INSERT OR UPDATE ON inventory_stats FOR EACH ROW
        WHEN (NEW.user_id = '${failing.user.id}') EXECUTE FUNCTION test_fail_stats_${uid}();`);
    try {
      await expect(importFba(failing.user.id, [line('A', 'Kettle', '10.00', 1)])).rejects.toThrow('stats unavailable');
    } finally {
      await app.services.pool.query(`DROP TRIGGER test_fail_stats_${uid} ON inventory_stats; DROP FUNCTION test_fail_stats_${uid}();`);
    }
    expect(await enrichJobs(failing.user.id)).toEqual([]);
    expect((await idsBySku(failing.user.id)).size).toBe(0);
  });
});

describe('onItemsChanged', () => {
  it("returns the seller's live listings of the changed items, and nothing for other sellers' items", async () => {
    const { user } = await createSeller(app);
    await importFba(user.id, [line('LIVE', 'Kettle', '10.00', 1), line('FAILED', 'Pan', '5.00', 2), line('NONE', 'Pot', '7.00', 3)]);
    const ids = await idsBySku(user.id);
    const [liveId] = await insertListings(app.services, [
      { userId: user.id, itemId: ids.get('LIVE')!, channel: 'EBAY', status: 'LISTED' },
      { userId: user.id, itemId: ids.get('LIVE')!, channel: 'ONBUY', status: 'LISTING' },
      { userId: user.id, itemId: ids.get('FAILED')!, channel: 'SHOPIFY', status: 'FAILED_TO_LIST' },
    ]);
    expect(await onItemsChanged(app.services.pool, user.id, [...ids.values()])).toEqual([
      { listingId: liveId, itemId: ids.get('LIVE'), channel: 'EBAY', connectionId: null },
    ]);
    const other = await createSeller(app);
    expect(await onItemsChanged(app.services.pool, other.user.id, [...ids.values()])).toEqual([]);
    // getListings: the same tenant rule.
    expect((await getListings(app.services, user.id, [...ids.values()])).map((l) => [l.channel, l.status]).sort()).toEqual([
      ['EBAY', 'LISTED'],
      ['ONBUY', 'LISTING'],
      ['SHOPIFY', 'FAILED_TO_LIST'],
    ]);
    expect(await getListings(app.services, other.user.id, [...ids.values()])).toEqual([]);
    expect(await onItemsChanged(app.services.pool, user.id, [])).toEqual([]);
  });
});
