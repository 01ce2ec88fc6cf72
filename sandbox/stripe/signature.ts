import { createHmac } from 'node:crypto';

/**
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, exactly what
 * `stripe.webhooks.constructEvent` checks. `t` is wall-clock time even when the sandbox clock is
 * advanced, as with Stripe test clocks: receivers compare it with their own clock.
 */
export function signatureHeader(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
