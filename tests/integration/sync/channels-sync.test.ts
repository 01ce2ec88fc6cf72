// Continuous sync to Shopify and OnBuy over real HTTP: one seller with the same Amazon items listed
// on both; a quantity change on Amazon, read by the minute poll, reaches Shopify in one
// inventorySetQuantities call and OnBuy in one PUT listings/by-sku, and an unchanged listing is
// never pushed. (eBay's side, bursts, rules and crash safety: ebay-sync.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { syncConnection } from '../../../server/modules/listing-sync/continuous-sync.ts';
import { sessionFor } from '../../../server/modules/connections/sessions.ts';
import { pollQuantities } from '../../../server/modules/inventory/quantity-poll.service.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { subscribe } from '../billing/billing-helpers.ts';
import { OPC, onbuySandbox } from '../listings/onbuy-listing-seller.ts';
import { ONBUY_KEYS } from '../listings/onbuy-seller.ts';
import { shopifySeller, type ShopifySeller } from '../listings/shopify-pages-seller.ts';
import { amazonControl, connectAmazon, freshAfnItems, US_SELLER } from './sync-seller.ts';

describe('continuous sync to Shopify and OnBuy', () => {
  let app: TestApp;
  let seller: ShopifySeller;
  let items: { id: string; sku: string }[];
  const connection = async (kind: string) =>
    (await app.services.pool.query(`SELECT id FROM connections WHERE user_id = $1 AND kind = $2`, [seller.user.id, kind])).rows[0].id as string;
  const sync = async (channel: 'SHOPIFY' | 'ONBUY') =>
    syncConnection(app.services, { userId: seller.user.id, channel, connectionId: await connection(channel) });
  const shopifyCalls = async () => {
    const base = new URL(app.services.clients.shopify!.shopUrlTemplate.replace('{shop}', seller.shop)).origin;
    const state = (await (await fetch(`${base}/__sandbox/state`)).json()) as { shops: { handle: string; calls: Record<string, number> }[] };
    return state.shops.find((s) => s.handle === seller.shop)!.calls;
  };
  const onbuyUpdates = async () => (await onbuySandbox(app).state()).calls.updateListings ?? 0;
  const shopifyQuantity = async (sku: string) => {
    const { api } = await sessionFor(app.services, seller.user.id, 'shopify');
    const store = (await api.publications()).find((p) => p.name === 'Online Store')!.id;
    return (await api.productStates(`sku:"${sku}"`, store, 1))[0]?.variants.nodes[0]?.inventoryQuantity;
  };

  beforeAll(async () => {
    // The worker is off: the test runs the poll, the pushes and the syncs itself, so it can count calls.
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
    // Quantity sync comes with the Pro plans; Shopify's needs the seller's switch on too.
    seller = await shopifySeller(app, 'shopify_pro_monthly');
    expect((await subscribe(app, seller, { onbuyPlanId: 'onbuy_pro_monthly' })).status).toBe(200);
    expect((await rest(app.url, 'POST', `/user/${seller.user.id}/onbuy/save-credentials`, ONBUY_KEYS, seller.token)).status).toBe(200);
    await app.services.pool.query(
      `UPDATE users SET settings = COALESCE(settings, '{}'::jsonb) || '{"shopify_settings": {"automatic_quantity_sync": true}}'::jsonb WHERE id = $1`,
      [seller.user.id],
    );
    await connectAmazon(app, seller.user.id);
    const picked = await freshAfnItems(app, 3);
    for (const p of picked) await amazonControl(app).setQuantity(US_SELLER, p.sku, { fulfillable: 5 });
    const { rows } = await app.services.pool.query(
      // Enriched items (catalog_enriched_at): a listing of an item still without Amazon's catalogue data waits for it.
      `INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, fba_quantity, price_cents, user_edited_details, catalog_enriched_at)
       SELECT $1, x.sku, x.asin, 'Echo Dot ' || x.n, 'New', 'FBA', 5, 3999, $4::jsonb, now() FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS x(sku, asin, n)
       RETURNING id, seller_sku AS sku`,
      [seller.user.id, picked.map((p) => p.sku), picked.map((p) => p.asin), JSON.stringify({ onbuy_product_code: OPC.echoDot })],
    );
    items = rows.sort((a, b) => a.sku.localeCompare(b.sku));
    await app.services.pool.query(
      `INSERT INTO inventory_stats (user_id, last_quantity_poll_at) VALUES ($1, now()) ON CONFLICT (user_id) DO UPDATE SET last_quantity_poll_at = now()`,
      [seller.user.id],
    );
    const ids = items.map((i) => i.id);
    for (const name of ['listOnShopify', 'listOnOnbuy']) {
      const r = await app.graphql(
        `mutation($ids: [ID!]!) { ${name}(userId: "-", input: { itemIds: $ids }) { __typename ... on Error { message } } }`,
        { ids },
        seller.token,
      );
      expect(r.data[name].__typename).not.toMatch(/Error$/);
    }
    await pushListings(app.services, seller.user.id, 'SHOPIFY');
    await pushListings(app.services, seller.user.id, 'ONBUY');
    const statuses = (await app.services.pool.query(`SELECT channel, status FROM listings WHERE user_id = $1 ORDER BY channel`, [seller.user.id])).rows;
    // Channel codes are text: ORDER BY channel is alphabetical.
    expect(statuses.map((s) => `${s.channel}:${s.status}`)).toEqual([...Array(3).fill('ONBUY:PUBLISHED'), ...Array(3).fill('SHOPIFY:LISTED')]);
    // Each new listing's first sync records its baseline; nothing differs, so nothing is sent.
    expect(await sync('SHOPIFY')).toMatchObject({ settled: 3, calls: 0 });
    expect(await sync('ONBUY')).toMatchObject({ settled: 3, calls: 0 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('a quantity change on Amazon reaches Shopify and OnBuy in one bulk call each; the unchanged listings are not pushed', async () => {
    const shopifyBefore = (await shopifyCalls()).inventorySetQuantities ?? 0;
    const onbuyBefore = await onbuyUpdates();
    await amazonControl(app).setQuantity(US_SELLER, items[1]!.sku, { fulfillable: 2 });
    await amazonControl(app).setQuantity(US_SELLER, items[2]!.sku, { fulfillable: 9 });
    const polled = await pollQuantities(app.services, seller.user.id);
    expect([...polled.changedItemIds].sort()).toEqual([items[1]!.id, items[2]!.id].sort());

    expect(await sync('SHOPIFY')).toMatchObject({ calls: 1 });
    expect(await sync('ONBUY')).toMatchObject({ calls: 1 });
    expect(((await shopifyCalls()).inventorySetQuantities ?? 0) - shopifyBefore).toBe(1);
    expect((await onbuyUpdates()) - onbuyBefore).toBe(1);
    expect(await shopifyQuantity(items[1]!.sku)).toBe(2);
    expect(await shopifyQuantity(items[2]!.sku)).toBe(9);
    expect(await shopifyQuantity(items[0]!.sku)).toBe(5);
    expect((await onbuySandbox(app).listing(items[1]!.sku))?.stock).toBe(2);
    expect((await onbuySandbox(app).listing(items[2]!.sku))?.stock).toBe(9);

    // Nothing changed since: a second run sends nothing to either channel.
    expect(await sync('SHOPIFY')).toMatchObject({ calls: 0 });
    expect(await sync('ONBUY')).toMatchObject({ calls: 0 });
    const history = await app.services.pool.query(
      `SELECT channel, count(*)::int AS n FROM listing_changes WHERE user_id = $1 AND field = 'QUANTITY' GROUP BY channel ORDER BY channel`,
      [seller.user.id],
    );
    expect(history.rows).toEqual([
      { channel: 'ONBUY', n: 2 },
      { channel: 'SHOPIFY', n: 2 },
    ]);
  });
});
