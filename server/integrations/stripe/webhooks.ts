import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS } from './config.ts';
import { StripeApiError } from './errors.ts';
import type { StripeEvent } from './types.ts';

/**
 * Checks `Stripe-Signature` over the raw request body with the endpoint secret (HMAC-SHA256,
 * 300 s tolerance) and returns the event. Throws StripeApiError with code
 * `signature_verification_failed` for a forged, altered or stale delivery: answer it with 400.
 * The body must be the exact bytes received, not re-serialised JSON.
 */
export function verifyStripeEvent(rawBody: string | Buffer, signatureHeader: string | undefined, secret: string): StripeEvent {
  try {
    if (!signatureHeader) throw new Error('No Stripe-Signature header');
    return Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS) as unknown as StripeEvent;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new StripeApiError('invalid_request_error', message, 'signature_verification_failed', null, null, 400, null, { cause: err });
  }
}

/**
 * Stripe delivers an event at least once and may repeat it; handlers must act once per event id.
 * Pure: the caller keeps the processed ids (e.g. a table with a unique key on the event id).
 */
export function isDuplicateEvent(event: Pick<StripeEvent, 'id'>, processedIds: ReadonlySet<string>): boolean {
  return processedIds.has(event.id);
}
