// The legacy REST shim of the Shopify Sales page (spec 002 §3 Shopify sale, §7 shopify-sales, get,
// refresh, export). The same services as GraphQL; ownerOnly checks the path's user and every query
// keeps the seller in its `where`.
import { Router } from 'express';
import type { AppServices } from '../services.ts';
import { enqueueOrderImport } from '../modules/sales/sales.service.ts';
import { getSaleOrder, PAYMENT_FILTERS, type PaymentFilter, querySaleOrders, type SaleOrderRow } from '../modules/sales/sales-page.service.ts';
import { handle, ownerOnly, requireSession } from './auth-middleware.ts';
import { HttpError } from './errors.ts';
import { salesExportRoute } from './sales-export.ts';

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
    total_price: r.totalCents,
    financial_status: r.paymentStatus.toLowerCase(),
    amazon_fid: r.fbaId,
    tracking_info: r.trackingNumber ? { tracking_number: r.trackingNumber, carrier_code: r.carrier } : null,
  };
}

export function shopifySalesRoutes(app: AppServices): Router {
  const r = Router();
  const scoped = [requireSession(app), ownerOnly(app)];
  const id = (req: { params: { userId?: string } }) => String(req.params.userId);

  r.get(
    '/user/:userId/shopify-sales',
    ...scoped,
    handle(async (req) => {
      const q = req.query as Record<string, string | undefined>;
      const status = (q.financialStatus ?? 'all').toLowerCase();
      const page = await querySaleOrders(app, id(req), 'SHOPIFY', {
        search: q.search ?? null,
        paymentStatus: (PAYMENT_FILTERS as readonly string[]).includes(status) ? (status as PaymentFilter) : 'all',
        sort: q.sort ?? null,
        page: Number(q.page ?? 1) || 1,
        pageSize: Number(q.resultsPerPage ?? 25) || 25,
      });
      return { documents: page.rows.map(legacyShopifySale), numPages: page.numPages };
    }),
  );
  r.get(
    '/user/:userId/shopify-sales/get/:saleId',
    ...scoped,
    handle(async (req) => {
      const row = await getSaleOrder(app, id(req), 'SHOPIFY', String(req.params.saleId));
      if (!row) throw new HttpError(404, 'Sale not found');
      return legacyShopifySale(row);
    }),
  );
  // Choice: refresh polls the shop now (the same job the minute cron and orders/create queue) and answers at once.
  r.post(
    '/user/:userId/shopify-sales/refresh',
    ...scoped,
    handle(async (req) => {
      await enqueueOrderImport(app.pool, id(req), 'SHOPIFY');
      return { success: true };
    }),
  );
  salesExportRoute(app, r, scoped, 'shopify', 'SHOPIFY');
  return r;
}
