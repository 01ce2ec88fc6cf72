// The category's aspects for the prompt and the parser, through the catalog module's cache (per
// site and tree version: Taxonomy allows 5,000 calls a day), in the AI module's own errors.
import * as catalog from '../catalog/catalog.service.ts';
import { CategorySpecificsOutOfDateError, EbayCategoryAuthorizationError, EbayCategoryInputError } from '../catalog/catalog.errors.ts';
import { AiEbayNotAuthorizedError, CategorySpecificsUnavailableError } from './ai.errors.ts';
import type { CategoryAspect } from './prompt.ts';

/** eBay's aspects of a category on the seller's site, as the prompt needs them. */
export async function fetchCategoryAspects(deps: catalog.CatalogDeps, userId: string, categoryId: string): Promise<CategoryAspect[]> {
  try {
    const { requiredSpecifics } = await catalog.categorySpecifics(deps, userId, categoryId);
    return requiredSpecifics.map((a) => ({ name: a.dimension, required: a.required, mode: a.mode, values: a.values }));
  } catch (err) {
    if (err instanceof EbayCategoryAuthorizationError) throw new AiEbayNotAuthorizedError();
    if (err instanceof CategorySpecificsOutOfDateError || err instanceof EbayCategoryInputError) throw new CategorySpecificsUnavailableError(categoryId);
    throw err;
  }
}
