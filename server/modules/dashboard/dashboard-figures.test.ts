import { describe, expect, it } from 'vitest';
import type { SaleDayRow } from '../sales/sale-days.service.ts';
import {
  changePercent,
  emptyFigures,
  channelsSideBySide,
  compare,
  coverDays,
  marginPercent,
  periodOf,
  previousPeriod,
  runsOutSoon,
  series,
  totalsPerCurrency,
} from './dashboard-figures.ts';

const row = (r: Partial<SaleDayRow> & Pick<SaleDayRow, 'day' | 'channel' | 'currency'>): SaleDayRow => {
  const { profitCents: _, marginPercent: __, ...zero } = emptyFigures(r.currency);
  return { ...zero, ...r };
};

describe('periods', () => {
  const now = new Date('2026-11-27T01:30:00Z');
  it('end today (UTC) and count today in', () => {
    expect(periodOf('TODAY', now)).toEqual({ from: '2026-11-27', to: '2026-11-27', days: 1 });
    expect(periodOf('LAST_7_DAYS', now)).toEqual({ from: '2026-11-21', to: '2026-11-27', days: 7 });
    expect(periodOf('LAST_30_DAYS', now)).toEqual({ from: '2026-10-29', to: '2026-11-27', days: 30 });
    expect(periodOf('LAST_90_DAYS', now)).toEqual({ from: '2026-08-30', to: '2026-11-27', days: 90 });
  });

  it('compare with the days of the same length just before', () => {
    expect(previousPeriod({ from: '2026-11-21', to: '2026-11-27', days: 7 })).toEqual({ from: '2026-11-14', to: '2026-11-20', days: 7 });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01', days: 1 })).toEqual({ from: '2026-02-28', to: '2026-02-28', days: 1 });
  });

  it('custom: both days included; a reversed, malformed or too long period is refused', () => {
    expect(periodOf('CUSTOM', now, { from: '2026-11-01', to: '2026-11-10' })).toEqual({ from: '2026-11-01', to: '2026-11-10', days: 10 });
    expect(() => periodOf('CUSTOM', now, { from: '2026-11-10', to: '2026-11-01' })).toThrow('The period must end on or after the day it starts.');
    expect(() => periodOf('CUSTOM', now, { from: 'yesterday', to: '2026-11-01' })).toThrow('A custom period needs a from and a to date (YYYY-MM-DD).');
    expect(() => periodOf('CUSTOM', now, { from: '2024-01-01', to: '2026-11-01' })).toThrow('A period can be at most 400 days.');
  });
});

describe('profit and margin', () => {
  it('take off channel fees, MCF fees, the cost basis and the offsite fee', () => {
    // eBay: 2 orders, 50.00 paid, 7.20 eBay fees, 6.50 MCF, 20.00 cost basis: 16.30 profit, 32.6%.
    // OnBuy the same day: 20.00 paid, 1.80 OnBuy fee, no MCF fee known, 4.50 of the seller's offsite fee, no cost basis set: 13.70.
    const [gbp] = totalsPerCurrency([
      row({
        day: '2026-11-27',
        channel: 'EBAY',
        currency: 'GBP',
        orders: 2,
        units: 3,
        revenueCents: 5000,
        channelFeeCents: 720,
        mcfFeeCents: 650,
        costCents: 2000,
      }),
      row({ day: '2026-11-27', channel: 'ONBUY', currency: 'GBP', orders: 1, units: 1, revenueCents: 2000, channelFeeCents: 180, offsiteFeeCents: 450 }),
    ]);
    expect(gbp).toEqual({
      currency: 'GBP',
      orders: 3,
      units: 4,
      revenueCents: 7000,
      channelFeeCents: 900,
      mcfFeeCents: 650,
      costCents: 2000,
      offsiteFeeCents: 450,
      profitCents: 7000 - 900 - 650 - 2000 - 450,
      marginPercent: 42.9,
      feesUnknown: 0,
    });
  });

  it('of an item without a cost basis leave only the fees out, and count the orders whose fee is unknown', () => {
    // Shopify: 20.99 paid, payment fee unknown, MCF 5.00, no cost basis: 15.99 profit, 76.2% margin.
    const [f] = totalsPerCurrency([
      row({ day: '2026-11-27', channel: 'SHOPIFY', currency: 'GBP', orders: 1, units: 1, revenueCents: 2099, mcfFeeCents: 500, feesUnknown: 1 }),
    ]);
    expect(f?.profitCents).toBe(1599);
    expect(f?.marginPercent).toBe(76.2);
    expect(f?.feesUnknown).toBe(1);
  });

  it('margin is null without revenue and may be negative', () => {
    expect(marginPercent(0, 0)).toBeNull();
    expect(marginPercent(-250, 1000)).toBe(-25);
  });

  it('never add two currencies together', () => {
    const totals = totalsPerCurrency([
      row({ day: '2026-11-27', channel: 'EBAY', currency: 'GBP', orders: 1, revenueCents: 1000 }),
      row({ day: '2026-11-27', channel: 'EBAY', currency: 'EUR', orders: 2, revenueCents: 3000 }),
      row({ day: '2026-11-26', channel: 'ONBUY', currency: 'GBP', orders: 1, revenueCents: 500 }),
    ]);
    expect(totals.map((t) => [t.currency, t.orders, t.revenueCents])).toEqual([
      ['EUR', 2, 3000],
      ['GBP', 2, 1500],
    ]);
  });
});

describe('the change against the previous period', () => {
  it('is in percent of the previous figure, null when there was none', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 200)).toBe(-75);
    expect(changePercent(10, 0)).toBeNull();
    // A loss turning into a profit: +(100 − (−50)) / 50 = +300%.
    expect(changePercent(100, -50)).toBe(300);
  });

  it('is given per currency, a currency sold in only one period against zero, margin in points', () => {
    const now = [row({ day: '2026-11-27', channel: 'EBAY', currency: 'GBP', orders: 3, units: 3, revenueCents: 3000, channelFeeCents: 300 })];
    const before = [
      row({ day: '2026-11-20', channel: 'EBAY', currency: 'GBP', orders: 2, units: 2, revenueCents: 2000, channelFeeCents: 400 }),
      row({ day: '2026-11-20', channel: 'EBAY', currency: 'EUR', orders: 1, units: 1, revenueCents: 900 }),
    ];
    const [gbp, eur] = compare(now, before);
    // GBP: revenue 30.00 against 20.00 (+50%), profit 27.00 against 16.00 (+68.8%), margin 90% against 80% (+10 points).
    expect(gbp?.change).toEqual({ orders: 50, units: 50, revenue: 50, profit: 68.8, margin: 10 });
    expect(eur?.current.orders).toBe(0);
    expect(eur?.change).toEqual({ orders: -100, units: -100, revenue: -100, profit: -100, margin: null });
  });
});

describe('the series and channels', () => {
  it('have every day of the period, days without sales at zero', () => {
    const s = series([row({ day: '2026-11-26', channel: 'EBAY', currency: 'GBP', orders: 1, revenueCents: 1000 })], {
      from: '2026-11-25',
      to: '2026-11-27',
      days: 3,
    });
    expect(s).toHaveLength(1);
    expect(s[0]?.points.map((p) => [p.day, p.revenueCents])).toEqual([
      ['2026-11-25', 0],
      ['2026-11-26', 1000],
      ['2026-11-27', 0],
    ]);
  });

  it('stand side by side, the most revenue first', () => {
    const c = channelsSideBySide([
      row({ day: '2026-11-26', channel: 'ONBUY', currency: 'GBP', orders: 1, revenueCents: 500 }),
      row({ day: '2026-11-26', channel: 'EBAY', currency: 'GBP', orders: 1, revenueCents: 1000 }),
      row({ day: '2026-11-27', channel: 'EBAY', currency: 'GBP', orders: 1, revenueCents: 1000 }),
    ]);
    expect(c.map((x) => [x.channel, x.figures[0]?.revenueCents])).toEqual([
      ['EBAY', 2000],
      ['ONBUY', 500],
    ]);
  });
});

describe('stock cover', () => {
  it('is sellable stock over the average daily units of the last 30 days', () => {
    // 60 units in 30 days = 2 a day; 10 in stock last 5 days.
    expect(coverDays(10, 60)).toBe(5);
    // 1 unit in 30 days; 3 in stock: 90 days.
    expect(coverDays(3, 1)).toBe(90);
    // 7 units in 30 days; 1 in stock: 30/7 = 4.28… → 4.2 (rounded down: never more cover than there is).
    expect(coverDays(1, 7)).toBe(4.2);
    expect(coverDays(0, 5)).toBe(0);
  });

  it('is none for an item that did not sell, and runs out within 7 days below 7', () => {
    expect(coverDays(50, 0)).toBeNull();
    expect(runsOutSoon(null)).toBe(false);
    expect(runsOutSoon(6.9)).toBe(true);
    expect(runsOutSoon(7)).toBe(false);
  });
});
