import { describe, expect, it } from 'vitest';
import {
  changedEbaySettings,
  ebayFieldErrors,
  ebayFormFromSettings,
  MESSAGES,
  parseCents,
  parseDecimal,
  parsePercent,
  parseQuantity,
  pricingChanges,
  type StoredEbaySettings,
} from './ebaySettingsForm.ts';

/** The server's defaults for a seller who changed nothing. */
const DEFAULTS: StoredEbaySettings = {
  handlingTime: 2,
  enableBestOffer: false,
  ebayAiFillSpecifics: false,
  preferredListQuantity: null,
  preferredListQuantityBuffer: null,
  overrideCountry: null,
  shipsFromZip: null,
  premiumShippingAdditionalProfits: { expedited: 0, priority: 0 },
  disableShippingPriceOverrides: false,
  automaticCustomerFeedbackText: null,
  disableCustomerFeedback: false,
  markAsShipped: true,
  displayableOrderComment: null,
  enableBlankBox: false,
  ebayBlankBox: '',
  ebayBlockAmzl: '',
  repricingEnabled: true,
  alwaysReprice: false,
  repricingMargin: 0,
  ebayFeeCountry: '',
  ebayShopType: '',
  disableFulfillment: false,
  disableQus: false,
  enableEmailNotifications: true,
  pricingOption: 'formula',
  pricingPercentMargin: 0,
  pricingFixedMargin: 0,
  pricingFormula: { itemMultiplier: 1, fbaShipMultiplier: 1, constantAdd: 0 },
  listingTemplateStyle: 'basic',
  showFooter: true,
  listingTemplateBoilerplate: { title1: 'Quality Products', details1: '', title2: 'Fast and Free Shipping', details2: '', title3: 'Commitment', details3: '' },
  customTemplate: { html: '', css: '' },
};
const loaded = ebayFormFromSettings(DEFAULTS);

describe('eBay settings form: numbers as typed', () => {
  it('drops currency symbols, commas and spaces; empty is not set; anything else is invalid', () => {
    expect(parseDecimal('$1,200.50')).toBe(1200.5);
    expect(parseDecimal(' -2.5 ')).toBe(-2.5);
    expect(parseDecimal('10%')).toBe(10);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('ten')).toBe('invalid');
    expect(parseDecimal('1.2.3')).toBe('invalid');
    expect(parseCents('£12.99')).toBe(1299);
    expect(parseCents('-0.5')).toBe(-50);
    expect(parsePercent('12.5')).toBe(0.125);
    expect(parsePercent('7')).toBe(0.07);
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('-1')).toBe('invalid');
    expect(parseQuantity('2.5')).toBe('invalid');
  });

  it('shows stored cents as amounts and fractions as percents', () => {
    const f = ebayFormFromSettings({
      ...DEFAULTS,
      pricingFixedMargin: 250,
      pricingPercentMargin: 0.15,
      premiumShippingAdditionalProfits: { expedited: 199, priority: 0 },
    });
    expect([f.pricingFixedMargin, f.pricingPercentMargin, f.premiumExpedited, f.premiumPriority]).toEqual(['2.50', '15', '1.99', '0.00']);
    expect([loaded.handlingTime, loaded.preferredListQuantity, loaded.overrideCountry, loaded.title1]).toEqual(['2', '', '', 'Quality Products']);
  });
});

describe('eBay settings form: the diff rule', () => {
  it('sends nothing when nothing changed, or when a field is set back to what was loaded, or typed differently with the same value', () => {
    expect(changedEbaySettings(loaded, { ...loaded })).toBeNull();
    expect(changedEbaySettings(loaded, { ...loaded, pricingFixedMargin: '0', constantAdd: '$0', itemMultiplier: '1.0', repricingMargin: '0%' })).toBeNull();
    expect(changedEbaySettings(loaded, { ...loaded, automaticCustomerFeedbackText: '   ', overrideCountry: '' })).toBeNull();
    expect(changedEbaySettings(loaded, { ...loaded, handlingTime: '2' })).toBeNull();
  });

  it('does not send a number field left empty (not set)', () => {
    expect(changedEbaySettings(loaded, { ...loaded, pricingPercentMargin: '', itemMultiplier: ' ', premiumPriority: '' })).toBeNull();
  });

  it('sends only what changed, in the stored units', () => {
    expect(changedEbaySettings(loaded, { ...loaded, handlingTime: '10', ebayBlockAmzl: 'enabled', markAsShipped: false })).toEqual({
      handlingTime: 10,
      ebayBlockAmzl: 'enabled',
      markAsShipped: false,
    });
    expect(changedEbaySettings(loaded, { ...loaded, pricingOption: 'percent', pricingPercentMargin: '12.5' })).toEqual({
      pricingOption: 'percent',
      pricingPercentMargin: 0.125,
    });
    expect(changedEbaySettings(loaded, { ...loaded, itemMultiplier: '2', constantAdd: '1.00' })).toEqual({
      pricingFormula: { itemMultiplier: 2, constantAdd: 100 },
    });
    expect(changedEbaySettings(loaded, { ...loaded, premiumPriority: '2.5' })).toEqual({ premiumShippingAdditionalProfits: { priority: 250 } });
    expect(changedEbaySettings(loaded, { ...loaded, overrideCountry: ' gb ', automaticCustomerFeedbackText: ' Thanks! ' })).toEqual({
      overrideCountry: 'GB',
      automaticCustomerFeedbackText: 'Thanks!',
    });
    expect(changedEbaySettings(loaded, { ...loaded, preferredListQuantity: '5', ebayFeeCountry: 'US' })).toEqual({
      preferredListQuantity: 5,
      ebayFeeCountry: 'US',
    });
    expect(changedEbaySettings(loaded, { ...loaded, title2: 'Free Returns', customCss: 'h1 { color: red }', showFooter: false })).toEqual({
      listingTemplateBoilerplate: { title2: 'Free Returns' },
      customTemplate: { css: 'h1 { color: red }' },
      showFooter: false,
    });
  });

  it('clears a loaded text, quantity or blank option when emptied', () => {
    const set = ebayFormFromSettings({
      ...DEFAULTS,
      overrideCountry: 'DE',
      preferredListQuantity: 3,
      ebayShopType: 'top',
      automaticCustomerFeedbackText: 'Hi',
    });
    expect(changedEbaySettings(set, { ...set, overrideCountry: '', preferredListQuantity: '', ebayShopType: '', automaticCustomerFeedbackText: ' ' })).toEqual({
      overrideCountry: null,
      preferredListQuantity: null,
      ebayShopType: null,
      automaticCustomerFeedbackText: null,
    });
  });

  it('leaves out fields with an error; the preview is asked only about pricing', () => {
    const changes = changedEbaySettings(loaded, {
      ...loaded,
      automaticCustomerFeedbackText: 'x'.repeat(81),
      pricingFixedMargin: 'lots',
      handlingTime: '3',
      alwaysReprice: true,
    });
    expect(changes).toEqual({ handlingTime: 3, alwaysReprice: true });
    expect(pricingChanges(changes)).toEqual({ alwaysReprice: true });
    expect(pricingChanges({ handlingTime: 3 })).toBeNull();
    expect(pricingChanges(null)).toBeNull();
  });
});

describe('eBay settings form: field errors', () => {
  it('gives the spec’s and the server’s messages', () => {
    expect(ebayFieldErrors(loaded)).toEqual({});
    expect(ebayFieldErrors({ ...loaded, automaticCustomerFeedbackText: 'x'.repeat(80) })).toEqual({});
    expect(ebayFieldErrors({ ...loaded, automaticCustomerFeedbackText: 'x'.repeat(81) })).toEqual({
      automaticCustomerFeedbackText: 'Feedback text is limited to 80 characters.',
    });
    expect(
      ebayFieldErrors({
        ...loaded,
        overrideCountry: 'USA',
        shipsFromZip: '#1',
        premiumExpedited: '-1',
        preferredListQuantityBuffer: '1.5',
        repricingMargin: '2000',
        itemMultiplier: 'two',
        displayableOrderComment: 'y'.repeat(1001),
      }),
    ).toEqual({
      overrideCountry: MESSAGES.country,
      shipsFromZip: MESSAGES.zip,
      premiumExpedited: MESSAGES.profit,
      preferredListQuantityBuffer: MESSAGES.quantity,
      repricingMargin: MESSAGES.repricingMargin,
      itemMultiplier: MESSAGES.number,
      displayableOrderComment: MESSAGES.orderComment,
    });
  });
});
