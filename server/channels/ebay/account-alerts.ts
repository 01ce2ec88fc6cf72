// eBay's account banners (spec 001 §8, word for word; 001 §3's types):
//  - ebay_requires_reauth: the seller has an eBay plan and the eBay credentials are not authorised
//    or not 'oauth' (no connection counts as not authorised);
//  - token_revoked_error: eBay refused the stored authorisation and the seller has no plan (with a
//    plan, ebay_requires_reauth says it already);
//  - business_policy_not_opted_in: eBay said the seller is not opted in to business policies
//    (opted_in false: unknown is not false);
//  - ebay_region_of_residence / ebay_business_plan: no ebay_fee_country / no ebay_shop_type, for a
//    seller with an eBay connection (the fee settings mean nothing without eBay).
import { ebayConnectionView } from './connection-view.ts';
import { type ChannelAlert, type ChannelAlertFacts, LINKED_PLATFORMS, revokedAlert } from '../account-alerts.ts';

export const FEE_SETTINGS = 'settings/advanced/general#ebay-fees';
/** eBay's own page for opting in to business policies. */
export const EBAY_POLICY_OPT_IN_URL = 'https://www.bizpolicy.ebay.com/businesspolicy/policyoptin';

export function ebayAccountAlerts(f: ChannelAlertFacts): ChannelAlert[] {
  const ebay = f.connection && ebayConnectionView(f.connection);
  const out: ChannelAlert[] = [];
  const outOfDate = f.hasPlan && !ebay?.authorized;
  if (outOfDate)
    out.push({
      stage: 'reauth',
      type: 'ebay_requires_reauth',
      classname: 'error',
      message: 'Your eBay credentials are out of date. Please reauthorize eBay so that your listings keep syncing.',
      link: LINKED_PLATFORMS,
      link_text: 'Reauthorize eBay',
    });
  else if (ebay?.status === 'NEEDS_REAUTH') out.push(revokedAlert('eBay'));
  if (!ebay) return out;
  if (ebay.policyOptedIn === false)
    out.push({
      stage: 'setup',
      type: 'business_policy_not_opted_in',
      classname: 'warning',
      message: 'You are not opted in to eBay Business Policies. eBay needs them for every listing: opt in on eBay, then list again.',
      link: EBAY_POLICY_OPT_IN_URL,
      link_text: 'Opt in on eBay',
    });
  if (!f.settings.ebay_fee_country)
    out.push({
      stage: 'setup',
      type: 'ebay_region_of_residence',
      classname: 'warning',
      message: 'Choose your home region for eBay fees, so that your prices cover the right fees.',
      link: FEE_SETTINGS,
      link_text: 'Choose your region',
    });
  if (!f.settings.ebay_shop_type)
    out.push({
      stage: 'setup',
      type: 'ebay_business_plan',
      classname: 'warning',
      message: 'Choose your eBay business account tier (shop subscription), so that your prices cover the right fees.',
      link: FEE_SETTINGS,
      link_text: 'Choose your tier',
    });
  return out;
}
