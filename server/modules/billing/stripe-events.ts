// POST /api/v1/stripe-event: Stripe's webhooks keep subscription rows current.
import { verifyStripeEvent, type Invoice, type StripeEvent } from '../../integrations/stripe/index.ts';
import type { BillingDeps } from './deps.ts';
import { recordReferralCommission } from './referral-commissions.ts';
import { ensurePlans } from './stripe-catalogue.ts';
import { saveSubscription } from './subscription-rows.ts';

export type StripeEventOutcome = { status: 'applied' | 'duplicate' | 'ignored'; eventId: string; type: string };

/** The subscription an event is about, if any. */
function subscriptionIdOf(event: StripeEvent): string | null {
  const obj = event.data.object as { object?: string; id?: string; subscription?: string | null };
  if (obj.object === 'subscription') return obj.id ?? null;
  if (obj.object === 'invoice' || obj.object === 'discount') return obj.subscription ?? null;
  return null;
}

/**
 * Verifies the signature (throws StripeApiError `signature_verification_failed` → 400), records
 * the event id once (a repeat delivery is acknowledged and skipped), then re-reads the subscription
 * it concerns from Stripe rather than trusting the payload: deliveries may arrive out of order,
 * the current object may not. If applying fails, the id is forgotten so Stripe's retry applies it.
 */
export async function handleStripeEvent(deps: BillingDeps, rawBody: Buffer | string, signature: string | undefined): Promise<StripeEventOutcome> {
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  const stripe = deps.clients.stripe;
  // Without a secret nothing can be verified, so nothing is accepted.
  const event = verifyStripeEvent(rawBody, signature, secret ?? 'whsec_unconfigured');
  const inserted = await deps.prisma.stripeEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
  if (inserted.count === 0) return { status: 'duplicate', eventId: event.id, type: event.type };
  const subscriptionId = subscriptionIdOf(event);
  const paidInvoice = event.type === 'invoice.paid' ? (event.data.object as unknown as Invoice) : null;
  if ((!subscriptionId && !paidInvoice) || !stripe) return { status: 'ignored', eventId: event.id, type: event.type };
  try {
    // A referred seller's paid invoice earns their referrer 22% (once per invoice).
    const commission = paidInvoice ? await recordReferralCommission(deps, paidInvoice) : false;
    if (!subscriptionId) return { status: commission ? 'applied' : 'ignored', eventId: event.id, type: event.type };
    await ensurePlans(deps);
    const sub = await stripe.retrieveSubscription(subscriptionId);
    const row = await saveSubscription(deps.prisma, sub);
    return { status: row ? 'applied' : 'ignored', eventId: event.id, type: event.type };
  } catch (err) {
    await deps.prisma.stripeEvent.delete({ where: { id: event.id } }).catch(() => {});
    throw err;
  }
}
