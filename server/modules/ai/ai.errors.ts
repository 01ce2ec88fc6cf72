import { AppError, errorClass } from '../../errors.ts';

/** Expected failures of AI recommendations: a stable code, the message shown, an HTTP status. */
export class AiError extends AppError {}

/** Spec 002 §2.8: each recommendation costs one credit; none left, nothing is charged. */
export class OutOfAiCreditsError extends errorClass(
  AiError,
  'AI_OUT_OF_CREDITS',
  'You are out of AI credits. You can buy more in Settings -> Account & Payment.',
  402,
) {}

/** The AI provider failed or is not configured: nothing was charged. */
export class AiUnavailableError extends errorClass(
  AiError,
  'AI_UNAVAILABLE',
  'AI recommendations are unavailable right now. Please try again later. No credit was charged.',
  503,
) {}

/** Spec 001 §8: the category's specifics need eBay authorised. */
export class AiEbayNotAuthorizedError extends errorClass(AiError, 'EBAY_NOT_AUTHORIZED', 'You must authorize eBay before selecting a category', 409) {}

/** Spec 001 §8: eBay refused the category's specifics (400). */
export class CategorySpecificsUnavailableError extends AiError {
  constructor(readonly categoryId: string) {
    super(
      'CATEGORY_SPECIFICS_UNAVAILABLE',
      `Could not load category specifics info for category ${categoryId}. The category is likely out-of-date. Consider choosing a different category ID.`,
      400,
    );
  }
  override restFields() {
    return { code: this.code, categoryId: this.categoryId };
  }
}
