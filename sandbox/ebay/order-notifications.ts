// ORDER_CONFIRMATION as eBay sends it: when a buyer completes checkout, one signed notification per
// line item to every enabled subscription of the seller whose destination is enabled, after the
// buyer's answer (asynchronously), retried on a non-2xx answer with the same notificationId.
import { randomUUID } from 'node:crypto';
import { postSigned } from './notifications.ts';
import type { EbaySandboxState, EbayUser, OrderNotification, OrderRecord } from './state.ts';

/** Waits before the 2nd, 3rd and 4th attempt (eBay retries for longer; the sandbox keeps tests short). */
export const RETRY_DELAYS_MS = [1000, 5000, 20_000];

/** The notification's `data`: the order and line, and the seller it was sold by (as MARKETPLACE_ACCOUNT_DELETION names a user). */
const dataOf = (state: EbaySandboxState, n: OrderNotification) => {
  const user = state.users.get(n.userId);
  return { orderId: n.orderId, lineItemId: n.lineItemId, username: user?.username ?? '', userId: n.userId };
};

/** Makes the order's notifications and starts delivering them; returns them (none when the seller has no subscription). */
export function notifyOrderConfirmation(state: EbaySandboxState, user: EbayUser, order: OrderRecord): OrderNotification[] {
  const made: OrderNotification[] = [];
  for (const sub of state.subscriptions.values()) {
    if (sub.userId !== user.userId || sub.topicId !== 'ORDER_CONFIRMATION' || sub.status !== 'ENABLED') continue;
    const destination = state.destinations.get(sub.destinationId);
    if (destination?.status !== 'ENABLED') continue;
    for (const line of order.lineItems) {
      const n: OrderNotification = {
        notificationId: randomUUID(),
        subscriptionId: sub.subscriptionId,
        endpoint: destination.deliveryConfig.endpoint,
        userId: user.userId,
        orderId: order.orderId,
        lineItemId: line.lineItemId,
        eventDate: order.creationDate,
        dropped: state.knobs.orderNotifications.drop,
        attempts: [],
      };
      state.orderNotifications.set(n.notificationId, n);
      made.push(n);
      if (!n.dropped) schedule(state, n, state.knobs.orderNotifications.delayMs, 0);
    }
  }
  return made;
}

function schedule(state: EbaySandboxState, n: OrderNotification, delayMs: number, retry: number) {
  setTimeout(async () => {
    const status = await postSigned(state, n.endpoint, 'ORDER_CONFIRMATION', n, dataOf(state, n));
    const delay = RETRY_DELAYS_MS[retry];
    if ((status === null || status < 200 || status > 299) && delay !== undefined) schedule(state, n, delay, retry + 1);
  }, delayMs).unref();
}

/** eBay's retry of one notification now: the same notificationId, publishAttemptCount one higher (also for a dropped one). */
export function redeliverOrderConfirmation(state: EbaySandboxState, n: OrderNotification): Promise<number | null> {
  return postSigned(state, n.endpoint, 'ORDER_CONFIRMATION', n, dataOf(state, n));
}
