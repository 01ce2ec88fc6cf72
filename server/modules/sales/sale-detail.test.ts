import { describe, expect, it } from 'vitest';
import { saleProfit } from './sale-detail.service.ts';

describe("a sale's profit", () => {
  it('is what the buyer paid less the channel fee and the MCF fee', () => {
    expect(saleProfit({ revenueCents: 5000, channelFeeCents: 700, mcfFeeCents: 650, channel: 'EBAY', mcfPlaced: true })).toEqual({
      revenueCents: 5000,
      channelFeeCents: 700,
      mcfFeeCents: 650,
      profitCents: 3650,
      notCounted: ['the cost of the goods'],
    });
  });
  it('says which costs it could not count', () => {
    const p = saleProfit({ revenueCents: 5000, channelFeeCents: null, mcfFeeCents: null, channel: 'SHOPIFY', mcfPlaced: true });
    expect(p.profitCents).toBe(5000);
    expect(p.notCounted).toEqual(["Shopify's payment fees", "Amazon's MCF fee", 'the cost of the goods']);
    expect(saleProfit({ revenueCents: 100, channelFeeCents: null, mcfFeeCents: null, channel: 'ONBUY', mcfPlaced: false }).notCounted).toEqual([
      "OnBuy's commission",
      'the cost of the goods',
    ]);
  });
});
