// Undo of a multi-channel subscribe (subscriptions.ts): the Stripe changes made before a step
// failed, reversed newest first, so subscribing to several channels is all or nothing.
import type { StripeClient } from '../../integrations/stripe/index.ts';
import type { BillingDeps } from './deps.ts';
import { ROLLED_BACK_METADATA, saveSubscription } from './subscription-rows.ts';

export class Rollback {
  private readonly steps: { what: string; undo: () => Promise<unknown> }[] = [];

  constructor(
    private readonly deps: BillingDeps,
    private readonly stripe: StripeClient,
    private readonly userId: string,
  ) {}

  /**
   * A subscription made by this request: marked as rolled back (so the webhook's re-read deletes
   * its row too, and the channel's trial stays unused), then ended at once with the unused part of
   * anything charged credited to the customer's balance.
   */
  created(subscriptionId: string) {
    this.steps.push({
      what: `cancel ${subscriptionId}`,
      undo: async () => {
        await this.stripe.setSubscriptionMetadata(subscriptionId, { [ROLLED_BACK_METADATA]: 'true' });
        await this.stripe.cancelSubscriptionNow(subscriptionId, { refundUnused: true });
        await this.deps.prisma.subscription.deleteMany({ where: { userId: this.userId, stripeSubscriptionId: subscriptionId } });
      },
    });
  }

  /** A plan change: back to the old price (the opposite prorations cancel the first ones out). */
  priceChanged(subscriptionId: string, itemId: string, previousPriceId: string) {
    this.steps.push({
      what: `restore the price of ${subscriptionId}`,
      undo: async () =>
        saveSubscription(
          this.deps.prisma,
          await this.stripe.changeSubscriptionPrice(subscriptionId, { itemId, priceId: previousPriceId, prorationBehavior: 'create_prorations' }),
        ),
    });
  }

  /** A pending cancellation that was taken back: pending again. */
  cancellationStopped(subscriptionId: string) {
    this.steps.push({
      what: `cancel ${subscriptionId} at period end again`,
      undo: async () => saveSubscription(this.deps.prisma, await this.stripe.setCancelAtPeriodEnd(subscriptionId, true)),
    });
  }

  /** Undoes every step, newest first; a step that cannot be undone is logged and the rest still run. */
  async run() {
    for (const step of this.steps.reverse()) {
      try {
        await step.undo();
      } catch (err) {
        this.deps.log.error({ err, userId: this.userId }, `subscribe rollback: could not ${step.what}`);
      }
    }
    this.steps.length = 0;
  }
}
