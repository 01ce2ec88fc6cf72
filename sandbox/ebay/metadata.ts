import express, { type Router } from 'express';
import { SCOPES, requireToken } from './auth.ts';
import { leavesUnder, type CategoryNode } from './categories/tree.ts';
import { ebayErrors, sendErrors } from './errors.ts';
import type { EbaySandboxState } from './state.ts';
import { treeForMarketplace } from './taxonomy.ts';

const BASE = '/sell/metadata/v1';
const MAX_FILTER_IDS = 50;

/** Sell Metadata API: which item conditions each leaf category of a site accepts. */
export function metadataRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  // Metadata calls work with an application token as well as a user token.
  r.use(BASE, requireToken(state, SCOPES.base, true));

  r.get(`${BASE}/marketplace/:marketplaceId/get_item_condition_policies`, (req, res) => {
    const tree = treeForMarketplace(state, req.params.marketplaceId);
    if (!tree) return sendErrors(res, 404, [ebayErrors.metadata(46001, 'The specified marketplace ID was not found.')]);
    const filter = typeof req.query.filter === 'string' ? req.query.filter : '';
    let categories: CategoryNode[] = tree.nodes.filter((n) => n.leaf);
    const warnings = [];
    if (filter) {
      const m = /^categoryIds:\{([^}]*)\}$/.exec(filter);
      const ids = m?.[1]?.split('|').filter(Boolean) ?? [];
      if (!m || ids.length === 0)
        return sendErrors(res, 400, [
          ebayErrors.metadata(46002, 'The filter value is invalid. Sample supported values: filter=categoryIds:{catId1|catId2|catId3}.'),
        ]);
      if (ids.length > MAX_FILTER_IDS) warnings.push(ebayErrors.metadata(46004, 'Only 50 Category IDs specified in the filter are considered.'));
      const nodes = ids.slice(0, MAX_FILTER_IDS).map((id) => tree.byId.get(id));
      if (nodes.some((n) => !n)) return sendErrors(res, 400, [ebayErrors.metadata(46003, 'The specified categoryId was not found for the marketplace.')]);
      // A parent category stands for the leaves below it, as eBay documents for this filter.
      categories = [...new Set(nodes.flatMap((n) => leavesUnder(tree, n!)))];
    }
    res.json({
      itemConditionPolicies: categories.map((c) => ({
        categoryId: c.categoryId,
        categoryTreeId: tree.categoryTreeId,
        itemConditionRequired: true,
        itemConditions: c.conditions.map((x) => ({ conditionId: x.conditionId, conditionDescription: x.conditionDescription })),
      })),
      ...(warnings.length ? { warnings } : {}),
    });
  });
  return r;
}
