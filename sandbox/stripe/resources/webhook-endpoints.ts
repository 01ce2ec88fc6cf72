import { invalidRequest, missingParam, noSuch } from '../errors.ts';
import { paginate } from '../list.ts';
import { bool, mergeMetadata, str, strArr, type Params } from '../params.ts';
import { route } from '../router.ts';
import { SANDBOX_API_VERSION, type Ctx, type State, type Wire } from '../state.ts';

/** Webhook endpoints. The secret (`whsec_…`) is returned once, on create, as Stripe does. */
export function addEndpoint(
  state: State,
  url: string,
  events: string[],
  opts: { secret?: string; description?: string | null; apiVersion?: string | null; metadata?: Record<string, string> } = {},
): Wire {
  const endpoint: Wire = {
    id: state.id('we'),
    object: 'webhook_endpoint',
    api_version: opts.apiVersion ?? SANDBOX_API_VERSION,
    application: null,
    created: state.now(),
    description: opts.description ?? null,
    enabled_events: events,
    livemode: false,
    metadata: opts.metadata ?? {},
    status: 'enabled',
    url,
  };
  state.webhookEndpoints.set(endpoint.id, endpoint);
  state.endpointSecrets.set(endpoint.id, opts.secret ?? `whsec_${state.id('', 32)}`);
  return endpoint;
}

function validUrl(p: Params): string {
  const url = str(p, 'url');
  if (!url) throw missingParam('url');
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw invalidRequest('Invalid URL: must be a valid URL.', { param: 'url', code: 'url_invalid' });
  return url;
}

function get(ctx: Ctx, id: string): Wire {
  const e = ctx.state.webhookEndpoints.get(id);
  if (!e) throw noSuch('webhook endpoint', id);
  return e;
}

export const webhookEndpointRoutes = [
  route('POST', '/v1/webhook_endpoints', (ctx) => {
    const p = ctx.params;
    const events = strArr(p, 'enabled_events');
    if (events.length === 0) throw missingParam('enabled_events');
    const e = addEndpoint(ctx.state, validUrl(p), events, {
      description: str(p, 'description') || null,
      apiVersion: str(p, 'api_version') || null,
      metadata: mergeMetadata({}, p),
    });
    return { ...e, secret: ctx.state.endpointSecrets.get(e.id) };
  }),
  route('GET', '/v1/webhook_endpoints', (ctx) => paginate([...ctx.state.webhookEndpoints.values()], ctx.params, '/v1/webhook_endpoints')),
  route('GET', '/v1/webhook_endpoints/:id', (ctx, [id]) => get(ctx, id ?? '')),
  route('POST', '/v1/webhook_endpoints/:id', (ctx, [id]) => {
    const e = get(ctx, id ?? '');
    const p = ctx.params;
    if (str(p, 'url')) e.url = validUrl(p);
    const events = strArr(p, 'enabled_events');
    if (events.length) e.enabled_events = events;
    const disabled = bool(p, 'disabled');
    if (disabled !== undefined) e.status = disabled ? 'disabled' : 'enabled';
    e.metadata = mergeMetadata(e.metadata, p);
    return e;
  }),
  route('DELETE', '/v1/webhook_endpoints/:id', (ctx, [id]) => {
    const e = get(ctx, id ?? '');
    ctx.state.webhookEndpoints.delete(e.id);
    return { id: e.id, object: 'webhook_endpoint', deleted: true };
  }),
];
