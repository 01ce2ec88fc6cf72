// GraphQL of the Sales page (spec 001 §2.8, 002 §2.3, §2.7; issue 33: one page, the channel an
// argument) and of the older per-channel fields partners read (SALES_READ scope). Every money figure
// is the one of sale-figures.ts (issue 30 §7), the same as in the export and the REST documents.
import type { ObjectRef } from '@pothos/core';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { cancelFulfilment, retryFulfilment, SaleActionError } from './fulfilment.service.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import {
  PAYMENT_FILTERS,
  querySaleLines,
  querySaleOrders,
  type SaleLineRow,
  type SaleOrderRow,
  type SalesPageResult,
  type SalesQuery,
  trackingUrl,
} from './sales-page.service.ts';
import type { SaleFigures, SaleTotals } from './sale-figures.ts';
import { CHANNEL_IDS } from '../../../shared/channels.ts';
import { channelOrders } from '../../channels/registry.ts';
import { requiredChannel } from '../../channels/argument.ts';
import { getSaleDetail, type SaleDetail } from './sale-detail.service.ts';

const PaymentFilterEnum = builder.enumType('SalePaymentStatusFilter', {
  description: 'The Payment Status filter: all, paid, unpaid, overpaid, underpaid.',
  values: PAYMENT_FILTERS,
});

const SaleChannelEnum = builder.enumType('SaleChannel', { description: 'The channel a sale came from.', values: CHANNEL_IDS });

const SaleFiguresType = builder.objectRef<SaleFigures>('SaleFigures').implement({
  description:
    "A sale's money, in minor units of `currency`: the same figures on the Sales page, in its totals, in the CSV export and in the REST documents. On a sale line, the line's share of its order's figures (in proportion to the line's price).",
  fields: (t) => ({
    currency: t.exposeString('currency', { description: 'ISO 4217 currency of the order.' }),
    totalCents: t.exposeInt('totalCents', { description: 'What the buyer paid (shipping and taxes included).' }),
    channelFeeCents: t.exposeInt('channelFeeCents', {
      nullable: true,
      description: 'The channel’s fee as stored at import: reported by the channel, else its published rate; null when not known.',
    }),
    channelFeeBasis: t.string({
      nullable: true,
      description: 'What the channel fee rests on: “reported by eBay (…)” or the published rate it was reckoned with; null when the fee is not known.',
      resolve: (f) => f.channelFeeBasis ?? null,
    }),
    mcfFeeCents: t.exposeInt('mcfFeeCents', { nullable: true, description: 'Amazon’s MCF fee from the preview; null without an MCF order or while unknown.' }),
    profitCents: t.exposeInt('profitCents', { description: 'The total less the known fees.' }),
    notCounted: t.exposeStringList('notCounted', { description: 'The costs not taken into account.' }),
  }),
});

const SaleTotalsType = builder.objectRef<SaleTotals>('SaleTotals').implement({
  description: 'The figures of every sale the filters match, added up in one currency.',
  fields: (t) => ({
    currency: t.exposeString('currency', { description: 'ISO 4217 currency of these sales.' }),
    sales: t.exposeInt('sales', { description: 'How many sales.' }),
    totalCents: t.exposeInt('totalCents', { description: 'What the buyers paid.' }),
    channelFeeCents: t.exposeInt('channelFeeCents', { description: 'The known channel fees.' }),
    mcfFeeCents: t.exposeInt('mcfFeeCents', { description: 'The known MCF fees.' }),
    profitCents: t.exposeInt('profitCents', { description: 'The totals less the known fees.' }),
    notCounted: t.exposeStringList('notCounted', { description: 'The costs not taken into account.' }),
  }),
});

const EbaySaleType = builder.objectRef<SaleLineRow>('EbaySale').implement({
  description: 'One line of an eBay order, with the order’s payment, its Amazon MCF order and the tracking sent to eBay.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The sale line’s id.' }),
    saleId: t.exposeString('saleId', { description: 'The order’s sale id (its lines share it).' }),
    sku: t.exposeString('sku', { description: 'The SKU sold.' }),
    itemId: t.exposeString('itemId', {
      nullable: true,
      description: 'The raw inventory item id sold (as InventoryItem.itemId and /amazon-inventory/{id}), when the SKU is in the inventory.',
    }),
    title: t.exposeString('title', { description: 'The title the buyer saw.' }),
    orderId: t.exposeString('orderId', { description: 'eBay’s order id.' }),
    orderUrl: t.string({
      description: 'The order in eBay’s Seller Hub.',
      resolve: (r) => `https://www.ebay.com/sh/ord/details?orderid=${encodeURIComponent(r.orderId)}`,
    }),
    soldAt: t.field({ type: 'DateTime', description: 'When the buyer ordered.', resolve: (r) => r.soldAt }),
    sentToAmazonAt: t.field({ type: 'DateTime', nullable: true, description: 'When the MCF order was placed.', resolve: (r) => r.sentToAmazonAt }),
    quantity: t.exposeInt('quantity', { description: 'Units sold.' }),
    priceCents: t.exposeInt('priceCents', { description: 'The line’s own price (unit price × quantity), in minor units of `currency`.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 currency of the order.' }),
    paymentStatus: t.exposeString('paymentStatus', { description: 'eBay’s payment status (e.g. PAID).' }),
    status: t.exposeString('status', { description: 'NEW, MCF_REQUESTED, FULFILLED, SKIPPED, UNFULFILLABLE or CANCELLED.' }),
    lineStatus: t.exposeString('lineStatus', { description: 'PENDING, SENT (in the MCF order), SKIPPED or FLAGGED.' }),
    lineNote: t.exposeString('lineNote', { nullable: true, description: 'Why the line was skipped or flagged.' }),
    fulfilment: t.exposeString('fulfilment', { description: 'FBA, MFN or UNKNOWN (no inventory item with this SKU).' }),
    fbaId: t.exposeString('fbaId', { nullable: true, description: 'The MCF order id (sellerFulfillmentOrderId).' }),
    fbaStatus: t.exposeString('fbaStatus', { nullable: true, description: 'Amazon’s status of the MCF order.' }),
    carrier: t.exposeString('carrier', { nullable: true, description: 'The carrier Amazon shipped with.' }),
    trackingNumber: t.exposeString('trackingNumber', { nullable: true, description: 'The tracking number sent to eBay.' }),
    trackingUrl: t.string({ nullable: true, description: 'Where the buyer can follow the parcel.', resolve: (r) => trackingUrl(r.trackingNumber, r.carrier) }),
    fulfilledAt: t.field({ type: 'DateTime', nullable: true, description: 'When the tracking reached eBay.', resolve: (r) => r.fulfilledAt }),
    lastError: t.exposeString('lastError', { nullable: true, description: 'Why Amazon could not fulfil the order.' }),
    figures: t.field({ type: SaleFiguresType, description: 'The line’s share of its order’s money.', resolve: (r) => r.figures }),
  }),
});

/** The arguments every Sales page query takes: the seller, search, Payment Status, sort and page. */
const salesPageArgs = builder.args((t) => ({
  userId: t.string({ required: true }),
  search: t.string({ required: false }),
  paymentStatus: t.field({ type: PaymentFilterEnum, required: false }),
  sort: t.string({ required: false }),
  page: t.int({ required: false }),
  pageSize: t.int({ required: false }),
  soldFrom: t.field({ type: 'DateTime', required: false, description: 'Sales sold at or after this time.' }),
  soldTo: t.field({ type: 'DateTime', required: false, description: 'Sales sold before this time.' }),
}));

/** The page arguments as the sales module's query. */
const salesQuery = (a: {
  search?: string | null;
  paymentStatus?: SalesQuery['paymentStatus'];
  sort?: string | null;
  page?: number | null;
  pageSize?: number | null;
  soldFrom?: Date | null;
  soldTo?: Date | null;
}): SalesQuery => a;

/** A page type of a Sales page: its rows (`sales`) and where it is among the pages. */
function salesPageType<T>(name: string, channel: string, rowType: ObjectRef<(typeof builder)['$inferSchemaTypes'], T>, rowWord: string) {
  return builder.objectRef<SalesPageResult<T>>(name).implement({
    description: `A page of ${channel} sales.`,
    fields: (t) => ({
      sales: t.field({ type: [rowType], description: `The ${rowWord} of this page.`, resolve: (p) => p.rows }),
      totalCount: t.exposeInt('totalCount', { description: `${rowWord[0]!.toUpperCase()}${rowWord.slice(1)} over all pages.` }),
      page: t.exposeInt('page', { description: 'This page’s number, from 1.' }),
      pageSize: t.exposeInt('pageSize', { description: `${rowWord[0]!.toUpperCase()}${rowWord.slice(1)} per page.` }),
      numPages: t.exposeInt('numPages', { description: 'Pages in all.' }),
      totals: t.field({
        type: [SaleTotalsType],
        description: 'The figures of every sale the filters match (all pages), per currency, most sales first.',
        resolve: (p) => p.totals(),
      }),
    }),
  });
}

const EbaySalesPageType = salesPageType('EbaySalesPage', 'eBay', EbaySaleType, 'sale lines');

builder.queryField('ebaySales', (t) =>
  t.field({
    type: EbaySalesPageType,
    description:
      "The eBay Sales page: the seller's sale lines. Sort keys (spec 001 §9): seller_sku, _created_at, fulfilled_at, amazon_fid, asin, title, ebay_item_id, qty, final_price, payment_staus, order_id, updated_date; '-' descends; default -_created_at. pageSize 25, 50, 100, 250.",
    authScopes: ownerOf,
    args: salesPageArgs,
    resolve: (_p, a, ctx) => querySaleLines(ctx, me(ctx, a.userId), 'EBAY', salesQuery(a)),
  }),
);

// ---- OnBuy Sales (spec 002 §2.7): an entry per order ----------------------------------------

type OrderProduct = SaleOrderRow['products'][number];
const SaleProductType = builder.objectRef<OrderProduct>('SaleProduct').implement({
  description: 'A product of a channel order.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The product’s name on the channel.' }),
    sku: t.exposeString('sku', { description: 'The SKU sold.' }),
    quantity: t.exposeInt('quantity', { description: 'Units sold.' }),
    status: t.exposeString('status', { description: 'PENDING, SENT (in the MCF order), SKIPPED or FLAGGED.' }),
    note: t.exposeString('note', { nullable: true, description: 'Why it was skipped or flagged.' }),
    fulfilment: t.exposeString('fulfilment', { description: 'FBA, MFN or UNKNOWN (no inventory item with this SKU).' }),
    itemId: t.exposeString('itemId', { nullable: true, description: 'The raw inventory item id sold, when the SKU is in the inventory.' }),
    priceCents: t.exposeInt('priceCents', { description: 'The product’s own price on the order (unit price × quantity), in minor units.' }),
  }),
});

/** The fields every order type shares: its Amazon fulfilment, tracking, products and money. */
function orderFields<T extends SaleOrderRow>(ref: ObjectRef<(typeof builder)['$inferSchemaTypes'], T>, channel: string) {
  builder.objectFields(ref, (t) => ({
    sentToAmazonAt: t.field({ type: 'DateTime', nullable: true, description: 'When the MCF order was placed.', resolve: (r) => r.sentToAmazonAt }),
    fulfilledAt: t.field({ type: 'DateTime', nullable: true, description: `When the tracking reached ${channel}.`, resolve: (r) => r.fulfilledAt }),
    fbaId: t.string({ nullable: true, description: 'The MCF order id.', resolve: (r) => r.fbaId }),
    carrier: t.string({ nullable: true, description: 'The carrier Amazon shipped with.', resolve: (r) => r.carrier }),
    trackingNumber: t.string({ nullable: true, description: `The tracking number sent to ${channel}.`, resolve: (r) => r.trackingNumber }),
    trackingUrl: t.string({ nullable: true, description: 'Where the buyer can follow the parcel.', resolve: (r) => trackingUrl(r.trackingNumber, r.carrier) }),
    lastError: t.string({ nullable: true, description: 'Why Amazon could not fulfil the order.', resolve: (r) => r.lastError }),
    products: t.field({ type: [SaleProductType], description: 'The products ordered.', resolve: (r) => r.products }),
    figures: t.field({ type: SaleFiguresType, description: 'The order’s money.', resolve: (r) => r.figures }),
  }));
}

const OnbuySaleType = builder.objectRef<SaleOrderRow>('OnbuySale').implement({
  description: 'An OnBuy order with its Amazon fulfilment.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The sale’s id.' }),
    orderId: t.exposeString('orderId', { description: 'OnBuy’s order id.' }),
    orderUrl: t.string({
      description: 'The order in OnBuy’s seller control panel.',
      resolve: (r) => `https://seller.onbuy.com/orders/view/?order_id=${encodeURIComponent(r.orderId)}`,
    }),
    status: t.exposeString('status', { description: 'NEW, MCF_REQUESTED, FULFILLED, SKIPPED, UNFULFILLABLE or CANCELLED.' }),
    paymentStatus: t.exposeString('paymentStatus', { description: 'PAID, REFUNDED or CANCELLED.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 currency code.' }),
    totalCents: t.exposeInt('totalCents', { description: 'The order total in minor units.' }),
    orderedAt: t.field({ type: 'DateTime', description: 'When the buyer ordered.', resolve: (r) => r.orderedAt }),
    deliveryService: t.exposeString('shippingService', { nullable: true, description: 'The delivery the buyer chose, when OnBuy says.' }),
  }),
});

orderFields(OnbuySaleType, 'OnBuy');

const OnbuySalesPageType = salesPageType('OnbuySalesPage', 'OnBuy', OnbuySaleType, 'orders');

builder.queryField('onbuySales', (t) =>
  t.field({
    type: OnbuySalesPageType,
    description:
      "The OnBuy Sales page: the seller's OnBuy orders. Sort keys: _created_at, order_id, price_total, status, finanacial_status; '-' descends; default -_created_at.",
    authScopes: ownerOf,
    args: salesPageArgs,
    resolve: (_p, a, ctx) => querySaleOrders(ctx, me(ctx, a.userId), 'ONBUY', salesQuery(a)),
  }),
);

// ---- the seller's answers to an order Amazon could not fulfil ---------------------------------

const SaleActionResult = builder.objectRef<{ ok: boolean; message: string | null }>('SaleActionResult').implement({
  description: 'The answer to a retry or cancel: ok, or why not.',
  fields: (t) => ({
    ok: t.exposeBoolean('ok', { description: 'Whether it was done.' }),
    message: t.exposeString('message', { nullable: true, description: 'Why it could not be done.' }),
  }),
});

const saleAction = (fn: typeof retryFulfilment) => async (_p: unknown, a: { userId: string; saleId: string }, ctx: GraphQLContext) => {
  try {
    await fn(ctx as never, me(ctx, a.userId), a.saleId);
    return { ok: true, message: null };
  } catch (err) {
    if (err instanceof SaleActionError) return { ok: false, message: err.message };
    throw err;
  }
};

builder.mutationFields((t) => ({
  retrySaleFulfilment: t.field({
    type: SaleActionResult,
    description: 'Tries again an order Amazon could not fulfil.',
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }), saleId: t.arg.string({ required: true }) },
    resolve: saleAction(retryFulfilment),
  }),
  cancelSaleFulfilment: t.field({
    type: SaleActionResult,
    description: 'Stops fulfilling an order (cancelling its MCF order while Amazon allows).',
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }), saleId: t.arg.string({ required: true }) },
    resolve: saleAction(cancelFulfilment),
  }),
}));

// ---- Shopify Sales (spec 002 §2.3): an entry per order with its products ---------------------

type ShopifySaleRow = SaleOrderRow & { account: string | null };

const ShopifySaleType = builder.objectRef<ShopifySaleRow>('ShopifySale').implement({
  description: 'A Shopify order with its Amazon fulfilment.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The sale’s id.' }),
    orderId: t.exposeString('orderId', { description: 'Shopify’s order number (legacy resource id).' }),
    name: t.string({ description: 'The order’s name in the shop (#1001).', resolve: (r) => r.orderName ?? r.orderId }),
    orderUrl: t.string({
      nullable: true,
      description: 'The order in the shop’s admin (null while the shop is not known).',
      resolve: (r) => channelOrders(r.channel)?.orderUrl(r.orderId, r.account) ?? null,
    }),
    status: t.exposeString('status', { description: 'NEW, MCF_REQUESTED, FULFILLED, SKIPPED, UNFULFILLABLE or CANCELLED.' }),
    financialStatus: t.exposeString('paymentStatus', { description: 'Shopify’s financial status (PAID, PENDING, REFUNDED …).' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 currency code.' }),
    totalCents: t.exposeInt('totalCents', { description: 'The order total in minor units.' }),
    soldAt: t.field({ type: 'DateTime', description: 'When the buyer ordered.', resolve: (r) => r.orderedAt }),
  }),
});

orderFields(ShopifySaleType, 'Shopify');

const ShopifySalesPageType = salesPageType('ShopifySalesPage', 'Shopify', ShopifySaleType, 'orders');

builder.queryField('shopifySales', (t) =>
  t.field({
    type: ShopifySalesPageType,
    description:
      "The Shopify Sales page: the seller's Shopify orders. Sort keys (002 §3): seller_sku, _created_at, fulfilled_at, amazon_fid, asin, title, qty, total_price_usd, finanacial_status, order_id, updated_date; '-' descends; default -_created_at.",
    authScopes: ownerOf,
    args: salesPageArgs,
    resolve: async (_p, a, ctx) => {
      const userId = me(ctx, a.userId);
      const [page, account] = await Promise.all([
        querySaleOrders(ctx, userId, 'SHOPIFY', salesQuery(a)),
        channelOrders('SHOPIFY')?.orderAccount?.(ctx, userId) ?? null,
      ]);
      return { ...page, rows: page.rows.map((r) => ({ ...r, account })) };
    },
  }),
);

// ---- a sale's detail: its timeline and profit (issue 16) -------------------------------------

const SaleEventType = builder.objectRef<SaleDetail['timeline'][number]>('SaleEvent').implement({
  description: 'A step in a sale’s life: ordered, MCF order created, shipped, tracking sent …',
  fields: (t) => ({
    at: t.exposeString('at', { description: 'When (ISO 8601).' }),
    event: t.exposeString('event', { description: 'What happened.' }),
    detail: t.exposeString('detail', { nullable: true, description: 'Its particulars (the MCF id, the carrier and tracking number …).' }),
  }),
});

const SaleProfitType = builder.objectRef<SaleDetail['profit']>('SaleProfit').implement({
  description: 'What a sale earned: what the buyer paid less the costs ListBridge knows.',
  fields: (t) => ({
    revenueCents: t.exposeInt('revenueCents', { description: 'What the buyer paid, in minor units.' }),
    channelFeeCents: t.exposeInt('channelFeeCents', { nullable: true, description: 'The channel’s fee (eBay: from its fee rules); null when not known.' }),
    mcfFeeCents: t.exposeInt('mcfFeeCents', { nullable: true, description: 'Amazon’s MCF fee from the preview; null without an MCF order.' }),
    profitCents: t.exposeInt('profitCents', { description: 'Revenue less the known costs.' }),
    notCounted: t.exposeStringList('notCounted', { description: 'The costs not taken into account.' }),
  }),
});

const SaleDetailType = builder.objectRef<SaleDetail>('SaleDetail').implement({
  description: 'One sale with its timeline and profit.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The sale’s id.' }),
    channel: t.exposeString('channel', { description: 'EBAY, SHOPIFY or ONBUY.' }),
    orderId: t.exposeString('orderId', { description: 'The channel’s order id.' }),
    name: t.string({ description: 'The order as the channel names it (Shopify #1001; else the order id).', resolve: (s) => s.orderName ?? s.orderId }),
    status: t.exposeString('status', { description: 'NEW, MCF_REQUESTED, FULFILLED, SKIPPED, UNFULFILLABLE or CANCELLED.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 currency code.' }),
    timeline: t.field({ type: [SaleEventType], description: 'What happened to the sale, oldest first.', resolve: (s) => s.timeline }),
    profit: t.field({ type: SaleProfitType, description: 'What the sale earned.', resolve: (s) => s.profit }),
    figures: t.field({ type: SaleFiguresType, description: 'The sale’s money, as on the Sales page.', resolve: (s) => s.figures }),
  }),
});

builder.queryField('saleDetail', (t) =>
  t.field({
    type: SaleDetailType,
    nullable: true,
    description: "One of the seller's sales (any channel) with its timeline and profit; null when not theirs.",
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }), saleId: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) => getSaleDetail(ctx, me(ctx, a.userId), a.saleId),
  }),
);

// ---- the Sales page of any channel (issue 33): an entry per order, its figures, the period's totals --

type SaleRow = SaleOrderRow & { account: string | null };

const SaleType = builder.objectRef<SaleRow>('Sale').implement({
  description: 'A channel order with its products, its Amazon fulfilment and its money.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The sale’s id.' }),
    channel: t.field({ type: SaleChannelEnum, description: 'The channel it came from.', resolve: (r) => r.channel as (typeof CHANNEL_IDS)[number] }),
    orderId: t.exposeString('orderId', { description: 'The channel’s order id.' }),
    name: t.string({ description: 'The order as the channel names it (Shopify #1001; else the order id).', resolve: (r) => r.orderName ?? r.orderId }),
    orderUrl: t.string({
      nullable: true,
      description: 'The order on the channel’s site.',
      resolve: (r) => channelOrders(r.channel)?.orderUrl(r.orderId, r.account) ?? null,
    }),
    status: t.exposeString('status', { description: 'NEW, MCF_REQUESTED, FULFILLED, SKIPPED, UNFULFILLABLE or CANCELLED.' }),
    paymentStatus: t.exposeString('paymentStatus', { description: 'The channel’s payment status (PAID, PENDING, REFUNDED …).' }),
    soldAt: t.field({ type: 'DateTime', description: 'When the buyer ordered.', resolve: (r) => r.orderedAt }),
    deliveryService: t.exposeString('shippingService', { nullable: true, description: 'The delivery the buyer chose, when the channel says.' }),
  }),
});

orderFields(SaleType, 'the channel');

const SalesPageType = salesPageType('SalesPage', 'a channel’s', SaleType, 'orders');

builder.queryField('sales', (t) =>
  t.field({
    type: SalesPageType,
    description:
      "The Sales page of a channel: the seller's orders with their figures, and the totals of every order the filters match. Sort keys: the channel's (eBay 001 §9, Shopify 002 §3, OnBuy 002 §2.7), each meaning the same on every channel; '-' descends; default -_created_at. pageSize 25, 50, 100, 250.",
    authScopes: ownerOf,
    args: {
      ...salesPageArgs,
      channel: t.arg({ type: SaleChannelEnum, description: 'The channel whose sales to show, one of the spec’s (or give channelCode).' }),
      channelCode: t.arg.string({ description: 'The channel by its code (RegisteredChannel.code): any registered channel.' }),
    },
    resolve: async (_p, a, ctx) => {
      const userId = me(ctx, a.userId);
      const channel = requiredChannel(a.channel, a.channelCode);
      const [page, account] = await Promise.all([
        querySaleOrders(ctx, userId, channel, salesQuery(a)),
        channelOrders(channel)?.orderAccount?.(ctx, userId) ?? null,
      ]);
      return { ...page, rows: page.rows.map((r) => ({ ...r, account })) };
    },
  }),
);
