import Stripe from 'stripe';

/**
 * Every failure of a Stripe call, whatever the SDK class: Stripe's own message (shown to the
 * seller for card errors: "Your card was declined."), its `code` and `decline_code`, and whether
 * retrying later could help.
 */
export type StripeErrorKind =
  | 'card_error'
  | 'invalid_request_error'
  | 'idempotency_error'
  | 'api_error'
  | 'authentication_error'
  | 'permission_error'
  | 'rate_limit_error'
  | 'connection_error';

export class StripeApiError extends Error {
  override readonly name = 'StripeApiError';
  constructor(
    readonly kind: StripeErrorKind,
    message: string,
    readonly code: string | null,
    readonly declineCode: string | null,
    readonly param: string | null,
    readonly statusCode: number | null,
    readonly requestId: string | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** The customer's card was refused: show `message` to the seller. */
  get isCardError(): boolean {
    return this.kind === 'card_error';
  }

  /** Worth retrying later (the SDK has already retried what Stripe marked retryable). */
  get retryable(): boolean {
    return this.kind === 'api_error' || this.kind === 'connection_error' || this.kind === 'rate_limit_error';
  }
}

const KIND_BY_CLASS: Record<string, StripeErrorKind> = {
  StripeCardError: 'card_error',
  StripeInvalidRequestError: 'invalid_request_error',
  StripeIdempotencyError: 'idempotency_error',
  StripeAPIError: 'api_error',
  StripeAuthenticationError: 'authentication_error',
  StripePermissionError: 'permission_error',
  StripeRateLimitError: 'rate_limit_error',
  StripeConnectionError: 'connection_error',
};

export function toStripeApiError(err: unknown): StripeApiError {
  if (err instanceof StripeApiError) return err;
  if (err instanceof Stripe.errors.StripeError) {
    const kind = KIND_BY_CLASS[err.type] ?? (err.rawType as StripeErrorKind | undefined) ?? 'api_error';
    // The SDK fills absent fields with '' in places; absent is null here.
    return new StripeApiError(kind, err.message, err.code || null, err.decline_code || null, err.param || null, err.statusCode ?? null, err.requestId || null, {
      cause: err,
    });
  }
  const message = err instanceof Error ? err.message : String(err);
  return new StripeApiError('connection_error', message, null, null, null, null, null, { cause: err });
}
