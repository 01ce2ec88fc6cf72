// GraphQL of the outbound webhooks (issue 18): endpoints, their delivery log, and the actions of
// Settings › API & Webhooks. Only a browser session manages them (never an access token).
import { builder } from '../../graphql/builder.ts';
import { errorType } from '../../graphql/errors.ts';
import { me } from '../../graphql/viewer.ts';
import { OkType } from '../accounts/accounts.schema.ts';
import { WebhookEndpointInputError, WebhookNotFoundError } from './webhooks.errors.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
  WEBHOOK_EVENTS,
} from './webhooks.service.ts';

errorType(WebhookEndpointInputError, 'WebhookEndpointInputError');
errorType(WebhookNotFoundError, 'WebhookNotFoundError');

const EVENT_VALUES = Object.fromEntries(WEBHOOK_EVENTS.map((e) => [e.replace('.', '_').toUpperCase(), { value: e }])) as Record<string, { value: string }>;
const WebhookEventEnum = builder.enumType('WebhookEvent', {
  description: 'An event a webhook endpoint can take; the delivery’s `type` is the dotted name (e.g. listing.status_changed).',
  values: EVENT_VALUES,
});

const WebhookDeliveryType = builder.prismaObject('WebhookDelivery', {
  description: 'One event sent (or to be sent) to an endpoint, with its outcome.',
  fields: (t) => ({
    id: t.exposeID('id'),
    eventId: t.exposeString('eventId', { description: 'The event’s id (ListBridge-Event-Id): the same on a retry or redelivery.' }),
    eventType: t.exposeString('eventType', { description: 'The event (e.g. listing.status_changed, ping).' }),
    status: t.exposeString('status', { description: 'PENDING, SUCCEEDED or FAILED.' }),
    attempts: t.exposeInt('attempts', { description: 'Attempts so far.' }),
    responseCode: t.exposeInt('responseCode', { nullable: true, description: 'The endpoint’s last HTTP status.' }),
    latencyMs: t.exposeInt('latencyMs', { nullable: true, description: 'How long the last attempt took.' }),
    lastError: t.exposeString('lastError', { nullable: true, description: 'Why the last attempt failed.' }),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime', description: 'When a pending delivery is tried next.' }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true, description: 'When it succeeded.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the event happened.' }),
    payload: t.string({ description: 'The JSON body sent.', resolve: (d) => JSON.stringify(d.payload) }),
  }),
});

const WebhookEndpointType = builder.prismaObject('WebhookEndpoint', {
  description: 'Where ListBridge sends events, signed with the endpoint’s secret (ListBridge-Signature).',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url', { description: 'The HTTPS URL events are POSTed to.' }),
    events: t.field({ type: [WebhookEventEnum], description: 'The events it takes.', resolve: (e) => e.events }),
    enabled: t.exposeBoolean('enabled', { description: 'Whether events are sent.' }),
    disabledReason: t.exposeString('disabledReason', { nullable: true, description: 'Why ListBridge disabled it.' }),
    failingSince: t.expose('failingSince', { type: 'DateTime', nullable: true, description: 'Since when every delivery has failed.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
    deliveries: t.field({
      type: [WebhookDeliveryType],
      description: 'The latest deliveries, newest first.',
      args: { first: t.arg.int({ required: false, description: 'How many (at most 200; 50 by default).' }) },
      resolve: (e, a, ctx) => listDeliveries(ctx, e.userId, e.id, a.first ?? 50),
    }),
  }),
});

interface WithSecret {
  secret: string;
  endpoint: { id: string };
}
const WebhookEndpointWithSecret = builder.objectRef<WithSecret>('WebhookEndpointWithSecret').implement({
  description: 'An endpoint with its signing secret, shown this once.',
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'The signing secret (whsec_…).' }),
    endpoint: t.prismaField({
      type: 'WebhookEndpoint',
      description: 'The endpoint.',
      resolve: (query, w: WithSecret, _a, ctx) => ctx.prisma.webhookEndpoint.findUniqueOrThrow({ ...query, where: { id: w.endpoint.id } }),
    }),
  }),
});

const sessionOwner = (_p: unknown, args: { userId?: string | null }) => ({ $all: { session: true, owner: args.userId ?? '-' } });
const inputErrors = { types: [WebhookEndpointInputError, WebhookNotFoundError], directResult: true as const };

builder.queryField('webhookEndpoints', (t) =>
  t.prismaField({
    type: ['WebhookEndpoint'],
    description: "The seller's webhook endpoints.",
    authScopes: sessionOwner,
    args: { userId: t.arg.string({ required: false, description: "'-' (the default) is the signed-in seller." }) },
    resolve: (_q, _p, a, ctx) => listEndpoints(ctx, me(ctx, a.userId ?? '-')),
  }),
);

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: WebhookEndpointWithSecret,
    description: 'Adds an endpoint for the chosen events; the answer holds its signing secret, shown once.',
    authScopes: sessionOwner,
    errors: inputErrors,
    args: {
      userId: t.arg.string({ required: false }),
      url: t.arg.string({ required: true }),
      events: t.arg({ type: [WebhookEventEnum], required: true }),
    },
    resolve: (_p, a, ctx) => createEndpoint(ctx, me(ctx, a.userId ?? '-'), { url: a.url, events: a.events }),
  }),
  updateWebhookEndpoint: t.field({
    type: WebhookEndpointType,
    description: 'Changes the events, or enables / disables the endpoint.',
    authScopes: sessionOwner,
    errors: inputErrors,
    args: {
      userId: t.arg.string({ required: false }),
      id: t.arg.id({ required: true }),
      events: t.arg({ type: [WebhookEventEnum], required: false }),
      enabled: t.arg.boolean({ required: false }),
    },
    resolve: (_p, a, ctx) => updateEndpoint(ctx, me(ctx, a.userId ?? '-'), String(a.id), { events: a.events, enabled: a.enabled }),
  }),
  rotateWebhookSecret: t.field({
    type: WebhookEndpointWithSecret,
    description: 'Replaces the signing secret (the old one stops at once); the answer holds the new one.',
    authScopes: sessionOwner,
    errors: inputErrors,
    args: { userId: t.arg.string({ required: false }), id: t.arg.id({ required: true }) },
    resolve: (_p, a, ctx) => rotateSecret(ctx, me(ctx, a.userId ?? '-'), String(a.id)),
  }),
  deleteWebhookEndpoint: t.field({
    type: OkType,
    description: 'Removes the endpoint and its delivery log.',
    authScopes: sessionOwner,
    errors: inputErrors,
    args: { userId: t.arg.string({ required: false }), id: t.arg.id({ required: true }) },
    resolve: async (_p, a, ctx) => {
      await deleteEndpoint(ctx, me(ctx, a.userId ?? '-'), String(a.id));
      return { ok: true as const };
    },
  }),
  sendTestWebhook: t.field({
    type: OkType,
    description: 'Sends a `ping` event to the endpoint.',
    authScopes: sessionOwner,
    errors: inputErrors,
    args: { userId: t.arg.string({ required: false }), id: t.arg.id({ required: true }) },
    resolve: async (_p, a, ctx) => {
      await sendTestEvent(ctx, me(ctx, a.userId ?? '-'), String(a.id));
      return { ok: true as const };
    },
  }),
  redeliverWebhook: t.field({
    type: WebhookDeliveryType,
    description: 'Sends a delivery again (same event id).',
    authScopes: sessionOwner,
    errors: inputErrors,
    args: { userId: t.arg.string({ required: false }), deliveryId: t.arg.id({ required: true }) },
    resolve: (_p, a, ctx) => redeliver(ctx, me(ctx, a.userId ?? '-'), String(a.deliveryId)),
  }),
}));
