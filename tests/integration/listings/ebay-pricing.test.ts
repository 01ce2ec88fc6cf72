// InventoryItem.ebayPricing over GraphQL: the engine's own price and breakdown for the seller's
// settings (the same numbers ebayListingPrice gives), the lock, 'ready' while Amazon figures are
// missing, and only the owner's items.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getItemsByIds } from '../../../server/modules/inventory/inventory.service.ts';
import { ebayListingPrice, type SellerPricing } from '../../../server/pricing/listing-price.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';

const PRICING = `query($id: ID!) { node(id: $id) { ... on InventoryItem { ebayPricing {
  priceCents source ready missing amazonPriceCents amazonFeesCents amazonEarningsCents
  offsiteFulfilmentCents offsiteFulfilmentSource ebayFeeCents marginCents } } } }`;

describe('InventoryItem.ebayPricing', () => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let ids: { plain: string; locked: string; noEarnings: string; merchant: string };
  // What the seller's stored settings below mean, written out by hand (so the settings mapping is checked too).
  const expectedSeller: SellerPricing = {
    pricingOption: 'percent',
    pricingPercentMargin: 0.2,
    pricingFixedMargin: 0,
    pricingFormula: { itemMultiplier: 1, fbaShipMultiplier: 1, constantAdd: 0 },
    ebayFeeCountry: 'GB',
    ebayAccountType: 'business',
    ebayShopType: null,
  };

  beforeAll(async () => {
    app = await startTestApp();
    seller = await createSeller(app);
    await app.services.pool.query(`UPDATE users SET settings = $2::jsonb WHERE id = $1`, [
      seller.user.id,
      JSON.stringify({ pricing_option: 'percent', pricing_percent_margin: 0.2, ebay_fee_country: 'GB', ebay_info: { accountType: 'business' } }),
    ]);
    const insert = async (sku: string, cols: { price: number | null; earnings: number | null; type?: string; edits?: object }) =>
      (
        await app.services.pool.query(
          `INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, price_cents, referral_fee_cents, fulfillment_fee_cents,
                                        earnings_cents, item_category, catalog_details, user_edited_details)
           VALUES ($1, $2, 'B000000001', 'Headphones', 'New', $3, $4, 300, 250, $5, 'Electronics',
                   '{"package_dimensions": {"weight": {"value": 1.5, "unit": "pounds"}}}'::jsonb, $6::jsonb)
           RETURNING id`,
          [seller.user.id, sku, cols.type ?? 'FBA', cols.price, cols.earnings, JSON.stringify(cols.edits ?? {})],
        )
      ).rows[0].id as string;
    ids = {
      plain: await insert('P-1', { price: 2500, earnings: 1950 }),
      locked: await insert('P-2', { price: 2500, earnings: 1950, edits: { ebay_price: 4321 } }),
      // Not enriched yet: no Amazon price, so no earnings either (earnings are derived from price less fees).
      noEarnings: await insert('P-3', { price: null, earnings: null }),
      merchant: await insert('P-4', { price: 1800, earnings: 1400, type: 'MFN' }),
    };
  });
  afterAll(async () => {
    await app?.close();
  });

  const pricing = async (itemId: string, token = seller.token) => {
    const res = await app.graphql(PRICING, { id: encodeGlobalID('InventoryItem', itemId) }, token);
    expect(res.errors).toBeUndefined();
    return res.data.node?.ebayPricing ?? null;
  };
  const engine = async (itemId: string) => ebayListingPrice((await getItemsByIds(app.services, [itemId], [seller.user.id]))[0]!, expectedSeller);

  it("gives the engine's price and breakdown for the seller's percent option and GB fees", async () => {
    const p = await pricing(ids.plain);
    expect(p).toEqual(await engine(ids.plain));
    expect(p).toMatchObject({ source: 'percent', ready: true, missing: [], amazonPriceCents: 2500, amazonFeesCents: 550, amazonEarningsCents: 1950 });
    expect(p.offsiteFulfilmentSource).toBe('estimate');
    expect(p.offsiteFulfilmentCents).toBeGreaterThan(0);
    // Percent: the price covers eBay's fee, the offsite fulfilment and earnings plus 20%.
    expect(p.priceCents - p.ebayFeeCents - p.offsiteFulfilmentCents).toBeGreaterThanOrEqual(Math.round(1950 * 1.2));
    expect(p.marginCents).toBe(p.priceCents - p.ebayFeeCents - p.offsiteFulfilmentCents - 1950);
  });

  it("a seller's own price locks it; an MFN item has no offsite fulfilment", async () => {
    const locked = await pricing(ids.locked);
    expect(locked).toEqual(await engine(ids.locked));
    expect(locked).toMatchObject({ priceCents: 4321, source: 'locked', ready: true });
    const merchant = await pricing(ids.merchant);
    expect(merchant).toEqual(await engine(ids.merchant));
    expect(merchant).toMatchObject({ offsiteFulfilmentCents: 0, offsiteFulfilmentSource: 'merchant', ready: true });
  });

  it('is not ready while the figure the option needs is missing', async () => {
    const p = await pricing(ids.noEarnings);
    expect(p).toEqual(await engine(ids.noEarnings));
    expect(p.ready).toBe(false);
    expect(p.missing).toEqual(['amazon_earnings']);
  });

  it("follows the seller's settings: the formula option prices from the Amazon price", async () => {
    await app.services.pool.query(`UPDATE users SET settings = settings || '{"pricing_option": "formula"}'::jsonb WHERE id = $1`, [seller.user.id]);
    const p = await pricing(ids.plain);
    expect(p).toMatchObject({ source: 'formula', ready: true, missing: [] });
    // Formula defaults: price × 1 + offsite × 1 + 0.
    expect(p.priceCents).toBe(2500 + p.offsiteFulfilmentCents);
    expect(await pricing(ids.noEarnings)).toMatchObject({ source: 'formula', ready: false, missing: ['amazon_price'], priceCents: 0 });
    await app.services.pool.query(`UPDATE users SET settings = settings || '{"pricing_option": "percent"}'::jsonb WHERE id = $1`, [seller.user.id]);
  });

  it("another seller cannot read an item's pricing", async () => {
    const other = await createSeller(app);
    const res = await app.graphql(PRICING, { id: encodeGlobalID('InventoryItem', ids.plain) }, other.token);
    expect(res.data?.node ?? null).toBeNull();
  });
});
