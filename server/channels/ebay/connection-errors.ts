import { AppError, errorClass } from '../../errors.ts';

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
