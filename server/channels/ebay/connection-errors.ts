import { AppError, errorClass } from '../../errors.ts';
import { ConnectionsError } from '../../modules/connections/connections.errors.ts';

// eBay's answers when a listing action finds no usable eBay connection (its registry entry's
// connectionCheck), with the spec's alert texts. GraphQL shows them as their own union members.

/** Spec 000 §8: no eBay connection (or not an oauth one). */
export class EbayNotAuthorizedError extends errorClass(
  AppError,
  'EBAY_NOT_AUTHORIZED',
  'You must authorize eBay in settings -> linked platforms before you can list items.',
  409,
) {}

/** Spec 001 §5: eBay refused the stored authorisation; the connection is marked NEEDS_REAUTH. */
export class EbayReauthorizationNeededError extends errorClass(
  AppError,
  'EBAY_NEEDS_REAUTH',
  'You need to reauthorize your eBay account before you can list on eBay',
  409,
) {}

// Connecting the channel (connect.ts).

/** eBay update-site without an eBay connection, or with an inactive site. */
export class EbaySiteError extends ConnectionsError {
  constructor(code = 'EBAY_SITE_INVALID') {
    super(code, 'Error Saving eBay Site', 400);
  }
}

/** 'Save eBay Currency' without an eBay connection or with a currency no active site uses. */
export class EbayCurrencyError extends ConnectionsError {
  constructor(code = 'EBAY_CURRENCY_INVALID') {
    super(code, 'Error Saving eBay Currency', 400);
  }
}
