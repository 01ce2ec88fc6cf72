// Settling a push batch (one statement for the whole batch): each row takes the channel's answer
// only if it is still in the status the job read, always keeps the channel's ids, and a wider
// revision requested meanwhile stays queued; another seller's rows are never touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../server/modules/accounts/accounts.service.ts';
import pg from 'pg';
import { openPushWriter, settle, type Settlement } from '../../../server/modules/listing-sync/push.service.ts';
import type { ListingStatus } from '../../../server/modules/listings/listings.statuses.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';

describe('settling a push batch', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ WORKER: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  let n = 0;
  const seller = () =>
    createUser(app.services, { email: `settle${n++}@example.com`, password: 'Sunflower42x', isAdmin: false, tosAccepted: true, onboardingFinished: true });
  /** One item with its eBay listing row in `status`; returns the listing id. */
  const listing = async (userId: string, status: ListingStatus, pendingRevision: string | null = null) => {
    const sku = `S-${n++}`;
    const { rows } = await app.services.pool.query(
      `WITH item AS (INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, fba_quantity, price_cents)
                     VALUES ($1, $2, 'B000000001', 'Headphones', 'New', 'FBA', 5, 2500) RETURNING id)
       INSERT INTO listings (user_id, item_id, channel, status, sku, pending_revision, last_error)
       SELECT $1, item.id, 'EBAY', $3, $2, $4, 'old error' FROM item RETURNING id`,
      [userId, sku, status, pendingRevision],
    );
    return rows[0].id as string;
  };
  const row = async (id: string) =>
    (
      await app.services.pool.query(
        `SELECT status, offer_id AS "offerId", external_id AS "externalId", last_pushed_quantity AS qty, last_pushed_price_cents AS price,
                last_error AS "lastError", pending_revision AS "pendingRevision" FROM listings WHERE id = $1`,
        [id],
      )
    ).rows[0];

  it('applies each answer only to rows still in the status read, keeps ids, and leaves other sellers alone', async () => {
    const me = await seller();
    const other = await seller();
    const listed = await listing(me.id, 'LISTING');
    const delistedMeanwhile = await listing(me.id, 'DELISTING'); // the job read LISTING; a delist came after
    const refused = await listing(me.id, 'LISTING');
    const priceDone = await listing(me.id, 'REVISING', 'PRICE_ONLY');
    const widened = await listing(me.id, 'REVISING', 'EVERYTHING'); // PRICE_ONLY was read; EVERYTHING asked since
    const gone = await listing(me.id, 'DELISTING');
    const relisted = await listing(me.id, 'LISTING'); // the job read DELISTING; listed again since
    const othersRow = await listing(other.id, 'LISTING');

    const batch: Settlement[] = [
      { id: listed, from: 'LISTING', to: 'LISTED', offerId: 'O1', externalId: 'L1', pushedQuantity: 5, pushedPriceCents: 2999 },
      { id: delistedMeanwhile, from: 'LISTING', to: 'LISTED', offerId: 'O2', externalId: 'L2', pushedQuantity: 5, pushedPriceCents: 2999 },
      { id: refused, from: 'LISTING', to: 'FAILED_TO_LIST', error: 'The item specific Type is missing.', offerId: 'O3' },
      { id: priceDone, from: 'REVISING', to: 'REVISED_PRICE', revision: 'PRICE_ONLY', pushedPriceCents: 3100 },
      { id: widened, from: 'REVISING', to: 'REVISED_PRICE', revision: 'PRICE_ONLY', pushedPriceCents: 3200 },
      { id: gone, from: 'DELISTING', to: 'REMOVE' },
      { id: relisted, from: 'DELISTING', to: 'REMOVE' },
      // Named with the wrong seller: must not change.
      { id: othersRow, from: 'LISTING', to: 'LISTED', offerId: 'O9', externalId: 'L9' },
    ];
    await settle(app.services, me.id, batch);

    expect(await row(listed)).toEqual({ status: 'LISTED', offerId: 'O1', externalId: 'L1', qty: 5, price: 2999, lastError: null, pendingRevision: null });
    // Status and error stay the newer action's; the ids eBay gave are kept for the delist.
    expect(await row(delistedMeanwhile)).toMatchObject({ status: 'DELISTING', offerId: 'O2', externalId: 'L2', lastError: 'old error' });
    expect(await row(refused)).toMatchObject({ status: 'FAILED_TO_LIST', offerId: 'O3', externalId: null, lastError: 'The item specific Type is missing.' });
    expect(await row(priceDone)).toMatchObject({ status: 'REVISED_PRICE', price: 3100, pendingRevision: null, lastError: null });
    // The wider revision stays queued (its status and kind), though the pushed price is recorded.
    expect(await row(widened)).toMatchObject({ status: 'REVISING', pendingRevision: 'EVERYTHING', price: 3200 });
    expect(await row(gone)).toBeUndefined();
    expect(await row(relisted)).toMatchObject({ status: 'LISTING' });
    expect(await row(othersRow)).toMatchObject({ status: 'LISTING', offerId: null, externalId: null });
  });

  it('an empty batch does nothing and a batch of only removals deletes only those', async () => {
    const me = await seller();
    await expect(settle(app.services, me.id, [])).resolves.toBeUndefined();
    const a = await listing(me.id, 'DELISTING');
    const b = await listing(me.id, 'DELISTING');
    await settle(app.services, me.id, [{ id: a, from: 'DELISTING', to: 'REMOVE' }]);
    expect(await row(a)).toBeUndefined();
    expect(await row(b)).toMatchObject({ status: 'DELISTING' });
  });

  it("the push writer's connection skips the WAL flush, and goes back to the pool with durable commits again", async () => {
    // A pool of one connection: the writer's and the next user's are the same.
    const pool = new pg.Pool({ connectionString: app.db.url, max: 1 });
    try {
      const writer = await openPushWriter({ pool });
      expect((await writer.query('SHOW synchronous_commit')).rows[0].synchronous_commit).toBe('off');
      await writer.close();
      expect((await pool.query('SHOW synchronous_commit')).rows[0].synchronous_commit).toBe('on');
    } finally {
      await pool.end();
    }
  });
});
