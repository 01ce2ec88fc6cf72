// The listing engine on the eBay sandbox over real HTTP: bulk calls, per-item refusals, price-only
// revisions, delist and list again, crash safety, capacity and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import type { TestApp } from '../../helpers/app.ts';
import { startTestApp } from '../../helpers/app.ts';
import { ebayCalls, ebaySeller, headphones, type Seller } from './ebay-seller.ts';

const LIST = `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) {
  __typename ... on ListOnEbaySuccess { count items { itemId ebayListing { status } } } ... on Error { message code } } }`;
const REVISE = `mutation($ids: [ID!]!, $kind: EbayRevisionKind!) { reviseOnEbay(userId: "-", input: { itemIds: $ids, kind: $kind }) {
  __typename ... on ReviseOnEbaySuccess { count } ... on Error { message } } }`;
const DELIST = `mutation($ids: [ID!]!) { delistFromEbay(userId: "-", input: { itemIds: $ids }) {
  __typename ... on DelistFromEbaySuccess { count } ... on Error { message } } }`;

describe('listing on eBay through the engine', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The worker is off: each test runs the push itself, so it can count calls and stop it mid-way.
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const listings = async (userId: string) =>
    (
      await app.services.pool.query(
        `SELECT item_id AS "itemId", status, offer_id AS "offerId", external_id AS "externalId", last_error AS "lastError",
                last_pushed_price_cents AS "price", last_pushed_quantity AS "qty"
           FROM listings WHERE user_id = $1 AND channel = 'EBAY' ORDER BY sku`,
        [userId],
      )
    ).rows;
  const push = (s: Seller, opts = {}) => pushListings(app.services, s.user.id, 'EBAY', opts);

  it('lists 30 items with 2 bulk calls of each kind, and queues one job for the connection', async () => {
    const s = await ebaySeller(app);
    const ids = await headphones(app, s.user.id, 30);
    const res = await app.graphql(LIST, { ids }, s.token);
    expect(res.data.listOnEbay.__typename).toBe('ListOnEbaySuccess');
    expect(res.data.listOnEbay.count).toBe(30);
    expect(res.data.listOnEbay.items.every((i: any) => i.ebayListing.status === 'LISTING')).toBe(true);
    const jobs = await app.services.pool.query(
      `SELECT queue_name, key FROM graphile_worker.jobs WHERE task_identifier = 'listings__push'
          AND key = 'listings-push:' || (SELECT connection_id FROM listings WHERE user_id = $1 LIMIT 1)`,
      [s.user.id],
    );
    expect(jobs.rows).toHaveLength(1);
    expect(jobs.rows[0].queue_name).toMatch(/^listings:/);

    await push(s);
    const rows = await listings(s.user.id);
    expect(rows.map((r) => r.status)).toEqual(Array(30).fill('LISTED'));
    expect(rows.every((r) => r.externalId && r.offerId && r.price > 0 && r.qty === 5)).toBe(true);
    const calls = await ebayCalls(app, s.ebayUser);
    expect(calls.bulkCreateOrReplaceInventoryItem).toBe(2);
    expect(calls.bulkCreateOffer).toBe(2);
    expect(calls.bulkPublishOffer).toBe(2);
    expect(calls.publishOffer ?? 0).toBe(0);
    // Listing again names only items not already live: nothing is queued.
    expect((await app.graphql(LIST, { ids }, s.token)).data.listOnEbay.count).toBe(0);
    // The item page the listing links to exists.
    const page = await fetch(`${app.services.clients.ebay!.apiUrl}/itm/${rows[0].externalId}`);
    expect(page.status).toBe(200);
  });

  it('an item missing a required aspect is held back by the pre-flight check while the others list', async () => {
    const s = await ebaySeller(app);
    const good = await headphones(app, s.user.id, 3, { prefix: 'OK' });
    const [bad] = await headphones(app, s.user.id, 1, { prefix: 'NOTYPE', type: null });
    await app.graphql(LIST, { ids: [...good, bad] }, s.token);
    await push(s);
    const rows = await listings(s.user.id);
    const failed = rows.find((r) => r.itemId === bad);
    expect(failed.status).toBe('FAILED_TO_LIST');
    expect(failed.lastError).toBe('Missing item specifics: Type');
    expect(rows.filter((r) => r.itemId !== bad).map((r) => r.status)).toEqual(['LISTED', 'LISTED', 'LISTED']);
  });

  it('revising the price changes only the price; delist withdraws and the item can be listed again', async () => {
    const s = await ebaySeller(app);
    const [id] = await headphones(app, s.user.id, 1);
    await app.graphql(LIST, { ids: [id] }, s.token);
    await push(s);
    const [listed] = await listings(s.user.id);
    await app.services.pool.query(`UPDATE inventory_items SET price_cents = 4000, earnings_cents = 3700, fba_quantity = 9 WHERE id = $1`, [id]);
    const before = await ebayCalls(app, s.ebayUser);
    expect((await app.graphql(REVISE, { ids: [id], kind: 'PRICE_ONLY' }, s.token)).data.reviseOnEbay.count).toBe(1);
    await push(s);
    const [revised] = await listings(s.user.id);
    expect(revised.status).toBe('REVISED_PRICE');
    expect(revised.price).toBeGreaterThan(listed.price);
    expect(revised.qty).toBe(5); // the quantity was not pushed
    const after = await ebayCalls(app, s.ebayUser);
    expect(after.bulkUpdatePriceQuantity).toBe((before.bulkUpdatePriceQuantity ?? 0) + 1);
    expect(after.bulkCreateOrReplaceInventoryItem).toBe(before.bulkCreateOrReplaceInventoryItem);
    const page = await (await fetch(`${app.services.clients.ebay!.apiUrl}/itm/${listed.externalId}`)).text();
    expect(page).toContain(String((revised.price / 100).toFixed(2)));

    expect((await app.graphql(DELIST, { ids: [id] }, s.token)).data.delistFromEbay.count).toBe(1);
    await push(s);
    expect(await listings(s.user.id)).toEqual([]);
    expect(await (await fetch(`${app.services.clients.ebay!.apiUrl}/itm/${listed.externalId}`)).text()).toContain('This listing has ended.');

    expect((await app.graphql(LIST, { ids: [id] }, s.token)).data.listOnEbay.count).toBe(1);
    await push(s);
    const [again] = await listings(s.user.id);
    expect(again.status).toBe('LISTED');
    expect(again.externalId).not.toBe(listed.externalId);
  });

  it('a push killed after the offers exist, run again, lists nothing twice', async () => {
    const s = await ebaySeller(app);
    const ids = await headphones(app, s.user.id, 30);
    await app.graphql(LIST, { ids }, s.token);
    // The first run dies right after the offers of the first batch were created (before publishing).
    const died = await push(s, {
      afterOfferIds: () => {
        throw new Error('killed');
      },
    }).catch((e) => e);
    expect(died).toBeInstanceOf(Error);
    const mid = await listings(s.user.id);
    expect(mid.filter((r) => r.offerId).length).toBe(25);
    expect(mid.every((r) => r.status === 'LISTING')).toBe(true);
    await push(s);
    const rows = await listings(s.user.id);
    expect(rows.map((r) => r.status)).toEqual(Array(30).fill('LISTED'));
    expect(new Set(rows.map((r) => r.externalId)).size).toBe(30);
    const calls = await ebayCalls(app, s.ebayUser);
    // Each offer created once: 25 by the first run, the other 5 by the second; the 25 were reused.
    expect(calls.bulkCreateOffer).toBe(2);
    expect(calls.createOffer ?? 0).toBe(0);
    expect(calls.bulkPublishOffer).toBe(2);
  });
});
