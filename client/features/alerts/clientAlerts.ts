// Spec 001 §2.10: the alert banners are loaded per user and built on the client when the server's
// are missing. These are 001 §8's conditions over the user as the client reads it; the server's
// rules (server/modules/alerts/account-alerts.ts) are the same, and a server alert of a type wins.

export interface BannerAlert {
  type: string;
  level: 'error' | 'info' | 'success' | 'warning';
  /** HTML-escaped text (the legacy alerts' message). */
  message: string;
  /** A path under /account/{userId}/ or an absolute https URL. */
  link: string;
  linkText: string;
}

export interface ClientUserFacts {
  /** The seller has a live eBay plan (stripe_ebay_plan_id). */
  ebayPlan: boolean;
  ebay: { authorized: boolean; businessPolicyOptedIn: boolean | null | undefined } | null | undefined;
  shopify: { needsReauth: boolean } | null | undefined;
  ebayFeeCountry: string | null | undefined;
  ebayShopType: string | null | undefined;
}

const LINKED = 'settings/linked-platforms';
const FEES = 'settings/advanced/general#ebay-fees';
export const EBAY_POLICY_OPT_IN_URL = 'https://www.bizpolicy.ebay.com/businesspolicy/policyoptin';

/** 001 §8's banners whose condition holds for this user. */
export function clientAlerts(u: ClientUserFacts): BannerAlert[] {
  const out: BannerAlert[] = [];
  if (u.ebayPlan && !u.ebay?.authorized)
    out.push({
      type: 'ebay_requires_reauth',
      level: 'error',
      message: 'Your eBay credentials are out of date. Please reauthorize eBay so that your listings keep syncing.',
      link: LINKED,
      linkText: 'Reauthorize eBay',
    });
  if (u.shopify?.needsReauth)
    out.push({
      type: 'shopify_requires_reauth',
      level: 'error',
      message: 'Your Shopify credentials are out of date. Please reauthorize Shopify so that your listings keep syncing.',
      link: LINKED,
      linkText: 'Reauthorize Shopify',
    });
  if (u.ebay && u.ebay.businessPolicyOptedIn === false)
    out.push({
      type: 'business_policy_not_opted_in',
      level: 'warning',
      message: 'You are not opted in to eBay Business Policies. eBay needs them for every listing: opt in on eBay, then list again.',
      link: EBAY_POLICY_OPT_IN_URL,
      linkText: 'Opt in on eBay',
    });
  if (u.ebay && !u.ebayFeeCountry)
    out.push({
      type: 'ebay_region_of_residence',
      level: 'warning',
      message: 'Choose your home region for eBay fees, so that your prices cover the right fees.',
      link: FEES,
      linkText: 'Choose your region',
    });
  if (u.ebay && !u.ebayShopType)
    out.push({
      type: 'ebay_business_plan',
      level: 'warning',
      message: 'Choose your eBay business account tier (shop subscription), so that your prices cover the right fees.',
      link: FEES,
      linkText: 'Choose your tier',
    });
  return out;
}

/** The server's alerts, or null when they could not be loaded; completed with the client's own for the types the server did not send. */
export function bannersFor(server: readonly BannerAlert[] | null, facts: ClientUserFacts | null): BannerAlert[] {
  const own = facts ? clientAlerts(facts) : [];
  if (!server) return own;
  const types = new Set(server.map((a) => a.type));
  return [...server, ...own.filter((a) => !types.has(a.type))];
}

/** Where a banner's link goes: absolute URLs as they are, paths under the seller's account. */
export function linkTarget(link: string, userId: string): { href: string; external: boolean } {
  if (/^https?:\/\//.test(link)) return { href: link, external: true };
  return { href: `/account/${userId}/${link.replace(/^\//, '')}`, external: false };
}

/** The alerts' messages are HTML-escaped (the legacy documents); shown as text. */
export function fromHtml(s: string): string {
  return s
    .replace(/&#(\d+);/g, (_m, n) => String.fromCharCode(Number(n)))
    .replace(/&(amp|lt|gt|quot);/g, (_m, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[e as 'amp']);
}
