import { signatureHeader } from './signature.ts';
import type { Delivery, State, Wire } from './state.ts';

export function endpointsFor(state: State, type: string): Wire[] {
  return [...state.webhookEndpoints.values()].filter((e) => e.status === 'enabled' && (e.enabled_events.includes('*') || e.enabled_events.includes(type)));
}

/** POSTs the event to every matching endpoint; non-2xx or network failures retry with backoff. */
export function deliver(state: State, event: Wire, endpoints: Wire[]): void {
  for (const endpoint of endpoints) {
    const delivery: Delivery = {
      event: event.id,
      type: event.type,
      endpoint: endpoint.id,
      url: endpoint.url,
      attempts: 0,
      status: 'pending',
      lastStatus: null,
      lastError: null,
    };
    state.deliveries.push(delivery);
    schedule(state, 0, () => attempt(state, event, delivery));
  }
}

/** After a restart: deliveries that were still being retried go on (their next attempt now). */
export function resumeDeliveries(state: State): void {
  for (const delivery of state.deliveries) {
    const event = state.events.get(delivery.event);
    if (delivery.status === 'pending' && event) schedule(state, 0, () => attempt(state, event, delivery));
  }
}

function schedule(state: State, ms: number, fn: () => Promise<void>): void {
  if (state.closed) return;
  const t = setTimeout(() => {
    state.timers.delete(t);
    void fn();
  }, ms);
  state.timers.add(t);
}

async function attempt(state: State, event: Wire, delivery: Delivery): Promise<void> {
  const secret = state.endpointSecrets.get(delivery.endpoint);
  if (!secret || state.closed) return;
  // The body is signed as sent: Stripe delivers pretty-printed JSON, and so do we.
  const body = JSON.stringify(event, null, 2);
  delivery.attempts += 1;
  try {
    const res = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': signatureHeader(body, secret),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    delivery.lastStatus = res.status;
    delivery.lastError = null;
    await res.body?.cancel();
    if (res.ok) {
      delivery.status = 'delivered';
      event.pending_webhooks = Math.max(0, event.pending_webhooks - 1);
      return;
    }
  } catch (err) {
    delivery.lastError = err instanceof Error ? err.message : String(err);
  }
  const delay = state.retryDelaysMs[delivery.attempts - 1];
  if (delay === undefined) delivery.status = 'failed';
  else schedule(state, delay, () => attempt(state, event, delivery));
}
