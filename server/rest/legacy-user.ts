// The legacy user document (spec 000 §3 "User", 001 §3, 002 §3), as GET /user/{id}/user and
// every call that answers "the user" return it. The REST shim assembles it from the modules that
// own each part: accounts (the user, flags, settings), connections (the creds), billing (plan ids,
// live listing counts) and inventory (item counts). Names are the spec's; older extra fields stay.
import type { AppServices } from '../services.ts';
import * as accounts from '../modules/accounts/accounts.service.ts';
import { countLiveListings, currentPlan } from '../modules/billing/billing.service.ts';
import type { Channel } from '../../shared/billing/plans.ts';
import { connectionRows, legacyConnectionSettings } from '../modules/connections/connections.service.ts';
import { getStats, type InventoryStatsRow } from '../modules/inventory/inventory.service.ts';
import { HttpError } from './errors.ts';

type User = NonNullable<Awaited<ReturnType<typeof accounts.getUser>>>;

export interface LegacyUserParts {
  user: User;
  /** sp_creds, ebay_creds, shopify_creds, onbuy… of the seller's connections (absent when not connected). */
  connectionSettings: Record<string, unknown>;
  inventory: InventoryStatsRow;
  live: Record<Channel, number>;
  planIds: Record<Channel, string | null>;
}

const CHANNELS: Channel[] = ['ebay', 'shopify', 'onbuy'];

/** Spec 000 §4: before eBay is connected the creds still exist, not authorised (the client reads them unguarded). */
const EBAY_CREDS_NOT_CONNECTED = { authorized: false, type: null, site_id: null, sellername: null };
const SHOPIFY_CREDS_NOT_CONNECTED = { authorized: false, needs_reauth: false, username: null, domain: null };
const ONBUY_NOT_CONNECTED = { sites: [], site: null, sellers: [], seller: null, consumer_key: null };

/** The document from its parts (pure: the shape in one place). */
export function legacyUser(p: LegacyUserParts) {
  const u = p.user;
  const settings = accounts.userSettingsOf(u.settings);
  const { percent_sale_fee, ...sellerSettings } = settings;
  return {
    _id: u.id,
    createdAt: u.createdAt,
    emails: [{ address: u.email }],
    isAdmin: u.isAdmin,
    profile: { full_name: u.fullName ?? '', phone_country_code: u.phoneCountryCode ?? '', phone: u.phone ?? '' },
    jl_ai_credits: u.aiCreditBalance,
    ai_credit_balance: u.aiCreditBalance,
    two_factor_enabled: u.twoFactorEnabled,
    percent_sale_fee,
    services: { password: { password_set: u.passwordSetAt }, twoFactor: { enabled: u.twoFactorEnabled } },
    stats: {
      // `active_listings` is eBay's (the channel the legacy client had first).
      active_listings: p.live.ebay,
      active_shopify_listings: p.live.shopify,
      active_onbuy_listings: p.live.onbuy,
      all_items_count: p.inventory.allItemsCount,
      afn_item_count: p.inventory.afnItemCount,
      mfn_item_count: p.inventory.mfnItemCount,
      item_count: p.inventory.allItemsCount,
      _time_last_inventory_update: p.inventory.lastInventoryUpdateAt,
      // Channel sales are not recorded yet (a later issue): none so far.
      sales: 0,
    },
    settings: {
      flags: {
        tos_accepted: u.tosAcceptedAt,
        onboarding_finished: u.onboardingFinished,
        onboarding_step: u.onboardingStep,
      },
      full_name: u.fullName ?? '',
      phone_number: { dial_code: u.phoneCountryCode ?? '', number: u.phone ?? '' },
      stripe_ebay_plan_id: p.planIds.ebay,
      stripe_shopify_plan_id: p.planIds.shopify,
      stripe_onbuy_plan_id: p.planIds.onbuy,
      ...sellerSettings,
      sp_creds: null,
      ebay_creds: EBAY_CREDS_NOT_CONNECTED,
      shopify_creds: SHOPIFY_CREDS_NOT_CONNECTED,
      onbuy: ONBUY_NOT_CONNECTED,
      ...p.connectionSettings,
    },
  };
}

/** Loads the parts from their modules and builds the document; 404 'No user info' for an unknown id. */
export async function legacyUserDocument(app: AppServices, userId: string) {
  const user = await accounts.getUser(app, userId);
  if (!user) throw new HttpError(404, 'No user info');
  const [connections, inventory, live, plans] = await Promise.all([
    connectionRows(app, userId),
    getStats(app, userId),
    Promise.all(CHANNELS.map((c) => countLiveListings(app.prisma, userId, c))),
    Promise.all(CHANNELS.map((c) => currentPlan(app.prisma, userId, c))),
  ]);
  return legacyUser({
    user,
    connectionSettings: legacyConnectionSettings(connections),
    inventory,
    live: { ebay: live[0]!, shopify: live[1]!, onbuy: live[2]! },
    planIds: { ebay: plans[0]?.id ?? null, shopify: plans[1]?.id ?? null, onbuy: plans[2]?.id ?? null },
  });
}
