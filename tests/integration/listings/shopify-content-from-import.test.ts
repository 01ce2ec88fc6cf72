// Issue 28 on Shopify, the development check: a fresh US seller's import listed with one bulk
// action, over real HTTP, with product type, vendor, tags and metafields from Amazon's data (their shapes: shopify/preflight.test.ts). Every item goes
// live or is held back by the Shopify pre-flight with a message saying what to change; none fails
// at Shopify. Until the Amazon sandbox serves https images (the h-images branch) the pre-flight
// holds back items whose photos are all http, so the live share is printed, not asserted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveShopifyGrant } from '../../../sandbox/shopify/testing.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { importSeller, reasonTable, settledListings } from './import-seller.ts';

const LIST = `mutation($u: String!, $ids: [ID!]!) { listOnShopify(userId: $u, input: { itemIds: $ids }) {
  __typename ... on ShopifyActionSuccess { count } ... on Error { message } } }`;

describe('listing a fresh seller’s imported catalogue on Shopify with content from Amazon’s data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('US: every item is live or held back by the pre-flight with a reason, none refused by Shopify', { timeout: 600_000 }, async () => {
    const s = await importSeller(app, {
      tag: 'shopify-us',
      seller: 'A1LBSANDBOXUS7Q',
      marketplace: 'ATVPDKIKX0DER',
      plans: { shopifyPlanId: 'shopify_enterprise_monthly' },
    });
    const shop = `lb-content-${s.uid.slice(0, 8)}`;
    const start = await app.graphql(
      `mutation($u: String!, $shop: String!) { startShopifyAuthorization(userId: $u, shop: $shop, onboarding: false) { __typename ... on AuthorizationStart { url } } }`,
      { u: s.uid, shop: `${shop}.myshopify.com` },
      s.token,
    );
    const callback = await approveShopifyGrant(start.data.startShopifyAuthorization.url);
    const done = await app.graphql(
      `mutation($u: String!, $q: String!) { connectShopify(userId: $u, query: $q) { __typename } }`,
      { u: s.uid, q: callback.search },
      s.token,
    );
    expect(done.data?.connectShopify.__typename).toBe('ConnectionReturn');

    const res = await app.graphql(LIST, { u: s.uid, ids: s.itemIds }, s.token);
    expect(res.data?.listOnShopify.__typename).toBe('ShopifyActionSuccess');
    const rows = await settledListings(app, s.uid, 'SHOPIFY', s.itemIds.length);
    const live = rows.filter((r) => r.status !== 'FAILED_TO_LIST');
    const held = rows.filter((r) => r.status === 'FAILED_TO_LIST');
    console.log(`Shopify US: ${rows.length} in stock; ${live.length} live; ${held.length} held back\n${reasonTable(held)}`);
    // Nothing fails at Shopify: what is not live was held back by the pre-flight, with what to change.
    expect(held.every((r) => r.lastError?.startsWith('No photo Shopify can use: ') && r.lastError.includes('Add a photo'))).toBe(true);
  });
});
