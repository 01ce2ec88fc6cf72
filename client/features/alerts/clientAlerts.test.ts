import { describe, expect, it } from 'vitest';
import { bannersFor, type ClientUserFacts, clientAlerts, linkTarget } from './clientAlerts.ts';

const fine: ClientUserFacts = {
  ebayPlan: true,
  ebay: { authorized: true, businessPolicyOptedIn: true },
  shopify: { needsReauth: false },
  ebayFeeCountry: 'GB',
  ebayShopType: 'basic',
};
const types = (f: ClientUserFacts) => clientAlerts(f).map((a) => a.type);

describe('client-built alert banners (001 §8)', () => {
  it('shows nothing when every condition is fine, or for a seller without eBay or Shopify', () => {
    expect(types(fine)).toEqual([]);
    expect(types({ ebayPlan: false, ebay: null, shopify: null, ebayFeeCountry: null, ebayShopType: null })).toEqual([]);
  });

  it('flags eBay credentials out of date only when an eBay plan exists', () => {
    expect(types({ ...fine, ebay: { authorized: false, businessPolicyOptedIn: true } })).toEqual(['ebay_requires_reauth']);
    expect(types({ ...fine, ebay: null, ebayFeeCountry: null })).toEqual(['ebay_requires_reauth']);
    expect(types({ ...fine, ebayPlan: false, ebay: { authorized: false, businessPolicyOptedIn: true } })).toEqual([]);
  });

  it('flags Shopify reauthorisation, business policies (false, not unknown), region and tier', () => {
    expect(types({ ...fine, shopify: { needsReauth: true } })).toEqual(['shopify_requires_reauth']);
    expect(types({ ...fine, ebay: { authorized: true, businessPolicyOptedIn: false } })).toEqual(['business_policy_not_opted_in']);
    expect(types({ ...fine, ebay: { authorized: true, businessPolicyOptedIn: null } })).toEqual([]);
    expect(types({ ...fine, ebayFeeCountry: '' })).toEqual(['ebay_region_of_residence']);
    expect(types({ ...fine, ebayShopType: null })).toEqual(['ebay_business_plan']);
  });

  it("keeps the server's alerts and adds the client's only for types the server did not send", () => {
    const facts = { ...fine, ebayFeeCountry: null, shopify: { needsReauth: true } };
    const server = [{ type: 'shopify_requires_reauth', level: 'error' as const, message: 'server text', link: 'x', linkText: 'y' }];
    expect(bannersFor(server, facts).map((a) => [a.type, a.message.slice(0, 11)])).toEqual([
      ['shopify_requires_reauth', 'server text'],
      ['ebay_region_of_residence', 'Choose your'],
    ]);
    expect(bannersFor(null, facts).map((a) => a.type)).toEqual(['shopify_requires_reauth', 'ebay_region_of_residence']);
  });

  it("puts a path under the seller's account and leaves a URL as it is", () => {
    expect(linkTarget('settings/linked-platforms', 'u1')).toEqual({ href: '/account/u1/settings/linked-platforms', external: false });
    expect(linkTarget('https://www.bizpolicy.ebay.com/x', 'u1')).toEqual({ href: 'https://www.bizpolicy.ebay.com/x', external: true });
  });
});
