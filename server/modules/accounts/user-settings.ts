// A seller's pricing and fee settings, by the names the legacy user document uses (spec 000 §3,
// 001 §3, 002 §3). Only what the seller changed is stored (users.settings); the spec's defaults
// fill the rest when read, so a default can change without rewriting rows.
import { z } from 'zod';
import type { Prisma, PrismaClient } from '../../db/prisma.ts';
import type { PrismaRunner, SqlRunner } from '../../db/transaction.ts';
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

/** Spec 001 §5 / §9: the automatic feedback text's limit, and the message a longer one gets. */
export const FEEDBACK_TEXT_MAX = 80;
export const FEEDBACK_TEXT_TOO_LONG = 'Feedback text is limited to 80 characters.';
/** Spec 002 §9: eBay handling times in business days. */
export const HANDLING_TIMES = [1, 2, 3, 4, 5, 10, 15] as const;
export const HANDLING_TIME_INVALID = 'Handling time must be 1, 2, 3, 4, 5, 10 or 15 business days.';
export const COUNTRY_INVALID = 'Country must be a two-letter country code, such as US or GB.';
export const ZIP_INVALID = 'Ships-from ZIP or postcode must be 2 to 12 letters, digits, spaces or dashes.';
export const PREMIUM_PROFIT_INVALID = 'Additional profit must be a whole number of cents, 0 or more.';
/** Messages shown as they are (the spec's wording), without the field name in front. */
const VERBATIM = new Set([FEEDBACK_TEXT_TOO_LONG, HANDLING_TIME_INVALID, COUNTRY_INVALID, ZIP_INVALID, PREMIUM_PROFIT_INVALID]);
const premiumProfit = z
  .number({ error: PREMIUM_PROFIT_INVALID })
  .int(PREMIUM_PROFIT_INVALID)
  .min(0, PREMIUM_PROFIT_INVALID)
  .max(100_000_00, PREMIUM_PROFIT_INVALID);

const settingsPatch = z
  .object({
    pricing_option: z.enum(PRICING_OPTIONS),
    pricing_percent_margin: amount,
    pricing_fixed_margin: amount,
    pricing_formula: z.object({ item_multiplier: amount, fba_ship_multiplier: amount, constant_add: amount }).partial().strict(),
    ebay_fee_country: z.enum(EBAY_FEE_COUNTRIES).nullable(),
    ebay_shop_type: z.enum(EBAY_SHOP_TYPES).nullable(),
    enable_best_offer: z.boolean(),
    // Issue 28: AI fills missing required item specifics at list time (a credit per item that needs it).
    ebay_ai_fill_specifics: z.boolean(),
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
    // eBay advanced settings (settings/advanced/ebay; 001 §3 "eBay advanced settings fields", §9's option lists).
    automatic_customer_feedback_text: z.string().trim().max(FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_TOO_LONG).nullable(),
    disable_customer_feedback: z.boolean(),
    mark_as_shipped: z.boolean(),
    override_country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, COUNTRY_INVALID)
      .nullable(),
    ships_from_zip: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/, ZIP_INVALID)
      .nullable(),
    handling_time: z.number({ error: HANDLING_TIME_INVALID }).refine((n) => (HANDLING_TIMES as readonly number[]).includes(n), HANDLING_TIME_INVALID),
    // Cents added to the price of the Expedited and Priority shipping services.
    premium_shipping_additional_profits: z.object({ expedited: premiumProfit, priority: premiumProfit }).partial().strict(),
    enable_blank_box: z.boolean(),
    ebay_blank_box: z.enum(BLANK_BOX),
    ebay_block_amzl: z.enum(BLOCK_AMZL),
    disable_shipping_price_overrides: z.boolean(),
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
  // Issue 28 "AI in bulk, on request": off until the seller turns it on (it spends credits).
  ebay_ai_fill_specifics: false,
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
   * the seller's: the MCF order then carries DEFAULT_ORDER_COMMENT. (mark_as_shipped: the eBay
   * tab, below.)
   */
  enable_email_notifications: true,
  disable_fulfillment: false,
  displayable_order_comment: null as string | null,
  /**
   * eBay advanced settings (001 §3; defaults not given there, so chosen): no automatic feedback
   * text of the seller's (null: the product's own), feedback left automatically, tracking sent
   * back to eBay (mark_as_shipped on, what the sales module always did), items ship from the
   * eBay account's own country and ZIP (null: no override), a handling time of 2 business days
   * (MCF ships most orders within two), no extra profit on premium shipping services, and blank
   * box and the AMZL block at the Amazon account's default ('' = blank, 001 §9).
   */
  automatic_customer_feedback_text: null as string | null,
  disable_customer_feedback: false,
  mark_as_shipped: true,
  override_country: null as string | null,
  ships_from_zip: null as string | null,
  handling_time: 2,
  premium_shipping_additional_profits: { expedited: 0, priority: 0 },
  enable_blank_box: false,
  ebay_blank_box: '' as string,
  ebay_block_amzl: '' as string,
  disable_shipping_price_overrides: false,
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
   * seller); price sync, quantity sync and automatic fulfilment ON (issue 30: they are what a plan
   * is bought for; the plan still gates them — quantity sync from Pro, sync-rules.ts — so they run
   * wherever the plan includes them, and the seller can turn each off); blank box and AMZL block at
   * the account default; no preferred location (the shop's primary location is used).
   */
  shopify_settings: {
    default_product_import_state: 'published' as string,
    automatic_pricing_sync: true,
    automatic_quantity_sync: true,
    automatic_fulfillment: true,
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

const NESTED = [
  'pricing_formula',
  'ebay_info',
  'shopify_pricing_formulas',
  'shopify_settings',
  'premium_shipping_additional_profits',
  'listing_template_boilerplate',
  'custom_template',
] as const;

/** Stored settings over the defaults (nested objects merged key by key). */
export function userSettingsOf(stored: unknown): UserSettings {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const out = { ...USER_SETTINGS_DEFAULTS, ...s } as Record<string, unknown>;
  for (const k of NESTED) out[k] = { ...USER_SETTINGS_DEFAULTS[k], ...((s[k] as object | undefined) ?? {}) };
  return out as UserSettings;
}

/** The stored settings with a validated patch over them (nested objects merged key by key). */
export function storedWithPatch(old: Record<string, unknown>, patch: UserSettingsPatch): Record<string, unknown> {
  const next: Record<string, unknown> = { ...old, ...patch };
  for (const k of NESTED) if (patch[k]) next[k] = { ...((old[k] as object | undefined) ?? {}), ...patch[k] };
  return next;
}

/** A settings patch validated (unknown names refused); throws ValidationError with the fields' messages. */
export function parseSettingsPatch(patch: unknown): UserSettingsPatch {
  const parsed = settingsPatch.safeParse(patch ?? {});
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues.map((i) => ({
        field: i.path.join('.') || (i.code === 'unrecognized_keys' ? i.keys.join(', ') : 'settings'),
        message:
          i.code === 'unrecognized_keys' ? `Unknown setting: ${i.keys.join(', ')}` : VERBATIM.has(i.message) ? i.message : `${i.path.join('.')}: ${i.message}`,
      })),
    );
  }
  return parsed.data;
}

/** Runs SQL inside the settings save's transaction (the listings module marks and queues its sync there). */
export type SettingsTx = SqlRunner & PrismaRunner;

/**
 * POST settings: validates the changed settings (unknown names refused), stores them over the old
 * ones. `inTransaction` runs after the write, in the same transaction, with the keys saved: what it
 * queues exists exactly when the settings do.
 */
export async function updateUserSettings(
  deps: { prisma: PrismaClient },
  userId: string,
  patch: unknown,
  inTransaction?: (tx: SettingsTx, savedKeys: string[]) => Promise<void>,
): Promise<UserSettings> {
  const data = parseSettingsPatch(patch);
  return deps.prisma.$transaction(
    async (tx) => {
      // Locked: two saves at once must not drop each other's keys.
      const rows = await tx.$queryRaw<{ settings: Record<string, unknown> }[]>`SELECT settings FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
      if (!rows[0]) throw new Error(`No user ${userId}`);
      const old = rows[0].settings ?? {};
      const next = storedWithPatch(old, data);
      await tx.user.update({ where: { id: userId }, data: { settings: next as Prisma.InputJsonValue } });
      if (inTransaction) {
        const sql: SettingsTx = {
          query: async (text, values = []) => ({ rows: await tx.$queryRawUnsafe<any[]>(text, ...values) }),
          $executeRawUnsafe: (text, ...values) => tx.$executeRawUnsafe(text, ...values),
        };
        await inTransaction(sql, Object.keys(data));
      }
      return userSettingsOf(next);
    },
    inTransaction ? { timeout: 120_000, maxWait: 10_000 } : undefined,
  );
}

/** A seller's settings over the defaults (pricing, eBay fee settings), for the listing engine. */
export async function readUserSettings(deps: { prisma: PrismaClient }, userId: string): Promise<UserSettings> {
  const u = await deps.prisma.user.findUnique({ where: { id: userId }, select: { settings: true } });
  return userSettingsOf(u?.settings);
}
