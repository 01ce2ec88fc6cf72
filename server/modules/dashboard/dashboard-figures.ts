// The dashboard's arithmetic (issue 36), pure so it is unit-tested by hand: periods and the period
// before, a period's figures per currency from the sales module's day rows, the change against the
// previous period, the series over time, channels side by side, and stock cover.
//
// Money is never added across currencies: every figure is per currency (a seller selling in pounds
// on eBay UK and in euros on eBay DE gets two of each), and the screen shows the seller's currency
// first with the others beside it. No exchange rate is applied (README "Dashboard").
//
// profit = revenue − channel fees − MCF fees − cost basis (where the seller set one) − the seller's
// offsite fee (only on sales without a known MCF fee); margin = profit ÷ revenue.
import type { SaleDayRow } from '../sales/sale-days.service.ts';

export type PeriodKind = 'TODAY' | 'LAST_7_DAYS' | 'LAST_30_DAYS' | 'LAST_90_DAYS' | 'CUSTOM';

/** UTC days from–to, both inclusive ('2026-11-27'). */
export interface Period {
  from: string;
  to: string;
  days: number;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The longest custom period (a year and a bit): beyond it the series is unreadable and the reads long. */
export const MAX_PERIOD_DAYS = 400;

/** The period ending today (UTC) of the kind, or the custom days given. Throws a RangeError for a bad custom period. */
export function periodOf(kind: PeriodKind, now: Date, custom?: { from: string; to: string }): Period {
  const today = dayOf(now.getTime());
  const back = { TODAY: 1, LAST_7_DAYS: 7, LAST_30_DAYS: 30, LAST_90_DAYS: 90 } as const;
  if (kind !== 'CUSTOM') {
    const days = back[kind];
    return { from: dayOf(msOf(today) - (days - 1) * DAY_MS), to: today, days };
  }
  const from = custom?.from ?? '';
  const to = custom?.to ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || Number.isNaN(msOf(from)) || Number.isNaN(msOf(to))) {
    throw new RangeError('A custom period needs a from and a to date (YYYY-MM-DD).');
  }
  const days = Math.round((msOf(to) - msOf(from)) / DAY_MS) + 1;
  if (days < 1) throw new RangeError('The period must end on or after the day it starts.');
  if (days > MAX_PERIOD_DAYS) throw new RangeError(`A period can be at most ${MAX_PERIOD_DAYS} days.`);
  return { from, to, days };
}

/** The period of the same length just before. */
export function previousPeriod(p: Period): Period {
  return { from: dayOf(msOf(p.from) - p.days * DAY_MS), to: dayOf(msOf(p.from) - DAY_MS), days: p.days };
}

/** Every day of a period, in order. */
export function daysOf(p: Period): string[] {
  return Array.from({ length: p.days }, (_, i) => dayOf(msOf(p.from) + i * DAY_MS));
}

/** A period's (or a day's, or a channel's) figures in one currency: the day rows' sums, and the profit and margin of them. */
export type Figures = Omit<SaleDayRow, 'day' | 'channel'> & {
  profitCents: number;
  /** profit ÷ revenue in percent, one decimal; null without revenue. */
  marginPercent: number | null;
};

/** Figures of nothing sold, in a currency. */
export const emptyFigures = (currency: string): Figures => ({
  currency,
  orders: 0,
  units: 0,
  revenueCents: 0,
  channelFeeCents: 0,
  mcfFeeCents: 0,
  costCents: 0,
  offsiteFeeCents: 0,
  profitCents: 0,
  marginPercent: null,
  feesUnknown: 0,
});

/** Margin in percent with one decimal (profit 1,234 of revenue 5,000 → 24.7). */
export function marginPercent(profitCents: number, revenueCents: number): number | null {
  if (revenueCents === 0) return null;
  return Math.round((profitCents / revenueCents) * 1000) / 10;
}

function add(f: Figures, r: SaleDayRow): void {
  f.orders += r.orders;
  f.units += r.units;
  f.revenueCents += r.revenueCents;
  f.channelFeeCents += r.channelFeeCents;
  f.mcfFeeCents += r.mcfFeeCents;
  f.costCents += r.costCents;
  f.offsiteFeeCents += r.offsiteFeeCents;
  f.feesUnknown += r.feesUnknown;
}

function finish(f: Figures): Figures {
  f.profitCents = f.revenueCents - f.channelFeeCents - f.mcfFeeCents - f.costCents - f.offsiteFeeCents;
  f.marginPercent = marginPercent(f.profitCents, f.revenueCents);
  return f;
}

/** Rows added up per key and currency, each group's profit and margin worked out. */
function groupBy<K extends string>(rows: readonly SaleDayRow[], key: (r: SaleDayRow) => K): Map<K, Map<string, Figures>> {
  const out = new Map<K, Map<string, Figures>>();
  for (const r of rows) {
    const k = key(r);
    let byCurrency = out.get(k);
    if (!byCurrency) out.set(k, (byCurrency = new Map()));
    let f = byCurrency.get(r.currency);
    if (!f) byCurrency.set(r.currency, (f = emptyFigures(r.currency)));
    add(f, r);
  }
  for (const byCurrency of out.values()) for (const f of byCurrency.values()) finish(f);
  return out;
}

/** The figures of the rows per currency, the currency with the most revenue first. */
export function totalsPerCurrency(rows: readonly SaleDayRow[]): Figures[] {
  const all = groupBy(rows, () => 'all').get('all');
  return [...(all?.values() ?? [])].sort((a, b) => b.revenueCents - a.revenueCents || a.currency.localeCompare(b.currency));
}

/** The change from `before` to `now` in percent, one decimal; null when there was nothing before (no base to compare with). */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
}

/** Each figure of a period next to the previous period's, in one currency. */
export interface FiguresWithChange {
  current: Figures;
  previous: Figures;
  change: { orders: number | null; units: number | null; revenue: number | null; profit: number | null; margin: number | null };
}

/** The period's figures per currency with the previous period's (a currency sold in only one of them still shows, against zero). */
export function compare(current: readonly SaleDayRow[], previous: readonly SaleDayRow[]): FiguresWithChange[] {
  const now = totalsPerCurrency(current);
  const before = new Map(totalsPerCurrency(previous).map((f) => [f.currency, f]));
  const currencies = [...now.map((f) => f.currency), ...[...before.keys()].filter((c) => !now.some((f) => f.currency === c))];
  return currencies.map((c) => {
    const cur = now.find((f) => f.currency === c) ?? finish(emptyFigures(c));
    const prev = before.get(c) ?? finish(emptyFigures(c));
    return {
      current: cur,
      previous: prev,
      change: {
        orders: changePercent(cur.orders, prev.orders),
        units: changePercent(cur.units, prev.units),
        revenue: changePercent(cur.revenueCents, prev.revenueCents),
        profit: changePercent(cur.profitCents, prev.profitCents),
        // Margin changes in points, not percent of a percent.
        margin: cur.marginPercent === null || prev.marginPercent === null ? null : Math.round((cur.marginPercent - prev.marginPercent) * 10) / 10,
      },
    };
  });
}

/** A day of the series in one currency. */
export interface SeriesPoint extends Figures {
  day: string;
}

/** The series over the period in each currency: every day present, days without sales at zero. */
export function series(rows: readonly SaleDayRow[], p: Period): { currency: string; points: SeriesPoint[] }[] {
  const byDay = groupBy(rows, (r) => r.day);
  const currencies = totalsPerCurrency(rows).map((f) => f.currency);
  return currencies.map((currency) => ({
    currency,
    points: daysOf(p).map((day) => ({ ...(byDay.get(day)?.get(currency) ?? finish(emptyFigures(currency))), day })),
  }));
}

/** Each channel's figures, per currency, the channel with the most revenue first. */
export function channelsSideBySide(rows: readonly SaleDayRow[]): { channel: string; figures: Figures[] }[] {
  const byChannel = groupBy(rows, (r) => r.channel);
  return [...byChannel.entries()]
    .map(([channel, m]) => ({ channel, figures: [...m.values()].sort((a, b) => b.revenueCents - a.revenueCents) }))
    .sort((a, b) => (b.figures[0]?.revenueCents ?? 0) - (a.figures[0]?.revenueCents ?? 0) || a.channel.localeCompare(b.channel));
}

/** The days average daily sales are taken over for stock cover. */
export const COVER_WINDOW_DAYS = 30;
/** Items that run out within this many days are listed. */
export const RUNNING_OUT_DAYS = 7;
/** Items with stock that has not sold for this many days are listed. */
export const UNSOLD_DAYS = 60;

/**
 * Days of cover: sellable Amazon stock ÷ average daily units sold across channels over the last
 * 30 days, one decimal; null when nothing sold (the stock does not run out at this rate).
 */
export function coverDays(sellable: number, unitsLast30Days: number): number | null {
  if (unitsLast30Days <= 0) return null;
  const perDay = unitsLast30Days / COVER_WINDOW_DAYS;
  return Math.floor((Math.max(0, sellable) / perDay) * 10) / 10;
}

/** Whether an item with this cover runs out within the next 7 days. */
export const runsOutSoon = (cover: number | null): boolean => cover !== null && cover < RUNNING_OUT_DAYS;
