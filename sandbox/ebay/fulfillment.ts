import express, { type Router } from 'express';
import { SCOPES, requireToken, userOf } from './auth.ts';
import { ebayErrors, sendErrors } from './errors.ts';
import type { EbaySandboxState, EbayUser, Json, OrderRecord } from './state.ts';
import { isObj } from './validate.ts';

const BASE = '/sell/fulfillment/v1';

type Filter = (o: OrderRecord) => boolean;

/** getOrders `filter`: comma-separated creationdate:[a..b], lastmodifieddate:[a..b], orderfulfillmentstatus:{A|B}. */
export function parseOrderFilter(raw: string): Filter[] | string {
  const filters: Filter[] = [];
  for (const term of raw
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)) {
    const range = /^(creationdate|lastmodifieddate):\[([^\]]*?)\.\.([^\]]*)\]$/.exec(term);
    if (range) {
      const field = range[1] === 'creationdate' ? 'creationDate' : 'lastModifiedDate';
      const from = range[2] ? Date.parse(range[2]) : -Infinity;
      const to = range[3] ? Date.parse(range[3]) : Infinity;
      if (Number.isNaN(from) || Number.isNaN(to)) return `dates in ${term} must be ISO 8601`;
      filters.push((o) => {
        const t = Date.parse(o[field]);
        return t >= from && t <= to;
      });
      continue;
    }
    const status = /^orderfulfillmentstatus:\{([A-Z_|]+)\}$/.exec(term);
    if (status) {
      const wanted = status[1]!.split('|');
      const allowed = ['NOT_STARTED|IN_PROGRESS', 'FULFILLED|IN_PROGRESS', 'IN_PROGRESS|NOT_STARTED', 'IN_PROGRESS|FULFILLED'];
      if (!allowed.includes(status[1]!) && !(wanted.length === 1 && ['NOT_STARTED', 'FULFILLED', 'IN_PROGRESS'].includes(wanted[0]!)))
        return `unsupported orderfulfillmentstatus ${status[1]}`;
      filters.push((o) => wanted.includes(o.orderFulfillmentStatus));
      continue;
    }
    return `unsupported filter term ${term}`;
  }
  return filters;
}

function orderView(state: EbaySandboxState, user: EbayUser, o: OrderRecord): Json {
  const fulfillments = user.fulfillments.get(o.orderId) ?? [];
  return {
    ...o,
    ...(fulfillments.length
      ? { fulfillmentHrefs: fulfillments.map((f) => `${state.baseUrl}${BASE}/order/${o.orderId}/shipping_fulfillment/${f.fulfillmentId}`) }
      : {}),
  };
}

export function fulfillmentRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  r.use(BASE, requireToken(state, SCOPES.fulfillment));

  r.get(`${BASE}/order`, (req, res) => {
    const user = userOf(res);
    const limit = Math.min(Math.max(Number(req.query.limit ?? 50) || 50, 1), 200);
    const offset = Math.max(Number(req.query.offset ?? 0) || 0, 0);
    let orders = [...user.orders].sort((a, b) => b.creationDate.localeCompare(a.creationDate));
    if (typeof req.query.orderIds === 'string' && req.query.orderIds) {
      const ids = req.query.orderIds.split(',');
      if (ids.length > 50) return sendErrors(res, 400, [ebayErrors.invalidFilter('up to 50 orderIds')]);
      orders = orders.filter((o) => ids.includes(o.orderId)); // filter is ignored when orderIds is given, as on eBay
    } else if (typeof req.query.filter === 'string' && req.query.filter) {
      const filters = parseOrderFilter(req.query.filter);
      if (typeof filters === 'string') return sendErrors(res, 400, [ebayErrors.invalidFilter(filters)]);
      orders = orders.filter((o) => filters.every((f) => f(o)));
    }
    const page = orders.slice(offset, offset + limit);
    const q = new URLSearchParams(Object.entries(req.query).filter(([, v]) => typeof v === 'string') as [string, string][]);
    const href = (off: number) => {
      q.set('limit', String(limit));
      q.set('offset', String(off));
      return `${state.baseUrl}${BASE}/order?${q.toString()}`;
    };
    res.json({
      href: href(offset),
      limit,
      offset,
      total: orders.length,
      ...(offset + limit < orders.length ? { next: href(offset + limit) } : {}),
      ...(offset > 0 ? { prev: href(Math.max(offset - limit, 0)) } : {}),
      orders: page.map((o) => orderView(state, user, o)),
    });
  });

  r.get(`${BASE}/order/:orderId`, (req, res) => {
    const user = userOf(res);
    const o = user.orders.find((x) => x.orderId === req.params.orderId);
    if (!o) return sendErrors(res, 404, [ebayErrors.orderNotFound(req.params.orderId)]);
    res.json(orderView(state, user, o));
  });

  r.post(`${BASE}/order/:orderId/shipping_fulfillment`, (req, res) => {
    const user = userOf(res);
    const o = user.orders.find((x) => x.orderId === req.params.orderId);
    if (!o) return sendErrors(res, 404, [ebayErrors.orderNotFound(req.params.orderId)]);
    const body = isObj(req.body) ? req.body : {};
    const lines = Array.isArray(body.lineItems) ? body.lineItems.filter(isObj) : [];
    if (lines.length === 0) return sendErrors(res, 400, [ebayErrors.fulfillmentInput('lineItems are required')]);
    if (typeof body.trackingNumber !== 'string' || !/^[A-Za-z0-9]{4,40}$/.test(body.trackingNumber))
      return sendErrors(res, 400, [ebayErrors.fulfillmentInput('trackingNumber must be 4-40 letters or digits')]);
    if (typeof body.shippingCarrierCode !== 'string' || !body.shippingCarrierCode)
      return sendErrors(res, 400, [ebayErrors.fulfillmentInput('shippingCarrierCode is required')]);
    if (body.shippedDate !== undefined && (typeof body.shippedDate !== 'string' || Number.isNaN(Date.parse(body.shippedDate))))
      return sendErrors(res, 400, [ebayErrors.fulfillmentInput('shippedDate must be ISO 8601')]);
    const existing = user.fulfillments.get(o.orderId) ?? [];
    for (const l of lines) {
      const li = o.lineItems.find((x) => x.lineItemId === l.lineItemId);
      if (!li) return sendErrors(res, 400, [ebayErrors.fulfillmentInput(`line item ${String(l.lineItemId)} is not in order ${o.orderId}`)]);
      const shipped = existing
        .flatMap((f) => f.lineItems)
        .filter((x) => x.lineItemId === li.lineItemId)
        .reduce((n, x) => n + x.quantity, 0);
      const qty = l.quantity === undefined ? li.quantity - shipped : Number(l.quantity);
      if (!Number.isInteger(qty) || qty < 1 || shipped + qty > li.quantity) {
        // Shipping more than was sold conflicts with the fulfillments already recorded.
        return sendErrors(res, 409, [ebayErrors.fulfillmentInput(`quantity for line item ${li.lineItemId} exceeds what remains to ship`)]);
      }
    }
    const fulfillmentId = body.trackingNumber;
    if (existing.some((f) => f.fulfillmentId === fulfillmentId))
      return sendErrors(res, 409, [ebayErrors.fulfillmentInput('a fulfillment with this tracking number already exists')]);
    const record = {
      fulfillmentId,
      lineItems: lines.map((l) => ({
        lineItemId: String(l.lineItemId),
        quantity: l.quantity === undefined ? o.lineItems.find((x) => x.lineItemId === l.lineItemId)!.quantity : Number(l.quantity),
      })),
      shipmentTrackingNumber: body.trackingNumber,
      shippedDate: typeof body.shippedDate === 'string' ? body.shippedDate : new Date(state.clock.now()).toISOString(),
      shippingCarrierCode: body.shippingCarrierCode,
    };
    user.fulfillments.set(o.orderId, [...existing, record]);
    const all = user.fulfillments.get(o.orderId)!.flatMap((f) => f.lineItems);
    for (const li of o.lineItems) {
      const shipped = all.filter((x) => x.lineItemId === li.lineItemId).reduce((n, x) => n + x.quantity, 0);
      li.lineItemFulfillmentStatus = shipped >= li.quantity ? 'FULFILLED' : shipped > 0 ? 'IN_PROGRESS' : 'NOT_STARTED';
    }
    const statuses = o.lineItems.map((li) => li.lineItemFulfillmentStatus);
    o.orderFulfillmentStatus = statuses.every((s) => s === 'FULFILLED') ? 'FULFILLED' : 'IN_PROGRESS';
    o.lastModifiedDate = new Date(state.clock.now()).toISOString();
    // 201 with an empty body and the new resource in Location (api-notes §2.3).
    res.status(201).setHeader('Location', `${state.baseUrl}${BASE}/order/${o.orderId}/shipping_fulfillment/${fulfillmentId}`).end();
  });

  r.get(`${BASE}/order/:orderId/shipping_fulfillment`, (req, res) => {
    const user = userOf(res);
    if (!user.orders.some((x) => x.orderId === req.params.orderId)) return sendErrors(res, 404, [ebayErrors.orderNotFound(req.params.orderId)]);
    const fulfillments = user.fulfillments.get(req.params.orderId) ?? [];
    res.json({ fulfillments, total: fulfillments.length });
  });

  r.get(`${BASE}/order/:orderId/shipping_fulfillment/:fulfillmentId`, (req, res) => {
    const f = (userOf(res).fulfillments.get(req.params.orderId) ?? []).find((x) => x.fulfillmentId === req.params.fulfillmentId);
    if (!f) return sendErrors(res, 404, [ebayErrors.resourceNotFound()]);
    res.json(f);
  });
  return r;
}
