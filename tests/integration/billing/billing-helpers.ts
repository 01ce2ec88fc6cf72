// Shared by the billing integration tests: the app with its Stripe sandbox, a seller with a card.
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';

/**
 * What a legacy client sends after Stripe.js made the payment method: Stripe's test ids
 * (`pm_card_visa` = 4242…, expiring 12 of five years on) stand in for a card entered in the browser.
 */
export const GOOD_CARD = { payment_method_id: 'pm_card_visa' };
export const DECLINED_CARD = { payment_method_id: 'pm_card_chargeDeclined' };
/** The 4242 card's expiry year as the Stripe sandbox gives `pm_card_visa`. */
export const GOOD_CARD_EXP_YEAR = new Date().getUTCFullYear() + 5;

/** The product with the Stripe sandbox running and delivering its webhooks to the product. */
export async function startBillingApp(): Promise<TestApp> {
  const app = await startTestApp({ SANDBOXES: 'auto' });
  await stripeControl(app, 'webhooks/retry-delays', { delays_ms: [100, 200, 400] });
  return app;
}

/** The Stripe sandbox's control API (/__sandbox/…). */
export async function stripeControl(app: TestApp, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${app.services.config.STRIPE_API_URL}/__sandbox/${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
  return res.json();
}

export function stripe(app: TestApp) {
  return app.services.clients.stripe!;
}

/** A seller (onboarding finished unless said otherwise) with, optionally, the 4242 card on file. */
export async function sellerWithCard(app: TestApp, opts: { card?: boolean; onboardingFinished?: boolean } = {}) {
  const s = await createSeller(app, { onboardingFinished: opts.onboardingFinished ?? true });
  if (opts.card !== false) {
    const res = await rest(app.url, 'POST', `/user/${s.user.id}/stripe/update-billing`, GOOD_CARD, s.token);
    if (res.status !== 200) throw new Error(`card not saved: ${JSON.stringify(res.body)}`);
  }
  return s;
}

export const subscribe = (app: TestApp, s: { user: { id: string }; token: string }, body: Record<string, string>) =>
  rest(app.url, 'POST', `/user/${s.user.id}/stripe/subscribe-to-plans`, body, s.token);
