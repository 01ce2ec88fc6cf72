import { describe, expect, it } from 'vitest';
import { channelQuantityText, liveChannelFigures } from './QuantityText.tsx';

// What the inventory shows under an item's total: what the channels it is live on get (issue 29).
describe('channelQuantityText', () => {
  it('says nothing when every channel gets the whole quantity', () => {
    expect(channelQuantityText(12, null, 12, [])).toBeNull();
    expect(channelQuantityText(12, null, 12, [{ channel: 'SHOPIFY', quantity: 12 }])).toBeNull();
  });
  it('shows the buffer and the one figure the channels share', () => {
    expect(channelQuantityText(12, 2, 10, [])).toBe('buffer 2 → 10');
    expect(channelQuantityText(12, 2, 10, [{ channel: 'SHOPIFY', quantity: 10 }])).toBe('buffer 2 → 10');
  });
  it('names each channel when their figures differ (eBay’s own buffer or cap)', () => {
    expect(
      channelQuantityText(12, 2, 10, [
        { channel: 'EBAY', quantity: 7 },
        { channel: 'SHOPIFY', quantity: 10 },
      ]),
    ).toBe('eBay 7 · Shopify 10');
    expect(channelQuantityText(12, null, 12, [{ channel: 'EBAY', quantity: 5 }])).toBe('eBay 5');
  });
  it('counts only the channels the item is live on', () => {
    const quantities = [
      { channel: 'EBAY', quantity: 5 },
      { channel: 'SHOPIFY', quantity: 12 },
      { channel: 'ONBUY', quantity: 12 },
    ];
    expect(
      liveChannelFigures(
        [
          { channel: 'SHOPIFY', live: true },
          { channel: 'EBAY', live: false },
        ],
        quantities,
      ),
    ).toEqual([{ channel: 'SHOPIFY', quantity: 12 }]);
  });
});
