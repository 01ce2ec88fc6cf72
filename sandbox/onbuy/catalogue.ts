import express, { type Router } from 'express';
import { requireSite, requireToken, sellerOf } from './auth.ts';
import { sendError } from './errors.ts';
import { filterParam, page } from './paging.ts';
import { pathOf } from './categories.ts';
import { brandsOf, codeMatches, nameMatches } from './search.ts';
import { CATEGORIES, CONDITIONS, SITES } from './seed.ts';
import type { Json, OnbuySandboxState, QueueEntry } from './state.ts';

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const EAN = /^\d{8}$|^\d{12,14}$/;

/** Product creation is queued: the queue turns success or failed after `queueDelaySeconds`. */
export function processQueues(state: OnbuySandboxState): void {
  const due = state.clock.now() - state.knobs.queueDelaySeconds * 1000;
  for (const q of state.queues) {
    if (q.status !== 'pending' || q.created_at > due) continue;
    if (!q.outcome.ok) {
      q.status = 'failed';
      q.error_message = q.outcome.error;
      continue;
    }
    const opc = `S${String(state.seq('opc')).padStart(6, '0')}`;
    const i = q.input;
    state.catalogue.push({
      opc,
      product_name: String(i.product_name),
      product_codes: (i.product_codes as string[]) ?? [],
      brand_name: String(i.brand_name || brandsOf(state).find((b) => b.brand_id === Number(i.brand_id))?.name || ''),
      category_id: Number(i.category_id),
      description: String(i.description ?? ''),
      default_image: String(i.default_image ?? ''),
      additional_images: Array.isArray(i.additional_images) ? (i.additional_images as string[]) : [],
      rrp: i.rrp === undefined ? null : Number(i.rrp),
      created_by: q.seller_id,
    });
    q.status = 'success';
    q.opc = opc;
  }
}

const queueView = (q: QueueEntry) => ({
  queue_id: q.queue_id,
  uid: q.uid,
  status: q.status,
  opc: q.opc,
  error_message: q.error_message,
  created_at: new Date(q.created_at).toISOString(),
});

function acceptProduct(state: OnbuySandboxState, sellerId: number, p: Json): { queue_id?: string; uid: string; error?: string } {
  const uid = typeof p.uid === 'string' && p.uid ? p.uid : `uid-${state.seq('uid')}`;
  const missing = ['category_id', 'product_name', 'product_codes', 'description', 'default_image'].filter((k) => p[k] === undefined || p[k] === '');
  if (!p.brand_name && !p.brand_id) missing.push('brand_name');
  if (missing.length) return { uid, error: `Missing required field(s): ${missing.join(', ')}` };
  if (String(p.product_name).length > 150) return { uid, error: 'product_name must be at most 150 characters' };
  if (!Array.isArray(p.product_codes) || p.product_codes.some((c) => typeof c !== 'string' || !EAN.test(c)))
    return { uid, error: 'product_codes must be valid EAN/UPC barcodes' };
  // Acceptance is not creation: business checks decide the queue's fate later.
  const cat = CATEGORIES.find((c) => c.category_id === Number(p.category_id));
  const dup = state.catalogue.find((c) => (p.product_codes as string[]).some((x) => codeMatches(c.product_codes, x)));
  const outcome = !cat
    ? { ok: false as const, error: 'Category does not exist' }
    : !cat.can_list_in
      ? { ok: false as const, error: 'This category is not available for listing' }
      : dup
        ? {
            ok: false as const,
            error: `Product code "${(p.product_codes as string[]).find((x) => codeMatches(dup.product_codes, x))}" already exists (OPC ${dup.opc})`,
          }
        : { ok: true as const };
  const queue_id = String(1_000_000 + state.seq('queue'));
  state.queues.push({
    queue_id,
    uid,
    seller_id: sellerId,
    status: 'pending',
    opc: null,
    error_message: null,
    created_at: state.clock.now(),
    input: p,
    outcome,
  });
  return { queue_id, uid };
}

export function catalogueRoutes(state: OnbuySandboxState): Router {
  const r = express.Router();
  r.use('/v2', requireToken(state));

  r.get(
    '/v2/sites',
    (req, res) =>
      void res.json(
        page(
          req,
          SITES.filter((s) => !filterParam(req, 'name') || s.name.toLowerCase().includes(filterParam(req, 'name')!.toLowerCase())),
        ),
      ),
  );
  r.get('/v2/sites/:id', (req, res) => {
    const s = SITES.find((x) => x.site_id === Number(req.params.id));
    if (!s) return sendError(res, 404, 'notFound', 'Site not found');
    res.json({ results: s });
  });

  const categoryView = (c: (typeof CATEGORIES)[number]) => {
    const path = pathOf(c);
    return {
      category_id: c.category_id,
      name: c.name,
      category_tree: path.map((p) => p.name).join(' > '),
      parent_id: c.parent_id,
      category_type_id: c.category_type_id,
      lvl: path.length,
      can_list_in: c.can_list_in,
      condition_ids: c.conditions,
      // OnBuy's own field name, misspelling included (its category browse answers it on every category).
      avaliable_condition_slugs: c.conditions,
    };
  };
  // filter[name] is the autocomplete over names (part of a word is enough); filter[parent_id] lists a category's children.
  r.get('/v2/categories', (req, res) => {
    if (!requireSite(req, res)) return;
    const name = filterParam(req, 'name')?.toLowerCase();
    const type = filterParam(req, 'category_type_id');
    const parent = filterParam(req, 'parent_id');
    if (parent !== undefined && !/^\d+$/.test(parent)) return sendError(res, 400, 'invalidParameter', 'filter[parent_id] must be a category id');
    res.json(
      page(
        req,
        CATEGORIES.filter(
          (c) =>
            (!name || c.name.toLowerCase().includes(name)) &&
            (!type || c.category_type_id === Number(type)) &&
            (parent === undefined || c.parent_id === Number(parent)),
        ).map(categoryView),
      ),
    );
  });
  r.get('/v2/categories/:id', (req, res) => {
    if (!requireSite(req, res)) return;
    const c = CATEGORIES.find((x) => x.category_id === Number(req.params.id));
    if (!c) return sendError(res, 404, 'notFound', 'Category not found');
    res.json({ results: categoryView(c) });
  });

  // OnBuy's brand list: its own brands and every brand its catalogue's products carry (a product
  // created with a new brand_name brings the brand with it).
  r.get('/v2/brand', (req, res) => {
    const name = filterParam(req, 'name')?.toLowerCase();
    const list = brandsOf(state).filter((b) => !name || b.name.toLowerCase().includes(name));
    if (filterParam(req, 'name', 'sort') === 'desc') list.reverse();
    res.json(page(req, list));
  });
  r.get('/v2/brand/:id', (req, res) => {
    const b = brandsOf(state).find((x) => x.brand_id === Number(req.params.id));
    if (!b) return sendError(res, 404, 'notFound', 'Brand not found');
    res.json({ results: b });
  });

  r.get('/v2/conditions', (req, res) => {
    if (!requireSite(req, res)) return;
    res.json(page(req, CONDITIONS));
  });

  r.get('/v2/products', (req, res) => {
    if (!requireSite(req, res)) return;
    processQueues(state);
    const q = (filterParam(req, 'query') ?? '').toLowerCase();
    const field = filterParam(req, 'field') ?? 'name';
    if (!['name', 'product_code', 'opc'].includes(field)) return sendError(res, 400, 'invalidParameter', 'filter[field] must be name, product_code or opc');
    // Names match by words (every word of the query, singular or plural); codes by EAN or UPC.
    const hits = state.catalogue.filter(
      (p) => !q || (field === 'name' ? nameMatches(p.product_name, q) : field === 'opc' ? p.opc.toLowerCase() === q : codeMatches(p.product_codes, q)),
    );
    res.json(
      page(
        req,
        hits.map((p) => ({
          opc: p.opc,
          product_name: p.product_name,
          product_codes: p.product_codes,
          brand_name: p.brand_name,
          category_id: p.category_id,
          default_image: p.default_image,
          url: `https://www.onbuy.com/gb/p~${p.opc}/`,
        })),
      ),
    );
  });

  // Single product, or a batch `{products:[…]}`: each is queued (queue_id), not created.
  r.post('/v2/products', (req, res) => {
    if (!requireSite(req, res)) return;
    const body = isObj(req.body) ? req.body : {};
    const seller = sellerOf(res);
    if (Array.isArray(body.products)) {
      const results = body.products.map((p) => acceptProduct(state, seller.sellerId, isObj(p) ? p : {}));
      return void res.json({
        success: true,
        results: results.map((x) => (x.error ? { uid: x.uid, success: false, error: x.error } : { uid: x.uid, success: true, queue_id: x.queue_id })),
      });
    }
    const one = acceptProduct(state, seller.sellerId, body);
    if (one.error) return sendError(res, 400, 'validationError', one.error);
    res.json({ success: true, queue_id: one.queue_id, uid: one.uid });
  });

  r.get('/v2/queues', (req, res) => {
    if (!requireSite(req, res)) return;
    processQueues(state);
    const ids = filterParam(req, 'queue_ids')?.split(',');
    const status = filterParam(req, 'status');
    const mine = state.queues.filter((q) => q.seller_id === sellerOf(res).sellerId && (!ids || ids.includes(q.queue_id)) && (!status || q.status === status));
    res.json(page(req, mine.map(queueView)));
  });
  r.get('/v2/queues/:id', (req, res) => {
    if (!requireSite(req, res)) return;
    processQueues(state);
    const q = state.queues.find((x) => x.queue_id === req.params.id && x.seller_id === sellerOf(res).sellerId);
    if (!q) return sendError(res, 404, 'notFound', 'Queue entry not found');
    res.json({ results: queueView(q) });
  });
  return r;
}
