// "Update Everything" revises the whole listing on the eBay sandbox: the inventory item (title,
// aspects, images) and the offer (description, category, business policies, price, quantity)
// through updateOffer; a price-only revision never touches the offer that way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import type { TestApp } from '../../helpers/app.ts';
import { startTestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { ebayCalls, ebaySeller, headphones } from './ebay-seller.ts';

const LIST = `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename ... on ListOnEbaySuccess { count } } }`;
const REVISE = `mutation($ids: [ID!]!, $kind: EbayRevisionKind!) { reviseOnEbay(userId: "-", input: { itemIds: $ids, kind: $kind }) {
  __typename ... on ReviseOnEbaySuccess { count } } }`;

describe('revising everything on eBay', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('updates the offer: description, category, policies, price and quantity, with one updateOffer per listing', async () => {
    const s = await ebaySeller(app);
    const ids = await headphones(app, s.user.id, 2);
    await app.graphql(LIST, { ids }, s.token);
    await pushListings(app.services, s.user.id, 'EBAY');
    const listing = async () =>
      (
        await app.services.pool.query(
          `SELECT status, offer_id AS "offerId", external_id AS "externalId", last_pushed_price_cents AS "price", last_pushed_quantity AS "qty", last_error AS "error"
             FROM listings WHERE item_id = $1`,
          [ids[0]],
        )
      ).rows[0];
    const listed = await listing();
    expect(listed.status).toBe('LISTED');
    const offer = async () => (await rest(app.url, 'GET', `/user/${s.user.id}/ebay/getOffer/${listed.offerId}`, undefined, s.token)).body;
    const first = await offer();
    expect(first.categoryId).toBe('112529');

    // The seller edits the item: a new description, another category (with the aspects it needs),
    // a locked price; Amazon reports more stock.
    await app.services.pool.query(`UPDATE inventory_items SET fba_quantity = 7, user_edited_details = $2::jsonb WHERE id = $1`, [
      ids[0],
      JSON.stringify({
        description: '<p>Tested &amp; boxed <b>new</b></p><script>alert(1)</script>',
        ebay_category_id: '184435',
        ebay_price: 4321,
        product_details: [{ name: 'Model', value: 'WH-1000XM4' }],
      }),
    ]);
    const before = await ebayCalls(app, s.ebayUser);
    expect((await app.graphql(REVISE, { ids: [ids[0]], kind: 'EVERYTHING' }, s.token)).data.reviseOnEbay.count).toBe(1);
    await pushListings(app.services, s.user.id, 'EBAY');

    const revised = await listing();
    expect(revised).toMatchObject({ status: 'REVISED', error: null, price: 4321, qty: 7, externalId: listed.externalId });
    const now = await offer();
    expect(now.listingDescription).toContain('<p>Tested &amp; boxed <b>new</b></p>');
    expect(now.listingDescription).not.toContain('<script');
    expect(now.listingDescription).not.toContain('alert(1)');
    expect(now.categoryId).toBe('184435');
    expect(now.pricingSummary.price).toEqual({ value: '43.21', currency: 'GBP' });
    expect(now.availableQuantity).toBe(7);
    expect(now.listingPolicies).toEqual(first.listingPolicies);
    expect(now.listingPolicies.fulfillmentPolicyId).toBeTruthy();
    const after = await ebayCalls(app, s.ebayUser);
    expect(after.updateOffer).toBe((before.updateOffer ?? 0) + 1);
    expect(after.bulkCreateOrReplaceInventoryItem).toBe((before.bulkCreateOrReplaceInventoryItem ?? 0) + 1);
    expect(after.bulkUpdatePriceQuantity ?? 0).toBe(before.bulkUpdatePriceQuantity ?? 0);
    // The public item page shows the new price.
    expect(await (await fetch(`${app.services.clients.ebay!.apiUrl}/itm/${listed.externalId}`)).text()).toContain('43.21');

    // A price-only revision of the other listing uses the bulk price call, not updateOffer.
    expect((await app.graphql(REVISE, { ids: [ids[1]], kind: 'PRICE_ONLY' }, s.token)).data.reviseOnEbay.count).toBe(1);
    await pushListings(app.services, s.user.id, 'EBAY');
    const last = await ebayCalls(app, s.ebayUser);
    expect(last.updateOffer).toBe(after.updateOffer);
    expect(last.bulkUpdatePriceQuantity).toBe((after.bulkUpdatePriceQuantity ?? 0) + 1);
  });

  it("a refusal of the offer update fails only that listing with eBay's message", async () => {
    const s = await ebaySeller(app);
    const ids = await headphones(app, s.user.id, 2);
    await app.graphql(LIST, { ids }, s.token);
    await pushListings(app.services, s.user.id, 'EBAY');
    // A price eBay refuses (a locked price of 0) on one item only.
    await app.services.pool.query(`UPDATE inventory_items SET user_edited_details = '{"ebay_price": 0}'::jsonb WHERE id = $1`, [ids[0]]);
    expect((await app.graphql(REVISE, { ids, kind: 'EVERYTHING' }, s.token)).data.reviseOnEbay.count).toBe(2);
    await pushListings(app.services, s.user.id, 'EBAY');
    const { rows } = await app.services.pool.query(`SELECT item_id AS "itemId", status, last_error AS "error" FROM listings WHERE user_id = $1`, [s.user.id]);
    const byItem = new Map(rows.map((r) => [r.itemId, r]));
    expect(byItem.get(ids[0])).toMatchObject({ status: 'FAILED_TO_REVISE' });
    expect(byItem.get(ids[0]).error).toMatch(/price must be greater than 0/);
    expect(byItem.get(ids[1])).toMatchObject({ status: 'REVISED', error: null });
  });
});
