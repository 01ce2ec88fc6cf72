import { describe, expect, it } from 'vitest';
import { type AccountFacts, accountAlerts, EBAY_POLICY_OPT_IN_URL, FEE_SETTINGS, LINKED_PLATFORMS } from './account-alerts.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const fine: AccountFacts = {
  ebayPlan: true,
  ebay: { status: 'AUTHORIZED', authorized: true },
  shopify: { needsReauth: false },
  amazon: { status: 'AUTHORIZED' },
  onbuy: { status: 'AUTHORIZED' },
  ebayPolicyOptedIn: true,
  ebayFeeCountry: 'GB',
  ebayShopType: 'basic',
  trials: [],
};
const types = (f: Partial<AccountFacts>) => accountAlerts('u1', { ...fine, ...f }, NOW).map((a) => a._type);

describe('account alerts (001 §8)', () => {
  it('raises nothing when every condition is fine, nor for a seller with no connection and no plan', () => {
    expect(types({})).toEqual([]);
    expect(
      types({ ebayPlan: false, ebay: null, shopify: null, amazon: null, onbuy: null, ebayPolicyOptedIn: null, ebayFeeCountry: null, ebayShopType: null }),
    ).toEqual([]);
  });

  it('eBay credentials out of date: plan and (not authorised or not oauth, or no connection)', () => {
    expect(types({ ebay: { status: 'AUTHORIZED', authorized: false } })).toEqual(['ebay_requires_reauth']);
    expect(types({ ebay: null, ebayPolicyOptedIn: null })).toEqual(['ebay_requires_reauth']);
    // Revoked on eBay's side with a plan: one banner, not two.
    expect(types({ ebay: { status: 'NEEDS_REAUTH', authorized: false } })).toEqual(['ebay_requires_reauth']);
    expect(types({ ebayPlan: false, ebay: { status: 'AUTHORIZED', authorized: false } })).toEqual([]);
    const [a] = accountAlerts('u1', { ...fine, ebay: { status: 'AUTHORIZED', authorized: false } }, NOW);
    expect(a).toMatchObject({ classname: 'error', link: LINKED_PLATFORMS, user_id: 'u1', _active: true });
  });

  it('Shopify reauthorisation and revoked Amazon / OnBuy / eBay-without-plan tokens', () => {
    expect(types({ shopify: { needsReauth: true } })).toEqual(['shopify_requires_reauth']);
    expect(types({ amazon: { status: 'NEEDS_REAUTH' } })).toEqual(['token_revoked_error']);
    expect(types({ onbuy: { status: 'NEEDS_REAUTH' } })).toEqual(['token_revoked_error']);
    expect(types({ ebayPlan: false, ebay: { status: 'NEEDS_REAUTH', authorized: false } })).toEqual(['token_revoked_error']);
    expect(accountAlerts('u1', { ...fine, amazon: { status: 'NEEDS_REAUTH' } }, NOW)[0]!.message).toContain('Amazon');
  });

  it('business policies only when eBay said not opted in (unknown is not false), and only with eBay', () => {
    expect(types({ ebayPolicyOptedIn: false })).toEqual(['business_policy_not_opted_in']);
    expect(types({ ebayPolicyOptedIn: null })).toEqual([]);
    expect(accountAlerts('u1', { ...fine, ebayPolicyOptedIn: false }, NOW)[0]!.link).toBe(EBAY_POLICY_OPT_IN_URL);
  });

  it('region and tier for a seller with eBay; not without', () => {
    expect(types({ ebayFeeCountry: null })).toEqual(['ebay_region_of_residence']);
    expect(types({ ebayShopType: null })).toEqual(['ebay_business_plan']);
    expect(types({ ebayPlan: false, ebay: null, ebayFeeCountry: null, ebayShopType: null })).toEqual([]);
    expect(accountAlerts('u1', { ...fine, ebayFeeCountry: null }, NOW)[0]!.link).toBe(FEE_SETTINGS);
  });

  it('trial ending: within 3 days, not after it ended, not a week away', () => {
    const inDays = (d: number) => new Date(NOW.getTime() + d * 86_400_000);
    expect(types({ trials: [{ channel: 'EBAY', trialEnd: inDays(2.5) }] })).toEqual(['trial_alerts']);
    expect(accountAlerts('u1', { ...fine, trials: [{ channel: 'EBAY', trialEnd: inDays(2.5) }] }, NOW)[0]!.message).toContain('ends in 3 days');
    expect(types({ trials: [{ channel: 'SHOPIFY', trialEnd: inDays(0.5) }] })).toEqual(['trial_alerts']);
    expect(types({ trials: [{ channel: 'EBAY', trialEnd: inDays(7) }] })).toEqual([]);
    expect(types({ trials: [{ channel: 'EBAY', trialEnd: inDays(-1) }] })).toEqual([]);
  });
});
