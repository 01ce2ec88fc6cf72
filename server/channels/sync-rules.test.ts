import { describe, expect, it } from 'vitest';
import { USER_SETTINGS_DEFAULTS, userSettingsOf, type UserSettings } from '../modules/accounts/user-settings.ts';
import { ebayListingPrice, type PricingItem } from '../pricing/listing-price.ts';
import { channelEntry } from './registry.ts';
import { changeReason, desiredState, differences, syncRulesFor, type SyncItem, type SyncRules } from './sync-rules.ts';

const PRO = { tier: 'pro' as const };
const PLUS = { tier: 'plus' as const };
const settings = (over: Record<string, unknown> = {}): UserSettings => userSettingsOf(over);
const item = (over: Partial<SyncItem> = {}): SyncItem => ({
  fbaQuantity: 7,
  mfnQuantity: 2,
  quantityBuffer: null,
  priceCents: 2500,
  earningsCents: 1825,
  ...over,
});
const rules = (over: Partial<SyncRules> = {}): SyncRules => ({ ...syncRulesFor('EBAY', settings(), PRO, channelEntry('EBAY')?.syncSwitches), ...over });

describe('syncRulesFor', () => {
  it('gates quantity sync by plan: Pro and up only', () => {
    expect(syncRulesFor('EBAY', settings(), PRO, channelEntry('EBAY')?.syncSwitches).quantitySync).toBe(true);
    expect(syncRulesFor('EBAY', settings(), { tier: 'enterprise' }, channelEntry('EBAY')?.syncSwitches).quantitySync).toBe(true);
    expect(syncRulesFor('EBAY', settings(), PLUS, channelEntry('EBAY')?.syncSwitches).quantitySync).toBe(false);
    expect(syncRulesFor('EBAY', settings(), null, channelEntry('EBAY')?.syncSwitches).quantitySync).toBe(false);
  });
  it('reads the eBay switches: disable_qus, repricing_enabled, buffer and cap', () => {
    expect(syncRulesFor('EBAY', settings({ disable_qus: true }), PRO, channelEntry('EBAY')?.syncSwitches).quantitySync).toBe(false);
    expect(syncRulesFor('EBAY', settings(), PRO, channelEntry('EBAY')?.syncSwitches).repricing).toBe(true);
    expect(syncRulesFor('EBAY', settings({ repricing_enabled: false }), PRO, channelEntry('EBAY')?.syncSwitches).repricing).toBe(false);
    expect(
      syncRulesFor('EBAY', settings({ preferred_list_quantity_buffer: 2, preferred_list_quantity: 10 }), PRO, channelEntry('EBAY')?.syncSwitches),
    ).toMatchObject({ sellerBuffer: 2, cap: 10 });
    expect(syncRulesFor('EBAY', settings(), PRO, channelEntry('EBAY')?.syncSwitches)).toMatchObject({ sellerBuffer: 0, cap: null });
  });
  it("reads Shopify's automatic syncs: on by default wherever the plan includes them (issue 30), off when the seller turns them off", () => {
    expect(syncRulesFor('SHOPIFY', settings(), PRO, channelEntry('SHOPIFY')?.syncSwitches)).toMatchObject({ quantitySync: true, repricing: true });
    expect(syncRulesFor('SHOPIFY', settings(), PLUS, channelEntry('SHOPIFY')?.syncSwitches)).toMatchObject({ quantitySync: false, repricing: true });
    const off = settings({ shopify_settings: { automatic_quantity_sync: false, automatic_pricing_sync: false } });
    expect(syncRulesFor('SHOPIFY', off, PRO, channelEntry('SHOPIFY')?.syncSwitches)).toMatchObject({ quantitySync: false, repricing: false });
  });
  it('defaults: eBay sync on, no margin', () => {
    expect(USER_SETTINGS_DEFAULTS).toMatchObject({ disable_qus: false, repricing_enabled: true, always_reprice: false, repricing_margin: 0 });
  });
});

describe('desiredState', () => {
  const price = { priceCents: 3095, ready: true, locked: false };
  it('gives the quantity and price when both syncs apply', () => {
    expect(desiredState(item(), rules(), price, 'k')).toMatchObject({ quantity: 9, priceCents: 3095 });
  });
  it('gives no quantity without quantity sync, no price without repricing', () => {
    expect(desiredState(item(), rules({ quantitySync: false }), price, 'k').quantity).toBeNull();
    expect(desiredState(item(), rules({ repricing: false }), price, 'k').priceCents).toBeNull();
  });
  it('never reprices a locked price, nor one not ready', () => {
    expect(desiredState(item(), rules(), { ...price, locked: true }, 'k').priceCents).toBeNull();
    expect(desiredState(item(), rules(), { ...price, ready: false }, 'k').priceCents).toBeNull();
    expect(desiredState(item(), rules(), null, 'k').priceCents).toBeNull();
  });
  it("follows the seller's formula through the eBay pricing, and a lock through ebay_price", () => {
    const amazon: PricingItem = {
      itemType: 'MFN',
      priceCents: 2000,
      referralFeeCents: 300,
      fulfillmentFeeCents: 0,
      earningsCents: 1700,
      itemCategory: 'Electronics',
      docid: null,
      catalogDetails: null,
      userEditedDetails: {},
    };
    const seller = { pricingOption: 'formula' as const, pricingFormula: { itemMultiplier: 1.5, fbaShipMultiplier: 1, constantAdd: 1 } };
    const formula = ebayListingPrice(amazon, seller);
    expect(desiredState(item(), rules(), { priceCents: formula.priceCents, ready: formula.ready, locked: false }, 'k').priceCents).toBe(3001); // 1.5 × 2000 + 1 × 0 (MFN) + 1
    const locked = ebayListingPrice({ ...amazon, userEditedDetails: { ebay_price: 4000 } }, seller);
    expect(
      desiredState(item(), rules(), { priceCents: locked.priceCents, ready: locked.ready, locked: locked.source === 'locked' }, 'k').priceCents,
    ).toBeNull();
  });
});

describe('differences', () => {
  const r = { alwaysReprice: false, repricingMarginPercent: 0 };
  it('is empty when nothing differs from the last push', () => {
    expect(differences({ quantity: 4, priceCents: 1000 }, { quantity: 4, priceCents: 1000 }, r)).toEqual({});
    expect(differences({ quantity: null, priceCents: null }, { quantity: 1, priceCents: 1 }, r)).toEqual({});
  });
  it('names only the fields that differ', () => {
    expect(differences({ quantity: 3, priceCents: 1000 }, { quantity: 4, priceCents: 1000 }, r)).toEqual({ quantity: 3 });
    expect(differences({ quantity: 4, priceCents: 1100 }, { quantity: 4, priceCents: 1000 }, r)).toEqual({ priceCents: 1100 });
    expect(differences({ quantity: 0, priceCents: 900 }, { quantity: null, priceCents: null }, r)).toEqual({ quantity: 0, priceCents: 900 });
  });
  it('holds back price moves within repricing_margin unless always_reprice', () => {
    const margin = { alwaysReprice: false, repricingMarginPercent: 5 };
    expect(differences({ quantity: null, priceCents: 1040 }, { quantity: null, priceCents: 1000 }, margin)).toEqual({});
    expect(differences({ quantity: null, priceCents: 1050 }, { quantity: null, priceCents: 1000 }, margin)).toEqual({ priceCents: 1050 });
    expect(differences({ quantity: null, priceCents: 1040 }, { quantity: null, priceCents: 1000 }, { ...margin, alwaysReprice: true })).toEqual({
      priceCents: 1040,
    });
  });
});

describe('changeReason', () => {
  const basis = desiredState(item({ fbaQuantity: 12 }), rules(), { priceCents: 1, ready: true, locked: false }, 'formula-a').basis;
  it('names what moved', () => {
    expect(changeReason('QUANTITY', basis, { ...basis, fba: 9 })).toBe('Amazon FBA quantity 12 → 9');
    expect(changeReason('QUANTITY', basis, { ...basis, itemBuffer: 2, cap: 5 })).toBe('item buffer 0 → 2; quantity cap none → 5');
    expect(changeReason('PRICE', basis, { ...basis, pricing: 'formula-b' })).toBe('formula changed');
    expect(changeReason('PRICE', basis, { ...basis, amazonPriceCents: 2700 })).toBe('Amazon price 25.00 → 27.00');
  });
  it('says quantity sync turned on (a plan upgrade, disable_qus cleared)', () => {
    expect(changeReason('QUANTITY', { ...basis, quantitySync: false }, basis)).toBe('quantity sync turned on');
  });
  it('says drift repaired after the reconcile found the channel off', () => {
    expect(changeReason('QUANTITY', { ...basis, drift: true }, basis)).toBe('drift repaired');
    expect(changeReason('QUANTITY', { ...basis, drift: true }, { ...basis, fba: 3 })).toBe('drift repaired; Amazon FBA quantity 12 → 3');
  });
  it('says resynced when no input moved, and the inputs before the first sync', () => {
    expect(changeReason('QUANTITY', basis, basis)).toBe('resynced');
    expect(changeReason('QUANTITY', null, basis)).toBe('Amazon FBA 12 + MFN 2 − buffer 0');
  });
});
