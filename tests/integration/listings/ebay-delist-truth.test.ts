// Issue 29, "A delist succeeds only when the listing is gone": the eBay adapter looks a listing's
// offers up by SKU when the row has no offer id (a run killed between eBay's answer and saving the
// id). Only eBay's not-found means "gone"; while eBay throttles the lookup (429 after the client's
// retries) the row must stay and the listing stay live on eBay, and the next run delists it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { sessionFor } from '../../../server/modules/connections/sessions.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { ebaySeller, headphones } from './ebay-seller.ts';

const LIST = `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename ... on Error { message } } }`;
const DELIST = `mutation($ids: [ID!]!) { delistFromEbay(userId: "-", input: { itemIds: $ids }) { __typename ... on Error { message } } }`;

describe('eBay delist: only not-found means gone', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const throttle = (count: number) =>
    fetch(`${app.services.clients.ebay!.apiUrl}/__sandbox/throttle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count, retryAfterSeconds: 1 }),
    });

  it('keeps the row while eBay cannot answer, and delists on the next run', async () => {
    const s = await ebaySeller(app);
    const [itemId] = await headphones(app, s.user.id, 1, { prefix: 'DLT' });
    expect((await app.graphql(LIST, { ids: [itemId] }, s.token)).data.listOnEbay.__typename).not.toMatch(/Error$/);
    await pushListings(app.services, s.user.id, 'EBAY');
    const row = async () =>
      (await app.services.pool.query(`SELECT id, status, sku, offer_id AS "offerId", last_error AS "lastError" FROM listings WHERE user_id = $1`, [s.user.id]))
        .rows[0];
    const listed = await row();
    expect(listed).toMatchObject({ status: 'LISTED' });
    const { api } = await sessionFor(app.services, s.user.id, 'ebay');
    const live = async () => (await api.offers.listForSku(listed.sku)).some((o) => o.status === 'PUBLISHED');
    expect(await live()).toBe(true);

    // Fixture: the row lost its offer id (a run killed before saving it), so the delist looks the offers up by SKU.
    await app.services.pool.query(`UPDATE listings SET offer_id = NULL WHERE id = $1`, [listed.id]);
    expect((await app.graphql(DELIST, { ids: [itemId] }, s.token)).data.delistFromEbay.__typename).not.toMatch(/Error$/);
    expect((await row()).status).toBe('DELISTING');

    // eBay throttles every call of this run: the lookup fails, which says nothing about the listing.
    expect((await throttle(1000)).status).toBe(200);
    await expect(pushListings(app.services, s.user.id, 'EBAY')).rejects.toThrow();
    expect((await throttle(0)).status).toBe(200);
    expect(await row()).toMatchObject({ id: listed.id, status: 'DELISTING' });
    expect(await live()).toBe(true);

    // eBay answers again: the next run finds the offer, withdraws it, and only then removes the row.
    await pushListings(app.services, s.user.id, 'EBAY');
    expect(await live()).toBe(false);
    expect(await row()).toBeUndefined();
  }, 120_000);
});
