// The legacy REST shim of the listing engine against the eBay sandbox over real HTTP: the
// inventory's list / revise / delist calls, the eBay Listings page calls and the thin `ebay/…`
// calls answer the owner, and every one of them answers another seller 403 with the same body
// as for an unknown user id, changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { createSeller } from '../../factories/users.ts';
import type { TestApp } from '../../helpers/app.ts';
import { startTestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { ebaySeller, headphones, type Seller } from './ebay-seller.ts';

describe('listing REST shim', () => {
  let app: TestApp;
  let owner: Seller;
  let items: string[];
  beforeAll(async () => {
    // The worker is off: the tests run the push themselves.
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
    owner = await ebaySeller(app);
    items = await headphones(app, owner.user.id, 3);
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (method: 'GET' | 'POST', path: string, body?: unknown, who: { user: { id: string }; token: string } = owner) =>
    rest(app.url, method, `/user/${who.user.id}/${path}`, body, who.token);
  const rows = async () =>
    (
      await app.services.pool.query(
        `SELECT id, item_id AS "itemId", status, pending_revision AS "pending", external_id AS "externalId", offer_id AS "offerId", sku
           FROM listings WHERE user_id = $1 AND channel = 'EBAY' ORDER BY sku`,
        [owner.user.id],
      )
    ).rows;
  /** The owner's push jobs (the key names the eBay connection, which every listing row carries). */
  const pushJobs = async () =>
    (
      await app.services.pool.query(
        `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'listings__push'
            AND key = 'listings-push:' || (SELECT id FROM connections WHERE user_id = $1 AND kind = 'EBAY')`,
        [owner.user.id],
      )
    ).rows[0].n as number;

  it('lists one item with fba-items/list-to-ebay and two with bulk-action, then the push lists them', async () => {
    const one = await call('POST', 'fba-items/list-to-ebay', { fba_item_id: items[0], via_bulk: false });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ success: true, count: 1 });
    expect(one.body.documents.map((d: any) => [d._id, d._status])).toEqual([[items[0], 'LISTING']]);
    const bulk = await call('POST', 'fba-items/bulk-action', { action: 'list-to-ebay', fba_item_ids: items.slice(1) });
    expect(bulk.status).toBe(200);
    expect(bulk.body.count).toBe(2);
    // Listing a live or pending item again queues nothing.
    expect((await call('POST', 'fba-items/list-to-ebay', { fba_item_id: items[0], via_bulk: true })).body.count).toBe(0);
    expect(await pushJobs()).toBe(1);

    await pushListings(app.services, owner.user.id, 'EBAY');
    expect((await rows()).map((r) => r.status)).toEqual(['LISTED', 'LISTED', 'LISTED']);
  });

  it('refuses a malformed action with a clear 400', async () => {
    expect(await call('POST', 'fba-items/list-to-ebay', {})).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'fba_item_id is required', code: 'VALIDATION' },
    });
    const bad = await call('POST', 'fba-items/bulk-action', { action: 'explode', fba_item_ids: items });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/action must be/);
    const badType = await call('POST', 'ebay-listings/revise', { ids: ['x'], type: 'only_everything' });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/type must be one of/);
    expect((await call('GET', 'ebay-listings?resultsPerPage=7')).status).toBe(400);
  });

  it("answers a seller without eBay the spec's alert on the actions and the ebay/ calls", async () => {
    const plain = await createSeller(app);
    const [own] = await headphones(app, plain.user.id, 1);
    const alert = {
      statusCode: 409,
      message: 'You must authorize eBay in settings -> linked platforms before you can list items.',
      code: 'EBAY_NOT_AUTHORIZED',
    };
    expect(await call('POST', 'fba-items/list-to-ebay', { fba_item_id: own, via_bulk: false }, plain)).toEqual({ status: 409, body: alert });
    expect(await call('GET', 'ebay/getOffers/ANY-SKU', undefined, plain)).toEqual({ status: 409, body: alert });
    expect(await call('POST', 'ebay-listings/refresh', undefined, plain)).toEqual({ status: 409, body: alert });
  });

  it('pages the eBay listings with the spec row and finds one by id and by eBay item id', async () => {
    const page = await call('GET', 'ebay-listings?resultsPerPage=25&sort=-sku&condition=new');
    expect(page.status).toBe(200);
    expect(page.body.numPages).toBe(1);
    const [l] = await rows();
    const doc = page.body.documents.find((d: any) => d._id === l.id);
    expect(doc).toMatchObject({
      fba_item_id: l.itemId,
      ebay_item_id: l.externalId,
      seller_sku: l.sku,
      condition: 1000,
      total_quantity: 5,
      _status: 'LISTED',
      num_sales: 0,
    });
    expect(doc.start_price).toBeGreaterThan(0);
    expect(page.body.documents.map((d: any) => d.seller_sku)).toEqual([...page.body.documents.map((d: any) => d.seller_sku)].sort().reverse());
    expect((await call('GET', 'ebay-listings?condition=used')).body).toEqual({ documents: [], numPages: 0 });

    expect((await call('GET', `ebay-listings/get/${l.id}`)).body).toEqual(doc);
    expect((await call('GET', `ebay-listings/get-by-ebay-item-id/${l.externalId}`)).body).toEqual(doc);
    const missing = await call('GET', 'ebay-listings/get-by-ebay-item-id/999999999');
    expect(missing).toEqual({ status: 404, body: { statusCode: 404, message: 'No such eBay listing', code: 'LISTING_NOT_FOUND' } });
    expect((await call('GET', 'ebay-listings/get/not-a-uuid')).status).toBe(404);
  });

  it("answers the ebay/… calls with eBay's own data through the seller's session", async () => {
    const [l] = await rows();
    const item = await call('GET', `ebay/getItem/${l.externalId}`);
    expect(item.status).toBe(200);
    expect(item.body).toMatchObject({ itemId: l.externalId, sku: l.sku, offer: { offerId: l.offerId, status: 'PUBLISHED' }, inventoryItem: { sku: l.sku } });
    const offers = await call('GET', `ebay/getOffers/${encodeURIComponent(l.sku)}`);
    expect(offers.body.offers.map((o: any) => o.offerId)).toEqual([l.offerId]);
    const offer = await call('GET', `ebay/getOffer/${l.offerId}`);
    expect(offer.body).toMatchObject({ offerId: l.offerId, sku: l.sku, listing: { listingId: l.externalId } });
    expect((await call('GET', `ebay/getInventoryItem/${encodeURIComponent(l.sku)}`)).body).toMatchObject({
      sku: l.sku,
      product: { aspects: { Type: ['Over-Ear'] } },
    });
    const page = await call('POST', 'ebay/getInventoryItems?limit=2&offset=0');
    expect(page.status).toBe(200);
    expect(page.body.inventoryItems).toHaveLength(2);
    expect(page.body.total).toBe(3);
    expect((await call('POST', 'ebay/getInventoryItems?limit=0')).status).toBe(400);
    // getOrders: eBay's page of the seller's orders, after a buyer's order on the listing.
    const placed = await fetch(`${app.services.clients.ebay!.apiUrl}/__sandbox/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: owner.ebayUser, sku: l.sku, quantity: 1, price: 25 }),
    });
    const { orderId } = (await placed.json()) as { orderId: string };
    const orders = await call('GET', `ebay/getOrders?limit=10&created_from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`);
    expect(orders.status).toBe(200);
    expect(orders.body.orders.map((o: { orderId: string }) => o.orderId)).toContain(orderId);
    expect((await call('GET', 'ebay/getOrders?created_from=yesterday')).status).toBe(400);
    // eBay's own 404 stays a 404 with eBay's message.
    const none = await call('GET', 'ebay/getOffer/999999999999');
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('EBAY_ERROR');

    const revised = await call('POST', `ebay/reviseQuantity/${l.externalId}`, { quantity: 2 });
    expect(revised).toEqual({ status: 200, body: { success: true, itemId: l.externalId, quantity: 2 } });
    expect((await call('GET', `ebay/getOffer/${l.offerId}`)).body.availableQuantity).toBe(2);
    expect((await call('POST', `ebay/reviseQuantity/${l.externalId}`, { quantity: -1 })).status).toBe(400);
    expect((await call('POST', 'ebay/reviseQuantity/999999999', { quantity: 1 })).status).toBe(404);
  });

  it('revises with the count answer, updates images, delists and queues a refresh', async () => {
    const [a, b, c] = await rows();
    const price = await call('POST', 'ebay-listings/revise', { ids: [a.id], type: 'only_price' });
    // Spec 001 §7: "a count; 1 means queued".
    expect(price).toEqual({ status: 200, body: 1 });
    const images = await call('POST', 'ebay-listings/update-images', { ids: [b.id] });
    expect(images.body).toEqual({ success: true, count: 1 });
    const everything = await call('POST', 'fba-items/revise-ebay', { fba_item_id: c.itemId });
    expect(everything.body.count).toBe(1);
    expect((await rows()).map((r) => [r.status, r.pending])).toEqual([
      ['REVISING', 'PRICE_ONLY'],
      ['REVISING_IMAGE', 'IMAGES_ONLY'],
      ['REVISING', 'EVERYTHING'],
    ]);
    await pushListings(app.services, owner.user.id, 'EBAY');
    expect((await rows()).map((r) => r.status)).toEqual(['REVISED_PRICE', 'REVISED', 'REVISED']);

    expect((await call('POST', 'ebay-listings/delist', { ids: [a.id] })).body).toEqual({ success: true, count: 1 });
    expect((await call('POST', 'fba-items/delist-from-ebay', { fba_item_id: b.itemId })).body.count).toBe(1);
    expect((await rows()).map((r) => r.status)).toEqual(['DELISTING', 'DELISTING', 'REVISED']);

    await app.services.pool.query(`SELECT graphile_worker.remove_job('listings-push:' || (SELECT id FROM connections WHERE user_id = $1 AND kind = 'EBAY'))`, [
      owner.user.id,
    ]);
    expect(await pushJobs()).toBe(0);
    expect(await call('POST', 'ebay-listings/refresh')).toEqual({ status: 200, body: { success: true, queued: true } });
    expect(await pushJobs()).toBe(1);
    await pushListings(app.services, owner.user.id, 'EBAY');
    expect((await rows()).map((r) => r.status)).toEqual(['REVISED']);
  });

  it('answers another seller 403 on every path with the body of an unknown id, and changes nothing', async () => {
    const other = await createSeller(app);
    const [l] = await rows();
    const paths: ['GET' | 'POST', string, unknown?][] = [
      ['POST', 'fba-items/list-to-ebay', { fba_item_id: items[0], via_bulk: false }],
      ['POST', 'fba-items/revise-ebay', { fba_item_id: l.itemId }],
      ['POST', 'fba-items/delist-from-ebay', { fba_item_id: l.itemId }],
      ['POST', 'fba-items/bulk-action', { action: 'delist-from-ebay', fba_item_ids: [l.itemId] }],
      ['GET', 'ebay-listings'],
      ['GET', `ebay-listings/get/${l.id}`],
      ['GET', `ebay-listings/get-by-ebay-item-id/${l.externalId}`],
      ['POST', 'ebay-listings/delist', { ids: [l.id] }],
      ['POST', 'ebay-listings/revise', { ids: [l.id], type: 'default' }],
      ['POST', 'ebay-listings/update-images', { ids: [l.id] }],
      ['POST', 'ebay-listings/refresh'],
      ['GET', `ebay/getItem/${l.externalId}`],
      ['GET', `ebay/getOffers/${encodeURIComponent(l.sku)}`],
      ['GET', `ebay/getOffer/${l.offerId}`],
      ['GET', `ebay/getInventoryItem/${encodeURIComponent(l.sku)}`],
      ['POST', 'ebay/getInventoryItems'],
      ['GET', 'ebay/getOrders'],
      ['POST', `ebay/reviseQuantity/${l.externalId}`, { quantity: 0 }],
    ];
    const before = await rows();
    for (const [method, path, body] of paths) {
      const theirs = await rest(app.url, method, `/user/${owner.user.id}/${path}`, body, other.token);
      const unknown = await rest(app.url, method, `/user/00000000-0000-4000-8000-000000000000/${path}`, body, other.token);
      expect({ path, status: theirs.status, body: theirs.body }).toEqual({ path, status: 403, body: { statusCode: 403, message: 'Forbidden' } });
      expect(unknown).toEqual(theirs);
      expect((await rest(app.url, method, `/user/${owner.user.id}/${path}`, body)).status).toBe(401);
    }
    expect(await rows()).toEqual(before);
    // Their own ids name nothing of the owner's: the actions find nothing to do.
    expect((await call('POST', 'ebay-listings/delist', { ids: [l.id] }, other)).body).toEqual({ success: true, count: 0 });
    expect((await call('GET', `ebay-listings/get/${l.id}`, undefined, other)).status).toBe(404);
    expect(await rows()).toEqual(before);
  });
});
