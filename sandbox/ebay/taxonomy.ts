import express, { type Router } from 'express';
import { SCOPES, requireToken } from './auth.ts';
import { ebayErrors, sendErrors } from './errors.ts';
import { CATEGORY_TREE_IDS, CATEGORY_TREE_VERSION, type CategoryNode } from './seed.ts';
import type { EbaySandboxState } from './state.ts';

const BASE = '/commerce/taxonomy/v1';

function ancestors(state: EbaySandboxState, c: CategoryNode) {
  const out: CategoryNode[] = [];
  let p = c.parentId ? state.categories.find((x) => x.categoryId === c.parentId) : undefined;
  while (p) {
    out.push(p);
    p = p.parentId ? state.categories.find((x) => x.categoryId === p!.parentId) : undefined;
  }
  return out; // nearest first, as eBay lists them
}

export function taxonomyRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  // Taxonomy accepts an application token (client_credentials) or a user token.
  r.use(BASE, requireToken(state, SCOPES.base, true));
  const treeIds = new Set(Object.values(CATEGORY_TREE_IDS));

  r.get(`${BASE}/get_default_category_tree_id`, (req, res) => {
    const id = CATEGORY_TREE_IDS[String(req.query.marketplace_id ?? '')];
    if (!id) return sendErrors(res, 400, [ebayErrors.taxonomy(62002, 'The specified marketplace ID was not found.')]);
    res.json({ categoryTreeId: id, categoryTreeVersion: CATEGORY_TREE_VERSION });
  });

  r.get(`${BASE}/category_tree/:treeId/get_category_suggestions`, (req, res) => {
    if (!treeIds.has(req.params.treeId)) return sendErrors(res, 404, [ebayErrors.taxonomy(62004, 'The specified category tree ID was not found.')]);
    const q = String(req.query.q ?? '')
      .toLowerCase()
      .trim();
    if (!q) return sendErrors(res, 400, [ebayErrors.taxonomy(62006, "The 'q' query parameter is required.")]);
    const words = q.split(/\s+/);
    const scored = state.categories
      .filter((c) => c.leaf)
      .map((c) => ({ c, score: c.keywords.filter((k) => words.some((w) => k.includes(w) || w.includes(k)) || q.includes(k)).length }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score);
    if (scored.length === 0) return void res.status(204).end();
    res.json({
      categoryTreeId: req.params.treeId,
      categoryTreeVersion: CATEGORY_TREE_VERSION,
      categorySuggestions: scored.map(({ c, score }) => {
        const anc = ancestors(state, c);
        return {
          category: { categoryId: c.categoryId, categoryName: c.categoryName },
          categoryTreeNodeAncestors: anc.map((a, i) => ({
            categoryId: a.categoryId,
            categoryName: a.categoryName,
            categoryTreeNodeLevel: anc.length - i,
            categorySubtreeNodeHref: `${state.baseUrl}${BASE}/category_tree/${req.params.treeId}/get_category_subtree?category_id=${a.categoryId}`,
          })),
          categoryTreeNodeLevel: anc.length + 1,
          relevancy: score > 1 ? 'HIGH' : 'MEDIUM',
        };
      }),
    });
  });

  r.get(`${BASE}/category_tree/:treeId/get_item_aspects_for_category`, (req, res) => {
    if (!treeIds.has(req.params.treeId)) return sendErrors(res, 404, [ebayErrors.taxonomy(62004, 'The specified category tree ID was not found.')]);
    const c = state.categories.find((x) => x.categoryId === String(req.query.category_id ?? ''));
    if (!c) return sendErrors(res, 400, [ebayErrors.taxonomy(62005, 'The specified category ID was not found.')]);
    if (!c.leaf) return sendErrors(res, 400, [ebayErrors.taxonomy(62008, 'The specified category ID is not a leaf category.')]);
    if (c.aspects.length === 0) return void res.status(204).end();
    res.json({
      aspects: c.aspects.map((a) => ({
        localizedAspectName: a.name,
        aspectConstraint: {
          aspectDataType: 'STRING',
          aspectMode: a.mode,
          aspectRequired: a.required,
          aspectUsage: a.required ? 'RECOMMENDED' : 'OPTIONAL',
          itemToAspectCardinality: 'SINGLE',
          aspectMaxLength: 65,
          aspectEnabledForVariations: false,
        },
        ...(a.values.length ? { aspectValues: a.values.map((v) => ({ localizedValue: v })) } : {}),
      })),
    });
  });
  return r;
}
