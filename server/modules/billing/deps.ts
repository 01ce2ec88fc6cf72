import type { AppServices } from '../../services.ts';
import { StripeApiError, type StripeClient } from '../../integrations/stripe/index.ts';
import { BillingUnavailableError, CardDeclinedError } from './billing.errors.ts';

/** What billing needs from the app: REST, GraphQL and jobs all pass their AppServices. */
export type BillingDeps = Pick<AppServices, 'prisma' | 'pool' | 'log' | 'config' | 'clients'>;

export function requireStripe(deps: BillingDeps): StripeClient {
  if (!deps.clients.stripe) throw new BillingUnavailableError();
  return deps.clients.stripe;
}

/**
 * One billing change per seller at a time (a session advisory lock on a pool connection), so two
 * clicks cannot create two customers or two subscriptions for one channel. Held across the
 * Stripe calls on purpose: they are what must not interleave.
 */
export async function withBillingLock<T>(deps: BillingDeps, userId: string, fn: () => Promise<T>, scope = 'billing'): Promise<T> {
  const client = await deps.pool.connect();
  const key = `${scope}:${userId}`;
  try {
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
    try {
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]);
    }
  } finally {
    client.release();
  }
}

/** A refused card keeps Stripe's message; any other Stripe failure is "try again later". */
export function mapStripeError(err: unknown, deps: BillingDeps, what: string): unknown {
  if (err instanceof StripeApiError) {
    if (err.isCardError) return new CardDeclinedError(err.message, err.declineCode ?? err.code);
    deps.log.error({ err, code: err.code, requestId: err.requestId }, `Stripe failed: ${what}`);
    return new BillingUnavailableError();
  }
  return err;
}
