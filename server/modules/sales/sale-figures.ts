// The one definition of a sale's money (issue 30 §7): the Sales page, its totals, the CSV export,
// the sale's detail and the partner API all take their figures from here, so no two of them can
// disagree again (sale #1005 showed £20.99 on its page and 17.00 in its export).
//
// - price: a line's own price on the channel (its unit price × quantity, as the channel charged it).
// - total: what the buyer paid for the whole order (shipping and taxes included) — the sale's price.
// - channel fee: what the channel keeps, stored on the sale at import (issue 36): the fee the channel
//   reports in its order (eBay's totalMarketplaceFee, OnBuy's sales fee), else the channel's published
//   rate by the seller's settings at the time (eBay's fee rules on the total), with what it rests on
//   in channelFeeBasis; where the channel cannot say (Shopify's payment fees) null, and named in
//   notCounted in the channel's words. A sale imported before fees were stored is reckoned as then.
// - MCF fee: Amazon's fee for the MCF order, from its preview (null without an MCF order).
// - profit: total − the known fees. The cost of the goods is never known.
// - currency: the order's currency; every figure of a sale is in it, and totals are kept per currency.
//
// A sale's figures belong to the order. Where a row is a line (the CSV export, the eBay REST
// documents), the line carries its share of them, in proportion to its price, in whole minor units
// that add up exactly to the order's figure.
import type { PrismaClient } from '../../db/prisma.ts';
import { channelOrders } from '../../channels/registry.ts';
import { readUserSettings } from '../accounts/accounts.service.ts';
import type { UserSettings } from '../accounts/user-settings.ts';
import type { ChannelOrder } from '../../channels/types.ts';
import type { SaleChannel } from './sales.service.ts';

/** The seller's settings that decide a channel's fee (eBay's fee country, account type and shop). */
export interface FeeRules {
  settings: UserSettings;
}

/** What a sale's figures are made of, as the sales table holds it. */
export interface SaleMoney {
  channel: SaleChannel;
  currency: string;
  totalCents: number;
  mcfFeeCents: number | null;
  /** Whether an MCF order was placed (its fee may still be unknown). */
  mcfPlaced: boolean;
  /** The channel fee stored at import and what it rests on (absent or basis null: not stored, reckoned now). */
  channelFeeCents?: number | null;
  channelFeeBasis?: string | null;
}

/** A channel fee and what it rests on ("reported by eBay …", "eBay's published fees (GB, business seller)"). */
export interface StoredFee {
  cents: number;
  basis: string;
}

/** The fee a sale stores at import: the one the channel reports, else the channel's published rate (named), else null (unknown). */
export function feeAtImport(channel: SaleChannel, order: Pick<ChannelOrder, 'totalCents' | 'reportedFee'>, settings: UserSettings): StoredFee | null {
  if (order.reportedFee) return order.reportedFee;
  const orders = channelOrders(channel);
  if (!orders?.saleFee) return null;
  return { cents: orders.saleFee(order.totalCents, settings), basis: orders.saleFeeRate?.(settings) ?? "the channel's published rate" };
}

export interface SaleFigures {
  currency: string;
  /** What the buyer paid for the order. */
  totalCents: number;
  /** The channel's fee, or null when ListBridge cannot know it. */
  channelFeeCents: number | null;
  /** What the channel fee rests on: reported by the channel, or its published rate named; null when unknown. */
  channelFeeBasis: string | null;
  /** Amazon's MCF fee from the preview, or null when no MCF order was placed or its fee is unknown. */
  mcfFeeCents: number | null;
  /** The total less the known fees. */
  profitCents: number;
  /** The costs not taken into account (so the seller reads the profit right). */
  notCounted: string[];
}

const GOODS = 'the cost of the goods';
const MCF_FEE = "Amazon's MCF fee";

/** The channel's fee on an order of `totalCents`, or null when it is not known. */
export function channelFee(channel: SaleChannel, totalCents: number, rules: FeeRules): number | null {
  return channelOrders(channel)?.saleFee?.(totalCents, rules.settings) ?? null;
}

/** A sale's figures from what is stored about it and the seller's fee rules. */
export function saleFigures(s: SaleMoney, rules: FeeRules): SaleFigures {
  const stored = s.channelFeeBasis != null && s.channelFeeCents != null;
  const channelFeeCents = stored ? (s.channelFeeCents as number) : channelFee(s.channel, s.totalCents, rules);
  const channelFeeBasis = stored
    ? (s.channelFeeBasis as string)
    : channelFeeCents === null
      ? null
      : (channelOrders(s.channel)?.saleFeeRate?.(rules.settings) ?? "the channel's published rate");
  return {
    currency: s.currency,
    totalCents: s.totalCents,
    channelFeeCents,
    channelFeeBasis,
    mcfFeeCents: s.mcfFeeCents,
    profitCents: s.totalCents - (channelFeeCents ?? 0) - (s.mcfFeeCents ?? 0),
    notCounted: notCounted(s.channel, channelFeeCents === null, s.mcfPlaced && s.mcfFeeCents === null),
  };
}

function notCounted(channel: SaleChannel, channelFeeUnknown: boolean, mcfFeeUnknown: boolean): string[] {
  const unknownFee = channelOrders(channel)?.unknownFee;
  return [...(channelFeeUnknown && unknownFee ? [unknownFee] : []), ...(mcfFeeUnknown ? [MCF_FEE] : []), GOODS];
}

/**
 * Where a line sits among its order's lines (in a fixed order, e.g. by line id): the prices of the
 * lines before it, up to and including it, and of the whole order; and its place by count (from 1).
 */
export interface LinePlace {
  before: number;
  upTo: number;
  whole: number;
  index: number;
  count: number;
}

/**
 * A line's share of an order's `cents`: the order's amount at the line's cumulative price less the
 * amount at the lines before it, so the shares are whole minor units that add up to `cents`. An order
 * whose lines have no price (all zero) is shared equally, by count.
 */
export function lineShare(cents: number, p: LinePlace): number {
  const [before, upTo, whole] = p.whole > 0 ? [p.before, p.upTo, p.whole] : [p.index - 1, p.index, p.count];
  if (whole <= 0) return 0;
  return Math.round((cents * upTo) / whole) - Math.round((cents * before) / whole);
}

export interface LineFigures {
  currency: string;
  totalCents: number;
  channelFeeCents: number | null;
  mcfFeeCents: number | null;
  profitCents: number;
}

/** A line's share of its order's figures. */
export function lineFigures(f: SaleFigures, p: LinePlace): LineFigures {
  const share = (c: number | null) => (c === null ? null : lineShare(c, p));
  return {
    currency: f.currency,
    totalCents: lineShare(f.totalCents, p),
    channelFeeCents: share(f.channelFeeCents),
    mcfFeeCents: share(f.mcfFeeCents),
    profitCents: lineShare(f.profitCents, p),
  };
}

/** The figures of many sales added up, in one currency. */
export interface SaleTotals {
  currency: string;
  /** How many sales. */
  sales: number;
  totalCents: number;
  /** The known channel fees. */
  channelFeeCents: number;
  /** The known MCF fees. */
  mcfFeeCents: number;
  profitCents: number;
  notCounted: string[];
}

/** Sales with the same money, `count` of them (the totals query groups sales by their total). */
export interface SaleMoneyGroup extends SaleMoney {
  count: number;
  /** The group's known MCF fees added up (mcfFeeCents is unused for a group). */
  mcfFeeSumCents: number;
  /** How many of the group's sales have an MCF order whose fee is not known. */
  mcfFeeUnknown: number;
}

/** Sales added up per currency (a seller selling in pounds and euros gets two lines, never one mixed sum). */
export function addUp(groups: readonly SaleMoneyGroup[], rules: FeeRules): SaleTotals[] {
  const byCurrency = new Map<string, SaleTotals & { unknown: Set<string> }>();
  for (const g of groups) {
    let t = byCurrency.get(g.currency);
    if (!t) {
      t = { currency: g.currency, sales: 0, totalCents: 0, channelFeeCents: 0, mcfFeeCents: 0, profitCents: 0, notCounted: [], unknown: new Set() };
      byCurrency.set(g.currency, t);
    }
    const fee = g.channelFeeBasis != null && g.channelFeeCents != null ? g.channelFeeCents : channelFee(g.channel, g.totalCents, rules);
    t.sales += g.count;
    t.totalCents += g.totalCents * g.count;
    t.channelFeeCents += (fee ?? 0) * g.count;
    t.mcfFeeCents += g.mcfFeeSumCents;
    t.profitCents += (g.totalCents - (fee ?? 0)) * g.count - g.mcfFeeSumCents;
    for (const n of notCounted(g.channel, fee === null, g.mcfFeeUnknown > 0)) t.unknown.add(n);
  }
  return [...byCurrency.values()]
    .sort((a, b) => b.sales - a.sales || a.currency.localeCompare(b.currency))
    .map(({ unknown, ...t }) => ({ ...t, notCounted: [...unknown].sort((a, b) => Number(a === GOODS) - Number(b === GOODS)) }));
}

/** The seller's fee rules, read once per request. */
export async function feeRulesFor(deps: { prisma: PrismaClient }, userId: string): Promise<FeeRules> {
  return { settings: await readUserSettings(deps, userId) };
}

/** Minor units as the CSV export writes money: 1700 → '17.00', -5 → '-0.05'; null → '' (an empty cell). */
export function majorUnits(cents: number | null): string {
  if (cents === null) return '';
  const sign = cents < 0 ? '-' : '';
  const a = Math.abs(cents);
  return `${sign}${Math.trunc(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}
