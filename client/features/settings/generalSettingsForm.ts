// The General settings tab's form state (pure, unit-tested): the stored settings as the form shows
// them, and what to send — only the fields that differ from the stored ones.

export interface GeneralSettingsValues {
  enableEmailNotifications: boolean;
  /** Shown as 'Automatic Fulfillment' (the inverse of settings.disable_fulfillment). */
  automaticFulfillment: boolean;
  displayableOrderComment: string;
  /** '' = not chosen. */
  ebayFeeCountry: string;
  ebayShopType: string;
}

export interface StoredGeneralSettings {
  readonly enableEmailNotifications: boolean;
  readonly disableFulfillment: boolean;
  readonly displayableOrderComment: string | null | undefined;
  readonly ebayFeeCountry: string | null | undefined;
  readonly ebayShopType: string | null | undefined;
}

/** Spec 001 §9: eBay region options (blank first). */
export const EBAY_FEE_COUNTRIES = ['', 'GB', 'US', 'DE', 'CA', 'UK'] as const;
/** Spec 001 §9: shop tier options (blank first). */
export const EBAY_SHOP_TYPES = ['', 'starter', 'basic', 'top', 'anchor', 'premium', 'enterprise'] as const;

type Changes = {
  enableEmailNotifications?: boolean;
  disableFulfillment?: boolean;
  displayableOrderComment?: string | null;
  ebayFeeCountry?: string | null;
  ebayShopType?: string | null;
};

export const ORDER_COMMENT_MAX = 1000;

export function generalFormFromSettings(s: StoredGeneralSettings): GeneralSettingsValues {
  return {
    enableEmailNotifications: s.enableEmailNotifications,
    automaticFulfillment: !s.disableFulfillment,
    displayableOrderComment: s.displayableOrderComment ?? '',
    ebayFeeCountry: s.ebayFeeCountry === 'UK' ? 'GB' : (s.ebayFeeCountry ?? ''),
    ebayShopType: s.ebayShopType ?? '',
  };
}

/** The GraphQL input of what changed, or null when nothing did. */
export function changedGeneralSettings(stored: GeneralSettingsValues, form: GeneralSettingsValues): Changes | null {
  const out: Changes = {};
  if (form.enableEmailNotifications !== stored.enableEmailNotifications) out.enableEmailNotifications = form.enableEmailNotifications;
  if (form.automaticFulfillment !== stored.automaticFulfillment) out.disableFulfillment = !form.automaticFulfillment;
  if (form.displayableOrderComment.trim() !== stored.displayableOrderComment.trim()) out.displayableOrderComment = form.displayableOrderComment.trim() || null;
  if (form.ebayFeeCountry !== stored.ebayFeeCountry) out.ebayFeeCountry = form.ebayFeeCountry || null;
  if (form.ebayShopType !== stored.ebayShopType) out.ebayShopType = form.ebayShopType || null;
  return Object.keys(out).length > 0 ? out : null;
}

export function orderCommentTooLong(form: GeneralSettingsValues): boolean {
  return form.displayableOrderComment.trim().length > ORDER_COMMENT_MAX;
}
