/** One entry of eBay's error envelope `{errors:[…]}` (api-notes §2.5). */
export interface EbayErrorDetail {
  errorId: number;
  domain?: string;
  subdomain?: string;
  category?: string;
  message: string;
  longMessage?: string;
  inputRefIds?: string[];
  outputRefIds?: string[];
  parameters?: { name: string; value: string }[];
}

/**
 * The one error every eBay call throws. `message` is eBay's own message (first error), so it can be
 * shown to the seller as is; `errors` keeps the whole envelope. OAuth endpoints answer
 * `{error, error_description}` instead: those land in `oauthError` with the description as message.
 */
export class EbayApiError extends Error {
  override name = 'EbayApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly errors: EbayErrorDetail[] = [],
    readonly oauthError?: string,
    readonly operation?: string,
  ) {
    super(message);
  }

  get errorId(): number | undefined {
    return this.errors[0]?.errorId;
  }

  /** 401 errorId 1001 / "Invalid access token": the token expired or was revoked. */
  get isInvalidToken(): boolean {
    return this.status === 401 || this.errors.some((e) => e.errorId === 1001 || e.message === 'Invalid access token');
  }

  /**
   * eBay refused the whole request because it could not read a field of the body (400 errorId
   * 2004, "Could not serialize field [...]"): a wrong type or an unknown enum value somewhere in it.
   */
  get isUnreadableRequest(): boolean {
    return this.status === 400 && this.errors.some((e) => e.errorId === 2004);
  }

  get isThrottled(): boolean {
    return this.status === 429 || this.errors.some((e) => e.errorId === 2001);
  }

  /** Builds the error from any eBay response body (REST envelope, OAuth error, or something else). */
  static fromResponse(status: number, body: unknown, operation?: string): EbayApiError {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (Array.isArray(b.errors) && b.errors.length > 0) {
      const errors = b.errors as EbayErrorDetail[];
      // A request eBay could not read (errorId 2004 "Invalid request") names the field only in its `reason` parameter.
      const reason = errors[0]!.parameters?.find((p) => p.name === 'reason')?.value;
      const message = errors[0]!.message || `eBay error ${errors[0]!.errorId}`;
      return new EbayApiError(reason ? `${message}: ${reason}` : message, status, errors, undefined, operation);
    }
    if (typeof b.error === 'string') {
      return new EbayApiError(typeof b.error_description === 'string' ? b.error_description : b.error, status, [], b.error, operation);
    }
    return new EbayApiError(
      `eBay answered HTTP ${status}${typeof body === 'string' && body ? `: ${body.slice(0, 200)}` : ''}`,
      status,
      [],
      undefined,
      operation,
    );
  }
}
