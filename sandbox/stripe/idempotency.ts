import { StripeError } from './errors.ts';
import type { Params } from './params.ts';
import type { State } from './state.ts';

/**
 * `Idempotency-Key` on POSTs: the first response for a key is saved and replayed for the same
 * request (with `Idempotent-Replayed: true`); reusing the key with other parameters is Stripe's 400
 * idempotency_error. Like Stripe, only requests that ran are saved: validation failures and
 * injected 5xx are not, so a retry after them runs for real.
 */
export function fingerprint(method: string, path: string, params: Params): string {
  return JSON.stringify([method, path, sortKeys(params)]);
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}

export function replay(state: State, key: string, print: string): { status: number; body: string; requestId: string } | null {
  const saved = state.idempotency.get(key);
  if (!saved) return null;
  if (saved.fingerprint !== print) {
    throw new StripeError(
      400,
      {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      },
      false,
    );
  }
  return saved;
}

export function shouldSave(status: number): boolean {
  // 402 card declines ran (the card was checked): Stripe replays them too.
  return status < 400 || status === 402;
}
