import express, { type Request, type Response, type Router } from 'express';
import { SCOPES, requireToken } from './auth.ts';
import { ancestorsOf, type CategoryNode, type CategoryTree } from './categories/tree.ts';
import { rank, relevancyOf } from './categories/suggest.ts';
import { ebayErrors, sendErrors } from './errors.ts';
import type { EbaySandboxState } from './state.ts';

const BASE = '/commerce/taxonomy/v1';

/** A site's default tree by marketplace (getDefaultCategoryTreeId, the Sell Metadata API, publishing an offer). */
export const treeForMarketplace = (state: EbaySandboxState, marketplaceId: string): CategoryTree | undefined =>
  state.categoryTrees.find((t) => t.marketplaceId === marketplaceId);

export function taxonomyRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  // Taxonomy accepts an application token (client_credentials) or a user token.
  r.use(BASE, requireToken(state, SCOPES.base, true));

  const treeOf = (req: Request, res: Response): CategoryTree | undefined => {
    const tree = state.categoryTrees.find((t) => t.categoryTreeId === req.params.treeId);
    if (!tree) sendErrors(res, 404, [ebayErrors.taxonomy(62004, 'The specified category tree ID was not found.')]);
    return tree;
  };
  const categoryOf = (tree: CategoryTree, req: Request, res: Response): CategoryNode | undefined => {
    const id = String(req.query.category_id ?? '');
    if (!id) return void sendErrors(res, 400, [ebayErrors.taxonomy(62003, "The 'category_id' query parameter is required.")]);
    const c = tree.byId.get(id);
    if (!c) sendErrors(res, 400, [ebayErrors.taxonomy(62005, 'The specified category ID was not found.')]);
    return c;
  };
  const subtreeHref = (tree: CategoryTree, id: string) => `${state.baseUrl}${BASE}/category_tree/${tree.categoryTreeId}/get_category_subtree?category_id=${id}`;

  /** CategoryTreeNode with its children down to the leaves. */
  const treeNode = (tree: CategoryTree, n: CategoryNode): Record<string, unknown> => {
    const children = tree.childrenOf.get(n.categoryId) ?? [];
    return {
      category: { categoryId: n.categoryId, categoryName: n.categoryName },
      categoryTreeNodeLevel: n.level,
      parentCategoryTreeNodeHref: n.parentId ? subtreeHref(tree, n.parentId) : `${state.baseUrl}${BASE}/category_tree/${tree.categoryTreeId}`,
      ...(n.leaf ? { leafCategoryTreeNode: true } : { childCategoryTreeNodes: children.map((c) => treeNode(tree, c)) }),
    };
  };

  r.get(`${BASE}/get_default_category_tree_id`, (req, res) => {
    const tree = treeForMarketplace(state, String(req.query.marketplace_id ?? ''));
    if (!tree) return sendErrors(res, 400, [ebayErrors.taxonomy(62002, 'The specified marketplace ID was not found.')]);
    res.json({ categoryTreeId: tree.categoryTreeId, categoryTreeVersion: tree.categoryTreeVersion });
  });

  r.get(`${BASE}/category_tree/:treeId`, (req, res) => {
    const tree = treeOf(req, res);
    if (!tree) return;
    res.json({
      applicableMarketplaceIds: [tree.marketplaceId],
      categoryTreeId: tree.categoryTreeId,
      categoryTreeVersion: tree.categoryTreeVersion,
      rootCategoryNode: {
        category: { categoryId: '0', categoryName: 'Root' },
        categoryTreeNodeLevel: 0,
        childCategoryTreeNodes: (tree.childrenOf.get(null) ?? []).map((c) => treeNode(tree, c)),
      },
    });
  });

  r.get(`${BASE}/category_tree/:treeId/get_category_subtree`, (req, res) => {
    const tree = treeOf(req, res);
    const c = tree && categoryOf(tree, req, res);
    if (!tree || !c) return;
    res.json({ categorySubtreeNode: treeNode(tree, c), categoryTreeId: tree.categoryTreeId, categoryTreeVersion: tree.categoryTreeVersion });
  });

  r.get(`${BASE}/category_tree/:treeId/get_category_suggestions`, (req, res) => {
    const tree = treeOf(req, res);
    if (!tree) return;
    const q = String(req.query.q ?? '').trim();
    if (!q) return sendErrors(res, 400, [ebayErrors.taxonomy(62006, "The 'q' query parameter is required.")]);
    const ranked = rank(
      q,
      tree.nodes.filter((c) => c.leaf),
    );
    if (ranked.length === 0) return void res.status(204).end();
    res.json({
      categoryTreeId: tree.categoryTreeId,
      categoryTreeVersion: tree.categoryTreeVersion,
      categorySuggestions: ranked.map(({ category: c, score }) => ({
        category: { categoryId: c.categoryId, categoryName: c.categoryName },
        categoryTreeNodeAncestors: ancestorsOf(tree, c).map((a) => ({
          categoryId: a.categoryId,
          categoryName: a.categoryName,
          categoryTreeNodeLevel: a.level,
          categorySubtreeNodeHref: subtreeHref(tree, a.categoryId),
        })),
        categoryTreeNodeLevel: c.level,
        relevancy: relevancyOf(score),
      })),
    });
  });

  r.get(`${BASE}/category_tree/:treeId/get_item_aspects_for_category`, (req, res) => {
    const tree = treeOf(req, res);
    const c = tree && categoryOf(tree, req, res);
    if (!tree || !c) return;
    if (!c.leaf) return sendErrors(res, 400, [ebayErrors.taxonomy(62008, 'The specified category ID is not a leaf category.')]);
    res.json({
      aspects: c.aspects.map((a) => ({
        localizedAspectName: a.name,
        aspectConstraint: {
          aspectDataType: a.dataType,
          ...(a.dataType === 'NUMBER' ? { aspectFormat: 'double' } : {}),
          aspectMode: a.mode,
          aspectRequired: a.required,
          // eBay returns RECOMMENDED for required aspects too (they block listing all the same).
          aspectUsage: a.required ? 'RECOMMENDED' : a.usage,
          itemToAspectCardinality: a.cardinality,
          // PRODUCT: describes the catalogue product; ITEM: varies per item. The sandbox counts the
          // aspects a variation may differ by (colour, size) as item aspects; eBay gives
          // aspectMaxLength for item aspects only.
          aspectApplicableTo: [a.variations ? 'ITEM' : 'PRODUCT'],
          ...(a.variations ? { aspectMaxLength: 65 } : {}),
          aspectEnabledForVariations: a.variations,
        },
        ...(a.values.length ? { aspectValues: a.values.map((v) => ({ localizedValue: v })) } : {}),
      })),
    });
  });
  return r;
}
