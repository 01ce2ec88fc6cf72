// GraphQL of the Dashboard (issue 36): a period's figures per currency with the previous period's,
// the series over time, channels side by side, top items, and stock cover. Partners read it with
// SALES_READ (shared/api/token-scopes.ts). Money in minor units of each figure's currency; sums are
// Floats holding whole numbers (a year of a large seller's revenue can pass 2^31 minor units).
import { builder } from '../../graphql/builder.ts';
import { errorType } from '../../graphql/errors.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import type { Figures, FiguresWithChange, Period, SeriesPoint } from './dashboard-figures.ts';
import { type CoverItem, type Dashboard, getDashboard, getStockCover, type StockCover, type TopItem } from './dashboard.service.ts';
import { DashboardInputError } from './dashboard.errors.ts';

errorType(DashboardInputError, 'DashboardInputError');

const PeriodKindEnum = builder.enumType('DashboardPeriodKind', {
  description: 'The period the dashboard shows: today, the last 7, 30 or 90 days (UTC days, today included), or custom days.',
  values: ['TODAY', 'LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS', 'CUSTOM'] as const,
});

const PeriodType = builder.objectRef<Period>('DashboardPeriod').implement({
  description: 'UTC days, both included.',
  fields: (t) => ({
    from: t.exposeString('from', { description: 'The first day (YYYY-MM-DD).' }),
    to: t.exposeString('to', { description: 'The last day (YYYY-MM-DD).' }),
    days: t.exposeInt('days', { description: 'How many days.' }),
  }),
});

const money = (description: string) => ({ description: `${description} (minor units).` });

const FiguresType = builder.objectRef<Figures>('SalesFigures').implement({
  description:
    'Sales added up in one currency (never mixed): orders, units, revenue, fees, cost basis and profit. Orders the channel cancelled or refunded are left out.',
  fields: (t) => ({
    currency: t.exposeString('currency', { description: 'ISO 4217 currency of every figure here.' }),
    orders: t.exposeInt('orders', { description: 'How many orders.' }),
    units: t.exposeInt('units', { description: 'Units sold.' }),
    revenueCents: t.exposeFloat('revenueCents', money('What buyers paid, shipping and taxes included')),
    channelFeeCents: t.exposeFloat('channelFeeCents', money('The channels’ fees stored on the sales')),
    mcfFeeCents: t.exposeFloat('mcfFeeCents', money('Amazon’s MCF fees')),
    costCents: t.exposeFloat('costCents', money('The cost basis of the units sold, where the seller set one')),
    offsiteFeeCents: t.exposeFloat('offsiteFeeCents', money('The seller’s own offsite fee, on sales whose MCF fee is not known')),
    profitCents: t.exposeFloat('profitCents', money('Revenue less channel fees, MCF fees, cost basis and offsite fees')),
    marginPercent: t.exposeFloat('marginPercent', { nullable: true, description: 'Profit ÷ revenue in percent (one decimal); null without revenue.' }),
    feesUnknown: t.exposeInt('feesUnknown', { description: 'Orders whose channel fee is not known (their profit leaves it out).' }),
  }),
});

const ChangeType = builder.objectRef<FiguresWithChange['change']>('DashboardChange').implement({
  description: 'The change against the previous period, in percent (margin: in points); null when the previous period had none.',
  fields: (t) => ({
    orders: t.exposeFloat('orders', { nullable: true, description: 'Orders, percent.' }),
    units: t.exposeFloat('units', { nullable: true, description: 'Units, percent.' }),
    revenue: t.exposeFloat('revenue', { nullable: true, description: 'Revenue, percent.' }),
    profit: t.exposeFloat('profit', { nullable: true, description: 'Profit, percent.' }),
    margin: t.exposeFloat('margin', { nullable: true, description: 'Margin, percentage points.' }),
  }),
});

const FiguresWithChangeType = builder.objectRef<FiguresWithChange>('DashboardFigures').implement({
  description: 'A period’s figures in one currency, next to the previous period’s.',
  fields: (t) => ({
    currency: t.string({ description: 'ISO 4217 currency.', resolve: (f) => f.current.currency }),
    current: t.field({ type: FiguresType, description: 'This period.', resolve: (f) => f.current }),
    previous: t.field({ type: FiguresType, description: 'The period of the same length just before.', resolve: (f) => f.previous }),
    change: t.field({ type: ChangeType, description: 'The change from the previous period.', resolve: (f) => f.change }),
  }),
});

const DayType = builder.objectRef<SeriesPoint>('DashboardDay').implement({
  description: 'One UTC day of the series.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The day (YYYY-MM-DD).' }),
    figures: t.field({ type: FiguresType, description: 'The day’s figures (zero without sales).', resolve: (p) => p }),
  }),
});

const SeriesType = builder.objectRef<Dashboard['series'][number]>('DashboardSeries').implement({
  description: 'Every day of the period in one currency.',
  fields: (t) => ({
    currency: t.exposeString('currency', { description: 'ISO 4217 currency.' }),
    days: t.field({ type: [DayType], description: 'The days, oldest first.', resolve: (s) => s.points }),
  }),
});

const ChannelType = builder.objectRef<Dashboard['channels'][number]>('DashboardChannel').implement({
  description: 'One channel’s figures over the period, per currency.',
  fields: (t) => ({
    channel: t.exposeString('channel', { description: 'The channel’s code (EBAY, SHOPIFY, ONBUY …).' }),
    figures: t.field({ type: [FiguresType], description: 'Per currency, the most revenue first.', resolve: (c) => c.figures }),
  }),
});

const TopItemType = builder.objectRef<TopItem>('DashboardItem').implement({
  description: 'An item’s sales over the period in one currency.',
  fields: (t) => ({
    itemId: t.exposeString('itemId', { description: 'The inventory item’s id (its listing view).' }),
    sellerSku: t.exposeString('sellerSku', { description: 'The Amazon SKU.' }),
    title: t.exposeString('title', { description: 'The item’s title.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 currency.' }),
    units: t.exposeInt('units', { description: 'Units sold.' }),
    revenueCents: t.exposeFloat('revenueCents', money('Its share of what buyers paid')),
    profitCents: t.exposeFloat('profitCents', money('Its share of the profit')),
  }),
});

const DashboardType = builder.objectRef<Dashboard>('Dashboard').implement({
  description: 'Sales, real profit and the series over a period, for one channel or all.',
  fields: (t) => ({
    period: t.field({ type: PeriodType, description: 'The days shown.', resolve: (d) => d.period }),
    previousPeriod: t.field({ type: PeriodType, description: 'The days compared with.', resolve: (d) => d.previousPeriod }),
    channel: t.exposeString('channel', { nullable: true, description: 'The channel shown; null for all.' }),
    sellerCurrency: t.exposeString('sellerCurrency', { nullable: true, description: 'The seller’s currency (their Amazon marketplace’s).' }),
    figures: t.field({ type: [FiguresWithChangeType], description: 'Per currency, the most revenue first.', resolve: (d) => d.figures }),
    series: t.field({ type: [SeriesType], description: 'Per currency, every day of the period.', resolve: (d) => d.series }),
    channels: t.field({ type: [ChannelType], description: 'Channels side by side.', resolve: (d) => d.channels }),
    topByProfit: t.field({ type: [TopItemType], description: 'The items that earned the most.', resolve: (d) => d.topByProfit }),
    topByUnits: t.field({ type: [TopItemType], description: 'The items that sold the most units.', resolve: (d) => d.topByUnits }),
  }),
});

builder.queryField('dashboard', (t) =>
  t.field({
    type: DashboardType,
    description: "The seller's dashboard for a period (custom: from and to, YYYY-MM-DD, UTC) and a channel (null: all).",
    authScopes: ownerOf,
    errors: { types: [DashboardInputError] },
    args: {
      userId: t.arg.string({ required: true }),
      period: t.arg({ type: PeriodKindEnum, required: true }),
      from: t.arg.string({ required: false, description: 'CUSTOM: the first day.' }),
      to: t.arg.string({ required: false, description: 'CUSTOM: the last day.' }),
      channel: t.arg.string({ required: false, description: 'One channel’s code; null for all.' }),
    },
    resolve: (_p, a, ctx) => getDashboard(ctx, me(ctx, a.userId), { period: a.period, from: a.from, to: a.to, channel: a.channel }),
  }),
);

const CoverItemType = builder.objectRef<CoverItem>('StockCoverItem').implement({
  description: 'A listed item, its sellable Amazon stock and how long it lasts.',
  fields: (t) => ({
    itemId: t.exposeString('id', { description: 'The inventory item’s id (its listing view: raise the price, delist).' }),
    sellerSku: t.exposeString('sellerSku', { description: 'The Amazon SKU.' }),
    asin: t.exposeString('asin', { description: 'The ASIN.' }),
    title: t.exposeString('title', { description: 'The item’s title.' }),
    sellable: t.exposeInt('sellable', { description: 'Units Amazon can ship now.' }),
    unitsLast30Days: t.exposeInt('unitsLast30Days', { description: 'Units sold on every channel in the last 30 days.' }),
    coverDays: t.exposeFloat('coverDays', { nullable: true, description: 'Sellable stock ÷ average daily units (30 days); null when nothing sold.' }),
  }),
});

const StockCoverType = builder.objectRef<StockCover>('StockCover').implement({
  description: 'Stock cover of the listed items.',
  fields: (t) => ({
    runningOut: t.field({ type: [CoverItemType], description: 'Items that run out within 7 days, the soonest first.', resolve: (c) => c.runningOut }),
    unsold: t.field({ type: [CoverItemType], description: 'Items with stock that sold nothing in 60 days, the most stock first.', resolve: (c) => c.unsold }),
    unsoldTotal: t.exposeInt('unsoldTotal', { description: 'How many items have stock unsold for 60 days.' }),
    inboundUrl: t.exposeString('inboundUrl', { nullable: true, description: 'Seller Central’s Send to Amazon (inbound to FBA) on the seller’s marketplace.' }),
  }),
});

builder.queryField('stockCover', (t) =>
  t.field({
    type: StockCoverType,
    description: "The seller's stock cover: listed items running out within 7 days and those with stock unsold for 60 days.",
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) => getStockCover(ctx, me(ctx, a.userId)),
  }),
);
