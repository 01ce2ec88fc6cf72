import { AppError, errorClass } from '../../errors.ts';
import { ConnectionsError } from '../../modules/connections/connections.errors.ts';

/** Spec 000 §8 / 002 §8: no Shopify connection (Shopify's registry entry's connectionCheck). */
export class ShopifyNotAuthorizedError extends errorClass(
  AppError,
  'SHOPIFY_NOT_AUTHORIZED',
  'You must authorize Shopify in settings -> linked platforms before you can list items.',
  409,
) {}

// Connecting the channel (connect.ts).

/** Spec 002 §2.5: 'Shopify App Install Error' / 'No shop provided'. */
export class ShopifyNoShopError extends errorClass(ConnectionsError, 'SHOPIFY_NO_SHOP', 'No shop provided', 400) {}

/** The install or OAuth return query is not signed by Shopify (or too old). */
export class ShopifyHmacError extends errorClass(ConnectionsError, 'SHOPIFY_BAD_HMAC', 'There was a problem with your app install request', 400) {}
