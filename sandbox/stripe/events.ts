import { clone, SANDBOX_API_VERSION, type State, type Wire } from './state.ts';
import { deliver, endpointsFor } from './webhooks.ts';

export interface EventSource {
  requestId: string | null;
  idempotencyKey: string | null;
}

/** State changes made by the clock rather than an API call carry `request: {id: null}`. */
export const AUTOMATIC: EventSource = { requestId: null, idempotencyKey: null };

/**
 * Records a state change as an `event` (listed at /v1/events) and hands it to the webhook
 * deliverer. The payload is a snapshot, so later changes do not rewrite history.
 */
export function emit(state: State, source: EventSource, type: string, object: Wire, previous?: Wire): Wire {
  const endpoints = endpointsFor(state, type);
  const data: Wire = { object: clone(object) };
  if (previous && Object.keys(previous).length > 0) data.previous_attributes = clone(previous);
  const event: Wire = {
    id: state.id('evt'),
    object: 'event',
    api_version: SANDBOX_API_VERSION,
    created: state.now(),
    data,
    livemode: false,
    pending_webhooks: endpoints.length,
    request: { id: source.requestId, idempotency_key: source.idempotencyKey },
    type,
  };
  state.events.set(event.id, event);
  deliver(state, event, endpoints);
  return event;
}

/** `previous_attributes`: the old values of the top-level fields that changed. */
export function diff(before: Wire, after: Wire): Wire {
  const prev: Wire = {};
  for (const k of Object.keys(after)) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) prev[k] = before[k] ?? null;
  }
  return prev;
}
