// GraphQL of the Shopify Settings page (spec 002 §2.4): the seller's settings.shopify_settings
// (Functions) and settings.shopify_pricing_formulas (Pricing Formulas) over their defaults, and the
// save (the shop's locations for preferred_location are the connections module's,
// connections/shopify-locations.schema.ts). Field names are the stored names in camel
// case (shopify_blank_box → shopifyBlankBox); user-settings.ts validates what is saved.
import { builder } from '../../graphql/builder.ts';
import { me, ownerOf, userResult } from '../../graphql/viewer.ts';
import { saveSettingsAndSync } from './settings-save.ts';
import { ValidationError } from './accounts.errors.ts';
import { userSettingsOf, type UserSettings } from './user-settings.ts';

type Functions = UserSettings['shopify_settings'];
type Formulas = UserSettings['shopify_pricing_formulas'];

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const ShopifyFunctionsType = builder.objectRef<Functions>('ShopifyFunctionSettings').implement({
  description: "settings.shopify_settings over their defaults. '' in shopifyBlankBox / shopifyBlockAmzl is the account default.",
  fields: (t) => ({
    defaultProductImportState: t.string({ description: "'published' or 'unpublished'.", resolve: (s) => s.default_product_import_state }),
    automaticPricingSync: t.boolean({ resolve: (s) => s.automatic_pricing_sync }),
    automaticQuantitySync: t.boolean({ resolve: (s) => s.automatic_quantity_sync }),
    automaticFulfillment: t.boolean({ resolve: (s) => s.automatic_fulfillment }),
    amazonShipping: t.boolean({ resolve: (s) => s.amazon_shipping }),
    shopifyBlankBox: t.string({ description: "'', 'required', 'disabled' or 'enabled'.", resolve: (s) => s.shopify_blank_box }),
    shopifyBlockAmzl: t.string({ description: "'', 'disabled' or 'enabled'.", resolve: (s) => s.shopify_block_amzl }),
    preferredLocation: t.string({ nullable: true, description: 'A Shopify location id; null = unspecified.', resolve: (s) => s.preferred_location }),
  }),
});

const ShopifyPricingFormulasType = builder.objectRef<Formulas>('ShopifyPricingFormulas').implement({
  description: "settings.shopify_pricing_formulas over their defaults: 'percent' or 'fixed' margins for the sale and compare-at prices.",
  fields: (t) => ({
    radioGroupShopifyPricing: t.exposeString('radioGroupShopifyPricing'),
    shopifyPercentMargin: t.exposeFloat('shopifyPercentMargin'),
    shopifyFixedMargin: t.exposeFloat('shopifyFixedMargin'),
    radioGroupComparePricing: t.exposeString('radioGroupComparePricing'),
    comparePercentMargin: t.exposeFloat('comparePercentMargin'),
    compareFixedMargin: t.exposeFloat('compareFixedMargin'),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  shopifySettings: t.field({ type: ShopifyFunctionsType, select: { settings: true }, resolve: (u) => userSettingsOf(u.settings).shopify_settings }),
  shopifyPricingFormulas: t.field({
    type: ShopifyPricingFormulasType,
    select: { settings: true },
    resolve: (u) => userSettingsOf(u.settings).shopify_pricing_formulas,
  }),
}));

const ShopifyFunctionsInput = builder.inputType('ShopifyFunctionSettingsInput', {
  description: 'Only the changed settings; a field left out keeps its value. preferredLocation: null sets it back to unspecified.',
  fields: (t) => ({
    defaultProductImportState: t.string(),
    automaticPricingSync: t.boolean(),
    automaticQuantitySync: t.boolean(),
    automaticFulfillment: t.boolean(),
    amazonShipping: t.boolean(),
    shopifyBlankBox: t.string(),
    shopifyBlockAmzl: t.string(),
    preferredLocation: t.string(),
  }),
});

const ShopifyPricingFormulasInput = builder.inputType('ShopifyPricingFormulasInput', {
  description: 'Only the changed formula settings.',
  fields: (t) => ({
    radioGroupShopifyPricing: t.string(),
    shopifyPercentMargin: t.float(),
    shopifyFixedMargin: t.float(),
    radioGroupComparePricing: t.string(),
    comparePercentMargin: t.float(),
    compareFixedMargin: t.float(),
  }),
});

/** The input's given fields under the stored names; null only where null means something. */
function stored(input: Record<string, unknown> | null | undefined, naming: (k: string) => string, nullable: readonly string[] = []) {
  if (!input) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) if (v !== undefined && (v !== null || nullable.includes(k))) out[naming(k)] = v;
  return Object.keys(out).length > 0 ? out : undefined;
}

builder.mutationFields((t) => ({
  updateShopifySettings: t.prismaField({
    type: 'User',
    description: "Saves the Shopify Settings page's changed settings (the same store as REST POST settings) and returns the seller.",
    authScopes: ownerOf,
    errors: { types: [ValidationError], directResult: true },
    args: {
      userId: t.arg.string({ required: true }),
      shopifySettings: t.arg({ type: ShopifyFunctionsInput }),
      shopifyPricingFormulas: t.arg({ type: ShopifyPricingFormulasInput }),
    },
    resolve: async (query, _p, a, ctx) => {
      const userId = me(ctx, a.userId);
      const patch = {
        shopify_settings: stored(a.shopifySettings, snake, ['preferredLocation']),
        // The formula names are stored in camel case already.
        shopify_pricing_formulas: stored(a.shopifyPricingFormulas, (k) => k),
      };
      await saveSettingsAndSync(ctx, userId, JSON.parse(JSON.stringify(patch)));
      return userResult(query, ctx, userId);
    },
  }),
}));
