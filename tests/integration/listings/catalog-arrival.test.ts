// Issue 28 "Waiting instead of failing", step by step with the worker off (each test runs the jobs'
// functions itself, so it can stop where a killed worker would): a listing of an item without
// catalogue data waits and asks for the data first; the transaction that stores the data queues the
// push (a worker dying right after it leaves a push queued, nothing stuck); an item the pre-flight
// held back is listed again when its data arrives; relistHeldBack lists only held-back rows, within the plan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { relistHeldBack } from '../../../server/modules/listing-actions/actions.service.ts';
import { enrichCatalogItems } from '../../../server/modules/inventory/enrich.service.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { connectAmazon, freshAfnItems } from '../sync/sync-seller.ts';
import { ebayCalls, ebaySeller, headphones } from './ebay-seller.ts';

const LIST = `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename ... on ListOnEbaySuccess { count } } }`;

describe('listings and the catalogue data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const rows = async (userId: string) =>
    (
      await app.services.pool.query(
        `SELECT l.item_id AS "itemId", l.status, l.last_error AS "lastError", l.status_at AS "statusAt", l.connection_id AS "connectionId",
                i.catalog_enriched_at AS "enrichedAt"
           FROM listings l JOIN inventory_items i ON i.id = l.item_id WHERE l.user_id = $1 ORDER BY i.seller_sku`,
        [userId],
      )
    ).rows;
  const jobs = async (task: string, key?: string) =>
    (
      await app.services.pool.query(
        // The jobs view has no payload: graphile-worker's own tables.
        `SELECT j.payload, j.run_at AS "runAt" FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
          WHERE t.identifier = $1 AND ($2::text IS NULL OR j.key = $2)`,
        [task, key ?? null],
      )
    ).rows;

  it('waits for the data, asks for it first, and a worker dying after the data is stored leaves the push queued', async () => {
    const s = await ebaySeller(app, 'ebay_basic_monthly');
    await connectAmazon(app, s.user.id);
    // Items as the import writes them: no catalogue data yet.
    const picked = await freshAfnItems(app, 3);
    const { rows: inserted } = await app.services.pool.query(
      `INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, fba_quantity, price_cents)
       SELECT $1, x.sku, x.asin, x.sku, 'New', 'FBA', 5, 2500 FROM unnest($2::text[], $3::text[]) AS x(sku, asin) RETURNING id`,
      [s.user.id, picked.map((p) => p.sku), picked.map((p) => p.asin)],
    );
    const ids = inserted.map((r) => r.id as string);
    expect((await app.graphql(LIST, { ids }, s.token)).data.listOnEbay.count).toBe(3);

    const first = await pushListings(app.services, s.user.id, 'EBAY');
    expect(first).toMatchObject({ settled: 0, left: 3 });
    expect((await rows(s.user.id)).map((r) => [r.status, r.lastError])).toEqual(Array(3).fill(['LISTING', "Waiting for Amazon's catalogue data"]));
    // Nothing went to eBay; the items' enrichment is queued ahead of the import's chain.
    expect((await ebayCalls(app, s.ebayUser)).bulkCreateOrReplaceInventoryItem ?? 0).toBe(0);
    const asked = await jobs('inventory__enrich_items', `inventory-enrich-items:${s.user.id}`);
    expect(asked).toHaveLength(1);
    expect([...asked[0].payload.itemIds].sort()).toEqual([...ids].sort());
    // A push a second time while still waiting changes nothing and asks again only through the same job.
    await pushListings(app.services, s.user.id, 'EBAY');
    expect(await jobs('inventory__enrich_items', `inventory-enrich-items:${s.user.id}`)).toHaveLength(1);

    // The job's work; the worker "dies" right after its commit.
    expect((await enrichCatalogItems(app.services, s.user.id, asked[0].payload.itemIds)).enriched).toBe(3);
    const connectionId = (await rows(s.user.id))[0].connectionId;
    const queued = await jobs('listings__push', `listings-push:${connectionId}`);
    expect(queued).toHaveLength(1);
    expect(queued[0].runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // Enriching again does nothing (only items still without data are asked).
    expect(await enrichCatalogItems(app.services, s.user.id, ids)).toEqual({ enriched: 0, more: false });

    // Any worker then runs that push: every row is settled, after its data arrived.
    await pushListings(app.services, s.user.id, 'EBAY');
    for (const r of await rows(s.user.id)) {
      expect(r.status).not.toBe('LISTING');
      expect(r.lastError ?? '').not.toBe("Waiting for Amazon's catalogue data");
      expect(r.statusAt.getTime()).toBeGreaterThanOrEqual(r.enrichedAt.getTime());
    }
  }, 120_000);

  it('lists an item held back by the pre-flight again when its catalogue data arrives', async () => {
    const s = await ebaySeller(app, 'ebay_basic_monthly');
    await connectAmazon(app, s.user.id);
    // Headphones without the "Type" eBay's category requires: held back with the pre-flight's message.
    const [held] = await headphones(app, s.user.id, 1, { prefix: 'HELD', type: null });
    const [fine] = await headphones(app, s.user.id, 1, { prefix: 'FINE' });
    expect((await app.graphql(LIST, { ids: [held, fine] }, s.token)).data.listOnEbay.count).toBe(2);
    await pushListings(app.services, s.user.id, 'EBAY');
    const before = await rows(s.user.id);
    expect(before.map((r) => r.status)).toEqual(['LISTED', 'FAILED_TO_LIST']);
    expect(before[1].lastError).toMatch(/^Missing item specifics: .*Type/);

    // A re-import found a new ASIN for both (the import forgets their catalogue data): enrichment runs again.
    await app.services.pool.query(`UPDATE inventory_items SET catalog_enriched_at = NULL WHERE id = ANY($1::uuid[])`, [[held, fine]]);
    await enrichCatalogItems(app.services, s.user.id, [held!, fine!]);
    const after = await rows(s.user.id);
    expect(after.map((r) => [r.itemId, r.status])).toEqual([
      [fine, 'LISTED'],
      [held, 'LISTING'],
    ]);
    expect(after[1].lastError).toBeNull();
    expect(await jobs('listings__push', `listings-push:${after[0].connectionId}`)).toHaveLength(1);
  }, 120_000);

  it('relistHeldBack marks only the named failed rows, within the plan, and queues one push', async () => {
    const s = await ebaySeller(app, 'ebay_basic_monthly');
    const heldIds = await headphones(app, s.user.id, 3, { prefix: 'H3', type: null });
    const [live] = await headphones(app, s.user.id, 1, { prefix: 'L1' });
    await app.graphql(LIST, { ids: [...heldIds, live] }, s.token);
    await pushListings(app.services, s.user.id, 'EBAY');
    expect((await rows(s.user.id)).map((r) => r.status).sort()).toEqual(['FAILED_TO_LIST', 'FAILED_TO_LIST', 'FAILED_TO_LIST', 'LISTED']);
    // Another seller's id and a live item are skipped; a bad id is ignored.
    const other = await ebaySeller(app, 'ebay_basic_monthly');
    const [foreign] = await headphones(app, other.user.id, 1, { prefix: 'X', type: null });
    const n = await relistHeldBack(app.services, s.user.id, 'EBAY', [heldIds[0]!, heldIds[1]!, live!, foreign!, 'not-an-id']);
    expect(n).toBe(2);
    const now = await rows(s.user.id);
    expect(
      now
        .filter((r) => r.status === 'LISTING')
        .map((r) => r.itemId)
        .sort(),
    ).toEqual([heldIds[0], heldIds[1]].sort());
    expect(now.find((r) => r.itemId === live)!.status).toBe('LISTED');
    expect(await jobs('listings__push', `listings-push:${now[0].connectionId}`)).toHaveLength(1);
    // Nothing held back: nothing marked.
    expect(await relistHeldBack(app.services, s.user.id, 'EBAY', [live!])).toBe(0);
  }, 120_000);
});
