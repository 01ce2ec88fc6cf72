// The legacy REST shim of the Sales pages, one implementation registered on each channel's spec paths
// (issue 33): {slug}-sales (list), {slug}-sales/get/{saleId}, {slug}-sales/refresh and
// {slug}-sales/export (spec 001 §3 and §7 for eBay, 002 §3 and §7 for Shopify; OnBuy's export by
// issue 30); any other registered channel with orders gets the refresh and the export at
// {segment}-sales/…. Each spec channel declares only its document (the spec's shape and spellings, kept byte for
// byte), whether its rows are sale lines or orders, and its payment-status parameter, in its folder
// (server/channels/<code>/legacy-sales.ts, its registry entry's legacySales). The same
// services as GraphQL; ownerOnly checks the path's user and every query keeps the seller in its `where`.
import { type Request, type RequestHandler, Router } from 'express';
import { enqueueOrderImport, type SaleChannel } from '../modules/sales/sales.service.ts';
import { streamSalesCsv } from '../modules/sales/sales-export.service.ts';
import {
  getSaleLine,
  getSaleOrder,
  PAYMENT_FILTERS,
  type PaymentFilter,
  querySaleLines,
  querySaleOrders,
  type SalesQuery,
} from '../modules/sales/sales-page.service.ts';
import type { AppServices } from '../services.ts';
import { type ChannelCode, channelSegment, type LegacySales, registeredChannels } from '../channels/registry.ts';
import { handle, ownerOnly, requireSession } from './auth-middleware.ts';
import { csvDownload } from './csv-download.ts';
import { HttpError } from './errors.ts';

/** A channel's REST sales list and get (its entry's legacySales): pages of its documents, one document. */
type SalesRest = {
  /** The list's payment-status parameter (the spec's spelling per channel). */
  statusParam: string;
  list: (app: AppServices, userId: string, q: SalesQuery) => Promise<{ documents: unknown[]; numPages: number }>;
  /** The sale's document, or null when the seller has no such sale. */
  get: (app: AppServices, userId: string, id: string) => Promise<unknown>;
};

function documentsOf<R>(
  statusParam: string,
  document: (r: R) => unknown,
  list: (app: AppServices, userId: string, q: SalesQuery) => Promise<{ rows: R[]; numPages: number }>,
  get: (app: AppServices, userId: string, id: string) => Promise<R | null>,
): SalesRest {
  return {
    statusParam,
    list: async (app, userId, q) => {
      const page = await list(app, userId, q);
      return { documents: page.rows.map((r) => document(r)), numPages: page.numPages };
    },
    get: async (app, userId, id) => {
      const row = await get(app, userId, id);
      return row ? document(row) : null;
    },
  };
}

/** The list and get of a channel's declared documents: of its sale lines or of its orders. */
const salesRest = (channel: SaleChannel, legacy: LegacySales): SalesRest =>
  legacy.rows === 'lines'
    ? documentsOf(
        legacy.statusParam,
        legacy.document,
        (app, userId, q) => querySaleLines(app, userId, channel, q),
        (app, userId, id) => getSaleLine(app, userId, channel, id),
      )
    : documentsOf(
        legacy.statusParam,
        legacy.document,
        (app, userId, q) => querySaleOrders(app, userId, channel, q),
        (app, userId, id) => getSaleOrder(app, userId, channel, id),
      );

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
  // The channels declaring legacy documents (the spec's three), at their spec paths, before the
  // catch-all {segment}-sales routes below.
  for (const [channel, entry] of registeredChannels()) {
    if (!entry.legacySales) continue;
    const slug = channelSegment(channel, entry);
    const rest = salesRest(channel, entry.legacySales);
    r.get(
      `/user/:userId/${slug}-sales`,
      ...scoped,
      handle(async (req) => {
        return rest.list(app, userId(req), listQuery(req, rest.statusParam));
      }),
    );
    r.get(
      `/user/:userId/${slug}-sales/get/:saleId`,
      ...scoped,
      handle(async (req) => {
        const document = await rest.get(app, userId(req), String(req.params.saleId));
        if (document === null) throw new HttpError(404, 'Sale not found');
        return document;
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
