import { StripeError } from './errors.ts';
import type { State } from './state.ts';

/**
 * API keys as Stripe reads them: `Authorization: Bearer sk_…`, HTTP Basic with the key as user
 * name (curl -u sk_…:), or — as Stripe.js sends its publishable key, so that the browser's request
 * needs no CORS preflight — a `key` parameter. Returns which key matched; throws Stripe's 401 otherwise.
 */
export type KeyKind = 'secret' | 'publishable';

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

export function authenticate(state: State, header: string | undefined, keyParam?: unknown): KeyKind {
  let key: string | undefined;
  if (header?.startsWith('Bearer ')) key = header.slice(7).trim();
  else if (header?.startsWith('Basic ')) key = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0];
  else if (typeof keyParam === 'string' && keyParam.startsWith('pk_')) key = keyParam;
  if (!key) throw new StripeError(401, { type: 'invalid_request_error', message: NO_KEY });
  if (key === state.keys.secret) return 'secret';
  if (key === state.keys.publishable) return 'publishable';
  const masked = key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(Math.max(4, key.length - 12))}${key.slice(-4)}` : key;
  throw new StripeError(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${masked}` });
}

export function publishableRefused(): StripeError {
  return new StripeError(401, {
    type: 'invalid_request_error',
    message:
      'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
  });
}
