import { AppError, errorClass } from '../../errors.ts';

// Expected failures of creating a new OnBuy product ('Create New' tab) and of its look-ups.

/** Spec 001 §5: category and brand autocompletes need at least 4 characters. */
export class OnbuyLookupTooShortError extends errorClass(AppError, 'ONBUY_QUERY_TOO_SHORT', 'Type at least 4 characters', 400) {}

/** Spec 001 §5: OnBuy product search needs at least 3 characters. */
export class OnbuySearchTooShortError extends errorClass(AppError, 'ONBUY_SEARCH_TOO_SHORT', 'Type at least 3 characters to search', 400) {}

/** Spec 001 §5: a category with can_list_in false. */
export class OnbuyCategoryNotListableError extends errorClass(AppError, 'ONBUY_CATEGORY_NOT_LISTABLE', 'This category is not available for listing', 400) {}

/** Something the product needs is missing (category, brand, condition, EAN, image); `field` names it. */
export class OnbuyProductInputError extends AppError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super('ONBUY_PRODUCT_INVALID', message, 400);
  }
  override restFields() {
    return { code: this.code, field: this.field };
  }
}

/** The item's product is already waiting in OnBuy's queue, or already created. */
export class OnbuyProductStateError extends errorClass(AppError, 'ONBUY_PRODUCT_STATE', (message: string) => message, 409) {}

/** OnBuy refused the request (its own message), or could not be reached. */
export class OnbuyRefusedError extends AppError {
  constructor(message: string, status = 400) {
    super('ONBUY_REFUSED', message, status);
  }
}
