// Shared by the tests that drive the Stripe sandbox with Stripe's own SDK.
import type Stripe from 'stripe';

/** The error Stripe answered a request with; fails when it was accepted. */
export async function rejection(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (err) {
    return err as Stripe.errors.StripeError;
  }
  throw new Error('expected Stripe to refuse the request');
}
