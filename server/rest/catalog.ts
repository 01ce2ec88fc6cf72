// The legacy eBay category calls (spec 002 §7), thin over the catalog module:
// - /user/{userId}/ebay-categories/search/{siteId}/{search} → { categories: [category] }
// - /user/{userId}/ebay-categories/details/{siteId}/{categoryId} → { category, conditions }
// - /user/{userId}/ebay-categories/specifics/{siteId}/{categoryId} → { required_specifics, conditions }
// - /user/{userId}/fba-items/{listingId}/recommended-category → { categories } (by the item's title)
// - /user/{userId}/fba-items/{listingId}/recommended-specifics → { category_id, specifics: [item specific] }
// - /cat/{application}/{utok}/ebay/categories/{treeId}/recommendations?q=, /specifics/{categoryId},
//   /details/{categoryId}: the same answers for a session token in the path (eBay's default tree id
//   of a site is its site id, so {treeId} names the site); {application} is not checked.
// - GET/POST /ebay-category-cache/service/{serviceName}/user/{userId}/clear-cache (admins only).
// Shapes follow spec 001 §3: category (category_id, category_name, category_tree, full_category_text),
// conditions (condition_id, display_name), required_specifics (dimension, values, mode, required),
// item specific (dimension, value, tooltip_text).
import { sellerRoutes } from './seller-routes.ts';
import type { Router, RequestHandler } from 'express';
import type { AppServices } from '../services.ts';
import { authenticate } from '../modules/accounts/accounts.service.ts';
import { NotAuthenticatedError } from '../modules/accounts/accounts.errors.ts';
import {
  categoryDetails,
  categorySpecifics,
  clearTaxonomyCache,
  recommendedSpecifics,
  searchCategories,
  suggestCategories,
  type CategorySpecifics,
  type EbayCategoryView,
  type EbayConditionView,
} from '../modules/catalog/catalog.service.ts';
import { handle, requireSession } from './auth-middleware.ts';
import { HttpError } from './errors.ts';

export const legacyCategory = (c: EbayCategoryView) => ({
  category_id: c.categoryId,
  category_name: c.categoryName,
  category_tree: c.categoryTree,
  full_category_text: c.fullCategoryText,
});
const legacyConditions = (list: EbayConditionView[]) => list.map((c) => ({ condition_id: c.conditionId, display_name: c.displayName }));
const legacySpecifics = (s: CategorySpecifics) => ({
  category_id: s.categoryId,
  required_specifics: s.requiredSpecifics.map((r) => ({ dimension: r.dimension, values: r.values, mode: r.mode, required: r.required })),
  conditions: legacyConditions(s.conditions),
});
const legacyDetails = (d: { category: EbayCategoryView; conditions: EbayConditionView[] }) => ({
  category: legacyCategory(d.category),
  conditions: legacyConditions(d.conditions),
});

/** The `/cat/...` calls carry the session token in the path ({utok}). */
function pathToken(app: AppServices): RequestHandler {
  return async (req, _res, next) => {
    try {
      req.viewer = await authenticate(app, String(req.params.utok ?? ''));
      next();
    } catch (err) {
      if (err instanceof NotAuthenticatedError) return next(new HttpError(401, err.message, err.expired ? { expired: true } : {}));
      next(err);
    }
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '');

export function catalogRoutes(app: AppServices): Router {
  const { r, scoped, id } = sellerRoutes(app);

  r.get(
    '/user/:userId/ebay-categories/search/:siteId/:search',
    ...scoped,
    handle(async (req) => ({
      categories: (await searchCategories(app, id(req), String(req.params.search), { siteId: String(req.params.siteId) })).map(legacyCategory),
    })),
  );
  r.get(
    '/user/:userId/ebay-categories/details/:siteId/:categoryId',
    ...scoped,
    handle(async (req) => legacyDetails(await categoryDetails(app, id(req), String(req.params.categoryId), { siteId: String(req.params.siteId) }))),
  );
  r.get(
    '/user/:userId/ebay-categories/specifics/:siteId/:categoryId',
    ...scoped,
    handle(async (req) => legacySpecifics(await categorySpecifics(app, id(req), String(req.params.categoryId), { siteId: String(req.params.siteId) }))),
  );
  r.get(
    '/user/:userId/fba-items/:listingId/recommended-category',
    ...scoped,
    handle(async (req) => ({
      categories: (await suggestCategories(app, id(req), String(req.params.listingId), { siteId: text(req.query.site_id) || null })).map(legacyCategory),
    })),
  );
  r.get(
    '/user/:userId/fba-items/:listingId/recommended-specifics',
    ...scoped,
    handle(async (req) => {
      const rec = await recommendedSpecifics(app, id(req), String(req.params.listingId));
      return {
        category_id: rec.categoryId,
        specifics: rec.specifics.map((s) => ({
          dimension: s.dimension,
          value: s.value,
          tooltip_text: s.tooltipText,
          required: s.rule?.required ?? false,
          mode: s.rule?.mode ?? 'FREE_TEXT',
          values: s.rule?.values ?? [],
        })),
      };
    }),
  );

  const cat = '/cat/:application/:utok/ebay/categories/:treeId';
  r.get(
    `${cat}/recommendations`,
    pathToken(app),
    handle(async (req) => ({
      categories: (await searchCategories(app, req.viewer!.userId, text(req.query.q) || text(req.query.query), { siteId: String(req.params.treeId) })).map(
        legacyCategory,
      ),
    })),
  );
  r.get(
    `${cat}/specifics/:categoryId`,
    pathToken(app),
    handle(async (req) =>
      legacySpecifics(await categorySpecifics(app, req.viewer!.userId, String(req.params.categoryId), { siteId: String(req.params.treeId) })),
    ),
  );
  r.get(
    `${cat}/details/:categoryId`,
    pathToken(app),
    handle(async (req) => legacyDetails(await categoryDetails(app, req.viewer!.userId, String(req.params.categoryId), { siteId: String(req.params.treeId) }))),
  );

  // The Taxonomy cache is shared by all sellers: only an admin may clear it ({serviceName}, {userId} kept for the legacy path).
  const clear = handle(async (req) => {
    if (!req.viewer!.isAdmin) throw new HttpError(403, 'Forbidden');
    return { success: true, cleared: await clearTaxonomyCache(app) };
  });
  r.get('/ebay-category-cache/service/:serviceName/user/:userId/clear-cache', requireSession(app), clear);
  r.post('/ebay-category-cache/service/:serviceName/user/:userId/clear-cache', requireSession(app), clear);
  return r;
}
