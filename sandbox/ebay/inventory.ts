import express, { type Router } from 'express';
import { SCOPES, requireToken, userOf } from './auth.ts';
import { ebayErrors, sendErrors, type EbayError } from './errors.ts';
import { offersOfSku, reviseListings } from './revisions.ts';
import { BODY_TYPES, readsAs } from './serialize.ts';
import type { EbaySandboxState, EbayUser, InventoryItemRecord, Json } from './state.ts';
import { bulkRequests, contentLanguage, isObj, validateInventoryItem, validateSku } from './validate.ts';

const BASE = '/sell/inventory/v1';

/** InventoryItemWithSkuLocaleGroupid: what GET returns for a stored item. */
export function itemView(rec: InventoryItemRecord): Json {
  const { availability, ...rest } = rec.body;
  return { sku: rec.sku, locale: rec.locale, ...rest, availability: isObj(availability) ? availability : { shipToLocationAvailability: { quantity: 0 } } };
}

/** Stores one item (create or full replace), counting a revision on its live listings. */
function putItem(state: EbaySandboxState, user: EbayUser, sku: string, locale: string, body: Json): { status: number; errors: EbayError[] } {
  const errors = [...validateSku(sku), ...validateInventoryItem(body)];
  if (errors.length) return { status: 400, errors };
  const existed = user.inventory.has(sku);
  if (existed) {
    const capped = reviseListings(state, user, offersOfSku(user, sku));
    if (capped) return { status: 400, errors: [capped] };
  }
  const { sku: _ignored, locale: _l, ...item } = body;
  user.inventory.set(sku, { sku, locale, body: item });
  return { status: existed ? 200 : 201, errors: [] };
}

export function inventoryRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  r.use(BASE, requireToken(state, SCOPES.inventory));

  r.put(`${BASE}/inventory_item/:sku`, readsAs<{ sku: string }>(BODY_TYPES.inventoryItem), (req, res) => {
    const locale = contentLanguage(req, res);
    if (!locale) return;
    const out = putItem(state, userOf(res), req.params.sku, locale.replace('-', '_'), isObj(req.body) ? req.body : {});
    if (out.errors.length) return sendErrors(res, out.status, out.errors);
    res.status(204).end();
  });

  r.get(`${BASE}/inventory_item/:sku`, (req, res) => {
    const rec = userOf(res).inventory.get(req.params.sku);
    if (!rec) return sendErrors(res, 404, [ebayErrors.resourceNotFound()]);
    res.json(itemView(rec));
  });

  r.delete(`${BASE}/inventory_item/:sku`, (req, res) => {
    const user = userOf(res);
    if (!user.inventory.delete(req.params.sku)) return sendErrors(res, 404, [ebayErrors.resourceNotFound()]);
    // Deleting an item also deletes its offers and ends their listings.
    for (const o of offersOfSku(user, req.params.sku)) user.offers.delete(o.offerId);
    res.status(204).end();
  });

  r.get(`${BASE}/inventory_item`, (req, res) => {
    const limit = Math.min(Math.max(Number(req.query.limit ?? 25) || 25, 1), 200);
    const offset = Math.max(Number(req.query.offset ?? 0) || 0, 0);
    const all = [...userOf(res).inventory.values()];
    const page = all.slice(offset, offset + limit);
    const href = (o: number) => `${state.baseUrl}${BASE}/inventory_item?limit=${limit}&offset=${o}`;
    res.json({
      href: href(offset),
      limit,
      size: page.length,
      total: all.length,
      ...(offset + limit < all.length ? { next: href(offset + limit) } : {}),
      ...(offset > 0 ? { prev: href(Math.max(offset - limit, 0)) } : {}),
      inventoryItems: page.map(itemView),
    });
  });

  r.post(`${BASE}/bulk_create_or_replace_inventory_item`, readsAs(BODY_TYPES.bulkInventoryItems), (req, res) => {
    const locale = contentLanguage(req, res);
    if (!locale) return;
    const requests = bulkRequests(req, res);
    if (!requests) return;
    const user = userOf(res);
    const responses = requests.map((item) => {
      const sku = typeof item.sku === 'string' ? item.sku : '';
      const itemLocale = typeof item.locale === 'string' ? item.locale : locale.replace('-', '_');
      const out = putItem(state, user, sku, itemLocale, item);
      return { statusCode: out.status, sku, locale: itemLocale, ...(out.errors.length ? { errors: out.errors } : {}) };
    });
    // 200 when every item succeeded, 207 Multi-Status when some failed (api-notes §2.5).
    res.status(responses.every((x) => x.statusCode < 300) ? 200 : 207).json({ responses });
  });

  // ---- Inventory locations (a location is needed before an offer can be published) ----
  r.post(`${BASE}/location/:key`, (req, res) => {
    const user = userOf(res);
    const key = req.params.key;
    if (!/^[\w-]{1,36}$/.test(key)) return sendErrors(res, 400, [ebayErrors.invalidValue('merchantLocationKey')]);
    if (user.locations.has(key)) return sendErrors(res, 409, [ebayErrors.locationExists(key)]);
    const body = isObj(req.body) ? req.body : {};
    const address = isObj(body.location) && isObj(body.location.address) ? body.location.address : undefined;
    if (!address || typeof address.country !== 'string' || !(address.postalCode || (address.city && address.stateOrProvince))) {
      return sendErrors(res, 400, [ebayErrors.invalidValue('location.address', 'A country plus a postal code, or a city and state, are required.')]);
    }
    user.locations.set(key, {
      merchantLocationKey: key,
      name: typeof body.name === 'string' ? body.name : key,
      location: { address, locationId: state.nextId('LOC') },
      merchantLocationStatus: body.merchantLocationStatus === 'DISABLED' ? 'DISABLED' : 'ENABLED',
      locationTypes: Array.isArray(body.locationTypes) ? body.locationTypes : ['WAREHOUSE'],
    });
    res.status(204).end();
  });

  r.get(`${BASE}/location/:key`, (req, res) => {
    const loc = userOf(res).locations.get(req.params.key);
    if (!loc) return sendErrors(res, 404, [ebayErrors.resourceNotFound()]);
    res.json(loc);
  });

  r.delete(`${BASE}/location/:key`, (req, res) => {
    if (!userOf(res).locations.delete(req.params.key)) return sendErrors(res, 404, [ebayErrors.resourceNotFound()]);
    res.status(204).end();
  });

  r.get(`${BASE}/location`, (req, res) => {
    const limit = Math.min(Math.max(Number(req.query.limit ?? 20) || 20, 1), 100);
    const offset = Math.max(Number(req.query.offset ?? 0) || 0, 0);
    const all = [...userOf(res).locations.values()];
    res.json({
      href: `${state.baseUrl}${BASE}/location?limit=${limit}&offset=${offset}`,
      limit,
      offset,
      total: all.length,
      locations: all.slice(offset, offset + limit),
    });
  });

  return r;
}
