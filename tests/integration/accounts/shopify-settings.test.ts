// The Shopify Settings page's server side (spec 002 §2.4, §7): the Functions and Pricing Formulas
// settings over their defaults, saving only what changed through GraphQL (the same store as REST
// POST settings), and the shop's locations from the Shopify sandbox through the seller's session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { shopifySeller, type ShopifySeller } from '../listings/shopify-pages-seller.ts';

const SETTINGS = `query($u: String!) { user(userId: $u) {
  shopifySettings { defaultProductImportState automaticPricingSync automaticQuantitySync automaticFulfillment amazonShipping shopifyBlankBox shopifyBlockAmzl preferredLocation }
  shopifyPricingFormulas { radioGroupShopifyPricing shopifyPercentMargin shopifyFixedMargin radioGroupComparePricing comparePercentMargin compareFixedMargin }
} }`;
const LOCATIONS = `query($u: String!) { user(userId: $u) { shopifyLocations { id name } } }`;
const SAVE = `mutation($u: String!, $f: ShopifyFunctionSettingsInput, $p: ShopifyPricingFormulasInput) {
  updateShopifySettings(userId: $u, shopifySettings: $f, shopifyPricingFormulas: $p) {
    __typename
    ... on User { shopifySettings { preferredLocation automaticQuantitySync shopifyBlankBox } shopifyPricingFormulas { radioGroupShopifyPricing shopifyFixedMargin } }
    ... on ValidationError { message fieldErrors { field message } }
  }
}`;

describe('Shopify Settings', () => {
  let app: TestApp;
  let seller: ShopifySeller;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
    seller = await shopifySeller(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const stored = async (userId = seller.user.id) => (await app.services.pool.query(`SELECT settings FROM users WHERE id = $1`, [userId])).rows[0].settings;

  it('shows the defaults of every Functions and Pricing Formulas field to a seller who changed nothing', async () => {
    const res = await app.graphql(SETTINGS, { u: seller.user.id }, seller.token);
    expect(res.data.user).toEqual({
      shopifySettings: {
        defaultProductImportState: 'published',
        automaticPricingSync: true,
        automaticQuantitySync: true,
        automaticFulfillment: true,
        amazonShipping: false,
        shopifyBlankBox: '',
        shopifyBlockAmzl: '',
        preferredLocation: null,
      },
      shopifyPricingFormulas: {
        radioGroupShopifyPricing: 'percent',
        shopifyPercentMargin: 0,
        shopifyFixedMargin: 0,
        radioGroupComparePricing: 'percent',
        comparePercentMargin: 0,
        compareFixedMargin: 0,
      },
    });
  });

  it("lists the shop's locations through the seller's Shopify session, over GraphQL and REST", async () => {
    const res = await app.graphql(LOCATIONS, { u: seller.user.id }, seller.token);
    const locations = res.data.user.shopifyLocations;
    expect(locations.map((l: any) => l.name)).toEqual(['Main warehouse', 'High Street shop']);
    expect(locations[0].id).toMatch(/^gid:\/\/shopify\/Location\/\d+$/);
    expect(await rest(app.url, 'GET', `/user/${seller.user.id}/shopify/locations`, undefined, seller.token)).toEqual({ status: 200, body: { locations } });
  });

  it('gives no locations (null) to a seller without Shopify, and REST the connection error', async () => {
    const plain = await createSeller(app);
    expect((await app.graphql(LOCATIONS, { u: plain.user.id }, plain.token)).data.user.shopifyLocations).toBeNull();
    expect(await rest(app.url, 'GET', `/user/${plain.user.id}/shopify/locations`, undefined, plain.token)).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'Connect your Shopify account first', code: 'SHOPIFY_NOT_CONNECTED' },
    });
  });

  it('saves only the fields sent, keeps the others, and sets the preferred location back to unspecified with null', async () => {
    const location = (await app.graphql(LOCATIONS, { u: seller.user.id }, seller.token)).data.user.shopifyLocations[1].id;
    const saved = await app.graphql(
      SAVE,
      { u: seller.user.id, f: { preferredLocation: location, automaticQuantitySync: true }, p: { radioGroupShopifyPricing: 'fixed', shopifyFixedMargin: 2.5 } },
      seller.token,
    );
    expect(saved.data.updateShopifySettings).toEqual({
      __typename: 'User',
      shopifySettings: { preferredLocation: location, automaticQuantitySync: true, shopifyBlankBox: '' },
      shopifyPricingFormulas: { radioGroupShopifyPricing: 'fixed', shopifyFixedMargin: 2.5 },
    });
    // Stored under the spec's names, only what was sent.
    expect((await stored()).shopify_settings).toEqual({ preferred_location: location, automatic_quantity_sync: true });
    expect((await stored()).shopify_pricing_formulas).toEqual({ radioGroupShopifyPricing: 'fixed', shopifyFixedMargin: 2.5 });

    await app.graphql(SAVE, { u: seller.user.id, f: { shopifyBlankBox: 'required' } }, seller.token);
    await app.graphql(SAVE, { u: seller.user.id, f: { preferredLocation: null } }, seller.token);
    expect((await stored()).shopify_settings).toEqual({ preferred_location: null, automatic_quantity_sync: true, shopify_blank_box: 'required' });
    // REST GET user shows the same settings (the legacy client's source).
    const user = await rest(app.url, 'GET', `/user/${seller.user.id}/user`, undefined, seller.token);
    expect(user.body.settings.shopify_settings).toMatchObject({ shopify_blank_box: 'required', automatic_quantity_sync: true, preferred_location: null });
  });

  it('refuses a value outside the options with the field named, saving nothing', async () => {
    const before = await stored();
    const res = await app.graphql(SAVE, { u: seller.user.id, f: { shopifyBlockAmzl: 'sometimes', amazonShipping: true } }, seller.token);
    expect(res.data.updateShopifySettings.__typename).toBe('ValidationError');
    expect(res.data.updateShopifySettings.fieldErrors[0].field).toBe('shopify_settings.shopify_block_amzl');
    expect(await stored()).toEqual(before);
  });

  it('keeps another seller out of the settings, the locations and the save', async () => {
    const other = await createSeller(app);
    const read = await app.graphql(LOCATIONS, { u: seller.user.id }, other.token);
    expect(read.data?.user ?? null).toBeNull();
    const before = await stored();
    const write = await app.graphql(SAVE, { u: seller.user.id, f: { amazonShipping: true } }, other.token);
    expect(write.errors?.[0].message).toMatch(/not authorized/i);
    expect(await stored()).toEqual(before);
  });
});
