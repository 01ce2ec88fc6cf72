// GraphQL of the eBay Advanced Settings page (settings/advanced/ebay; spec 001 §2.13, §3 "eBay
// advanced settings fields", §9's option lists): every field over its default, and the save.
// Field names are the stored names in camel case (handling_time → handlingTime); the General tab's
// fields (notifications, fulfilment, packing-slip comment, fee region and tier) are the same stored
// settings, shown on both tabs. user-settings.ts validates what is saved; the save marks and queues
// the channels' sync in its own transaction (a new pricing formula is pushed by the engine).
import { builder } from '../../graphql/builder.ts';
import { me, ownerOf, userResult } from '../../graphql/viewer.ts';
import { saveSettingsAndSync } from './settings-save.ts';
import { ValidationError } from './accounts.errors.ts';
import { userSettingsOf, type UserSettings } from './user-settings.ts';

/** The stored settings over their defaults, with any stored key the page reads as it is. */
type Stored = UserSettings & Record<string, unknown>;

const PricingFormulaType = builder.objectRef<UserSettings['pricing_formula']>('EbayPricingFormula').implement({
  description:
    "settings.pricing_formula: the 'formula' option's price = itemMultiplier × Amazon price + fbaShipMultiplier × FBA ship cost + constantAdd (cents).",
  fields: (t) => ({
    itemMultiplier: t.exposeFloat('item_multiplier'),
    fbaShipMultiplier: t.exposeFloat('fba_ship_multiplier'),
    constantAdd: t.exposeFloat('constant_add', { description: 'Cents.' }),
  }),
});

const PremiumShippingType = builder.objectRef<UserSettings['premium_shipping_additional_profits']>('EbayPremiumShippingProfits').implement({
  description: 'settings.premium_shipping_additional_profits: cents added to the Expedited and Priority shipping services.',
  fields: (t) => ({ expedited: t.exposeFloat('expedited'), priority: t.exposeFloat('priority') }),
});

const BoilerplateType = builder.objectRef<Record<string, string>>('EbaySettingsFooterTemplate').implement({
  description: "settings.listing_template_boilerplate: the description footer's three blocks.",
  fields: (t) => ({
    title1: t.string({ resolve: (b) => b.title_1 ?? '' }),
    details1: t.string({ resolve: (b) => b.details_1 ?? '' }),
    title2: t.string({ resolve: (b) => b.title_2 ?? '' }),
    details2: t.string({ resolve: (b) => b.details_2 ?? '' }),
    title3: t.string({ resolve: (b) => b.title_3 ?? '' }),
    details3: t.string({ resolve: (b) => b.details_3 ?? '' }),
  }),
});

const CustomTemplateType = builder.objectRef<Record<string, string>>('EbaySettingsCustomTemplate').implement({
  description: "settings.custom_template: the seller's own description HTML and CSS ('' = none).",
  fields: (t) => ({ html: t.string({ resolve: (c) => c.html ?? '' }), css: t.string({ resolve: (c) => c.css ?? '' }) }),
});

const EbaySettingsType = builder.objectRef<Stored>('EbaySettings').implement({
  description: "The eBay Advanced Settings page: 001 §3's eBay advanced settings over their defaults. '' in the option fields is the blank option.",
  fields: (t) => ({
    // Listing Settings.
    handlingTime: t.int({ description: 'settings.handling_time: business days (1, 2, 3, 4, 5, 10 or 15).', resolve: (s) => s.handling_time }),
    enableBestOffer: t.boolean({ description: "settings.enable_best_offer: Best Offer on for items that don't choose.", resolve: (s) => s.enable_best_offer }),
    ebayAiFillSpecifics: t.boolean({
      description:
        'settings.ebay_ai_fill_specifics: when listing, AI fills the required item specifics an item still lacks (one AI credit per item that needs it). Off by default.',
      resolve: (s) => s.ebay_ai_fill_specifics,
    }),
    preferredListQuantity: t.int({ nullable: true, description: 'The most any listing shows; null = no cap.', resolve: (s) => s.preferred_list_quantity }),
    preferredListQuantityBuffer: t.int({
      nullable: true,
      description: 'Subtracted from every quantity; null = none.',
      resolve: (s) => s.preferred_list_quantity_buffer,
    }),
    overrideCountry: t.string({
      nullable: true,
      description: 'Two-letter country items ship from; null = the eBay account’s.',
      resolve: (s) => s.override_country,
    }),
    shipsFromZip: t.string({ nullable: true, description: 'ZIP or postcode items ship from; null = the eBay account’s.', resolve: (s) => s.ships_from_zip }),
    premiumShippingAdditionalProfits: t.field({ type: PremiumShippingType, resolve: (s) => s.premium_shipping_additional_profits }),
    disableShippingPriceOverrides: t.boolean({ resolve: (s) => s.disable_shipping_price_overrides }),
    // Advanced Settings.
    automaticCustomerFeedbackText: t.string({
      nullable: true,
      description: 'At most 80 characters; null = the default text.',
      resolve: (s) => s.automatic_customer_feedback_text,
    }),
    disableCustomerFeedback: t.boolean({ resolve: (s) => s.disable_customer_feedback }),
    markAsShipped: t.boolean({ description: 'Send the MCF tracking to eBay and mark the order shipped.', resolve: (s) => s.mark_as_shipped }),
    displayableOrderComment: t.string({ nullable: true, resolve: (s) => s.displayable_order_comment }),
    enableBlankBox: t.boolean({ resolve: (s) => s.enable_blank_box }),
    ebayBlankBox: t.string({ description: "'', 'required', 'disabled' or 'enabled'.", resolve: (s) => s.ebay_blank_box ?? '' }),
    ebayBlockAmzl: t.string({ description: "'' (account default), 'disabled' or 'enabled' (5% shipping surcharge).", resolve: (s) => s.ebay_block_amzl ?? '' }),
    repricingEnabled: t.boolean({ resolve: (s) => s.repricing_enabled }),
    alwaysReprice: t.boolean({ resolve: (s) => s.always_reprice }),
    repricingMargin: t.float({ description: 'Percent: smaller price changes wait unless alwaysReprice.', resolve: (s) => s.repricing_margin }),
    ebayFeeCountry: t.string({ description: "'' = not chosen.", resolve: (s) => s.ebay_fee_country ?? '' }),
    ebayShopType: t.string({ description: "'' = not chosen.", resolve: (s) => s.ebay_shop_type ?? '' }),
    disableFulfillment: t.boolean({ resolve: (s) => s.disable_fulfillment }),
    disableQus: t.boolean({ resolve: (s) => s.disable_qus }),
    enableEmailNotifications: t.boolean({ resolve: (s) => s.enable_email_notifications }),
    // Pricing Formula.
    pricingOption: t.string({ description: "'percent', 'fixed' or 'formula'.", resolve: (s) => s.pricing_option }),
    pricingPercentMargin: t.float({ description: 'A fraction (0.1 = 10%).', resolve: (s) => s.pricing_percent_margin }),
    pricingFixedMargin: t.float({ description: 'Cents.', resolve: (s) => s.pricing_fixed_margin }),
    pricingFormula: t.field({ type: PricingFormulaType, resolve: (s) => s.pricing_formula }),
    // Listing Footer Template and Custom HTML/CSS template.
    listingTemplateStyle: t.string({
      description: "'basic', 'informative', 'minimal' or 'professional'.",
      resolve: (s) => s.listing_template_style,
    }),
    showFooter: t.boolean({ resolve: (s) => s.show_footer }),
    listingTemplateBoilerplate: t.field({ type: BoilerplateType, resolve: (s) => s.listing_template_boilerplate }),
    customTemplate: t.field({ type: CustomTemplateType, resolve: (s) => s.custom_template }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  ebaySettings: t.field({
    type: EbaySettingsType,
    description: 'The eBay Advanced Settings page.',
    select: { settings: true },
    resolve: (u) => ({ ...(u.settings as object), ...userSettingsOf(u.settings) }) as Stored,
  }),
}));

const PricingFormulaInput = builder.inputType('EbayPricingFormulaInput', {
  fields: (t) => ({ itemMultiplier: t.float(), fbaShipMultiplier: t.float(), constantAdd: t.float({ description: 'Cents.' }) }),
});
const PremiumShippingInput = builder.inputType('EbayPremiumShippingProfitsInput', {
  fields: (t) => ({ expedited: t.int({ description: 'Cents.' }), priority: t.int({ description: 'Cents.' }) }),
});
const BoilerplateInput = builder.inputType('EbaySettingsFooterTemplateInput', {
  fields: (t) => ({
    title1: t.string(),
    details1: t.string(),
    title2: t.string(),
    details2: t.string(),
    title3: t.string(),
    details3: t.string(),
  }),
});
const CustomTemplateInput = builder.inputType('EbaySettingsCustomTemplateInput', { fields: (t) => ({ html: t.string(), css: t.string() }) });

/** Input fields whose null clears the setting (back to its default). */
const NULLABLE = new Set([
  'preferredListQuantity',
  'preferredListQuantityBuffer',
  'overrideCountry',
  'shipsFromZip',
  'automaticCustomerFeedbackText',
  'displayableOrderComment',
  'ebayFeeCountry',
  'ebayShopType',
]);

export const EbaySettingsInput = builder.inputType('EbaySettingsInput', {
  description: 'Only the changed settings; a field left out keeps its value. Names as EbaySettings.',
  fields: (t) => ({
    handlingTime: t.int(),
    enableBestOffer: t.boolean(),
    ebayAiFillSpecifics: t.boolean(),
    preferredListQuantity: t.int(),
    preferredListQuantityBuffer: t.int(),
    overrideCountry: t.string(),
    shipsFromZip: t.string(),
    premiumShippingAdditionalProfits: t.field({ type: PremiumShippingInput }),
    disableShippingPriceOverrides: t.boolean(),
    automaticCustomerFeedbackText: t.string(),
    disableCustomerFeedback: t.boolean(),
    markAsShipped: t.boolean(),
    displayableOrderComment: t.string(),
    enableBlankBox: t.boolean(),
    ebayBlankBox: t.string(),
    ebayBlockAmzl: t.string(),
    repricingEnabled: t.boolean(),
    alwaysReprice: t.boolean(),
    repricingMargin: t.float(),
    ebayFeeCountry: t.string(),
    ebayShopType: t.string(),
    disableFulfillment: t.boolean(),
    disableQus: t.boolean(),
    enableEmailNotifications: t.boolean(),
    pricingOption: t.string(),
    pricingPercentMargin: t.float(),
    pricingFixedMargin: t.float(),
    pricingFormula: t.field({ type: PricingFormulaInput }),
    listingTemplateStyle: t.string(),
    showFooter: t.boolean(),
    listingTemplateBoilerplate: t.field({ type: BoilerplateInput }),
    customTemplate: t.field({ type: CustomTemplateInput }),
  }),
});

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/(\d)$/, '_$1');

/** The input's given fields under the stored names (nested objects too); '' or null clears a nullable text. */
export function ebaySettingsPatch(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || (v === null && !NULLABLE.has(k))) continue;
    if (v !== null && typeof v === 'object') {
      const nested = Object.fromEntries(
        Object.entries(v)
          .filter(([, x]) => x !== undefined && x !== null)
          .map(([nk, x]) => [snake(nk), x]),
      );
      if (Object.keys(nested).length > 0) out[snake(k)] = nested;
    } else if (NULLABLE.has(k) && typeof v === 'string' && v.trim() === '') out[snake(k)] = null;
    else out[snake(k)] = v;
  }
  return out;
}

builder.mutationFields((t) => ({
  updateEbaySettings: t.prismaField({
    type: 'User',
    description:
      "Saves the eBay Advanced Settings page's changed settings (the same store and rules as REST POST settings) and returns the seller. Pricing changes reprice the live eBay listings through continuous sync.",
    authScopes: ownerOf,
    errors: { types: [ValidationError], directResult: true },
    args: { userId: t.arg.string({ required: true }), settings: t.arg({ type: EbaySettingsInput, required: true }) },
    resolve: async (query, _p, a, ctx) => {
      const userId = me(ctx, a.userId);
      await saveSettingsAndSync(ctx, userId, ebaySettingsPatch(a.settings as Record<string, unknown>));
      return userResult(query, ctx, userId);
    },
  }),
}));
