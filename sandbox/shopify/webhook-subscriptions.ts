import { gid, parseGid, type ShopRecord, type ShopifySandboxState, type WebhookSubscriptionRecord } from './state.ts';
import { SUBSET_VERSION } from './schema/selection.ts';

type Json = Record<string, any>;

export function webhookView(_state: ShopifySandboxState, w: WebhookSubscriptionRecord) {
  return {
    __typename: 'WebhookSubscription',
    id: gid('WebhookSubscription', w.id),
    legacyResourceId: String(w.id),
    topic: w.topic,
    format: w.format,
    callbackUrl: w.callbackUrl,
    uri: w.callbackUrl,
    endpoint: { __typename: 'WebhookHttpEndpoint', callbackUrl: w.callbackUrl },
    includeFields: w.includeFields,
    filter: w.filter,
    apiVersion: { handle: SUBSET_VERSION, displayName: SUBSET_VERSION, supported: true },
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
  };
}

/**
 * webhookSubscriptionCreate: `uri` (2026-04; `callbackUrl` is its deprecated predecessor, still taken). Shopify insists on https; the sandbox
 * also accepts http on loopback so a local ListBridge can receive deliveries.
 */
export function webhookSubscriptionCreate(state: ShopifySandboxState, shop: ShopRecord, now: string, args: { topic: string; webhookSubscription: Json }) {
  const key = typeof args.webhookSubscription.uri === 'string' ? 'uri' : 'callbackUrl';
  const url = args.webhookSubscription[key] as string | undefined;
  let parsed: URL | null = null;
  try {
    parsed = url ? new URL(url) : null;
  } catch {
    parsed = null;
  }
  const loopback = parsed && ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
  if (!parsed || !(parsed.protocol === 'https:' || (parsed.protocol === 'http:' && loopback))) {
    return { webhookSubscription: null, userErrors: [{ field: ['webhookSubscription', key], message: 'Address is invalid' }] };
  }
  if (shop.webhooks.some((w) => w.topic === args.topic && w.callbackUrl === url)) {
    return {
      webhookSubscription: null,
      userErrors: [{ field: ['webhookSubscription', key], message: 'Address for this topic has already been taken' }],
    };
  }
  const rec: WebhookSubscriptionRecord = {
    id: shop.nextId('WebhookSubscription'),
    topic: args.topic,
    callbackUrl: url!,
    format: args.webhookSubscription.format ?? 'JSON',
    includeFields: args.webhookSubscription.includeFields ?? [],
    filter: args.webhookSubscription.filter ?? null,
    createdAt: now,
    updatedAt: now,
  };
  shop.webhooks.push(rec);
  return { webhookSubscription: webhookView(state, rec), userErrors: [] };
}

export function webhookSubscriptionDelete(shop: ShopRecord, args: { id: string }) {
  const id = parseGid(args.id, 'WebhookSubscription');
  const w = shop.webhooks.find((x) => x.id === id);
  if (!w) return { deletedWebhookSubscriptionId: null, userErrors: [{ field: ['id'], message: 'Webhook subscription does not exist' }] };
  shop.webhooks = shop.webhooks.filter((x) => x !== w);
  return { deletedWebhookSubscriptionId: args.id, userErrors: [] };
}
