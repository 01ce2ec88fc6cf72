// The Dashboard (issue 36): a period's sales, real profit and stock cover per channel. It reads
// only through the sales module's rollups (sale-days.service.ts: day rows kept by the import) and
// the inventory module's stock of listed items, never their tables: a 90-day dashboard reads a few
// hundred day rows, whatever the number of sales.
import type pg from 'pg';
import { channelsWithOrders } from '../../channels/registry.ts';
import { findAmazonMarketplace } from '../../../shared/channels/marketplaces.ts';
import { connectedAmazonMarketplace } from '../connections/sessions.ts';
import { type ItemStock, listedStockForCover, stockOfItems } from '../inventory/stock.service.ts';
import { type ItemSalesRow, readSaleDays, type SaleDaysQuery, topItemSales, unitsSoldSince, utcDay } from '../sales/sale-days.service.ts';
import {
  COVER_WINDOW_DAYS,
  channelsSideBySide,
  compare,
  coverDays,
  type Figures,
  type FiguresWithChange,
  type Period,
  type PeriodKind,
  periodOf,
  previousPeriod,
  runsOutSoon,
  type SeriesPoint,
  series,
  UNSOLD_DAYS,
} from './dashboard-figures.ts';
import { DashboardInputError } from './dashboard.errors.ts';

type Deps = { pool: pg.Pool };

/** How many items each top list and each stock list shows. */
export const LIST_SIZE = 10;

export interface DashboardInput {
  period: PeriodKind;
  from?: string | null;
  to?: string | null;
  /** One channel, or null for all. */
  channel?: string | null;
  now?: Date;
}

/** An item among the period's top sellers, in one currency. */
export interface TopItem {
  itemId: string;
  sellerSku: string;
  title: string;
  currency: string;
  units: number;
  revenueCents: number;
  profitCents: number;
}

export interface Dashboard {
  period: Period;
  previousPeriod: Period;
  channel: string | null;
  /** The seller's currency (their Amazon marketplace's); the figures of any other currency stand beside it. */
  sellerCurrency: string | null;
  figures: FiguresWithChange[];
  series: { currency: string; points: SeriesPoint[] }[];
  channels: { channel: string; figures: Figures[] }[];
  topByProfit: TopItem[];
  topByUnits: TopItem[];
}

function checkedInput(input: DashboardInput, now: Date): { period: Period; channel: string | null } {
  const channel = input.channel ?? null;
  if (channel !== null && !channelsWithOrders().includes(channel)) throw new DashboardInputError('There are no sales on that channel.');
  try {
    const period = periodOf(input.period, now, input.period === 'CUSTOM' ? { from: input.from ?? '', to: input.to ?? '' } : undefined);
    return { period, channel };
  } catch (err) {
    if (err instanceof RangeError) throw new DashboardInputError(err.message);
    throw err;
  }
}

async function sellerMarketplace(deps: Deps, userId: string) {
  const m = await connectedAmazonMarketplace(deps, userId);
  return m ? (findAmazonMarketplace(m.id) ?? null) : null;
}

function named(rows: readonly ItemSalesRow[], items: Map<string, ItemStock>): TopItem[] {
  return rows.map((r) => ({
    ...r,
    sellerSku: items.get(r.itemId)?.sellerSku ?? '',
    title: items.get(r.itemId)?.title ?? '(an item no longer in the inventory)',
  }));
}

/** The seller's dashboard for a period and channel (all when null). Throws DashboardInputError for a bad period or channel. */
export async function getDashboard(deps: Deps, userId: string, input: DashboardInput): Promise<Dashboard> {
  const now = input.now ?? new Date();
  const { period, channel } = checkedInput(input, now);
  const before = previousPeriod(period);
  const q: SaleDaysQuery = { userId, from: period.from, to: period.to, channel };
  const [current, previous, { byProfit, byUnits }, marketplace] = await Promise.all([
    readSaleDays(deps, q),
    readSaleDays(deps, { ...q, from: before.from, to: before.to }),
    topItemSales(deps, q, LIST_SIZE),
    sellerMarketplace(deps, userId),
  ]);
  const items = new Map((await stockOfItems(deps, userId, [...new Set([...byProfit, ...byUnits].map((r) => r.itemId))])).map((i) => [i.id, i]));
  return {
    period,
    previousPeriod: before,
    channel,
    sellerCurrency: marketplace?.currency ?? null,
    figures: compare(current, previous),
    series: series(current, period),
    channels: channelsSideBySide(current),
    topByProfit: named(byProfit, items),
    topByUnits: named(byUnits, items),
  };
}

/** A listed item's stock and how long it lasts. */
export interface CoverItem extends ItemStock {
  unitsLast30Days: number;
  /** Days of cover; null when nothing sold in 30 days. */
  coverDays: number | null;
}

export interface StockCover {
  /** Listed items that run out within 7 days at the last 30 days' rate, the soonest first. */
  runningOut: CoverItem[];
  /** Listed items with sellable stock that sold nothing in 60 days, the most stock first (the first LIST_SIZE). */
  unsold: CoverItem[];
  /** How many such items in all. */
  unsoldTotal: number;
  /** Seller Central's Send to Amazon (an inbound shipment to FBA) on the seller's marketplace; null without Amazon. */
  inboundUrl: string | null;
}

const dayBefore = (now: Date, days: number) => utcDay(new Date(now.getTime() - (days - 1) * 86_400_000));

/** The seller's stock cover: the listed items running out within 7 days and those unsold for 60 days. */
export async function getStockCover(deps: Deps, userId: string, now = new Date()): Promise<StockCover> {
  // One read of the item rows gives both windows: units of the last 30 days, and whether it sold in 60.
  const [sold, marketplace] = await Promise.all([
    unitsSoldSince(deps, userId, dayBefore(now, UNSOLD_DAYS), dayBefore(now, COVER_WINDOW_DAYS)),
    sellerMarketplace(deps, userId),
  ]);
  const listed = await listedStockForCover(deps, userId, [...sold.keys()], LIST_SIZE);
  const runningOut = listed.sold
    .map((i) => {
      const units = sold.get(i.id)?.recentUnits ?? 0;
      return { ...i, unitsLast30Days: units, coverDays: coverDays(i.sellable, units) };
    })
    .filter((i) => runsOutSoon(i.coverDays))
    .sort((a, b) => (a.coverDays ?? 0) - (b.coverDays ?? 0) || a.sellerSku.localeCompare(b.sellerSku))
    .slice(0, LIST_SIZE * 5);
  return {
    runningOut,
    unsold: listed.unsold.map((i) => ({ ...i, unitsLast30Days: 0, coverDays: null })),
    unsoldTotal: listed.unsoldTotal,
    inboundUrl: marketplace ? `https://sellercentral.${marketplace.domain}/fba/sendtoamazon` : null,
  };
}
