// GET /api/v1/user/{id}/user: the legacy user document carries every field of the spec's User
// (000 §3, 001 §3, 002 §3) under the spec's names; legacy clients read exactly these.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { insertItems, insertListings } from '../../factories/listings.ts';
import type { ListingStatus } from '../../../server/modules/listings/listings.statuses.ts';
import { createSeller } from '../../factories/users.ts';
import { sellerWithCard, startBillingApp, subscribe } from '../billing/billing-helpers.ts';

const ONBUY_KEYS = { consumer_key: 'ck_test_5b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e', secret_key: 'sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0' };

describe('the legacy user document', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startBillingApp(); // Stripe (and the marketplaces) through their sandboxes
  });
  afterAll(async () => {
    await app?.close();
  });

  const getUser = async (s: { user: { id: string }; token: string }) => {
    const res = await rest(app.url, 'GET', `/user/${s.user.id}/user`, undefined, s.token);
    expect(res.status).toBe(200);
    return res.body;
  };

  /** `n` items of the seller, each listed on one channel with the given status. */
  async function items(userId: string, n: number, status: { ebayStatus?: ListingStatus; shopifyStatus?: ListingStatus }, prefix: string) {
    const ids = await insertItems(app.services, userId, n, prefix);
    const [channel, value] = status.ebayStatus ? (['EBAY', status.ebayStatus] as const) : (['SHOPIFY', status.shopifyStatus!] as const);
    await insertListings(
      app.services,
      ids.map((itemId) => ({ userId, itemId, channel, status: value })),
    );
  }

  it('has every field with its default for a new seller: creds not connected, no plans, zero stats, spec pricing defaults', async () => {
    const s = await createSeller(app);
    const u = await getUser(s);
    expect(u).toMatchObject({
      _id: s.user.id,
      emails: [{ address: s.email }],
      isAdmin: false,
      jl_ai_credits: 0,
      ai_credit_balance: 0,
      two_factor_enabled: false,
      percent_sale_fee: 15,
      services: { password: { password_set: expect.any(String) }, twoFactor: { enabled: false } },
    });
    expect(new Date(u.createdAt).getTime()).toBe(s.user.createdAt.getTime());
    expect(u.stats).toEqual({
      active_listings: 0,
      active_shopify_listings: 0,
      active_onbuy_listings: 0,
      all_items_count: 0,
      afn_item_count: 0,
      mfn_item_count: 0,
      item_count: 0,
      _time_last_inventory_update: null,
      sales: 0,
    });
    expect(u.settings).toMatchObject({
      flags: { tos_accepted: expect.any(String), onboarding_finished: true, onboarding_step: 0 },
      stripe_ebay_plan_id: null,
      stripe_shopify_plan_id: null,
      stripe_onbuy_plan_id: null,
      // 000 §4: eBay is authorised only with an 'oauth' token; before connecting the creds say so.
      ebay_creds: { authorized: false, type: null, site_id: null, sellername: null },
      shopify_creds: { authorized: false, needs_reauth: false, username: null, domain: null },
      sp_creds: null,
      onbuy: { sites: [], site: null, sellers: [], seller: null, consumer_key: null },
      // 000 §9: pricing defaults.
      pricing_option: 'formula',
      pricing_formula: { item_multiplier: 1, fba_ship_multiplier: 1, constant_add: 0 },
      pricing_percent_margin: 0,
      pricing_fixed_margin: 0,
      ebay_fee_country: null,
      ebay_shop_type: null,
      ebay_info: { accountType: null },
      shopify_pricing_formulas: { radioGroupShopifyPricing: 'percent', radioGroupComparePricing: 'percent', shopifyPercentMargin: 0 },
    });
  });

  it('carries the live plan ids, live listing counts per channel and inventory counts', async () => {
    const s = await sellerWithCard(app);
    const sub = await subscribe(app, s, { ebayPlanId: 'ebay_pro_monthly', onbuyPlanId: 'onbuy_basic_annual' });
    expect(sub.status).toBe(200);
    await items(s.user.id, 4, { ebayStatus: 'LISTED' }, 'ebay-live');
    await items(s.user.id, 2, { ebayStatus: 'FAILED_TO_LIST' }, 'ebay-failed'); // not live
    await items(s.user.id, 3, { shopifyStatus: 'LISTED' }, 'shop-live');
    const other = await createSeller(app);
    await items(other.user.id, 5, { ebayStatus: 'LISTED' }, 'other'); // another seller's do not count
    const importedAt = new Date('2026-11-20T10:00:00Z');
    // What an import writes at its end (the items' trigger has made the row already).
    await app.services.pool.query(
      `INSERT INTO inventory_stats AS s (user_id, all_items_count, afn_item_count, mfn_item_count, last_inventory_update_at) VALUES ($1, 9, 6, 3, $2)
       ON CONFLICT (user_id) DO UPDATE SET all_items_count = 9, afn_item_count = 6, mfn_item_count = 3, last_inventory_update_at = $2`,
      [s.user.id, importedAt],
    );

    const u = await getUser(s);
    expect(u.settings).toMatchObject({ stripe_ebay_plan_id: 'ebay_pro_monthly', stripe_shopify_plan_id: null, stripe_onbuy_plan_id: 'onbuy_basic_annual' });
    expect(u.stats).toEqual({
      active_listings: 4,
      active_shopify_listings: 3,
      active_onbuy_listings: 0,
      all_items_count: 9,
      afn_item_count: 6,
      mfn_item_count: 3,
      item_count: 9,
      _time_last_inventory_update: importedAt.toISOString(),
      sales: 0,
    });

    // Cancelled at period end, the plan still runs (and still counts) until Stripe ends it.
    const cancel = await rest(app.url, 'GET', `/user/${s.user.id}/stripe/unsubscribe/ebay`, undefined, s.token);
    expect(cancel.status).toBe(200);
    expect((await getUser(s)).settings.stripe_ebay_plan_id).toBe('ebay_pro_monthly');
  });

  it('shows AI credits as jl_ai_credits and two-factor under services.twoFactor', async () => {
    const s = await createSeller(app);
    await app.services.prisma.user.update({ where: { id: s.user.id }, data: { aiCreditBalance: 1234, twoFactorEnabled: true } });
    const u = await getUser(s);
    // Turning on two-factor in the database does not end this session (only enableTwoFactor bumps the token).
    expect(u).toMatchObject({ jl_ai_credits: 1234, ai_credit_balance: 1234, services: { twoFactor: { enabled: true } }, two_factor_enabled: true });
  });

  it('fills the creds once a channel is connected (OnBuy with the sandbox keys)', async () => {
    const s = await createSeller(app);
    const res = await rest(app.url, 'POST', `/user/${s.user.id}/onbuy/save-credentials`, ONBUY_KEYS, s.token);
    expect(res.status).toBe(200);
    const u = await getUser(s);
    expect(u.settings.onbuy).toMatchObject({ site: { site_id: 2000 }, consumer_key: '…3d4e' });
    expect(u.settings.ebay_creds).toEqual({ authorized: false, type: null, site_id: null, sellername: null });
  });

  it('stores changed pricing settings (POST settings) over the defaults and refuses unknown or malformed ones', async () => {
    const s = await createSeller(app);
    const saved = await rest(
      app.url,
      'POST',
      `/user/${s.user.id}/settings`,
      { pricing_option: 'percent', pricing_percent_margin: 0.25, pricing_formula: { constant_add: 150 }, ebay_fee_country: 'GB', ebay_shop_type: 'top' },
      s.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({
      pricing_option: 'percent',
      pricing_percent_margin: 0.25,
      pricing_formula: { item_multiplier: 1, fba_ship_multiplier: 1, constant_add: 150 },
      ebay_fee_country: 'GB',
      ebay_shop_type: 'top',
    });
    // A later change keeps the earlier ones (only changed settings are sent).
    await rest(app.url, 'POST', `/user/${s.user.id}/settings`, { pricing_formula: { item_multiplier: 1.2 } }, s.token);
    expect((await getUser(s)).settings.pricing_formula).toEqual({ item_multiplier: 1.2, fba_ship_multiplier: 1, constant_add: 150 });

    const unknown = await rest(app.url, 'POST', `/user/${s.user.id}/settings`, { pricing_opton: 'fixed' }, s.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: 'Unknown setting: pricing_opton' });
    const bad = await rest(app.url, 'POST', `/user/${s.user.id}/settings`, { pricing_option: 'cheap' }, s.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('pricing_option');
    expect((await getUser(s)).settings.pricing_option).toBe('percent');

    // Another seller's settings are out of reach (403, same body as for an unknown user).
    const other = await createSeller(app);
    const foreign = await rest(app.url, 'POST', `/user/${s.user.id}/settings`, { pricing_option: 'fixed' }, other.token);
    expect(foreign.status).toBe(403);
  });
});
