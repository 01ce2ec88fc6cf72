import type { EbayItemOutcome } from './bulk.ts';
import { EbayApiError } from './errors.ts';

/**
 * The seller's refresh token no longer works (revoked in their eBay account, expired after ~18
 * months, or the app's access removed): no call can succeed until they authorise ListBridge again.
 * Deliberately not an EbayApiError, so bulk helpers never fold it into per-item failures: the
 * engine catches it, marks the connection for re-authorisation and stops without losing work.
 */
export class EbayReauthorizationNeeded extends Error {
  override name = 'EbayReauthorizationNeeded';
  /**
   * Set by chunked bulk calls: the outcomes of the chunks eBay already answered before the token
   * died (those items were really created/published), so the caller can record them.
   */
  completed: EbayItemOutcome<unknown>[] = [];
  constructor(
    override readonly cause: EbayApiError,
    readonly operation?: string,
  ) {
    super(`eBay needs the seller to authorise ListBridge again (${cause.message})`);
  }
}

/** eBay's answer to a dead refresh token: `invalid_grant` from the token endpoint. */
export function isDeadRefreshToken(err: unknown): err is EbayApiError {
  return err instanceof EbayApiError && err.oauthError === 'invalid_grant';
}
