import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl, type SandboxItem } from '../../../sandbox/amazon/control-client.ts';
import { startAmazonSandbox } from '../../../sandbox/amazon/index.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import { importReports, latestRun, type ImportRun, type ImportTrace } from '../../../server/modules/inventory/import.service.ts';
import { pollQuantities } from '../../../server/modules/inventory/quantity-poll.service.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';
import { createSeller } from '../../factories/users.ts';
import { connectAmazon, PRODUCT_URL, US_SELLER } from './amazon-seller.ts';

const SIZE = 40;
const CONDITION_TEXT: Record<string, string> = {
  New: 'New',
  UsedLikeNew: 'Used - Like New',
  UsedVeryGood: 'Used - Very Good',
  UsedGood: 'Used - Good',
  UsedAcceptable: 'Used - Acceptable',
};

let sandbox: RunningSandbox;
let app: TestApp;
let control: ReturnType<typeof amazonSandboxControl>;
let seller: Awaited<ReturnType<typeof createSeller>>;
let catalogue: SandboxItem[];

const rows = async () =>
  (
    await app.services.pool.query(
      `SELECT seller_sku, asin, title, condition, item_type, fba_quantity, mfn_quantity, total_quantity, price_cents, referral_fee_cents,
            fulfillment_fee_cents, earnings_cents, catalog_details, xmin::text AS xmin, updated_at FROM inventory_items WHERE user_id = $1 ORDER BY seller_sku`,
      [seller.user.id],
    )
  ).rows;

async function refreshAndWait(): Promise<ImportRun> {
  const before = await latestRun(app.services, seller.user.id);
  const res = await rest(app.url, 'POST', `/user/${seller.user.id}/fba-items/refresh`, undefined, seller.token);
  expect(res.status).toBe(200);
  return waitFor(
    async () => {
      const run = await latestRun(app.services, seller.user.id);
      return run && run.id !== before?.id && (run.status === 'DONE' || run.status === 'FAILED') ? run : null;
    },
    30_000,
    200,
  );
}

/** Enrichment jobs also write rows; tests comparing row versions wait for them to finish. */
async function enrichmentDone() {
  await waitFor(
    async () => {
      const { rows: r } = await app.services.pool.query(
        `SELECT count(*) FILTER (WHERE catalog_enriched_at IS NULL) + count(*) FILTER (WHERE fees_enriched_at IS NULL AND price_cents IS NOT NULL) AS n
         FROM inventory_items WHERE user_id = $1`,
        [seller.user.id],
      );
      const jobs = await app.services.pool.query(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier LIKE 'inventory__enrich%'`);
      return Number(r[0].n) === 0 && jobs.rows[0].n === 0;
    },
    60_000,
    250,
  );
}

beforeAll(async () => {
  sandbox = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: PRODUCT_URL, seed: 11 });
  control = amazonSandboxControl(sandbox.url);
  await control.settings({ reportStepMs: 50 });
  await control.setCatalogueSize(US_SELLER, SIZE);
  catalogue = (await control.items(US_SELLER, 0, SIZE)).items;
  app = await startTestApp({ ...sandbox.env });
  seller = await createSeller(app);
  await connectAmazon(app, sandbox, seller.user.id);
});
afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

/** Imports two report texts for a seller through importReports, as a run would; returns the run and its trace. */
async function importTexts(userId: string, listings: string, fba: string) {
  const {
    rows: [runRow],
  } = await app.services.pool.query(`INSERT INTO inventory_import_runs (user_id, status) VALUES ($1, 'RUNNING') RETURNING id`, [userId]);
  const trace: ImportTrace = { timings: {} };
  const run = await importReports(app.services, { userId, runId: runRow.id, listings: Readable.from([listings]), fba: Readable.from([fba]) }, trace);
  await app.services.pool.query(`UPDATE inventory_import_runs SET status = 'DONE' WHERE id = $1`, [runRow.id]);
  return { run, trace };
}

describe('Amazon inventory import', () => {
  it('imports every item with its FBA, MFN and total quantities, then fees, catalogue data and stats', async () => {
    const run = await refreshAndWait();
    expect(run).toMatchObject({ status: 'DONE', insertedItems: SIZE, updatedItems: 0, skippedRows: 0, malformedRows: [] });
    const afn = catalogue.filter((i) => i.fulfilment === 'AFN');
    expect(run.totalRows).toBe(SIZE + afn.length); // the listings report plus the FBA report

    const got = await rows();
    expect(got).toHaveLength(SIZE);
    for (const item of catalogue) {
      const row = got.find((r) => r.seller_sku === item.sku)!;
      const fba = item.fulfilment === 'AFN' ? item.fba.fulfillable : 0;
      expect(row).toMatchObject({
        asin: item.asin,
        title: item.title,
        condition: CONDITION_TEXT[item.condition],
        item_type: item.fulfilment === 'AFN' ? 'FBA' : 'MFN',
        fba_quantity: fba,
        mfn_quantity: item.mfnQuantity,
        total_quantity: fba + item.mfnQuantity,
        price_cents: item.priceCents,
      });
    }

    const stats = await rest(app.url, 'GET', `/user/${seller.user.id}/fba-items?resultsPerPage=25`, undefined, seller.token);
    expect(stats.body.numPages).toBe(2);
    const gql = await app.graphql(
      `query($u: String!) { inventoryStats(userId: $u) { allItemsCount afnItemCount mfnItemCount lastInventoryUpdateAt } }`,
      { u: seller.user.id },
      seller.token,
    );
    expect(gql.data.inventoryStats).toMatchObject({ allItemsCount: SIZE, afnItemCount: afn.length, mfnItemCount: SIZE - afn.length });
    expect(Date.parse(gql.data.inventoryStats.lastInventoryUpdateAt)).toBeGreaterThan(Date.now() - 60_000);

    await enrichmentDone();
    for (const row of await rows()) {
      expect(row.referral_fee_cents).toBeGreaterThan(0);
      if (row.item_type === 'FBA') expect(row.fulfillment_fee_cents).toBeGreaterThan(0);
      else expect(row.fulfillment_fee_cents).toBeNull();
      expect(row.earnings_cents).toBeLessThanOrEqual(row.price_cents - row.referral_fee_cents - (row.fulfillment_fee_cents ?? 0));
      expect(row.catalog_details.images.length).toBeGreaterThan(0);
      expect(row.catalog_details.package_dimensions.weight).toMatchObject({ unit: 'pounds' });
      expect(row.catalog_details.product_type).toBeTruthy();
    }
  });

  it('applies the quantity buffer rule: channel quantity = FBA + MFN - buffer, never below 0', async () => {
    const item = catalogue.find((i) => i.fulfilment === 'AFN' && i.fba.fulfillable > 2)!;
    const {
      rows: [row],
    } = await app.services.pool.query('SELECT id FROM inventory_items WHERE user_id = $1 AND seller_sku = $2', [seller.user.id, item.sku]);
    let res = await rest(
      app.url,
      'POST',
      `/user/${seller.user.id}/fba-items/set-quantity-buffer`,
      { fba_item_ids: [row.id], quantity_buffer: '2' },
      seller.token,
    );
    expect(res.body.documents[0]).toMatchObject({ preferred_list_quantity_buffer: 2, channel_quantity: item.fba.fulfillable - 2 });
    res = await rest(
      app.url,
      'POST',
      `/user/${seller.user.id}/fba-items/set-quantity-buffer`,
      { fba_item_ids: [row.id], quantity_buffer: 10_000 },
      seller.token,
    );
    expect(res.body.documents[0]).toMatchObject({ preferred_list_quantity_buffer: 10_000, channel_quantity: 0 });
    res = await rest(
      app.url,
      'POST',
      `/user/${seller.user.id}/fba-items/set-quantity-buffer`,
      { fba_item_ids: [row.id], quantity_buffer: 'lots' },
      seller.token,
    );
    // Not a number: refused, naming the field (issue 29); an empty value clears the buffer.
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('quantity_buffer');
    res = await rest(app.url, 'POST', `/user/${seller.user.id}/fba-items/set-quantity-buffer`, { fba_item_ids: [row.id], quantity_buffer: '' }, seller.token);
    expect(res.body.documents[0]).toMatchObject({ preferred_list_quantity_buffer: null, channel_quantity: item.fba.fulfillable });
  });

  it('re-imports only what changed: unchanged rows keep their version and updated_at', async () => {
    await enrichmentDone();
    const before = new Map((await rows()).map((r) => [r.seller_sku, r]));
    const item = catalogue.find((i) => i.fulfilment === 'AFN' && i.fba.fulfillable > 0)!;
    await control.setQuantity(US_SELLER, item.sku, { fulfillable: item.fba.fulfillable + 5 });
    const run = await refreshAndWait();
    expect(run).toMatchObject({ status: 'DONE', insertedItems: 0 });
    const after = await rows();
    const moved = after.filter((r) => r.xmin !== before.get(r.seller_sku)!.xmin).map((r) => r.seller_sku);
    // The minute poll may have applied the same change first; either way only this row moved.
    expect(moved).toEqual([item.sku]);
    expect(after.find((r) => r.seller_sku === item.sku)!.fba_quantity).toBe(item.fba.fulfillable + 5);
    for (const r of after) if (r.seller_sku !== item.sku) expect(r.updated_at).toEqual(before.get(r.seller_sku)!.updated_at);
  });

  it('a concurrent refresh joins the running import instead of starting another', async () => {
    await enrichmentDone();
    await control.clearRequests();
    const [a, b] = await Promise.all([1, 2].map(() => rest(app.url, 'POST', `/user/${seller.user.id}/fba-items/refresh`, undefined, seller.token)));
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect(a!.body.import_id).toBe(b!.body.import_id);
    expect([a!.body.joined, b!.body.joined].sort()).toEqual([false, true]);
    const run = await waitFor(
      async () => {
        const r = await latestRun(app.services, seller.user.id);
        return r?.status === 'DONE' ? r : null;
      },
      30_000,
      200,
    );
    expect(run.id).toBe(a!.body.import_id);
    const created = (await control.requests()).filter((e) => e.operation === 'createReport');
    expect(created).toHaveLength(2); // one listings and one FBA report: a single import
  });

  it('applies a quantity changed in the sandbox through the FBA inventory poll, touching no other row', async () => {
    await enrichmentDone();
    const before = new Map((await rows()).map((r) => [r.seller_sku, r]));
    const item = catalogue.filter((i) => i.fulfilment === 'AFN').at(-1)!;
    await control.setQuantity(US_SELLER, item.sku, { fulfillable: 3 });
    const { changedItemIds, polled } = await pollQuantities(app.services, seller.user.id);
    expect(polled).toBe(true);
    const after = await rows();
    const row = after.find((r) => r.seller_sku === item.sku)!;
    expect(row.fba_quantity).toBe(3);
    const moved = after.filter((r) => r.xmin !== before.get(r.seller_sku)!.xmin).map((r) => r.seller_sku);
    // The minute cron may have polled first, in which case this poll found nothing new to write.
    expect(moved.length === 0 || (moved.length === 1 && moved[0] === item.sku)).toBe(true);
    expect(changedItemIds.length).toBeLessThanOrEqual(1);
    // A second poll with nothing new changes nothing.
    expect((await pollQuantities(app.services, seller.user.id)).changedItemIds).toEqual([]);
  });

  it('polls a seller whose last poll is older than Amazon’s 18-month startDateTime limit', async () => {
    // Amazon answers 400 InvalidInput to a startDateTime more than 18 months back: the poll asks from inside the limit.
    await app.services.pool.query(`UPDATE inventory_stats SET last_quantity_poll_at = now() - interval '19 months' WHERE user_id = $1`, [seller.user.id]);
    const item = catalogue.filter((i) => i.fulfilment === 'AFN').at(-2)!;
    await control.setQuantity(US_SELLER, item.sku, { fulfillable: 4 });
    const { polled } = await pollQuantities(app.services, seller.user.id);
    expect(polled).toBe(true);
    expect((await rows()).find((r) => r.seller_sku === item.sku)!.fba_quantity).toBe(4);
  });

  it('sets items gone from both reports to zero quantity and keeps them', async () => {
    await control.setCatalogueSize(US_SELLER, SIZE - 5);
    const gone = catalogue.slice(SIZE - 5);
    const run = await refreshAndWait();
    const got = await rows();
    expect(got).toHaveLength(SIZE);
    for (const item of gone) expect(got.find((r) => r.seller_sku === item.sku)).toMatchObject({ fba_quantity: 0, mfn_quantity: 0, total_quantity: 0 });
    expect(run.zeroedItems).toBe(gone.filter((i) => i.fba.fulfillable + i.mfnQuantity > 0).length);
    await control.setCatalogueSize(US_SELLER, SIZE);
  });

  it('skips a malformed report row, reports its line and reason, and imports the rest', async () => {
    // The sandbox always writes well-formed reports, so the import is fed a report stream directly.
    const {
      rows: [existing],
    } = await app.services.pool.query(
      `SELECT seller_sku, fba_quantity FROM inventory_items WHERE user_id = $1 AND item_type = 'FBA' AND fba_quantity > 0 LIMIT 1`,
      [seller.user.id],
    );
    const header =
      'sku\tfnsku\tasin\tproduct-name\tcondition\tyour-price\tmfn-listing-exists\tmfn-fulfillable-quantity\tafn-listing-exists\tafn-fulfillable-quantity';
    const fba = [
      header,
      'NEW-SKU-1\tX0\tB0NEWSKU01\tNew kettle\tNew\t19.99\tNo\t\tYes\t4',
      `${existing.seller_sku}\tX1\tB0NEWSKU02\tcut short`,
      'NEW-SKU-2\tX2\tB0NEWSKU03\tNew pan\tNew\tten\tNo\t\tYes\t1',
      'NEW-SKU-3\tX3\tB0NEWSKU04\tNew pot\tUsed - Good\t5.00\tNo\t\tYes\t2',
    ].join('\n');
    const {
      rows: [runRow],
    } = await app.services.pool.query(`INSERT INTO inventory_import_runs (user_id, status) VALUES ($1, 'RUNNING') RETURNING id`, [seller.user.id]);
    const run = await importReports(app.services, { userId: seller.user.id, runId: runRow.id, listings: null, fba: Readable.from([fba]) });
    expect(run).toMatchObject({ status: 'DONE', totalRows: 4, processedRows: 2, skippedRows: 2 });
    expect(run.malformedRows).toEqual([
      { report: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', line: 3, sku: existing.seller_sku, reason: 'expected 10 columns, found 4' },
      { report: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', line: 4, sku: 'NEW-SKU-2', reason: 'your-price "ten" is not a price' },
    ]);
    const got = await rows();
    expect(got.find((r) => r.seller_sku === 'NEW-SKU-1')).toMatchObject({ fba_quantity: 4, price_cents: 1999, item_type: 'FBA' });
    expect(got.find((r) => r.seller_sku === 'NEW-SKU-3')).toMatchObject({ fba_quantity: 2, condition: 'Used - Good' });
    expect(got.find((r) => r.seller_sku === 'NEW-SKU-2')).toBeUndefined();
    // The item on the malformed line is neither changed nor zeroed.
    expect(got.find((r) => r.seller_sku === existing.seller_sku)!.fba_quantity).toBe(existing.fba_quantity);
  });
  it('a re-import of the same reports stages nothing, whatever the merge of the two reports gave (NULLs, empty titles, FBA-only SKUs)', async () => {
    // A seller of its own: these reports name only their SKUs, so every other item would be zeroed.
    const other = await createSeller(app);
    const listingsHeader = ['item-name', 'seller-sku', 'price', 'quantity', 'image-url', 'item-condition', 'asin1', 'fulfillment-channel'].join('\t');
    const listings = [
      listingsHeader,
      ['Kettle', 'L-MFN', '19.99', '4', 'http://img/1.jpg', '11', 'B0KETTLE01', 'DEFAULT'],
      ['', 'L-FBA', '', '', '', '3', 'B0KETTLE02', 'AMAZON_NA'], // empty title and price: the FBA report's are used
      ['Pan \\ with a backslash', 'L-NOPRICE', '', '', '', '1', 'B0KETTLE03', 'DEFAULT'],
      ['Pot', 'L-DUP', '5.00', '1', '', '11', 'B0KETTLE04', 'DEFAULT'],
      ['Pot, second line wins', 'L-DUP', '6.00', '2', '', '11', 'B0KETTLE04', 'DEFAULT'],
    ]
      .map((r) => (Array.isArray(r) ? r.join('\t') : r))
      .join('\n');
    const fbaHeader = ['sku', 'asin', 'product-name', 'condition', 'your-price', 'mfn-fulfillable-quantity', 'afn-fulfillable-quantity'].join('\t');
    const fba = [
      fbaHeader,
      ['L-FBA', 'B0KETTLE02', 'Kettle (FBA title)', 'Used - Good', '21.50', '', '7'],
      ['F-ONLY', 'B0KETTLE05', 'Only in the FBA report', '', '', '2', '0'],
    ]
      .map((r) => (Array.isArray(r) ? r.join('\t') : r))
      .join('\n');
    const runOnce = () => importTexts(other.user.id, listings, fba);
    const itemRows = async () =>
      (
        await app.services.pool.query(
          `SELECT seller_sku, title, thumb_url, condition, item_type, fba_quantity, mfn_quantity, price_cents, xmin::text AS xmin
         FROM inventory_items WHERE user_id = $1 ORDER BY seller_sku`,
          [other.user.id],
        )
      ).rows;
    const first = await runOnce();
    expect(first.run).toMatchObject({ status: 'DONE', insertedItems: 5, updatedItems: 0, skippedRows: 0 });
    const before = await itemRows();
    expect(before.find((r) => r.seller_sku === 'L-FBA')).toMatchObject({
      title: 'Kettle (FBA title)',
      thumb_url: null,
      condition: 'Used - Good',
      item_type: 'FBA',
      fba_quantity: 7,
      price_cents: 2150,
    });
    expect(before.find((r) => r.seller_sku === 'L-DUP')).toMatchObject({ title: 'Pot, second line wins', mfn_quantity: 2, price_cents: 600 });
    expect(before.find((r) => r.seller_sku === 'L-NOPRICE')).toMatchObject({
      title: 'Pan \\ with a backslash',
      price_cents: null,
      condition: 'Used - Like New',
    });
    const second = await runOnce();
    expect(second.run).toMatchObject({ status: 'DONE', insertedItems: 0, updatedItems: 0, zeroedItems: 0 });
    expect(second.trace.stagedRows).toBe(0);
    expect(await itemRows()).toEqual(before);
  });
  it("a re-import stages a known SKU's last good line only when it changed, and lists malformed lines listings report first", async () => {
    const other = await createSeller(app);
    const header = ['item-name', 'seller-sku', 'price', 'quantity', 'item-condition', 'asin1', 'fulfillment-channel'].join('\t');
    const fbaHeader = ['sku', 'asin', 'product-name', 'condition', 'your-price', 'mfn-fulfillable-quantity', 'afn-fulfillable-quantity'].join('\t');
    const tsv = (head: string, rows: string[][]) => [head, ...rows.map((r) => r.join('\t'))].join('\n');
    const runOnce = async (listings: string[][], fba: string[][]) => {
      const { run, trace } = await importTexts(other.user.id, tsv(header, listings), tsv(fbaHeader, fba));
      return { run, staged: trace.stagedRows };
    };
    const item = async (sku: string) =>
      (
        await app.services.pool.query(`SELECT title, mfn_quantity, fba_quantity FROM inventory_items WHERE user_id = $1 AND seller_sku = $2`, [
          other.user.id,
          sku,
        ])
      ).rows[0];
    const fbaLines = [['F-1', 'B0FBAFBA01', 'Tray', 'New', '3.00', '', '5']];
    await runOnce(
      [
        ['Pot', 'DUP', '5.00', '1', '11', 'B0DUPDUP01', 'DEFAULT'],
        ['Tray', 'F-1', '3.00', '', '11', 'B0FBAFBA01', 'AMAZON_NA'],
      ],
      fbaLines,
    );
    // An earlier changed line followed by the unchanged one: nothing to write.
    const same = await runOnce(
      [
        ['Pot, old line', 'DUP', '9.00', '7', '11', 'B0DUPDUP01', 'DEFAULT'],
        ['Pot', 'DUP', '5.00', '1', '11', 'B0DUPDUP01', 'DEFAULT'],
        ['Tray', 'F-1', '3.00', '', '11', 'B0FBAFBA01', 'AMAZON_NA'],
      ],
      fbaLines,
    );
    expect(same.staged).toBe(0);
    expect(same.run).toMatchObject({ updatedItems: 0 });
    expect(await item('DUP')).toEqual({ title: 'Pot', mfn_quantity: 1, fba_quantity: 0 });
    // Two changed lines: the last one is written; a changed FBA quantity stages the SKU's two lines.
    const changed = await runOnce(
      [
        ['Pot, first change', 'DUP', '6.00', '2', '11', 'B0DUPDUP01', 'DEFAULT'],
        ['Pot, last change', 'DUP', '7.00', '3', '11', 'B0DUPDUP01', 'DEFAULT'],
        ['Tray', 'F-1', '3.00', '', '11', 'B0FBAFBA01', 'AMAZON_NA'],
        ['Broken', 'L-BAD', 'x'],
      ],
      [
        ['F-1', 'B0FBAFBA01', 'Tray', 'New', '3.00', '', '8'],
        ['F-BAD', 'B0FBAFBA02'],
      ],
    );
    expect(changed.run).toMatchObject({ updatedItems: 2 });
    expect(changed.staged).toBe(3);
    expect(await item('DUP')).toEqual({ title: 'Pot, last change', mfn_quantity: 3, fba_quantity: 0 });
    expect(await item('F-1')).toMatchObject({ fba_quantity: 8 });
    expect(changed.run.malformedRows.map((m) => [m.report, m.line, m.sku])).toEqual([
      ['GET_MERCHANT_LISTINGS_ALL_DATA', 5, 'L-BAD'],
      ['GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', 3, 'F-BAD'],
    ]);
  });
});
