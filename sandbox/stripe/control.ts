import { advanceClock } from './billing/clock.ts';
import type { Fault, State } from './state.ts';

/**
 * Control API for tests and demos, under `/__sandbox/` (never a Stripe path). JSON in, JSON out.
 *   GET  /__sandbox/health                 mode, clock
 *   POST /__sandbox/clock/advance          {seconds} or {days}: trials end, renewals invoice
 *   POST /__sandbox/fail-next              {count, status, code, message, should_retry}
 *   GET  /__sandbox/deliveries             webhook delivery log (?event=evt_…&type=…)
 *   GET  /__sandbox/requests               API requests received (?path=/v1/customers)
 *   POST /__sandbox/webhooks/retry-delays  {delays_ms: [..]} between delivery attempts
 */
interface Out {
  status: number;
  body: unknown;
}

function parse(raw: string): Record<string, unknown> {
  try {
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const DEFAULT_FAULT: Record<number, Omit<Fault, 'status' | 'shouldRetry'>> = {
  429: {
    code: 'lock_timeout',
    message:
      'This object cannot be accessed right now because another API request or Stripe process is currently accessing it. If you see this error intermittently, retry the request. If you see this error frequently and are making multiple concurrent requests to a single object, make your requests serially or at a lower rate.',
  },
  500: { code: 'api_error', message: 'An unknown error occurred' },
  503: { code: 'api_error', message: 'Stripe is temporarily unavailable. Please retry your request.' },
};

export function handleControl(state: State, method: string, url: URL, raw: string): Out {
  const body = parse(raw);
  const route = `${method} ${url.pathname}`;
  switch (route) {
    case 'GET /__sandbox/health':
      return { status: 200, body: { service: 'stripe', now: state.now(), clock_offset: state.clockOffset } };
    case 'POST /__sandbox/clock/advance': {
      const seconds = Number(body.seconds ?? 0) + Number(body.days ?? 0) * 86_400;
      if (!Number.isFinite(seconds) || seconds < 0) return { status: 400, body: { error: 'seconds/days must be a non-negative number' } };
      advanceClock(state, Math.floor(seconds));
      return { status: 200, body: { now: state.now(), clock_offset: state.clockOffset } };
    }
    case 'POST /__sandbox/fail-next': {
      const status = Number(body.status ?? 500);
      const defaults = DEFAULT_FAULT[status] ?? DEFAULT_FAULT[500]!;
      const fault: Fault = {
        status,
        code: typeof body.code === 'string' ? body.code : defaults.code,
        message: typeof body.message === 'string' ? body.message : defaults.message,
        // Stripe sends `Stripe-Should-Retry: true` on lock timeouts; elsewhere only when asked here.
        shouldRetry: typeof body.should_retry === 'boolean' ? body.should_retry : status === 429 ? true : null,
      };
      const count = Math.max(1, Number(body.count ?? 1));
      for (let i = 0; i < count; i++) state.faults.push({ ...fault });
      return { status: 200, body: { queued: state.faults.length } };
    }
    case 'GET /__sandbox/deliveries': {
      const event = url.searchParams.get('event');
      const type = url.searchParams.get('type');
      return { status: 200, body: { data: state.deliveries.filter((d) => (!event || d.event === event) && (!type || d.type === type)) } };
    }
    case 'GET /__sandbox/requests': {
      const path = url.searchParams.get('path');
      return { status: 200, body: { data: state.requests.filter((r) => !path || r.path === path) } };
    }
    case 'POST /__sandbox/webhooks/retry-delays': {
      const delays = Array.isArray(body.delays_ms) ? body.delays_ms.map(Number).filter((n) => Number.isFinite(n) && n >= 0) : null;
      if (!delays) return { status: 400, body: { error: 'delays_ms must be an array of milliseconds' } };
      state.retryDelaysMs = delays;
      return { status: 200, body: { delays_ms: delays } };
    }
    default:
      return { status: 404, body: { error: `Unknown control endpoint ${route}` } };
  }
}
