import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe.js from the URL the server names (STRIPE_JS_URL: js.stripe.com, or wherever the operator
 * points it): the script is added once, then @stripe/stripe-js's loader finds `window.Stripe`.
 */
let script: Promise<void> | null = null;

export function loadStripeJs(scriptUrl: string, publishableKey: string): Promise<Stripe | null> {
  if (!script) {
    script = new Promise<void>((resolve, reject) => {
      if ((window as { Stripe?: unknown }).Stripe) return resolve();
      const tag = document.createElement('script');
      tag.src = scriptUrl;
      tag.async = true;
      tag.addEventListener('load', () => resolve());
      tag.addEventListener('error', () => {
        script = null;
        reject(new Error('Failed to load Stripe.js'));
      });
      document.head.appendChild(tag);
    });
  }
  return script.then(() => loadStripe(publishableKey));
}
