import express, { type Router } from 'express';
import { requireSite, requireToken, sellerOf } from './auth.ts';
import { sendError } from './errors.ts';
import { filterParam, page } from './paging.ts';
import { TRACKING_PROVIDERS } from './seed.ts';
import type { Json, OnbuySandboxState } from './state.ts';

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const STATUS: Record<string, string> = {
  awaiting_dispatch: 'Awaiting Dispatch',
  dispatched: 'Dispatched',
  complete: 'Complete',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  partially_dispatched: 'Partially Dispatched',
};

export function orderRoutes(state: OnbuySandboxState): Router {
  const r = express.Router();
  r.use('/v2', requireToken(state));

  r.get('/v2/orders/tracking-providers', (req, res) => {
    if (!requireSite(req, res)) return;
    res.json(page(req, TRACKING_PROVIDERS));
  });

  r.get('/v2/orders', (req, res) => {
    if (!requireSite(req, res)) return;
    // Unfiltered calls return awaiting orders only, as integrators report.
    const status = filterParam(req, 'status') ?? 'awaiting_dispatch';
    if (status !== 'all' && !STATUS[status]) return sendError(res, 400, 'invalidParameter', `filter[status] ${status} is not valid`);
    const exported = filterParam(req, 'previously_exported');
    const since = filterParam(req, 'modified_since');
    let list = sellerOf(res).orders.filter(
      (o) =>
        (status === 'all' || o.status === STATUS[status]) &&
        (exported === undefined || o.previously_exported === (exported === '1')) &&
        (!since || o.updated_at >= new Date(since).toISOString()),
    );
    if (filterParam(req, 'created', 'sort') === 'desc') list = [...list].sort((a, b) => b.date.localeCompare(a.date));
    else list = [...list].sort((a, b) => a.date.localeCompare(b.date));
    const out = page(req, list);
    // Reading marks orders as exported (the previously_exported flag flips on read).
    const view = out.results.map((o) => ({ ...o }));
    for (const o of out.results) o.previously_exported = true;
    res.json({ ...out, results: view });
  });

  r.get('/v2/orders/:id', (req, res) => {
    if (!requireSite(req, res)) return;
    const o = sellerOf(res).orders.find((x) => x.order_id === req.params.id);
    if (!o) return sendError(res, 404, 'notFound', 'Order not found');
    res.json({ results: o });
  });

  r.put('/v2/orders/dispatch', (req, res) => {
    if (!requireSite(req, res)) return;
    const body = isObj(req.body) ? req.body : {};
    if (!Array.isArray(body.orders)) return sendError(res, 400, 'missingParameter', 'orders is required');
    const seller = sellerOf(res);
    const now = new Date(state.clock.now()).toISOString();
    const results = body.orders.filter(isObj).map((d) => {
      const order_id = String(d.order_id ?? '');
      const o = seller.orders.find((x) => x.order_id === order_id);
      if (!o) return { order_id, success: false, error: 'Order does not exist' };
      if (o.status !== STATUS.awaiting_dispatch && o.status !== STATUS.partially_dispatched)
        return { order_id, success: false, error: `Order cannot be dispatched in status ${o.status}` };
      const tracking = isObj(d.tracking) ? d.tracking : null;
      if (tracking && !TRACKING_PROVIDERS.some((p) => p.tracking_id === Number(tracking.tracking_id)))
        return { order_id, success: false, error: 'tracking_id is not a valid tracking provider' };
      const wanted: Json[] = Array.isArray(d.products)
        ? d.products.filter(isObj)
        : o.products.map((p) => ({ sku: p.sku, quantity: p.quantity - p.quantity_dispatched }));
      for (const w of wanted) {
        const line = o.products.find((p) => p.sku === w.sku || p.opc === w.opc);
        const qty = Number(w.quantity ?? (line ? line.quantity - line.quantity_dispatched : 0));
        if (!line || qty < 1 || line.quantity_dispatched + qty > line.quantity)
          return { order_id, success: false, error: `Invalid product or quantity for ${String(w.sku ?? w.opc)}` };
      }
      for (const w of wanted) {
        const line = o.products.find((p) => p.sku === w.sku || p.opc === w.opc)!;
        line.quantity_dispatched += Number(w.quantity ?? line.quantity - line.quantity_dispatched);
      }
      o.status = o.products.every((p) => p.quantity_dispatched >= p.quantity) ? STATUS.dispatched! : STATUS.partially_dispatched!;
      if (tracking)
        o.tracking = {
          tracking_id: Number(tracking.tracking_id),
          supplier_name: tracking.supplier_name ?? TRACKING_PROVIDERS.find((p) => p.tracking_id === Number(tracking.tracking_id))!.name,
          number: tracking.number ?? null,
          url: tracking.url ?? null,
        };
      o.updated_at = now;
      return { order_id, success: true };
    });
    res.json({ success: true, results });
  });
  return r;
}
