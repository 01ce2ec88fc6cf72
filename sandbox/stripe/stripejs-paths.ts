// Where the Stripe.js stand-in (stripejs.ts) is served, and its 3-D Secure challenge page, which
// the SetupIntent resource (resources/setup-intents.ts) hands out as next_action.

/** The product loads Stripe.js from `STRIPE_JS_URL`, which the sandbox hands over like its other settings. */
export const STRIPE_JS_PATH = '/v3/';

export function threeDSecureUrl(baseUrl: string, setupIntentId: string): string {
  return `${baseUrl}${STRIPE_JS_PATH}three-d-secure/${setupIntentId}`;
}
