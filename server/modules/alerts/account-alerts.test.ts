import { describe, expect, it } from 'vitest';
import { defaultChannelAlerts } from '../../channels/account-alerts.ts';
import { EBAY_POLICY_OPT_IN_URL, FEE_SETTINGS } from '../../channels/ebay/account-alerts.ts';
import { channelEntry } from '../../channels/registry.ts';
import type { Connection } from '../../db/generated/client.ts';
import { USER_SETTINGS_DEFAULTS } from '../accounts/user-settings.ts';
import { type AccountFacts, accountAlerts, channelAlerts, LINKED_PLATFORMS } from './account-alerts.ts';

const NOW = new Date('2026-11-26T12:00:00Z');

/** A seller as the banners see them: connections (eBay's 'authorized' = an AUTHORIZED oauth token), plan, settings, trials. */
interface Seller {
  ebayPlan: boolean;
  ebay: { status: string; authorized: boolean } | null;
  shopify: { needsReauth: boolean } | null;
  amazon: { status: string } | null;
  onbuy: { status: string } | null;
  ebayPolicyOptedIn: boolean | null;
  ebayFeeCountry: string | null;
  ebayShopType: string | null;
  trials: { channel: string; trialEnd: Date }[];
}

const connection = (kind: string, status: string, settings: Record<string, unknown> = {}) => ({ kind, status, settings }) as unknown as Connection;

/** The facts the alerts service builds for the seller: each channel's banners from the registry's rules. */
function factsOf(s: Seller): AccountFacts {
  const rows = [
    s.ebay &&
      connection('EBAY', s.ebay.status, {
        type: s.ebay.authorized ? 'oauth' : 'auth_n_auth',
        ...(s.ebayPolicyOptedIn === null ? {} : { business_policy_opted_in: s.ebayPolicyOptedIn }),
      }),
    s.shopify && connection('SHOPIFY', s.shopify.needsReauth ? 'NEEDS_REAUTH' : 'AUTHORIZED'),
    s.onbuy && connection('ONBUY', s.onbuy.status),
  ].filter((c): c is Connection => !!c);
  const settings = { ...USER_SETTINGS_DEFAULTS, ebay_fee_country: s.ebayFeeCountry, ebay_shop_type: s.ebayShopType };
  return {
    amazon: s.amazon,
    channels: channelAlerts(rows, s.ebayPlan ? ['EBAY'] : [], settings),
    trials: s.trials.map((t) => ({ name: channelEntry(t.channel)!.name, trialEnd: t.trialEnd })),
  };
}

const fine: Seller = {
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
const alertsOf = (f: Partial<Seller>) => accountAlerts('u1', factsOf({ ...fine, ...f }), NOW);
const types = (f: Partial<Seller>) => alertsOf(f).map((a) => a._type);

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
    const [a] = alertsOf({ ebay: { status: 'AUTHORIZED', authorized: false } });
    expect(a).toMatchObject({ classname: 'error', link: LINKED_PLATFORMS, user_id: 'u1', _active: true });
  });

  it('Shopify reauthorisation and revoked Amazon / OnBuy / eBay-without-plan tokens', () => {
    expect(types({ shopify: { needsReauth: true } })).toEqual(['shopify_requires_reauth']);
    expect(types({ amazon: { status: 'NEEDS_REAUTH' } })).toEqual(['token_revoked_error']);
    expect(types({ onbuy: { status: 'NEEDS_REAUTH' } })).toEqual(['token_revoked_error']);
    expect(types({ ebayPlan: false, ebay: { status: 'NEEDS_REAUTH', authorized: false } })).toEqual(['token_revoked_error']);
    expect(alertsOf({ amazon: { status: 'NEEDS_REAUTH' } })[0]!.message).toContain('Amazon');
  });

  it('keeps the spec order across channels: reauthorise, then revoked tokens (Amazon first), then the setup banners', () => {
    const all = alertsOf({
      ebay: { status: 'AUTHORIZED', authorized: false },
      shopify: { needsReauth: true },
      amazon: { status: 'NEEDS_REAUTH' },
      onbuy: { status: 'NEEDS_REAUTH' },
      ebayPolicyOptedIn: false,
      ebayFeeCountry: null,
      ebayShopType: null,
    });
    expect(all.map((a) => [a._type, a.link_text])).toEqual([
      ['ebay_requires_reauth', 'Reauthorize eBay'],
      ['shopify_requires_reauth', 'Reauthorize Shopify'],
      ['token_revoked_error', 'Authorize Amazon'],
      ['token_revoked_error', 'Authorize OnBuy'],
      ['business_policy_not_opted_in', 'Opt in on eBay'],
      ['ebay_region_of_residence', 'Choose your region'],
      ['ebay_business_plan', 'Choose your tier'],
    ]);
  });

  it('a channel declaring no banners of its own gets token_revoked_error, in its name, while its connection needs reauthorising', () => {
    const facts = { hasPlan: false, settings: USER_SETTINGS_DEFAULTS };
    expect(defaultChannelAlerts('Fixture Market', { ...facts, connection: connection('FIXTURE', 'NEEDS_REAUTH') })).toEqual([
      expect.objectContaining({ type: 'token_revoked_error', link_text: 'Authorize Fixture Market' }),
    ]);
    expect(defaultChannelAlerts('Fixture Market', { ...facts, connection: connection('FIXTURE', 'AUTHORIZED') })).toEqual([]);
  });

  it('business policies only when eBay said not opted in (unknown is not false), and only with eBay', () => {
    expect(types({ ebayPolicyOptedIn: false })).toEqual(['business_policy_not_opted_in']);
    expect(types({ ebayPolicyOptedIn: null })).toEqual([]);
    expect(alertsOf({ ebayPolicyOptedIn: false })[0]!.link).toBe(EBAY_POLICY_OPT_IN_URL);
  });

  it('region and tier for a seller with eBay; not without', () => {
    expect(types({ ebayFeeCountry: null })).toEqual(['ebay_region_of_residence']);
    expect(types({ ebayShopType: null })).toEqual(['ebay_business_plan']);
    expect(types({ ebayPlan: false, ebay: null, ebayFeeCountry: null, ebayShopType: null })).toEqual([]);
    expect(alertsOf({ ebayFeeCountry: null })[0]!.link).toBe(FEE_SETTINGS);
  });

  it('trial ending: within 3 days, not after it ended, not a week away', () => {
    const inDays = (d: number) => new Date(NOW.getTime() + d * 86_400_000);
    expect(types({ trials: [{ channel: 'EBAY', trialEnd: inDays(2.5) }] })).toEqual(['trial_alerts']);
    expect(alertsOf({ trials: [{ channel: 'EBAY', trialEnd: inDays(2.5) }] })[0]!.message).toContain('eBay free trial ends in 3 days');
    expect(types({ trials: [{ channel: 'SHOPIFY', trialEnd: inDays(0.5) }] })).toEqual(['trial_alerts']);
    expect(types({ trials: [{ channel: 'EBAY', trialEnd: inDays(7) }] })).toEqual([]);
    expect(types({ trials: [{ channel: 'EBAY', trialEnd: inDays(-1) }] })).toEqual([]);
  });
});
