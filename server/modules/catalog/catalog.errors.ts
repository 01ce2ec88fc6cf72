import { AppError, errorClass } from '../../errors.ts';

// Expected failures of the eBay category, item specifics and condition look-ups (spec 001 §8).

export class CatalogError extends AppError {}

/** The seller has no authorised eBay connection (spec 001 §8). */
export class EbayCategoryAuthorizationError extends errorClass(
  CatalogError,
  'EBAY_NOT_AUTHORIZED',
  'You must authorize eBay before selecting a category',
  400,
) {}

/** Taxonomy answered 400 for a category's aspects: the category is gone from the tree (spec 001 §8). */
export class CategorySpecificsOutOfDateError extends CatalogError {
  constructor(readonly categoryId: string) {
    super(
      'CATEGORY_OUT_OF_DATE',
      `Could not load category specifics info for category ${categoryId}. The category is likely out-of-date. Consider choosing a different category ID.`,
      400,
    );
  }
}

/** Any other refusal or outage of eBay's Taxonomy or Metadata API; `message` is shown as is ('Error: {message}' for a search). */
export class EbayCategoryLookupError extends CatalogError {
  constructor(message: string, status = 502) {
    super('EBAY_CATEGORY_LOOKUP_FAILED', message, status);
  }
}

/** A category id that is not a number. */
export class EbayCategoryInputError extends errorClass(CatalogError, 'VALIDATION', (message: string) => message, 400) {}

/** A category default eBay would refuse (an aspect the category lacks, a value outside eBay's list, …); nothing is saved. */
export class CategoryDefaultInputError extends errorClass(CatalogError, 'VALIDATION', (message: string) => message, 400) {}
