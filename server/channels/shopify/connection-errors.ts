import { AppError, errorClass } from '../../errors.ts';

/** Spec 000 §8 / 002 §8: no Shopify connection (Shopify's registry entry's connectionCheck). */
export class ShopifyNotAuthorizedError extends errorClass(
  AppError,
  'SHOPIFY_NOT_AUTHORIZED',
  'You must authorize Shopify in settings -> linked platforms before you can list items.',
  409,
) {}
