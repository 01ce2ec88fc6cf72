/**
 * What the browser needs from Stripe for card entry, in one place: where Stripe.js comes from
 * (STRIPE_JS_URL: js.stripe.com, or the stand-in the Stripe sandbox serves) and the origins a
 * Content-Security-Policy must allow for it (Stripe's CSP guide: scripts and frames from
 * js.stripe.com, 3-D Secure frames from hooks.stripe.com, requests to api.stripe.com).
 */
export interface StripeBrowserConfig {
  STRIPE_JS_URL: string;
  STRIPE_API_URL: string;
}

export interface StripeBrowserSources {
  /** The Stripe.js script the client loads. */
  scriptUrl: string;
  /** CSP `script-src` additions. */
  script: string[];
  /** CSP `frame-src` additions (card fields, 3-D Secure challenge). */
  frame: string[];
  /** CSP `connect-src` additions (Stripe.js calls the API with the publishable key). */
  connect: string[];
}

export function stripeBrowserSources(config: StripeBrowserConfig): StripeBrowserSources {
  const js = new URL(config.STRIPE_JS_URL).origin;
  const api = new URL(config.STRIPE_API_URL).origin;
  const frame = js === 'https://js.stripe.com' ? [js, 'https://hooks.stripe.com'] : [js];
  return { scriptUrl: config.STRIPE_JS_URL, script: [js], frame, connect: [...new Set([api, js])] };
}
