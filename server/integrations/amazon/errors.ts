/**
 * Every failure of an Amazon call (SP-API error envelope, LWA error, report download error).
 * `code` is Amazon's code (e.g. InvalidInput, QuotaExceeded, Unauthorized, invalid_grant) and
 * `message` is Amazon's own message, so the product can show it to the seller unchanged.
 */
export class AmazonApiError extends Error {
  override readonly name = 'AmazonApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: string,
    readonly requestId?: string,
    /** SP-API operation or 'lwa' / 'reportDocument'. */
    readonly operation?: string,
  ) {
    super(message);
  }

  /** The expired-access-token 403 (the SP-API SDKs match the same `details` text). */
  get isExpiredToken(): boolean {
    return this.status === 403 && this.code === 'Unauthorized' && /access token.*expired/i.test(this.details ?? '');
  }
}

/** Builds the error from an SP-API response body; tolerates non-JSON bodies from proxies. */
export function spApiError(status: number, text: string, requestId: string | undefined, operation: string): AmazonApiError {
  try {
    const body = JSON.parse(text) as { errors?: { code?: string; message?: string; details?: string }[] };
    const e = body.errors?.[0];
    if (e?.code) return new AmazonApiError(status, e.code, e.message ?? e.code, e.details, requestId, operation);
  } catch {
    // not JSON
  }
  return new AmazonApiError(status, `HTTP${status}`, text.slice(0, 500) || `HTTP ${status}`, undefined, requestId, operation);
}
