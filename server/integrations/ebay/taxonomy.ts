import type { EbayHttp } from './http.ts';
import type { EbayAspect, EbayCategorySuggestion, EbayCategoryTreeNode } from './types.ts';

const BASE = '/commerce/taxonomy/v1';

/** Category tree, suggestions and item specifics; works with an application token. */
export function taxonomyApi(http: EbayHttp) {
  return {
    async getDefaultCategoryTreeId(marketplaceId: string): Promise<{ categoryTreeId: string; categoryTreeVersion: string }> {
      return (
        await http.request<{ categoryTreeId: string; categoryTreeVersion: string }>({
          method: 'GET',
          path: `${BASE}/get_default_category_tree_id`,
          query: { marketplace_id: marketplaceId },
          operation: 'getDefaultCategoryTreeId',
        })
      ).body;
    },

    /** eBay answers 204 when nothing matches: that is an empty list here. */
    async getCategorySuggestions(categoryTreeId: string, q: string): Promise<EbayCategorySuggestion[]> {
      const r = await http.request<{ categorySuggestions?: EbayCategorySuggestion[] } | undefined>({
        method: 'GET',
        path: `${BASE}/category_tree/${encodeURIComponent(categoryTreeId)}/get_category_suggestions`,
        query: { q },
        operation: 'getCategorySuggestions',
      });
      return r.body?.categorySuggestions ?? [];
    },

    /** The whole tree of a site, from its root node (level 0). */
    async getCategoryTree(categoryTreeId: string): Promise<{ categoryTreeId: string; categoryTreeVersion: string; rootCategoryNode: EbayCategoryTreeNode }> {
      return (
        await http.request<{ categoryTreeId: string; categoryTreeVersion: string; rootCategoryNode: EbayCategoryTreeNode }>({
          method: 'GET',
          path: `${BASE}/category_tree/${encodeURIComponent(categoryTreeId)}`,
          operation: 'getCategoryTree',
        })
      ).body;
    },

    /** One category and everything below it. */
    async getCategorySubtree(categoryTreeId: string, categoryId: string): Promise<EbayCategoryTreeNode> {
      const r = await http.request<{ categorySubtreeNode: EbayCategoryTreeNode }>({
        method: 'GET',
        path: `${BASE}/category_tree/${encodeURIComponent(categoryTreeId)}/get_category_subtree`,
        query: { category_id: categoryId },
        operation: 'getCategorySubtree',
      });
      return r.body.categorySubtreeNode;
    },

    async getItemAspectsForCategory(categoryTreeId: string, categoryId: string): Promise<EbayAspect[]> {
      const r = await http.request<{ aspects?: EbayAspect[] } | undefined>({
        method: 'GET',
        path: `${BASE}/category_tree/${encodeURIComponent(categoryTreeId)}/get_item_aspects_for_category`,
        query: { category_id: categoryId },
        operation: 'getItemAspectsForCategory',
      });
      return r.body?.aspects ?? [];
    },
  };
}
