// A seller's pricing and fee settings, by the names the legacy user document uses (spec 000 §3,
// 001 §3, 002 §3). Only what the seller changed is stored (users.settings); the spec's defaults
// fill the rest when read, so a default can change without rewriting rows.
import { z } from 'zod';
import type { Prisma, PrismaClient } from '../../db/prisma.ts';
import { ValidationError } from './accounts.errors.ts';

const PRICING_OPTIONS = ['percent', 'fixed', 'formula'] as const;
/** Spec 001 §9 / 002 §9: eBay region options ('' = blank). */
const EBAY_FEE_COUNTRIES = ['', 'GB', 'US', 'DE', 'CA', 'UK'] as const;
/** Spec 001 §9 / 002 §9: shop tier options ('' = blank). */
const EBAY_SHOP_TYPES = ['', 'starter', 'basic', 'top', 'anchor', 'premium', 'enterprise'] as const;
const SHOPIFY_PRICING = ['percent', 'fixed'] as const;
/** Spec 002 §2.4: visibility of products ListBridge creates in the shop. */
const SHOPIFY_IMPORT_STATES = ['published', 'unpublished'] as const;
/** Spec 002 §2.4: '' is the account default. */
const BLANK_BOX = ['', 'required', 'disabled', 'enabled'] as const;
const BLOCK_AMZL = ['', 'disabled', 'enabled'] as const;
/** Spec 001 §9: the description template styles. */
const LISTING_TEMPLATE_STYLES = ['basic', 'informative', 'minimal', 'professional'] as const;

const amount = z.number().finite();

const settingsPatch = z
  .object({
    pricing_option: z.enum(PRICING_OPTIONS),
    pricing_percent_margin: amount,
    pricing_fixed_margin: amount,
    pricing_formula: z.object({ item_multiplier: amount, fba_ship_multiplier: amount, constant_add: amount }).partial().strict(),
    ebay_fee_country: z.enum(EBAY_FEE_COUNTRIES).nullable(),
    ebay_shop_type: z.enum(EBAY_SHOP_TYPES).nullable(),
    enable_best_offer: z.boolean(),
    // eBay advanced settings of continuous sync (spec 001 §3): whole quantities; null clears.
    preferred_list_quantity_buffer: z.number().int().min(0).max(1_000_000_000).nullable(),
    preferred_list_quantity: z.number().int().min(0).max(1_000_000_000).nullable(),
    repricing_enabled: z.boolean(),
    always_reprice: z.boolean(),
    repricing_margin: z.number().finite().min(0).max(1000),
    disable_qus: z.boolean(),
    // General settings (settings/advanced/general; 001 §3's notification and fulfilment fields).
    enable_email_notifications: z.boolean(),
    disable_fulfillment: z.boolean(),
    // Amazon MCF's DisplayableOrderComment is printed on the packing slip (at most 1000 characters).
    displayable_order_comment: z.string().trim().max(1000).nullable(),
    ebay_info: z
      .object({ accountType: z.string().max(40).nullable() })
      .partial()
      .strict(),
    shopify_pricing_formulas: z
      .object({
        radioGroupShopifyPricing: z.enum(SHOPIFY_PRICING),
        shopifyPercentMargin: amount,
        shopifyFixedMargin: amount,
        radioGroupComparePricing: z.enum(SHOPIFY_PRICING),
        comparePercentMargin: amount,
        compareFixedMargin: amount,
      })
      .partial()
      .strict(),
    shopify_settings: z
      .object({
        default_product_import_state: z.enum(SHOPIFY_IMPORT_STATES),
        automatic_pricing_sync: z.boolean(),
        automatic_quantity_sync: z.boolean(),
        automatic_fulfillment: z.boolean(),
        amazon_shipping: z.boolean(),
        shopify_blank_box: z.enum(BLANK_BOX),
        shopify_block_amzl: z.enum(BLOCK_AMZL),
        // A Shopify location id (gid://shopify/Location/… or its number); null = unspecified.
        preferred_location: z.string().max(200).nullable(),
      })
      .partial()
      .strict(),
    // Description templates (001 §3, §9): the style, the footer and its boilerplate, the seller's own HTML/CSS.
    listing_template_style: z.enum(LISTING_TEMPLATE_STYLES),
    show_footer: z.boolean(),
    listing_template_boilerplate: z
      .object({
        title_1: z.string().max(80),
        title_2: z.string().max(80),
        title_3: z.string().max(80),
        details_1: z.string().max(1000),
        details_2: z.string().max(1000),
        details_3: z.string().max(1000),
      })
      .partial()
      .strict(),
    custom_template: z
      .object({ html: z.string().max(100_000), css: z.string().max(100_000) })
      .partial()
      .strict(),
  })
  .partial()
  .strict();

export type UserSettingsPatch = z.infer<typeof settingsPatch>;

/**
 * The spec's defaults. 000 §9: "pricing_option formula with item_multiplier 1, fba_ship_multiplier
 * 1, constant_add 0" (001 §9 calls percent the pricing function's fallback; the stored default is
 * 000's). Margins and the Shopify formulas' values are not given: 0, i.e. the Amazon price as it
 * is. 002 §9: the admin's default percent sale fee is 15. Region, shop tier and account type start
 * blank: 001 §8 alerts the seller to choose them.
 */
export const USER_SETTINGS_DEFAULTS = {
  pricing_option: 'formula' as (typeof PRICING_OPTIONS)[number],
  pricing_percent_margin: 0,
  pricing_fixed_margin: 0,
  pricing_formula: { item_multiplier: 1, fba_ship_multiplier: 1, constant_add: 0 },
  ebay_fee_country: null as string | null,
  ebay_shop_type: null as string | null,
  // 001 §3: the default of an item's allow_best_offer; not given, so off (eBay's own default).
  enable_best_offer: false,
  /**
   * eBay continuous sync (001 §3; 002 §2.16 says how they read: repricing on unless
   * repricing_enabled is false, quantity sync on unless disable_qus is true). No seller buffer and
   * no cap by default. repricing_margin (percent) is our reading: without always_reprice, a new
   * price within that many percent of the listed one is not pushed (spares eBay's daily revisions);
   * 0 pushes every change.
   */
  preferred_list_quantity_buffer: null as number | null,
  preferred_list_quantity: null as number | null,
  repricing_enabled: true,
  always_reprice: false,
  repricing_margin: 0,
  disable_qus: false,
  /**
   * General settings (001 §3). Notification e-mails on; eBay orders fulfilled through Amazon MCF
   * (disable_fulfillment false, what the sales module has always done). No packing-slip comment of
   * the seller's: the MCF order then carries DEFAULT_ORDER_COMMENT. (mark_as_shipped is not stored:
   * nothing reads it yet — the tracking always goes back to eBay.)
   */
  enable_email_notifications: true,
  disable_fulfillment: false,
  displayable_order_comment: null as string | null,
  ebay_info: { accountType: null as string | null },
  shopify_pricing_formulas: {
    radioGroupShopifyPricing: 'percent' as string,
    shopifyPercentMargin: 0,
    shopifyFixedMargin: 0,
    radioGroupComparePricing: 'percent' as string,
    comparePercentMargin: 0,
    compareFixedMargin: 0,
  },
  /**
   * 002 §2.4 gives no defaults. Chosen: products are created published (what "list" means to a
   * seller); price and quantity sync and fulfilment off until the seller turns them on (002 §2.16:
   * "Shopify syncs enabled only when their flags are true"); blank box and AMZL block at the
   * account default; no preferred location (the shop's primary location is used).
   */
  shopify_settings: {
    default_product_import_state: 'published' as string,
    automatic_pricing_sync: false,
    automatic_quantity_sync: false,
    automatic_fulfillment: false,
    amazon_shipping: false,
    shopify_blank_box: '' as string,
    shopify_block_amzl: '' as string,
    preferred_location: null as string | null,
  },
  percent_sale_fee: 15,
  /**
   * Description templates (001 §9): the basic style, the footer on, its three blocks titled as the
   * spec says (the details texts are ours), and no custom template (empty html = the style).
   */
  listing_template_style: 'basic' as (typeof LISTING_TEMPLATE_STYLES)[number],
  show_footer: true,
  listing_template_boilerplate: {
    title_1: 'Quality Products',
    details_1: 'Every item is genuine, carefully checked and securely packed before it leaves the warehouse.',
    title_2: 'Fast and Free Shipping',
    details_2: 'Orders are dispatched quickly from our fulfilment centre with free tracked delivery.',
    title_3: 'Commitment',
    details_3: 'Your satisfaction comes first. If anything is not right with your order, message us and we will put it right.',
  },
  custom_template: { html: '', css: '' },
};
export type UserSettings = typeof USER_SETTINGS_DEFAULTS;

/** The packing-slip comment of an MCF order when the seller has not written one. */
export const DEFAULT_ORDER_COMMENT = 'Thank you for your order.';

const NESTED = ['pricing_formula', 'ebay_info', 'shopify_pricing_formulas', 'shopify_settings', 'listing_template_boilerplate', 'custom_template'] as const;

/** Stored settings over the defaults (nested objects merged key by key). */
export function userSettingsOf(stored: unknown): UserSettings {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const out = { ...USER_SETTINGS_DEFAULTS, ...s } as Record<string, unknown>;
  for (const k of NESTED) out[k] = { ...USER_SETTINGS_DEFAULTS[k], ...((s[k] as object | undefined) ?? {}) };
  return out as UserSettings;
}

/** POST settings: validates the changed settings (unknown names refused), stores them over the old ones. */
export async function updateUserSettings(deps: { prisma: PrismaClient }, userId: string, patch: unknown): Promise<UserSettings> {
  const parsed = settingsPatch.safeParse(patch ?? {});
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues.map((i) => ({
        field: i.path.join('.') || (i.code === 'unrecognized_keys' ? i.keys.join(', ') : 'settings'),
        message: i.code === 'unrecognized_keys' ? `Unknown setting: ${i.keys.join(', ')}` : `${i.path.join('.')}: ${i.message}`,
      })),
    );
  }
  return deps.prisma.$transaction(async (tx) => {
    // Locked: two saves at once must not drop each other's keys.
    const rows = await tx.$queryRaw<{ settings: Record<string, unknown> }[]>`SELECT settings FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
    if (!rows[0]) throw new Error(`No user ${userId}`);
    const old = rows[0].settings ?? {};
    const next: Record<string, unknown> = { ...old, ...parsed.data };
    for (const k of NESTED) if (parsed.data[k]) next[k] = { ...((old[k] as object | undefined) ?? {}), ...parsed.data[k] };
    await tx.user.update({ where: { id: userId }, data: { settings: next as Prisma.InputJsonValue } });
    return userSettingsOf(next);
  });
}

/** A seller's settings over the defaults (pricing, eBay fee settings), for the listing engine. */
export async function readUserSettings(deps: { prisma: PrismaClient }, userId: string): Promise<UserSettings> {
  const u = await deps.prisma.user.findUnique({ where: { id: userId }, select: { settings: true } });
  return userSettingsOf(u?.settings);
}
