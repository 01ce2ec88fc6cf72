// What the listing engine keeps between runs, on the eBay sandbox over real HTTP: a category
// suggestion per title key (eBay is asked once for "… Headphones 1" … "… Headphones 40"), and the
// seller's setup (policies, location) for a chain of runs, read again when eBay says it is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import type { TestApp } from '../../helpers/app.ts';
import { startTestApp } from '../../helpers/app.ts';
import { ebayCalls, ebaySeller, headphones } from './ebay-seller.ts';

const LIST = `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename ... on ListOnEbaySuccess { count } } }`;
const SETUP_CALLS = ['getOptedInPrograms', 'getFulfillmentPolicies', 'getPaymentPolicies', 'getReturnPolicies', 'getInventoryLocations'];

describe('what the listing engine remembers from eBay', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  // Taxonomy calls use the application token: the sandbox counts them for no seller, so all calls.
  const suggestionCalls = async () => (await ebayCalls(app, '')).getCategorySuggestions ?? 0;
  const statuses = async (userId: string) =>
    (await app.services.pool.query(`SELECT status, last_error AS "error" FROM listings WHERE user_id = $1 ORDER BY sku`, [userId])).rows;

  it('asks for a category once per title key, and later runs reuse the stored one', async () => {
    const s = await ebaySeller(app);
    const before = await suggestionCalls();
    await app.graphql(LIST, { ids: await headphones(app, s.user.id, 40, { prefix: 'A' }) }, s.token);
    await pushListings(app.services, s.user.id, 'EBAY');
    expect((await statuses(s.user.id)).every((r) => r.status === 'LISTED')).toBe(true);
    expect((await suggestionCalls()) - before).toBe(1);
    const { rows } = await app.services.pool.query(
      `SELECT marketplace_id AS "marketplaceId", title_key AS "key", category_id AS "categoryId" FROM listing_category_suggestions WHERE user_id = $1`,
      [s.user.id],
    );
    expect(rows).toEqual([{ marketplaceId: 'EBAY_GB', key: 'sony wireless over ear headphones', categoryId: expect.stringMatching(/^\d+$/) }]);

    // A later listing of the same kind of product asks eBay nothing.
    await app.graphql(LIST, { ids: await headphones(app, s.user.id, 3, { prefix: 'B' }) }, s.token);
    await pushListings(app.services, s.user.id, 'EBAY');
    expect((await statuses(s.user.id)).map((r) => r.status)).toEqual(Array(43).fill('LISTED'));
    expect((await suggestionCalls()) - before).toBe(1);
  });

  it('reads the setup once for a chain of runs, and again when a publish says a stored policy is gone', async () => {
    const s = await ebaySeller(app);
    // Connecting reads the opt-in once (the business-policies alert); count what the listing runs read.
    const connected = await ebayCalls(app, s.ebayUser);
    const setupCalls = async () => {
      const calls = await ebayCalls(app, s.ebayUser);
      return Object.fromEntries(SETUP_CALLS.map((k) => [k, (calls[k] ?? 0) - (connected[k] ?? 0)]));
    };
    await app.graphql(LIST, { ids: await headphones(app, s.user.id, 2, { prefix: 'A' }) }, s.token);
    await pushListings(app.services, s.user.id, 'EBAY');
    const once = Object.fromEntries(SETUP_CALLS.map((k) => [k, 1]));
    expect(await setupCalls()).toEqual(once);

    // The next run of the chain reuses the stored setup.
    await app.graphql(LIST, { ids: await headphones(app, s.user.id, 2, { prefix: 'B' }) }, s.token);
    await pushListings(app.services, s.user.id, 'EBAY');
    expect(await setupCalls()).toEqual(once);
    expect((await statuses(s.user.id)).map((r) => r.status)).toEqual(Array(4).fill('LISTED'));

    // The seller replaced the shipping policy on eBay meanwhile: the stored id is no longer theirs.
    await app.services.pool.query(
      `UPDATE listing_channel_setups SET setup = jsonb_set(setup, '{context,policies,fulfillmentPolicyId}', '"6000000000"') WHERE user_id = $1`,
      [s.user.id],
    );
    await app.graphql(LIST, { ids: await headphones(app, s.user.id, 2, { prefix: 'C' }) }, s.token);
    await pushListings(app.services, s.user.id, 'EBAY');
    // eBay refused it, the setup was read again, and the offers were published with it.
    expect((await statuses(s.user.id)).map((r) => r.status)).toEqual(Array(6).fill('LISTED'));
    expect(await setupCalls()).toEqual(Object.fromEntries(SETUP_CALLS.map((k) => [k, 2])));
    const stored = await app.services.pool.query(`SELECT setup FROM listing_channel_setups WHERE user_id = $1`, [s.user.id]);
    expect(stored.rows[0].setup.context.policies.fulfillmentPolicyId).not.toBe('6000000000');
    const calls = await ebayCalls(app, s.ebayUser);
    expect(calls.bulkPublishOffer).toBe(4); // one per run, and the refused batch once more
  });

  it('a setup older than its time to live is read from eBay again', async () => {
    const s = await ebaySeller(app);
    const connected = (await ebayCalls(app, s.ebayUser)).getOptedInPrograms ?? 0;
    await app.graphql(LIST, { ids: await headphones(app, s.user.id, 1, { prefix: 'A' }) }, s.token);
    await pushListings(app.services, s.user.id, 'EBAY');
    await app.services.pool.query(`UPDATE listing_channel_setups SET fetched_at = now() - interval '11 minutes' WHERE user_id = $1`, [s.user.id]);
    await app.graphql(LIST, { ids: await headphones(app, s.user.id, 1, { prefix: 'B' }) }, s.token);
    await pushListings(app.services, s.user.id, 'EBAY');
    expect(((await ebayCalls(app, s.ebayUser)).getOptedInPrograms ?? 0) - connected).toBe(2);
  });
});
