// Import, Update and Export eBay Listings over real HTTP against the eBay sandbox (spec 001 §2.14,
// §5, §8; 002 §2.13, §7): legacy listings are migrated with bulkMigrateListing and linked LISTED
// with eBay's ids, then continuous sync manages them; bad lines are reported by line number while the
// others go through; an import over the plan changes nothing; updates lock prices and move a listing
// to another item; the export streams the live listings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { syncConnection } from '../../../server/modules/listing-sync/continuous-sync.ts';
import { sessionFor } from '../../../server/modules/connections/sessions.ts';
import { runEbayImport } from '../../../server/modules/listing-csv/ebay-csv.service.ts';
import { insertItems, insertListings } from '../../factories/listings.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { ebayCalls, ebaySeller, headphones, type Seller } from './ebay-seller.ts';

const IMPORT = `mutation($u: String!, $csv: String!) {
  importEbayListings(userId: $u, csv: $csv) {
    __typename
    ... on ImportEbayListingsSuccess { run { id status total } }
    ... on PlanLimitReachedError { message maxListings liveListings }
    ... on Error { message }
  }
}`;
const UPDATE = `mutation($u: String!, $csv: String!) {
  updateEbayListings(userId: $u, csv: $csv) {
    __typename
    ... on UpdateEbayListingsSuccess { updated problems { line ebayItemId message } }
    ... on Error { message }
  }
}`;
const RUN = `query($u: String!, $id: String!) {
  ebayImportRun(userId: $u, id: $id) { status total done imported unchanged problems { line ebayItemId message } }
}`;
const LIST = `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename } }`;

describe('eBay listings CSV files', () => {
  let app: TestApp;
  let s: Seller;
  let items: string[];
  let skus: string[];
  let legacy: { withSku: string; second: string; noSku: string };
  let managed: string;

  const sandbox = () => app.services.clients.ebay!.apiUrl;
  const seedLegacy = async (ebayUser: string, body: Record<string, unknown>) => {
    const res = await fetch(`${sandbox()}/__sandbox/users/${ebayUser}/legacy-listings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { listingId: string }).listingId;
  };
  const rows = async (userId = s.user.id) =>
    (
      await app.services.pool.query(
        `SELECT i.seller_sku AS "amazonSku", l.sku, l.status, l.offer_id AS "offerId", l.external_id AS "externalId"
           FROM listings l JOIN inventory_items i ON i.id = l.item_id WHERE l.user_id = $1 AND l.channel = 'EBAY' ORDER BY i.seller_sku`,
        [userId],
      )
    ).rows;
  const connectionId = async (userId: string) =>
    (await app.services.pool.query(`SELECT connection_id AS c FROM listings WHERE user_id = $1 AND connection_id IS NOT NULL LIMIT 1`, [userId])).rows[0].c;
  const sync = async (who: Seller) => syncConnection(app.services, { userId: who.user.id, channel: 'EBAY', connectionId: await connectionId(who.user.id) });
  const offer = async (who: Seller, offerId: string) => (await sessionFor(app.services, who.user.id, 'ebay')).api.offers.get(offerId);

  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
    // Pro: quantity sync is a Pro feature.
    s = await ebaySeller(app, 'ebay_pro_monthly');
    items = await headphones(app, s.user.id, 4, { prefix: 'CSV' });
    skus = (await app.services.pool.query(`SELECT seller_sku FROM inventory_items WHERE id = ANY($1::uuid[]) ORDER BY seller_sku`, [items])).rows.map(
      (r) => r.seller_sku,
    );
    legacy = {
      withSku: await seedLegacy(s.ebayUser, { sku: 'LEG-1', title: 'Old headphones', quantity: 2, price: 19.99 }),
      second: await seedLegacy(s.ebayUser, { sku: 'LEG-2', quantity: 1 }),
      noSku: await seedLegacy(s.ebayUser, { quantity: 1 }),
    };
    // An Inventory API listing ListBridge made and then lost track of (its row deleted).
    await app.graphql(LIST, { ids: [items[3]] }, s.token);
    await pushListings(app.services, s.user.id, 'EBAY');
    managed = (await rows()).find((r) => r.amazonSku === skus[3]).externalId;
    await app.services.pool.query(`DELETE FROM listings WHERE item_id = $1`, [items[3]]);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Sends the file, runs the queued job (the worker is off here) and answers the finished run. */
  const importCsv = async (csv: string, who: Seller = s) => {
    const res = (await app.graphql(IMPORT, { u: who.user.id, csv }, who.token)).data?.importEbayListings;
    if (res?.__typename !== 'ImportEbayListingsSuccess') return res;
    if (res.run.status === 'QUEUED') await runEbayImport(app.services, res.run.id);
    return { __typename: res.__typename, ...(await app.graphql(RUN, { u: who.user.id, id: res.run.id }, who.token)).data.ebayImportRun };
  };
  const updateCsv = async (csv: string, who: Seller = s) => (await app.graphql(UPDATE, { u: who.user.id, csv }, who.token)).data?.updateEbayListings;

  it('links good rows (migrating legacy listings) and reports the bad ones by line', async () => {
    const csv = [
      `${skus[0]},${legacy.withSku}`,
      '',
      `${skus[1]},12ab`,
      `NOPE-1,${legacy.second}`,
      `${skus[2]},${legacy.withSku}`,
      `${skus[2]},${legacy.noSku}`,
      `${skus[3]}, ${managed}`,
    ].join('\n');
    expect(await importCsv(csv)).toEqual({
      __typename: 'ImportEbayListingsSuccess',
      status: 'DONE',
      total: 3,
      done: 3,
      imported: 2,
      unchanged: 0,
      problems: [
        { line: 3, ebayItemId: '12ab', message: "'12ab' is not an eBay Item Id (a number such as 110550000001)" },
        { line: 4, ebayItemId: legacy.second, message: 'No item with SKU NOPE-1 in your Amazon inventory' },
        { line: 5, ebayItemId: legacy.withSku, message: `eBay item ${legacy.withSku} is already on line 1` },
        { line: 6, ebayItemId: legacy.noSku, message: 'eBay: Cannot migrate listing. The item in the listing has no seller-defined SKU.' },
      ],
    });
    const linked = await rows();
    expect(linked).toEqual([
      { amazonSku: skus[0], sku: 'LEG-1', status: 'LISTED', offerId: expect.stringMatching(/^\d+$/), externalId: legacy.withSku },
      { amazonSku: skus[3], sku: skus[3], status: 'LISTED', offerId: expect.stringMatching(/^\d+$/), externalId: managed },
    ]);
    const calls = await ebayCalls(app, s.ebayUser);
    expect(calls.bulkMigrateListing).toBe(1);

    // Continuous sync manages the migrated listing: the item's quantity (5) replaces eBay's 2.
    expect((await offer(s, linked[0].offerId)).availableQuantity).toBe(2);
    await sync(s);
    expect((await offer(s, linked[0].offerId)).availableQuantity).toBe(5);

    // The same file again: nothing new, the linked lines unchanged, the refusals again.
    expect(await importCsv(`${skus[0]},${legacy.withSku}\n${skus[3]},${managed}`)).toEqual({
      __typename: 'ImportEbayListingsSuccess',
      status: 'DONE',
      total: 0,
      done: 0,
      imported: 0,
      unchanged: 2,
      problems: [],
    });
    // A listing linked to one item cannot be imported for another.
    expect((await importCsv(`${skus[1]},${legacy.withSku}`)).problems).toEqual([
      { line: 1, ebayItemId: legacy.withSku, message: `eBay item ${legacy.withSku} is already linked to another of your items (eBay SKU LEG-1)` },
    ]);
  });

  it('refuses an import over the plan in the spec words and changes nothing (no call to eBay)', async () => {
    const other = await ebaySeller(app);
    const fill = await insertItems(app.services, other.user.id, 99, 'FILL');
    await insertListings(
      app.services,
      fill.map((itemId, i) => ({ userId: other.user.id, itemId, channel: 'EBAY', status: 'LISTED', externalId: `9${i}` })),
    );
    await insertItems(app.services, other.user.id, 2, 'NEW');
    const a = await seedLegacy(other.ebayUser, { sku: 'O-1' });
    const b = await seedLegacy(other.ebayUser, { sku: 'O-2' });
    const before = await rows(other.user.id);
    expect(await importCsv(`NEW-0,${a}\nNEW-1,${b}`, other)).toEqual({
      __typename: 'PlanLimitReachedError',
      message: 'You have reached the maximum number of eBay listings allowed. Please delete some listings or upgrade your account.',
      maxListings: 100,
      liveListings: 99,
    });
    expect(await rows(other.user.id)).toEqual(before);
    expect((await ebayCalls(app, other.ebayUser)).bulkMigrateListing ?? 0).toBe(0);
    const runs = await app.services.pool.query(`SELECT count(*)::int AS n FROM ebay_import_runs WHERE user_id = $1`, [other.user.id]);
    expect(runs.rows[0].n).toBe(0);
    // One fits.
    expect((await importCsv(`NEW-0,${a}`, other)).imported).toBe(1);
  });

  it('ends the run FAILED, saying why, when eBay refuses the authorisation mid-way', async () => {
    const who = await ebaySeller(app);
    await insertItems(app.services, who.user.id, 1, 'RV');
    const id = await seedLegacy(who.ebayUser, { sku: 'RV-OLD' });
    const queued = (await app.graphql(IMPORT, { u: who.user.id, csv: `RV-0,${id}` }, who.token)).data.importEbayListings;
    expect(queued.run).toMatchObject({ status: 'QUEUED', total: 1 });
    await fetch(`${sandbox()}/__sandbox/users/${who.ebayUser}/revoke-tokens`, { method: 'POST' });
    await runEbayImport(app.services, queued.run.id);
    const run = (
      await app.graphql(
        `query($u: String!, $id: String!) { ebayImportRun(userId: $u, id: $id) { status error } }`,
        { u: who.user.id, id: queued.run.id },
        who.token,
      )
    ).data.ebayImportRun;
    expect(run.status).toBe('FAILED');
    expect(run.error).toMatch(/authori[sz]/i);
    expect(await rows(who.user.id)).toEqual([]);
    // Another seller cannot read the run.
    expect((await app.graphql(RUN, { u: s.user.id, id: queued.run.id }, s.token)).data.ebayImportRun).toBeNull();
  });

  it('ends FAILED a run whose job can no longer finish it, and keeps one whose job can', async () => {
    const who = await ebaySeller(app);
    await insertItems(app.services, who.user.id, 2, 'DR');
    const read = async (id: string) =>
      (await app.graphql(`query($u: String!, $id: String!) { ebayImportRun(userId: $u, id: $id) { status error } }`, { u: who.user.id, id }, who.token)).data
        .ebayImportRun;
    const queue = async (n: number) => {
      const id = await seedLegacy(who.ebayUser, { sku: `DR-OLD-${n}` });
      return (await app.graphql(IMPORT, { u: who.user.id, csv: `DR-${n},${id}` }, who.token)).data.importEbayListings.run.id as string;
    };
    const jobOf = async (runId: string) => (await app.services.pool.query('SELECT job_id FROM ebay_import_runs WHERE id = $1', [runId])).rows[0].job_id;

    // Its worker died mid-way but the job has attempts left: the run stays RUNNING (it will resume).
    const alive = await queue(0);
    expect(await jobOf(alive)).not.toBeNull();
    await app.services.pool.query(`UPDATE ebay_import_runs SET status = 'RUNNING' WHERE id = $1`, [alive]);
    await app.services.pool.query(`UPDATE graphile_worker._private_jobs SET locked_by = 'pool-dead', locked_at = now(), attempts = 1 WHERE id = $1`, [
      await jobOf(alive),
    ]);
    expect(await read(alive)).toEqual({ status: 'RUNNING', error: null });
    await app.services.pool.query('DELETE FROM graphile_worker._private_jobs WHERE id = $1', [await jobOf(alive)]);

    // The job is gone (gave up its retries): the modal polling the run sees it end.
    const dead = await queue(1);
    await app.services.pool.query(`UPDATE ebay_import_runs SET status = 'RUNNING' WHERE id = $1`, [dead]);
    await app.services.pool.query('DELETE FROM graphile_worker._private_jobs WHERE id = $1', [await jobOf(dead)]);
    expect(await read(dead)).toEqual({
      status: 'FAILED',
      error: 'The import stopped before it finished; upload the file again to import the lines not done',
    });
  });

  it('applies good update rows (price lock, relink to another SKU) and reports the bad ones', async () => {
    const [first] = await rows();
    const csv = [
      'eBay Item Id,Update Type,Updated Value',
      `${legacy.withSku},eBayPrice,12.50`,
      `${managed},SKU,${skus[1]}`,
      '999,eBayPrice,3',
      `${legacy.second},SKU,NOPE`,
    ].join('\n');
    expect(await updateCsv(csv)).toEqual({
      __typename: 'UpdateEbayListingsSuccess',
      updated: 2,
      problems: [
        { line: 4, ebayItemId: '999', message: 'No eBay listing with item id 999 in ListBridge' },
        { line: 5, ebayItemId: legacy.second, message: `No eBay listing with item id ${legacy.second} in ListBridge` },
      ],
    });
    const price = await app.services.pool.query(`SELECT user_edited_details->'ebay_price' AS p FROM inventory_items WHERE id = $1`, [items[0]]);
    expect(price.rows[0].p).toBe(1250);
    // The managed listing now sells skus[1]'s item, under its eBay SKU and offer.
    const after = await rows();
    expect(after.map((r) => [r.amazonSku, r.sku, r.externalId])).toEqual([
      [skus[0], 'LEG-1', legacy.withSku],
      [skus[1], skus[3], managed],
    ]);
    // The engine pushes the locked price (a price-only revision).
    expect((await rows()).map((r) => r.status)).toEqual(['REVISING', 'REVISING']);
    await pushListings(app.services, s.user.id, 'EBAY');
    expect((await offer(s, first.offerId)).pricingSummary?.price?.value).toBe('12.50');

    // A price with a thousands separator is refused by line; nothing changes.
    const bad = await updateCsv(`${legacy.withSku},eBayPrice,1,299.00`);
    expect(bad).toEqual({
      __typename: 'UpdateEbayListingsSuccess',
      updated: 0,
      problems: [{ line: 1, ebayItemId: legacy.withSku, message: 'Expected 3 values (eBay Item Id, Update Type, Updated Value), found 4' }],
    });
    // Relinking onto an item that is already listed is refused.
    const taken = await updateCsv(`${managed},SKU,${skus[0]}`);
    expect(taken.problems).toEqual([{ line: 1, ebayItemId: managed, message: `SKU ${skus[0]} is already listed on eBay as item ${legacy.withSku}` }]);
  });

  it('exports the live listings as ebay_listings.csv, and only recent additions when asked', async () => {
    await app.services.pool.query(`UPDATE listings SET created_at = now() - interval '30 days' WHERE user_id = $1 AND external_id = $2`, [s.user.id, managed]);
    const get = async (query = '') => {
      const res = await fetch(`${app.url}/api/v1/user/${s.user.id}/ebay-listings/export${query}`, { headers: { authorization: `Bearer ${s.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="ebay_listings.csv"');
      return (await res.text()).trim().split('\n');
    };
    const all = await get();
    expect(all[0]).toBe('ebay_item_id,seller_sku,asin,title,total_quantity,condition,start_price,ebay_sku,status,updated_at,num_sales');
    expect(all.slice(1).map((l) => l.split(',').slice(0, 2))).toEqual([
      [legacy.withSku, skus[0]],
      [managed, skus[1]],
    ]);
    expect(all[1]).toContain(',1000,12.50,LEG-1,REVISED_PRICE,');
    expect(all.slice(1).map((l) => l.split(',').at(-1))).toEqual(['0', '0']);
    const recent = await get('?recent=true');
    expect(recent.slice(1).map((l) => l.split(',')[0])).toEqual([legacy.withSku]);
    const other = await fetch(`${app.url}/api/v1/user/${s.user.id}/ebay-listings/export`);
    expect(other.status).toBe(401);
  });

  it('REST import and update take items[] (legacy shapes) and answer by line', async () => {
    const who = await ebaySeller(app);
    await insertItems(app.services, who.user.id, 2, 'RS');
    const id = await seedLegacy(who.ebayUser, { sku: 'R-1', quantity: 3 });
    const imp = await rest(
      app.url,
      'POST',
      `/user/${who.user.id}/ebay-listings/import`,
      {
        items: [
          { sku: 'RS-0', ebay_item_id: id },
          { sku: 'RS-1', ebay_item_id: 'x' },
        ],
      },
      who.token,
    );
    expect(imp).toEqual({
      status: 200,
      body: {
        success: true,
        run_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 'QUEUED',
        total: 1,
        unchanged: 0,
        problems: [{ line: 2, ebay_item_id: 'x', message: "'x' is not an eBay Item Id (a number such as 110550000001)" }],
      },
    });
    // One job per run, on the eBay connection's listings queue.
    const job = await app.services.pool.query(
      `SELECT queue_name FROM graphile_worker.jobs WHERE task_identifier = 'listings__ebay_import' AND key = 'ebay-import:' || $1`,
      [imp.body.run_id],
    );
    expect(job.rows).toEqual([
      {
        queue_name: `listings:${(await app.services.pool.query(`SELECT id FROM connections WHERE user_id = $1 AND kind = 'EBAY'`, [who.user.id])).rows[0].id}`,
      },
    ]);
    expect(await runEbayImport(app.services, imp.body.run_id)).toMatchObject({ status: 'DONE', imported: 1, done: 1 });
    // A second run of the job finds the run DONE and changes nothing.
    expect(await runEbayImport(app.services, imp.body.run_id)).toBeNull();
    expect((await rows(who.user.id)).map((r) => [r.amazonSku, r.sku, r.status, r.externalId])).toEqual([['RS-0', 'R-1', 'LISTED', id]]);
    const upd = await rest(
      app.url,
      'POST',
      `/user/${who.user.id}/ebay-listings/update`,
      {
        items: [
          { ebay_item_id: id, update_type: 'eBayPrice', updated_value: '8.00', valid: true },
          { ebay_item_id: id, update_type: 'SKU', updated_value: 'RS-1', valid: true },
        ],
      },
      who.token,
    );
    expect(upd).toEqual({
      status: 200,
      body: { success: true, updated: 1, problems: [{ line: 2, ebay_item_id: id, message: `eBay item ${id} is already on line 1` }] },
    });
    // Another seller's path is refused.
    expect((await rest(app.url, 'POST', `/user/${s.user.id}/ebay-listings/update`, { items: [{}] }, who.token)).status).toBe(403);
  });

  it('links the variation of a multi-variation listing whose SKU is the Amazon SKU, and refuses one without', async () => {
    const who = await ebaySeller(app);
    await insertItems(app.services, who.user.id, 2, 'VAR');
    const withMine = await seedLegacy(who.ebayUser, { skus: ['VAR-0', 'VAR-0-RED'], quantity: 2 });
    const without = await seedLegacy(who.ebayUser, { skus: ['SHIRT-S', 'SHIRT-M'], quantity: 2 });
    expect(await importCsv(`VAR-0,${withMine}\nVAR-1,${without}`, who)).toMatchObject({
      status: 'DONE',
      imported: 1,
      problems: [
        {
          line: 2,
          ebayItemId: without,
          message: 'The listing has 2 variations and none has the SKU VAR-1; ListBridge links a listing to one Amazon item',
        },
      ],
    });
    expect((await rows(who.user.id)).map((r) => [r.amazonSku, r.sku, r.externalId])).toEqual([['VAR-0', 'VAR-0', withMine]]);
  });
});
