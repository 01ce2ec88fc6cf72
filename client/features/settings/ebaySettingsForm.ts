// The eBay Advanced Settings page's form (spec 001 §2.13, §3, §5, §9): the stored settings as form
// values, each field's error, and what a save sends. "A setting counts as changed only when it was
// set and differs from its default. Only the changed settings are sent": a field's default on this
// page is the value the page loaded (the server fills every unset setting with the product's
// default, so choosing the default of an unset setting is no change), and a number field left
// empty or not a number is not set. Amounts are typed in the seller's currency and sent as cents;
// percents are typed as percents and sent divided by 100 (001 §5). Pure, unit-tested.

import { blockAmzlOptions } from './fulfilmentOptions.ts';

/** 002 §9: handling times in business days. */
export const HANDLING_TIMES = ['1', '2', '3', '4', '5', '10', '15'] as const;
/** 001 §9: eBay region options (blank first). */
// 001 §9 lists both GB and UK, which mean the same fees (server/pricing/ebay-fees.ts): one choice,
// 'United Kingdom' (GB); a stored 'UK' shows as it (regionValue).
export const EBAY_REGIONS = [
  { value: '', label: 'Not chosen' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States' },
  { value: 'DE', label: 'Germany' },
  { value: 'CA', label: 'Canada' },
] as const;
/** A stored region as the list shows it: 'UK' is GB. */
export const regionValue = (v: string | null | undefined) => (v === 'UK' ? 'GB' : (v ?? ''));
/** 001 §9: shop tier options (blank first). */
export const SHOP_TIERS = [
  { value: '', label: 'Not chosen' },
  ...['starter', 'basic', 'top', 'anchor', 'premium', 'enterprise'].map((v) => ({ value: v, label: v[0]!.toUpperCase() + v.slice(1) })),
] as const;
/** 001 §9: block AMZL options; enabling it adds Amazon's 5% shipping surcharge (002 §9). */
export const BLOCK_AMZL = blockAmzlOptions('Enabled (5% shipping surcharge)');
/** 001 §9: pricing option values. */
export const PRICING_OPTIONS = [
  { value: 'percent', label: 'Percent margin' },
  { value: 'fixed', label: 'Fixed margin' },
  { value: 'formula', label: 'Formula' },
] as const;
/** 001 §9: description template styles. */
export const TEMPLATE_STYLES = [
  { value: 'basic', label: 'Basic' },
  { value: 'informative', label: 'Informative' },
  { value: 'minimal', label: 'Minimal' },
  { value: 'professional', label: 'Professional' },
] as const;

export const FEEDBACK_TEXT_MAX = 80;
export const ORDER_COMMENT_MAX = 1000;
/** The server's messages (user-settings.ts), so the field says what a save would be refused with. */
export const MESSAGES = {
  feedback: 'Feedback text is limited to 80 characters.',
  country: 'Country must be a two-letter country code, such as US or GB.',
  zip: 'Ships-from ZIP or postcode must be 2 to 12 letters, digits, spaces or dashes.',
  profit: 'Additional profit must be a whole number of cents, 0 or more.',
  quantity: 'Enter a whole number, 0 or more, or leave it empty.',
  number: 'Enter a number, e.g. 10 or -2.5.',
  repricingMargin: 'Enter a percent from 0 to 1000.',
  orderComment: `At most ${ORDER_COMMENT_MAX} characters.`,
} as const;

/** The settings as the server reads them (EbaySettings). */
export interface StoredEbaySettings {
  readonly handlingTime: number;
  readonly enableBestOffer: boolean;
  readonly ebayAiFillSpecifics: boolean;
  readonly preferredListQuantity: number | null | undefined;
  readonly preferredListQuantityBuffer: number | null | undefined;
  readonly overrideCountry: string | null | undefined;
  readonly shipsFromZip: string | null | undefined;
  readonly premiumShippingAdditionalProfits: { readonly expedited: number; readonly priority: number };
  readonly disableShippingPriceOverrides: boolean;
  readonly automaticCustomerFeedbackText: string | null | undefined;
  readonly disableCustomerFeedback: boolean;
  readonly markAsShipped: boolean;
  readonly displayableOrderComment: string | null | undefined;
  readonly enableBlankBox: boolean;
  readonly ebayBlankBox: string;
  readonly ebayBlockAmzl: string;
  readonly repricingEnabled: boolean;
  readonly alwaysReprice: boolean;
  readonly repricingMargin: number;
  readonly ebayFeeCountry: string;
  readonly ebayShopType: string;
  readonly disableFulfillment: boolean;
  readonly disableQus: boolean;
  readonly enableEmailNotifications: boolean;
  readonly pricingOption: string;
  readonly pricingPercentMargin: number;
  readonly pricingFixedMargin: number;
  readonly pricingFormula: { readonly itemMultiplier: number; readonly fbaShipMultiplier: number; readonly constantAdd: number };
  readonly listingTemplateStyle: string;
  readonly showFooter: boolean;
  readonly listingTemplateBoilerplate: {
    readonly title1: string;
    readonly details1: string;
    readonly title2: string;
    readonly details2: string;
    readonly title3: string;
    readonly details3: string;
  };
  readonly customTemplate: { readonly html: string; readonly css: string };
}

const BOILERPLATE = ['title1', 'details1', 'title2', 'details2', 'title3', 'details3'] as const;
type BoilerplateKey = (typeof BOILERPLATE)[number];

/** The form: switches and selects as they are, every typed field as text. */
export interface EbaySettingsValues extends Record<BoilerplateKey, string> {
  handlingTime: string;
  enableBestOffer: boolean;
  ebayAiFillSpecifics: boolean;
  preferredListQuantity: string;
  preferredListQuantityBuffer: string;
  overrideCountry: string;
  shipsFromZip: string;
  /** Amounts in the seller's currency. */
  premiumExpedited: string;
  premiumPriority: string;
  disableShippingPriceOverrides: boolean;
  automaticCustomerFeedbackText: string;
  disableCustomerFeedback: boolean;
  markAsShipped: boolean;
  displayableOrderComment: string;
  enableBlankBox: boolean;
  ebayBlankBox: string;
  ebayBlockAmzl: string;
  repricingEnabled: boolean;
  alwaysReprice: boolean;
  /** Percent. */
  repricingMargin: string;
  ebayFeeCountry: string;
  ebayShopType: string;
  disableFulfillment: boolean;
  disableQus: boolean;
  enableEmailNotifications: boolean;
  pricingOption: string;
  /** Percent (10 = 10%). */
  pricingPercentMargin: string;
  /** An amount in the seller's currency. */
  pricingFixedMargin: string;
  itemMultiplier: string;
  fbaShipMultiplier: string;
  /** An amount in the seller's currency. */
  constantAdd: string;
  listingTemplateStyle: string;
  showFooter: boolean;
  customHtml: string;
  customCss: string;
}

/** What a save sends (the EbaySettingsInput's fields). */
export interface EbaySettingsChanges {
  handlingTime?: number;
  enableBestOffer?: boolean;
  ebayAiFillSpecifics?: boolean;
  preferredListQuantity?: number | null;
  preferredListQuantityBuffer?: number | null;
  overrideCountry?: string | null;
  shipsFromZip?: string | null;
  premiumShippingAdditionalProfits?: { expedited?: number; priority?: number };
  disableShippingPriceOverrides?: boolean;
  automaticCustomerFeedbackText?: string | null;
  disableCustomerFeedback?: boolean;
  markAsShipped?: boolean;
  displayableOrderComment?: string | null;
  enableBlankBox?: boolean;
  ebayBlankBox?: string;
  ebayBlockAmzl?: string;
  repricingEnabled?: boolean;
  alwaysReprice?: boolean;
  repricingMargin?: number;
  ebayFeeCountry?: string | null;
  ebayShopType?: string | null;
  disableFulfillment?: boolean;
  disableQus?: boolean;
  enableEmailNotifications?: boolean;
  pricingOption?: string;
  pricingPercentMargin?: number;
  pricingFixedMargin?: number;
  pricingFormula?: { itemMultiplier?: number; fbaShipMultiplier?: number; constantAdd?: number };
  listingTemplateStyle?: string;
  showFooter?: boolean;
  listingTemplateBoilerplate?: Partial<Record<BoilerplateKey, string>>;
  customTemplate?: { html?: string; css?: string };
}

/** The settings that move eBay prices: the dry-run preview takes these. */
export const PRICING_FIELDS = [
  'pricingOption',
  'pricingPercentMargin',
  'pricingFixedMargin',
  'pricingFormula',
  'repricingEnabled',
  'alwaysReprice',
  'repricingMargin',
] as const;

// ---- numbers as typed --------------------------------------------------------------------------

/** '12.5', '-2', '$1,200.50', '10%' → a number; '' → null (not set); anything else 'invalid'. Symbols, commas and spaces are dropped (001 §5). */
export function parseDecimal(text: string): number | null | 'invalid' {
  const t = text.replace(/[$£€%,\s]/g, '');
  if (t === '') return null;
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return 'invalid';
  return Number(t);
}

/** An amount typed in the seller's currency → cents (rounded to the cent). */
export function parseCents(text: string): number | null | 'invalid' {
  const n = parseDecimal(text);
  return typeof n === 'number' ? Math.round(n * 100) : n;
}

/** A percent typed (10 or 10%) → the fraction stored (0.1). */
export function parsePercent(text: string): number | null | 'invalid' {
  const n = parseDecimal(text);
  return typeof n === 'number' ? Number((n / 100).toPrecision(12)) : n;
}

/** A whole quantity, 0 or more; '' → null (no value). */
export function parseQuantity(text: string): number | null | 'invalid' {
  const t = text.trim();
  if (t === '') return null;
  return /^\d{1,9}$/.test(t) ? Number(t) : 'invalid';
}

const amountText = (cents: number) => (Number.isInteger(cents) ? (cents / 100).toFixed(2) : String(cents / 100));
const percentText = (fraction: number) => String(Number((fraction * 100).toPrecision(12)));

// ---- stored ↔ form ---------------------------------------------------------------------------

export function ebayFormFromSettings(s: StoredEbaySettings): EbaySettingsValues {
  return {
    handlingTime: String(s.handlingTime),
    enableBestOffer: s.enableBestOffer,
    ebayAiFillSpecifics: s.ebayAiFillSpecifics,
    preferredListQuantity: s.preferredListQuantity == null ? '' : String(s.preferredListQuantity),
    preferredListQuantityBuffer: s.preferredListQuantityBuffer == null ? '' : String(s.preferredListQuantityBuffer),
    overrideCountry: s.overrideCountry ?? '',
    shipsFromZip: s.shipsFromZip ?? '',
    premiumExpedited: amountText(s.premiumShippingAdditionalProfits.expedited),
    premiumPriority: amountText(s.premiumShippingAdditionalProfits.priority),
    disableShippingPriceOverrides: s.disableShippingPriceOverrides,
    automaticCustomerFeedbackText: s.automaticCustomerFeedbackText ?? '',
    disableCustomerFeedback: s.disableCustomerFeedback,
    markAsShipped: s.markAsShipped,
    displayableOrderComment: s.displayableOrderComment ?? '',
    enableBlankBox: s.enableBlankBox,
    ebayBlankBox: s.ebayBlankBox,
    ebayBlockAmzl: s.ebayBlockAmzl,
    repricingEnabled: s.repricingEnabled,
    alwaysReprice: s.alwaysReprice,
    repricingMargin: String(s.repricingMargin),
    ebayFeeCountry: regionValue(s.ebayFeeCountry),
    ebayShopType: s.ebayShopType,
    disableFulfillment: s.disableFulfillment,
    disableQus: s.disableQus,
    enableEmailNotifications: s.enableEmailNotifications,
    pricingOption: s.pricingOption,
    pricingPercentMargin: percentText(s.pricingPercentMargin),
    pricingFixedMargin: amountText(s.pricingFixedMargin),
    itemMultiplier: String(s.pricingFormula.itemMultiplier),
    fbaShipMultiplier: String(s.pricingFormula.fbaShipMultiplier),
    constantAdd: amountText(s.pricingFormula.constantAdd),
    listingTemplateStyle: s.listingTemplateStyle,
    showFooter: s.showFooter,
    ...s.listingTemplateBoilerplate,
    customHtml: s.customTemplate.html,
    customCss: s.customTemplate.css,
  };
}

// ---- field errors ------------------------------------------------------------------------------

export type EbayFieldErrors = Partial<Record<keyof EbaySettingsValues, string>>;

/** Each field's error as the seller types (the server refuses the same values with the same messages). */
export function ebayFieldErrors(f: EbaySettingsValues): EbayFieldErrors {
  const e: EbayFieldErrors = {};
  if (f.automaticCustomerFeedbackText.trim().length > FEEDBACK_TEXT_MAX) e.automaticCustomerFeedbackText = MESSAGES.feedback;
  if (f.displayableOrderComment.trim().length > ORDER_COMMENT_MAX) e.displayableOrderComment = MESSAGES.orderComment;
  if (f.overrideCountry.trim() !== '' && !/^[A-Za-z]{2}$/.test(f.overrideCountry.trim())) e.overrideCountry = MESSAGES.country;
  if (f.shipsFromZip.trim() !== '' && !/^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/.test(f.shipsFromZip.trim())) e.shipsFromZip = MESSAGES.zip;
  for (const k of ['premiumExpedited', 'premiumPriority'] as const) {
    const c = parseCents(f[k]);
    if (c === 'invalid' || (typeof c === 'number' && c < 0)) e[k] = MESSAGES.profit;
  }
  for (const k of ['preferredListQuantity', 'preferredListQuantityBuffer'] as const) if (parseQuantity(f[k]) === 'invalid') e[k] = MESSAGES.quantity;
  const margin = parseDecimal(f.repricingMargin);
  if (margin === 'invalid' || (typeof margin === 'number' && (margin < 0 || margin > 1000))) e.repricingMargin = MESSAGES.repricingMargin;
  for (const k of ['pricingPercentMargin', 'pricingFixedMargin', 'itemMultiplier', 'fbaShipMultiplier', 'constantAdd'] as const) {
    if (parseDecimal(f[k]) === 'invalid') e[k] = MESSAGES.number;
  }
  return e;
}

// ---- the diff rule -----------------------------------------------------------------------------

/**
 * Only the changed settings, as the save sends them; null when nothing changed. A field counts as
 * changed when it is set (a number field: a valid number; a text field clears to null when
 * emptied) and differs from the loaded value. Fields with an error are left out (the save bar is
 * disabled while any remain).
 */
export function changedEbaySettings(loaded: EbaySettingsValues, form: EbaySettingsValues): EbaySettingsChanges | null {
  const errors = ebayFieldErrors(form);
  const out: EbaySettingsChanges = {};
  const ok = (k: keyof EbaySettingsValues) => errors[k] === undefined;

  // Switches and option lists: changed when different.
  const plain = [
    'enableBestOffer',
    'ebayAiFillSpecifics',
    'disableShippingPriceOverrides',
    'disableCustomerFeedback',
    'markAsShipped',
    'enableBlankBox',
    'ebayBlankBox',
    'ebayBlockAmzl',
    'repricingEnabled',
    'alwaysReprice',
    'disableFulfillment',
    'disableQus',
    'enableEmailNotifications',
    'pricingOption',
    'listingTemplateStyle',
    'showFooter',
  ] as const;
  for (const k of plain) if (form[k] !== loaded[k]) (out as Record<string, unknown>)[k] = form[k];
  if (form.handlingTime !== loaded.handlingTime && (HANDLING_TIMES as readonly string[]).includes(form.handlingTime))
    out.handlingTime = Number(form.handlingTime);
  // Blank options are stored as null on the server's fee fields.
  for (const k of ['ebayFeeCountry', 'ebayShopType'] as const) if (form[k] !== loaded[k]) out[k] = form[k] || null;

  // Texts that clear to null when emptied.
  const text = (k: 'overrideCountry' | 'shipsFromZip' | 'automaticCustomerFeedbackText' | 'displayableOrderComment', upper = false) => {
    const now = upper ? form[k].trim().toUpperCase() : form[k].trim();
    const was = upper ? loaded[k].trim().toUpperCase() : loaded[k].trim();
    if (ok(k) && now !== was) out[k] = now || null;
  };
  text('overrideCountry', true);
  text('shipsFromZip');
  text('automaticCustomerFeedbackText');
  text('displayableOrderComment');

  // Quantities: empty clears (no cap, no buffer).
  for (const k of ['preferredListQuantity', 'preferredListQuantityBuffer'] as const) {
    const now = parseQuantity(form[k]);
    if (now !== 'invalid' && now !== parseQuantity(loaded[k])) out[k] = now;
  }

  // Numbers: set only when they are numbers.
  const num = (k: keyof EbaySettingsValues, parse: (t: string) => number | null | 'invalid'): number | undefined => {
    const now = parse(form[k] as string);
    return ok(k) && typeof now === 'number' && now !== parse(loaded[k] as string) ? now : undefined;
  };
  const set = <T extends object>(target: T, key: keyof T, v: number | undefined) => {
    if (v !== undefined) (target as Record<string, unknown>)[key as string] = v;
  };
  set(out, 'repricingMargin', num('repricingMargin', parseDecimal));
  set(out, 'pricingPercentMargin', num('pricingPercentMargin', parsePercent));
  set(out, 'pricingFixedMargin', num('pricingFixedMargin', parseCents));
  const formula: NonNullable<EbaySettingsChanges['pricingFormula']> = {};
  set(formula, 'itemMultiplier', num('itemMultiplier', parseDecimal));
  set(formula, 'fbaShipMultiplier', num('fbaShipMultiplier', parseDecimal));
  set(formula, 'constantAdd', num('constantAdd', parseCents));
  if (Object.keys(formula).length > 0) out.pricingFormula = formula;
  const premium: NonNullable<EbaySettingsChanges['premiumShippingAdditionalProfits']> = {};
  set(premium, 'expedited', num('premiumExpedited', parseCents));
  set(premium, 'priority', num('premiumPriority', parseCents));
  if (Object.keys(premium).length > 0) out.premiumShippingAdditionalProfits = premium;

  // The description template (its texts are sent as typed).
  const boilerplate: Partial<Record<BoilerplateKey, string>> = {};
  for (const k of BOILERPLATE) if (form[k] !== loaded[k]) boilerplate[k] = form[k];
  if (Object.keys(boilerplate).length > 0) out.listingTemplateBoilerplate = boilerplate;
  const custom: { html?: string; css?: string } = {};
  if (form.customHtml !== loaded.customHtml) custom.html = form.customHtml;
  if (form.customCss !== loaded.customCss) custom.css = form.customCss;
  if (Object.keys(custom).length > 0) out.customTemplate = custom;

  return Object.keys(out).length > 0 ? out : null;
}

/** The pricing part of the changes (what the dry-run preview is asked about), or null when pricing did not change. */
export function pricingChanges(changes: EbaySettingsChanges | null): EbaySettingsChanges | null {
  if (!changes) return null;
  const out = Object.fromEntries(PRICING_FIELDS.filter((k) => changes[k] !== undefined).map((k) => [k, changes[k]]));
  return Object.keys(out).length > 0 ? (out as EbaySettingsChanges) : null;
}
