import express, { type Router } from 'express';
import { requireSite, requireToken, sellerOf } from './auth.ts';
import { sendError } from './errors.ts';
import { filterParam, page } from './paging.ts';
import { CATEGORIES } from './seed.ts';
import type { Json, Listing, OnbuySandboxState, Seller } from './state.ts';
import { processQueues } from './catalogue.ts';

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
type ItemResult = { sku: string; success: boolean; error?: string; opc?: string };

export function listingView(l: Listing) {
  return {
    sku: l.sku,
    opc: l.opc,
    condition: l.condition,
    price: l.price,
    stock: l.stock,
    handling_time: l.handling_time,
    delivery_weight: l.delivery_weight,
    boost_marketing_commission: l.boost_marketing_commission,
    group_sku: l.group_sku,
    product_url: `https://www.onbuy.com/gb/p~${l.opc}/`,
  };
}

function createOne(state: OnbuySandboxState, seller: Seller, item: Json): ItemResult {
  const sku = typeof item.sku === 'string' ? item.sku : '';
  if (!sku) return { sku, success: false, error: 'sku is required' };
  const product = state.catalogue.find((p) => p.opc === item.opc);
  if (!product) return { sku, success: false, error: `OPC ${String(item.opc ?? '')} does not exist` };
  const cat = CATEGORIES.find((c) => c.category_id === product.category_id);
  if (typeof item.condition !== 'string' || !cat?.conditions.includes(item.condition))
    return { sku, success: false, error: `Condition ${String(item.condition ?? '')} is not available in this category` };
  if (!(Number(item.price) > 0)) return { sku, success: false, error: 'price must be greater than 0' };
  if (item.stock !== undefined && !(Number.isInteger(Number(item.stock)) && Number(item.stock) >= 0))
    return { sku, success: false, error: 'stock must be a whole number of 0 or more' };
  if (seller.listings.has(sku)) return { sku, success: false, error: 'SKU already exists' };
  const now = state.clock.now();
  seller.listings.set(sku, {
    sku,
    opc: product.opc,
    condition: item.condition,
    price: Number(item.price),
    stock: Number(item.stock ?? 0),
    handling_time: Number(item.handling_time ?? 2),
    delivery_weight: item.delivery_weight === undefined ? null : Number(item.delivery_weight),
    boost_marketing_commission: Number(item.boost_marketing_commission ?? 0),
    group_sku: typeof item.group_sku === 'string' ? item.group_sku : null,
    created_at: now,
    updated_at: now,
  });
  return { sku, opc: product.opc, success: true };
}

function updateOne(state: OnbuySandboxState, seller: Seller, item: Json): ItemResult {
  const sku = typeof item.sku === 'string' ? item.sku : '';
  const l = seller.listings.get(sku);
  if (!l) return { sku, success: false, error: 'SKU does not exist' };
  if (item.price !== undefined && !(Number(item.price) > 0)) return { sku, success: false, error: 'price must be greater than 0' };
  if (item.stock !== undefined && !(Number.isInteger(Number(item.stock)) && Number(item.stock) >= 0))
    return { sku, success: false, error: 'stock must be a whole number of 0 or more' };
  if (item.price !== undefined) l.price = Number(item.price);
  if (item.stock !== undefined) l.stock = Number(item.stock);
  if (item.handling_time !== undefined) l.handling_time = Number(item.handling_time);
  if (item.boost_marketing_commission !== undefined) l.boost_marketing_commission = Number(item.boost_marketing_commission);
  l.updated_at = state.clock.now();
  return { sku, success: true };
}

/** Counts one listing API request of the seller (shown by /__sandbox/state). */
function count(res: express.Response, operation: string) {
  const calls = sellerOf(res).calls;
  calls[operation] = (calls[operation] ?? 0) + 1;
}

export function listingRoutes(state: OnbuySandboxState): Router {
  const r = express.Router();
  r.use('/v2', requireToken(state));
  const items = (body: unknown, key = 'listings'): Json[] | null => (isObj(body) && Array.isArray(body[key]) ? (body[key] as unknown[]).filter(isObj) : null);

  // Per-item outcomes always come back with HTTP 200 and success: true (api-notes §4.3, §4.5).
  r.post('/v2/listings', (req, res) => {
    if (!requireSite(req, res)) return;
    count(res, 'createListings');
    processQueues(state);
    const list = items(req.body);
    if (!list) return sendError(res, 400, 'missingParameter', 'listings is required');
    res.json({ success: true, results: list.map((i) => createOne(state, sellerOf(res), i)) });
  });

  r.post('/v2/products/:opc/listings', (req, res) => {
    if (!requireSite(req, res)) return;
    processQueues(state);
    const list = items(req.body);
    if (!list) return sendError(res, 400, 'missingParameter', 'listings is required');
    res.json({ success: true, results: list.map((i) => createOne(state, sellerOf(res), { ...i, opc: req.params.opc })) });
  });

  r.get('/v2/listings', (req, res) => {
    if (!requireSite(req, res)) return;
    count(res, 'listings');
    const sku = filterParam(req, 'sku');
    const opc = filterParam(req, 'opc');
    const all = [...sellerOf(res).listings.values()].filter((l) => (!sku || l.sku === sku) && (!opc || l.opc === opc));
    if (filterParam(req, 'last_created', 'sort') === 'desc') all.reverse();
    res.json(page(req, all.map(listingView)));
  });

  r.put('/v2/listings/by-sku', (req, res) => {
    if (!requireSite(req, res)) return;
    count(res, 'updateListings');
    const list = items(req.body);
    if (!list) return sendError(res, 400, 'missingParameter', 'listings is required');
    res.json({ success: true, results: list.map((i) => updateOne(state, sellerOf(res), i)) });
  });

  r.delete('/v2/listings/by-sku', (req, res) => {
    if (!requireSite(req, res)) return;
    count(res, 'deleteListings');
    const body = req.body as Json | undefined;
    const skus = isObj(body) && Array.isArray(body.skus) ? body.skus.map(String) : null;
    if (!skus) return sendError(res, 400, 'missingParameter', 'skus is required');
    const seller = sellerOf(res);
    res.json({
      success: true,
      results: skus.map((sku) => (seller.listings.delete(sku) ? { sku, success: true } : { sku, success: false, error: 'SKU does not exist' })),
    });
  });
  return r;
}
