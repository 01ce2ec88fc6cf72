// The account banners of spec 001 §8 (and the alert types of 001 §3) as pure rules over what the
// modules know of a seller, so that each banner appears exactly when its condition holds:
//  - ebay_requires_reauth: the seller has an eBay plan and the eBay credentials are not authorised
//    or not 'oauth' (001 §8, word for word);
//  - shopify_requires_reauth: the Shopify connection needs reauthorisation (needs_reauth);
//  - token_revoked_error: Amazon or OnBuy refused the stored authorisation (the connection was
//    marked for reauthorisation; eBay's case is ebay_requires_reauth's, or this one without a plan);
//  - business_policy_not_opted_in: eBay said the seller is not opted in to business policies
//    (opted_in false: unknown is not false);
//  - ebay_region_of_residence / ebay_business_plan: no ebay_fee_country / no ebay_shop_type, for a
//    seller with an eBay connection (the fee settings mean nothing without eBay);
//  - trial_alerts: a trial ends within TRIAL_ALERT_DAYS days.
// Each carries `link`: the page (under /account/{id}/, or an absolute URL) that fixes it.

import { CHANNELS } from '../../../shared/channels.ts';

export type AlertLevel = 'error' | 'info' | 'success' | 'warning';

export interface AccountAlert {
  _active: true;
  _created_at: string;
  _type: string;
  classname: AlertLevel;
  message: string;
  user_id: string;
  /** Where the seller fixes it: a path under /account/{userId}/, or an absolute https URL. */
  link: string;
  /** The link's text. */
  link_text: string;
}

export interface AccountFacts {
  /** A live eBay subscription (stripe_ebay_plan_id). */
  ebayPlan: boolean;
  ebay: { status: string; authorized: boolean } | null;
  shopify: { needsReauth: boolean } | null;
  amazon: { status: string } | null;
  onbuy: { status: string } | null;
  /** stats.business_policy.status.opted_in as eBay last said; null = not known. */
  ebayPolicyOptedIn: boolean | null;
  ebayFeeCountry: string | null;
  ebayShopType: string | null;
  /** Trialing subscriptions: channel and end of trial. */
  trials: { channel: string; trialEnd: Date }[];
}

export const TRIAL_ALERT_DAYS = 3;
export const LINKED_PLATFORMS = 'settings/linked-platforms';
export const FEE_SETTINGS = 'settings/advanced/general#ebay-fees';
export const ACCOUNT_PAGE = 'settings/account';
/** eBay's own page for opting in to business policies. */
export const EBAY_POLICY_OPT_IN_URL = 'https://www.bizpolicy.ebay.com/businesspolicy/policyoptin';

/** Amazon and the channels by code, with the names shared/channels.ts gives them. */
const CHANNEL_NAMES: Record<string, string> = { AMAZON: 'Amazon', ...Object.fromEntries(CHANNELS.map((c) => [c.id, c.name])) };

export function accountAlerts(userId: string, f: AccountFacts, now = new Date()): AccountAlert[] {
  const at = now.toISOString();
  const alert = (type: string, classname: AlertLevel, message: string, link: string, link_text: string): AccountAlert => ({
    _active: true,
    _created_at: at,
    _type: type,
    classname,
    message,
    user_id: userId,
    link,
    link_text,
  });
  const out: AccountAlert[] = [];
  const ebayOutOfDate = f.ebayPlan && !f.ebay?.authorized;
  if (ebayOutOfDate)
    out.push(
      alert(
        'ebay_requires_reauth',
        'error',
        'Your eBay credentials are out of date. Please reauthorize eBay so that your listings keep syncing.',
        LINKED_PLATFORMS,
        'Reauthorize eBay',
      ),
    );
  if (f.shopify?.needsReauth)
    out.push(
      alert(
        'shopify_requires_reauth',
        'error',
        'Your Shopify credentials are out of date. Please reauthorize Shopify so that your listings keep syncing.',
        LINKED_PLATFORMS,
        'Reauthorize Shopify',
      ),
    );
  const revoked = [
    f.amazon?.status === 'NEEDS_REAUTH' ? 'AMAZON' : null,
    !ebayOutOfDate && f.ebay?.status === 'NEEDS_REAUTH' ? 'EBAY' : null,
    f.onbuy?.status === 'NEEDS_REAUTH' ? 'ONBUY' : null,
  ].filter((c): c is string => c !== null);
  for (const c of revoked)
    out.push(
      alert(
        'token_revoked_error',
        'error',
        `${CHANNEL_NAMES[c]} no longer accepts ListBridge's authorization (it was revoked or has expired). Please authorize ${CHANNEL_NAMES[c]} again.`,
        LINKED_PLATFORMS,
        `Authorize ${CHANNEL_NAMES[c]}`,
      ),
    );
  if (f.ebay && f.ebayPolicyOptedIn === false)
    out.push(
      alert(
        'business_policy_not_opted_in',
        'warning',
        'You are not opted in to eBay Business Policies. eBay needs them for every listing: opt in on eBay, then list again.',
        EBAY_POLICY_OPT_IN_URL,
        'Opt in on eBay',
      ),
    );
  if (f.ebay && !f.ebayFeeCountry)
    out.push(
      alert(
        'ebay_region_of_residence',
        'warning',
        'Choose your home region for eBay fees, so that your prices cover the right fees.',
        FEE_SETTINGS,
        'Choose your region',
      ),
    );
  if (f.ebay && !f.ebayShopType)
    out.push(
      alert(
        'ebay_business_plan',
        'warning',
        'Choose your eBay business account tier (shop subscription), so that your prices cover the right fees.',
        FEE_SETTINGS,
        'Choose your tier',
      ),
    );
  for (const t of f.trials) {
    const ms = t.trialEnd.getTime() - now.getTime();
    if (ms <= 0 || ms > TRIAL_ALERT_DAYS * 86_400_000) continue;
    const days = Math.ceil(ms / 86_400_000);
    out.push(
      alert(
        'trial_alerts',
        'info',
        `Your ${CHANNEL_NAMES[t.channel] ?? t.channel} free trial ends in ${days} day${days === 1 ? '' : 's'} (${t.trialEnd.toISOString().slice(0, 10)}). Check your plan and payment method to keep listing.`,
        ACCOUNT_PAGE,
        'Account & Payment',
      ),
    );
  }
  return out;
}

/** The page that fixes one of the other modules' alerts (sync and fulfilment), by type. */
export function linkFor(type: string): { link: string; link_text: string } {
  switch (type) {
    case 'quantity_update_error':
    case 'sync_paused':
      return { link: LINKED_PLATFORMS, link_text: 'Check your connections' };
    case 'inventory_updating':
    case 'repricing_updating':
      return { link: 'amazon-inventory/', link_text: 'See your inventory' };
    case 'fulfillment_error':
    case 'mcf_backlog':
      return { link: 'sales/ebay/', link_text: 'See your sales' };
    default:
      return { link: 'amazon-inventory/', link_text: 'See your inventory' };
  }
}
