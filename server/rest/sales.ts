// The legacy REST shim of the Sales pages, one implementation registered on each channel's spec paths
// (issue 33): {slug}-sales (list), {slug}-sales/get/{saleId}, {slug}-sales/refresh and
// {slug}-sales/export (spec 001 §3 and §7 for eBay, 002 §3 and §7 for Shopify; OnBuy's export by
// issue 30); any other registered channel with orders gets the refresh and the export at
// {segment}-sales/…. Each spec channel declares only its document (the spec's shape and spellings, kept byte for
// byte), whether its rows are sale lines or orders, and its payment-status parameter. The same
// services as GraphQL; ownerOnly checks the path's user and every query keeps the seller in its `where`.
import { type Request, type RequestHandler, Router } from 'express';
import { channelBySlug } from '../../shared/channels.ts';
import { enqueueOrderImport, type SaleChannel } from '../modules/sales/sales.service.ts';
import { streamSalesCsv } from '../modules/sales/sales-export.service.ts';
import {
  getSaleLine,
  getSaleOrder,
  PAYMENT_FILTERS,
  type PaymentFilter,
  querySaleLines,
  querySaleOrders,
  type SaleLineRow,
  type SaleOrderRow,
  type SalesQuery,
} from '../modules/sales/sales-page.service.ts';
import type { AppServices } from '../services.ts';
import { type ChannelCode, channelSegment, registeredChannels } from '../channels/registry.ts';
import { handle, ownerOnly, requireSession } from './auth-middleware.ts';
import { csvDownload } from './csv-download.ts';
import { HttpError } from './errors.ts';

/** Spec 001 §3's eBay sale (spelling kept: payment_staus): one per sale line. */
export function legacyEbaySale(r: SaleLineRow) {
  return {
    _id: r.id,
    seller_sku: r.sku,
    fba_item_id: r.itemId,
    title: r.title,
    order_id: r.orderId,
    transaction_id: r.id,
    _created_at: r.soldAt,
    fulfilled_at: r.fulfilledAt,
    quantity: r.quantity,
    paid_amount: r.priceCents,
    payment_staus: r.paymentStatus,
    amazon_fid: r.fbaId,
    tracking_info: r.trackingNumber ? { tracking_number: r.trackingNumber, carrier_code: r.carrier } : null,
  };
}

/** Spec 002 §3's Shopify sale (mfn_fulfilled: an MFN product the seller ships, "(Processed - Skipped)"). */
export function legacyShopifySale(r: SaleOrderRow) {
  return {
    _id: r.id,
    name: r.orderName ?? r.orderId,
    products: r.products.map((p) => ({
      title: p.name,
      sku: p.sku,
      quantity: p.quantity,
      amazon_product_type: p.fulfilment === 'MFN' ? 'MFN' : 'FBA',
      mfn_fulfilled: p.fulfilment === 'MFN' && p.status === 'SKIPPED',
    })),
    order_id: r.orderId,
    _created_at: r.orderedAt,
    fulfilled_at: r.fulfilledAt,
    total_quantity: r.products.reduce((n, p) => n + p.quantity, 0),
    total_price: r.figures.totalCents,
    financial_status: r.paymentStatus.toLowerCase(),
    amazon_fid: r.fbaId,
    tracking_info: r.trackingNumber ? { tracking_number: r.trackingNumber, carrier_code: r.carrier } : null,
  };
}

/** Spec 002 §3's OnBuy sale: order_id, onbuy_internal_reference, status, delivery_service, date, products, currency_code, price_total. */
export function legacyOnbuySale(r: SaleOrderRow) {
  return {
    order_id: r.orderId,
    onbuy_internal_reference: r.id,
    status: r.status,
    delivery_service: r.shippingService,
    date: r.orderedAt,
    products: r.products.map((p) => ({ name: p.name, sku: p.sku })),
    currency_code: r.currency,
    price_total: r.figures.totalCents,
  };
}

/** What a channel's REST sales paths need: the channel's rows, their document and its parameter names. */
type SalesRest<R> = {
  channel: SaleChannel;
  /** The list's payment-status parameter (the spec's spelling per channel). */
  statusParam: string;
  list: (app: AppServices, userId: string, q: SalesQuery) => Promise<{ rows: R[]; numPages: number }>;
  get: (app: AppServices, userId: string, id: string) => Promise<R | null>;
  document: (r: R) => unknown;
};

const lines = (channel: SaleChannel, statusParam: string, document: (r: SaleLineRow) => unknown): SalesRest<SaleLineRow> => ({
  channel,
  statusParam,
  list: (app, userId, q) => querySaleLines(app, userId, channel, q),
  get: (app, userId, id) => getSaleLine(app, userId, channel, id),
  document,
});
const orders = (channel: SaleChannel, statusParam: string, document: (r: SaleOrderRow) => unknown): SalesRest<SaleOrderRow> => ({
  channel,
  statusParam,
  list: (app, userId, q) => querySaleOrders(app, userId, channel, q),
  get: (app, userId, id) => getSaleOrder(app, userId, channel, id),
  document,
});

/** Each channel's declaration, by its path slug. */
const SALES_REST: Record<'ebay' | 'shopify' | 'onbuy', SalesRest<SaleLineRow> | SalesRest<SaleOrderRow>> = {
  ebay: lines('EBAY', 'payment_staus', legacyEbaySale),
  shopify: orders('SHOPIFY', 'financialStatus', legacyShopifySale),
  onbuy: orders('ONBUY', 'financialStatus', legacyOnbuySale),
};

/** The page's query from the list's parameters (page, resultsPerPage, search, sort, the status filter). */
function listQuery(req: Request, statusParam: string): SalesQuery {
  const q = req.query as Record<string, string | undefined>;
  const status = (q[statusParam] ?? 'all').toLowerCase();
  return {
    search: q.search ?? null,
    paymentStatus: (PAYMENT_FILTERS as readonly string[]).includes(status) ? (status as PaymentFilter) : 'all',
    sort: q.sort ?? null,
    page: Number(q.page ?? 1) || 1,
    pageSize: Number(q.resultsPerPage ?? 25) || 25,
  };
}

/** An optional ISO date of the export's period (from, to); anything else is a 400 naming it. */
function periodBound(req: Request, name: 'from' | 'to'): Date | null {
  const v = (req.query as Record<string, string | undefined>)[name];
  if (v === undefined || v === '') return null;
  const d = new Date(v);
  if (!/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(d.getTime())) throw new HttpError(400, `${name} must be an ISO 8601 date`);
  return d;
}

export function salesRoutes(app: AppServices): Router {
  const r = Router();
  const scoped = [requireSession(app), ownerOnly(app)];
  const userId = (req: Request) => String(req.params.userId);
  for (const [slug, rest] of Object.entries(SALES_REST) as [keyof typeof SALES_REST, SalesRest<unknown>][]) {
    const channel = channelBySlug(slug)!.id;
    r.get(
      `/user/:userId/${slug}-sales`,
      ...scoped,
      handle(async (req) => {
        const page = await rest.list(app, userId(req), listQuery(req, rest.statusParam));
        return { documents: page.rows.map(rest.document), numPages: page.numPages };
      }),
    );
    r.get(
      `/user/:userId/${slug}-sales/get/:saleId`,
      ...scoped,
      handle(async (req) => {
        const row = await rest.get(app, userId(req), String(req.params.saleId));
        if (!row) throw new HttpError(404, 'Sale not found');
        return rest.document(row);
      }),
    );
    // Choice: refresh polls the channel now (the same job the minute cron queues) and answers at once.
    r.post(
      `/user/:userId/${slug}-sales/refresh`,
      ...scoped,
      handle(async (req) => {
        await enqueueOrderImport(app.pool, userId(req), channel);
        return { success: true };
      }),
    );
    // `{slug}_sales.csv` on the export pool; ?from=&to= (ISO dates) narrow it to the page's period.
    r.get(
      `/user/:userId/${slug}-sales/export`,
      ...scoped,
      // A bad period is refused before the first byte (csvDownload answers it as a REST error).
      csvDownload(`${slug}_sales.csv`, (req, res) =>
        streamSalesCsv(app, userId(req), channel, res, { soldFrom: periodBound(req, 'from'), soldTo: periodBound(req, 'to') }),
      ),
    );
  }

  // Any other registered channel with orders (issue 33: a channel is one folder): its refresh and its
  // export at {segment}-sales/…, the channel found in the registry per request (one registered after
  // the app started too). A path naming no such channel passes on, untouched by the session checks.
  // The list and get documents are the spec's legacy shapes above; the other channels' pages use GraphQL.
  const registered = (req: Request): ChannelCode | null => {
    const segment = /^(.+)-sales$/.exec(String(req.params.sales))?.[1];
    return registeredChannels().find(([code, e]) => e.orders && channelSegment(code, e) === segment)?.[0] ?? null;
  };
  const onlyRegistered: RequestHandler = (req, _res, next) => next(registered(req) ? undefined : 'route');
  r.post(
    '/user/:userId/:sales/refresh',
    onlyRegistered,
    ...scoped,
    handle(async (req) => {
      await enqueueOrderImport(app.pool, userId(req), registered(req)!);
      return { success: true };
    }),
  );
  r.get(
    '/user/:userId/:sales/export',
    onlyRegistered,
    ...scoped,
    // `{segment}_sales.csv`, as the spec's channels' `{slug}_sales.csv`.
    (req, res, next) =>
      csvDownload(`${String(req.params.sales).replace(/-sales$/, '')}_sales.csv`, (q, out) =>
        streamSalesCsv(app, userId(q), registered(q)!, out, { soldFrom: periodBound(q, 'from'), soldTo: periodBound(q, 'to') }),
      )(req, res, next),
  );
  return r;
}
