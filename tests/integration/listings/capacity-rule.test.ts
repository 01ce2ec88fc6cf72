// Issue 29, "one capacity rule": a plan's places are taken by the listings live on the channel or
// being listed, each row once. Shopify's live statuses include LISTING, and the listing action
// counted those rows twice (live + pending), refusing a seller with room left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capacityTaken } from '../../../server/modules/listings/capacity-taken.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { shopifySeller } from './shopify-pages-seller.ts';

const LIST = `mutation($ids: [ID!]!) { listOnShopify(userId: "-", input: { itemIds: $ids }) { __typename ... on Error { message } } }`;

describe('plan capacity: one rule', () => {
  let app: TestApp;
  beforeAll(async () => {
    // No worker: listings queued stay LISTING (being listed), which is what is counted here.
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts a Shopify listing being listed once: a basic plan (100) takes 60 + 40, not one more', async () => {
    const s = await shopifySeller(app, 'shopify_basic_monthly');
    // Fixture: 101 items to list.
    const { rows } = await app.services.pool.query(
      `INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, fba_quantity, price_cents, catalog_enriched_at)
       SELECT $1, 'CAP-' || n, 'B0' || lpad(n::text, 8, '0'), 'Item ' || n, 'New', 'FBA', 5, 1999, now() FROM generate_series(1, 101) AS n ORDER BY n
       RETURNING id`,
      [s.user.id],
    );
    const ids = rows.map((r) => r.id as string);
    const list = async (part: string[]) => (await app.graphql(LIST, { ids: part }, s.token)).data.listOnShopify;
    expect((await list(ids.slice(0, 60))).__typename).not.toMatch(/Error$/);
    expect(await capacityTaken(app.services.pool, s.user.id, 'SHOPIFY')).toBe(60);
    expect((await list(ids.slice(60, 100))).__typename).not.toMatch(/Error$/);
    expect(await capacityTaken(app.services.pool, s.user.id, 'SHOPIFY')).toBe(100);
    expect((await list(ids.slice(100))).__typename).toMatch(/Error$/);
    expect(await capacityTaken(app.services.pool, s.user.id, 'SHOPIFY')).toBe(100);
  }, 60_000);
});
