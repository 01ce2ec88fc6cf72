// What Stripe.js does in the browser, for integration tests: the card goes to Stripe with the
// publishable key (never through our server), then the SetupIntent is confirmed with its client secret.
import { STRIPE_SANDBOX_KEYS } from '../../sandbox/stripe/index.ts';

async function post(apiUrl: string, path: string, params: Record<string, string>): Promise<any> {
  const res = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key: STRIPE_SANDBOX_KEYS.publishable, ...params }),
  });
  return res.json();
}

/** `stripe.createPaymentMethod({type:'card', card})` in the browser; returns the `pm_…` id. */
export async function browserPaymentMethod(apiUrl: string, number: string, opts: { expMonth?: number; expYear?: number; name?: string } = {}): Promise<string> {
  const pm = await post(apiUrl, '/v1/payment_methods', {
    type: 'card',
    'card[number]': number,
    'card[exp_month]': String(opts.expMonth ?? 12),
    'card[exp_year]': String(opts.expYear ?? new Date().getUTCFullYear() + 3),
    'card[cvc]': '123',
    'billing_details[name]': opts.name ?? 'Sam Seller',
  });
  if (!pm.id) throw new Error(`payment method not created: ${JSON.stringify(pm)}`);
  return pm.id as string;
}

/** `stripe.confirmCardSetup(clientSecret, …)` without the 3-D Secure pop-up: the SetupIntent (or Stripe's error) as answered. */
export async function browserConfirmSetup(apiUrl: string, clientSecret: string, number: string): Promise<any> {
  const pm = await browserPaymentMethod(apiUrl, number);
  const id = clientSecret.split('_secret_')[0];
  return post(apiUrl, `/v1/setup_intents/${id}/confirm`, { client_secret: clientSecret, payment_method: pm });
}

/** The cardholder's answer on the 3-D Secure test page. */
export async function browserAnswer3ds(apiUrl: string, clientSecret: string, result: 'complete' | 'fail'): Promise<number> {
  const id = clientSecret.split('_secret_')[0];
  const res = await fetch(`${apiUrl}/v3/three-d-secure/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: clientSecret, result }),
  });
  return res.status;
}
