// The Shopify Settings page's form (spec 002 §2.4): the loaded settings as form values, and what a
// save sends. "A setting counts as changed only when it was set and differs from its default": the
// default of a field is the value the page loaded (so a seller can also set a value back to the
// product's default), and a margin left empty is not set. Pure, unit-tested.

import { blockAmzlOptions } from './fulfilmentOptions.ts';

export const IMPORT_STATES = [
  { value: 'published', label: 'Published' },
  { value: 'unpublished', label: 'Unpublished' },
] as const;
export const BLOCK_AMZL_OPTIONS = blockAmzlOptions('Enabled');

export interface ShopifyFunctions {
  defaultProductImportState: string;
  automaticPricingSync: boolean;
  automaticQuantitySync: boolean;
  automaticFulfillment: boolean;
  amazonShipping: boolean;
  shopifyBlankBox: string;
  shopifyBlockAmzl: string;
  /** '' = unspecified. */
  preferredLocation: string;
}

export const MARGIN_FIELDS = ['shopifyPercentMargin', 'shopifyFixedMargin', 'comparePercentMargin', 'compareFixedMargin'] as const;
export type MarginField = (typeof MARGIN_FIELDS)[number];

/** Margins are free text (spec 002 §2.4); they are numbers once saved. */
export interface ShopifyPricingForm extends Record<MarginField, string> {
  radioGroupShopifyPricing: string;
  radioGroupComparePricing: string;
}

export interface ShopifySettingsForm {
  functions: ShopifyFunctions;
  pricing: ShopifyPricingForm;
}

/** The server's settings as form values. */
export function formFromSettings(
  functions: Omit<ShopifyFunctions, 'preferredLocation'> & { preferredLocation?: string | null },
  pricing: Omit<ShopifyPricingForm, MarginField> & Record<MarginField, number>,
): ShopifySettingsForm {
  return {
    functions: { ...functions, preferredLocation: functions.preferredLocation ?? '' },
    pricing: {
      radioGroupShopifyPricing: pricing.radioGroupShopifyPricing,
      radioGroupComparePricing: pricing.radioGroupComparePricing,
      ...(Object.fromEntries(MARGIN_FIELDS.map((f) => [f, String(pricing[f])])) as Record<MarginField, string>),
    },
  };
}

/** A margin as typed: '' (not set), a number (negative reduces the price), or an error. */
export function parseMargin(text: string): number | null | 'invalid' {
  const t = text.trim().replace(/^\$/, '').replace(/%$/, '').trim();
  if (t === '') return null;
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return 'invalid';
  return Number(t);
}

/** The margin fields whose text is not a number. */
export function invalidMargins(form: ShopifySettingsForm): MarginField[] {
  return MARGIN_FIELDS.filter((f) => parseMargin(form.pricing[f]) === 'invalid');
}

export interface ShopifySettingsChanges {
  shopifySettings?: Partial<Omit<ShopifyFunctions, 'preferredLocation'>> & { preferredLocation?: string | null };
  shopifyPricingFormulas?: Partial<{ radioGroupShopifyPricing: string; radioGroupComparePricing: string } & Record<MarginField, number>>;
}

/** Only the changed settings, as the save sends them; null when nothing changed. */
export function changedSettings(initial: ShopifySettingsForm, current: ShopifySettingsForm): ShopifySettingsChanges | null {
  const functions: Record<string, unknown> = {};
  for (const key of Object.keys(current.functions) as (keyof ShopifyFunctions)[]) {
    if (current.functions[key] === initial.functions[key]) continue;
    functions[key] = key === 'preferredLocation' ? current.functions[key] || null : current.functions[key];
  }
  const pricing: Record<string, unknown> = {};
  for (const key of ['radioGroupShopifyPricing', 'radioGroupComparePricing'] as const) {
    if (current.pricing[key] !== initial.pricing[key]) pricing[key] = current.pricing[key];
  }
  for (const key of MARGIN_FIELDS) {
    const now = parseMargin(current.pricing[key]);
    if (typeof now === 'number' && now !== parseMargin(initial.pricing[key])) pricing[key] = now;
  }
  const out: ShopifySettingsChanges = {};
  if (Object.keys(functions).length > 0) out.shopifySettings = functions;
  if (Object.keys(pricing).length > 0) out.shopifyPricingFormulas = pricing;
  return out.shopifySettings || out.shopifyPricingFormulas ? out : null;
}

/** The preferred location's label: its name, or 'Unspecified' when none is chosen or the shop does not have it. */
export function locationLabel(id: string, locations: readonly { id: string; name: string }[] | null): string {
  return locations?.find((l) => l.id === id)?.name ?? 'Unspecified';
}
