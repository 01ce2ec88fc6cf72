// The legacy `onbuy/…` calls of creating a new product (spec 002 §7): brands, categories,
// conditions, queue-info/{queueId}, queue-info-for-item/{itemId} and create-product/{itemId}, thin
// over the listings module's OnBuy product service. The spec names paths only; the choices:
// - brands / categories take `query` (or `filter[name]`, `name`, `filter`) and answer `{ results }`
//   in OnBuy's own shape (categories keep `avaliable_condition_slugs`, OnBuy's spelling).
// - conditions take an optional `category_id` (and `chosen`): `{ results, condition }`, the latter
//   the chosen condition after the reset rule (spec 001 §4).
// - create-product takes optional `onbuy_category`, `onbuy_brand`, `onbuy_condition_code` (as in
//   user_edited_details) and answers `{ success, queue_id, onbuy_settings }`.
// - the queue-info calls answer OnBuy's queue entry; the item's also `onbuy_settings` (spec 001 §3).
import { sellerRoutes } from './seller-routes.ts';
import type { Router, Request } from 'express';
import type { AppServices } from '../services.ts';
import { onbuyChoiceOf } from '../modules/listing-content/onbuy-product-payload.ts';
import {
  createOnbuyProduct,
  onbuyConditions,
  onbuyQueueInfo,
  onbuyQueueInfoForItem,
  searchOnbuyBrands,
  searchOnbuyCategories,
  searchOnbuyProducts,
  type OnbuyProductCreation,
  type OnbuyProductSearchField,
} from '../modules/listing-content/onbuy-products.service.ts';
import { OnbuyProductInputError } from '../modules/listing-content/onbuy-products.errors.ts';
import { handle } from './auth-middleware.ts';

const SEARCH_FIELDS: OnbuyProductSearchField[] = ['name', 'product_code', 'opc'];

/** Spec 001 §3 onbuy_settings (status in the spec's words, or FAILED with error_message). */
export function legacyOnbuySettings(c: OnbuyProductCreation) {
  const status = { NOT_SUBMITTED: 'Not Submitted', QUEUED: 'Queued', CREATED: 'Created', FAILED: 'Failed' }[c.status];
  return { status, queue_id: c.queueId, error_message: c.errorMessage, seller_sku: c.sellerSku, product_created_opc: c.opc };
}

/** The text of an autocomplete: `query`, `filter[name]`, `name` or `filter` (the legacy client's names). */
function lookupQuery(req: Request): string {
  const q = req.query as Record<string, unknown>;
  const filter = q.filter;
  const nested = filter && typeof filter === 'object' ? (filter as Record<string, unknown>).name : undefined;
  const v = q.query ?? q['filter[name]'] ?? nested ?? q.name ?? filter;
  return typeof v === 'string' ? v : '';
}

function intOrNull(v: unknown, field: string): number | null {
  if (v === undefined || v === null || v === '') return null;
  const n = Number(typeof v === 'object' ? (v as Record<string, unknown>).category_id : v);
  if (!Number.isInteger(n) || n <= 0) throw new OnbuyProductInputError(field, `${field} must be an OnBuy category id`);
  return n;
}

/** /api/v1/user/{userId}/onbuy/{products,brands,categories,conditions,queue-info,queue-info-for-item,create-product}. */
export function onbuyProductRoutes(app: AppServices): Router {
  const { r, scoped, id } = sellerRoutes(app);

  r.get(
    '/user/:userId/onbuy/categories',
    ...scoped,
    handle(async (req) => ({
      results: (await searchOnbuyCategories(app, id(req), lookupQuery(req))).map((c) => ({
        category_id: c.categoryId,
        name: c.name,
        category_tree: c.categoryTree,
        can_list_in: c.canListIn,
        avaliable_condition_slugs: c.availableConditionSlugs,
      })),
    })),
  );
  r.get(
    '/user/:userId/onbuy/products',
    ...scoped,
    handle(async (req) => {
      // Spec 001 §7: filter[query] (or query), filter[field] (name, product_code or opc; absent: decided from
      // the text), site_id (OnBuy UK's); item_id: its EAN/UPC first.
      const q = req.query as Record<string, unknown>;
      const filter = q.filter && typeof q.filter === 'object' ? (q.filter as Record<string, unknown>) : {};
      const v = filter.query ?? q['filter[query]'] ?? q.query;
      const f = filter.field ?? q['filter[field]'];
      if (f !== undefined && f !== '' && !(typeof f === 'string' && SEARCH_FIELDS.includes(f as OnbuyProductSearchField)))
        throw new OnbuyProductInputError('filter[field]', `filter[field] must be one of ${SEARCH_FIELDS.join(', ')}`);
      const site = q.site_id === undefined || q.site_id === '' ? null : Number(q.site_id);
      if (site !== null && !Number.isInteger(site)) throw new OnbuyProductInputError('site_id', 'site_id must be a number');
      const itemId = typeof q.item_id === 'string' ? q.item_id : null;
      const found = await searchOnbuyProducts(app, id(req), {
        query: typeof v === 'string' ? v : null,
        itemId,
        field: f ? (f as OnbuyProductSearchField) : null,
        siteId: site,
      });
      return {
        query: found.query,
        field: found.field,
        results: found.products.map((p) => ({
          opc: p.opc,
          name: p.name,
          thumbnail_url: p.thumbnailUrl,
          url: p.url,
          product_codes: p.productCodes,
          brand_name: p.brandName,
        })),
      };
    }),
  );
  r.get(
    '/user/:userId/onbuy/brands',
    ...scoped,
    handle(async (req) => ({ results: (await searchOnbuyBrands(app, id(req), lookupQuery(req))).map((b) => ({ brand_id: b.brandId, name: b.name })) })),
  );
  r.get(
    '/user/:userId/onbuy/conditions',
    ...scoped,
    handle(async (req) => {
      const chosen = typeof req.query.chosen === 'string' ? req.query.chosen : null;
      const out = await onbuyConditions(app, id(req), { categoryId: intOrNull(req.query.category_id, 'category_id'), chosen });
      return { results: out.conditions.map((c) => ({ condition_id: c.conditionId, name: c.name })), condition: out.condition };
    }),
  );
  r.get(
    '/user/:userId/onbuy/queue-info/:queueId',
    ...scoped,
    handle(async (req) => ({ results: await onbuyQueueInfo(app, id(req), String(req.params.queueId)) })),
  );
  r.get(
    '/user/:userId/onbuy/queue-info-for-item/:itemId',
    ...scoped,
    handle(async (req) => {
      const { queue, creation } = await onbuyQueueInfoForItem(app, id(req), String(req.params.itemId));
      return { results: queue, onbuy_settings: legacyOnbuySettings(creation) };
    }),
  );
  r.post(
    '/user/:userId/onbuy/create-product/:itemId',
    ...scoped,
    handle(async (req) => {
      const b = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
      const edited = onbuyChoiceOf({ userEditedDetails: b });
      const choice = {
        ...('onbuy_category' in b ? { categoryId: intOrNull(b.onbuy_category, 'onbuy_category'), categoryName: edited.categoryName } : {}),
        ...('onbuy_brand' in b ? { brandId: edited.brandId, brandName: edited.brandName } : {}),
        ...('onbuy_condition_code' in b ? { condition: edited.condition } : {}),
      };
      const { creation } = await createOnbuyProduct(app, { userId: id(req), itemId: String(req.params.itemId), choice });
      return { success: true, queue_id: creation.queueId, onbuy_settings: legacyOnbuySettings(creation) };
    }),
  );
  return r;
}
