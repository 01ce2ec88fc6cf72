// The legacy REST shim of the eBay Sales page (spec 001 §3 eBay sale, §7 List eBay sales; 002 §7
// ebay-sales/get/{saleId}, refresh, export). The same services as GraphQL; ownerOnly checks the
// path's user and every query keeps the seller in its `where`.
import { Router } from 'express';
import type { AppServices } from '../services.ts';
import { enqueueOrderImport } from '../modules/sales/sales.service.ts';
import { getSaleLine, PAYMENT_FILTERS, type PaymentFilter, querySaleLines, type SaleLineRow } from '../modules/sales/sales-page.service.ts';
import { handle, ownerOnly, requireSession } from './auth-middleware.ts';
import { HttpError } from './errors.ts';
import { salesExportRoute } from './sales-export.ts';

/** Spec 001 §3's eBay sale (spelling kept: payment_staus). */
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

export function ebaySalesRoutes(app: AppServices): Router {
  const r = Router();
  const scoped = [requireSession(app), ownerOnly(app)];
  const id = (req: { params: { userId?: string } }) => String(req.params.userId);

  r.get(
    '/user/:userId/ebay-sales',
    ...scoped,
    handle(async (req) => {
      const q = req.query as Record<string, string | undefined>;
      const status = (q.payment_staus ?? 'all').toLowerCase();
      const page = await querySaleLines(app, id(req), 'EBAY', {
        search: q.search ?? null,
        paymentStatus: (PAYMENT_FILTERS as readonly string[]).includes(status) ? (status as PaymentFilter) : 'all',
        sort: q.sort ?? null,
        page: Number(q.page ?? 1) || 1,
        pageSize: Number(q.resultsPerPage ?? 25) || 25,
      });
      return { documents: page.rows.map(legacyEbaySale), numPages: page.numPages };
    }),
  );
  r.get(
    '/user/:userId/ebay-sales/get/:saleId',
    ...scoped,
    handle(async (req) => {
      const row = await getSaleLine(app, id(req), 'EBAY', String(req.params.saleId));
      if (!row) throw new HttpError(404, 'Sale not found');
      return legacyEbaySale(row);
    }),
  );
  // Choice: refresh polls eBay now (the same job the minute cron queues) and answers at once.
  r.post(
    '/user/:userId/ebay-sales/refresh',
    ...scoped,
    handle(async (req) => {
      await enqueueOrderImport(app.pool, id(req), 'EBAY');
      return { success: true };
    }),
  );
  salesExportRoute(app, r, scoped, 'ebay', 'EBAY');
  return r;
}
