import { describe, expect, it } from 'vitest';
import { changedGeneralSettings, generalFormFromSettings, orderCommentTooLong } from './generalSettingsForm.ts';

const stored = generalFormFromSettings({
  enableEmailNotifications: true,
  disableFulfillment: false,
  displayableOrderComment: null,
  ebayFeeCountry: null,
  ebayShopType: null,
});

describe('General settings form', () => {
  it('shows fulfilment as on when disable_fulfillment is false, and a missing comment as empty', () => {
    expect(stored).toEqual({ enableEmailNotifications: true, automaticFulfillment: true, displayableOrderComment: '', ebayFeeCountry: '', ebayShopType: '' });
    expect(
      generalFormFromSettings({
        enableEmailNotifications: false,
        disableFulfillment: true,
        displayableOrderComment: 'Hi',
        ebayFeeCountry: 'GB',
        ebayShopType: 'basic',
      }),
    ).toEqual({
      enableEmailNotifications: false,
      automaticFulfillment: false,
      displayableOrderComment: 'Hi',
      ebayFeeCountry: 'GB',
      ebayShopType: 'basic',
    });
  });

  it('sends nothing when nothing changed, and only what changed otherwise', () => {
    expect(changedGeneralSettings(stored, { ...stored })).toBeNull();
    expect(changedGeneralSettings(stored, { ...stored, displayableOrderComment: '   ' })).toBeNull();
    expect(changedGeneralSettings(stored, { ...stored, enableEmailNotifications: false })).toEqual({ enableEmailNotifications: false });
    expect(changedGeneralSettings(stored, { ...stored, automaticFulfillment: false })).toEqual({ disableFulfillment: true });
    expect(changedGeneralSettings(stored, { ...stored, displayableOrderComment: ' Thanks! ' })).toEqual({ displayableOrderComment: 'Thanks!' });
    const withComment = { ...stored, displayableOrderComment: 'Thanks!' };
    expect(changedGeneralSettings(withComment, { ...withComment, displayableOrderComment: '' })).toEqual({ displayableOrderComment: null });
    expect(changedGeneralSettings(stored, { ...stored, ebayFeeCountry: 'US' })).toEqual({ ebayFeeCountry: 'US' });
    expect(changedGeneralSettings({ ...stored, ebayShopType: 'top' }, { ...stored, ebayShopType: '' })).toEqual({ ebayShopType: null });
  });

  it('flags a comment over 1000 characters', () => {
    expect(orderCommentTooLong({ ...stored, displayableOrderComment: 'x'.repeat(1000) })).toBe(false);
    expect(orderCommentTooLong({ ...stored, displayableOrderComment: 'x'.repeat(1001) })).toBe(true);
  });
});
