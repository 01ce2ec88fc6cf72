// Notifications API v1 (SP-API): destinations (grantless: the application's SQS queue, by its ARN),
// subscriptions per seller and notification type, and the publishing of FULFILLMENT_ORDER_STATUS
// to the subscribed destination's queue in Amazon's documented envelope (NotificationVersion,
// NotificationType, PayloadVersion, EventTime, Payload.FulfillmentOrderStatusNotification,
// NotificationMetadata). Like SQS, delivery is at least once: `notificationCopies` > 1 delivers
// each notification that many times, `notificationDelayMs` holds it back (tests of idempotence).
import { randomUUID } from 'node:crypto';
import { DEMO_APP } from './demo.ts';
import { SpApiFault, invalidInput, jsonBody, notFound, type Ctx } from './http.ts';
import type { SpApiResult } from './spapi.ts';
import type { SellerStore } from './store.ts';
import type { SqsQueues } from './sqs.ts';

export interface NotificationSettings {
  /** How many times each notification is put on the queue (SQS delivers at least once). */
  notificationCopies: number;
  /** How long a published notification waits before a receive can see it. */
  notificationDelayMs: number;
}

interface Destination {
  destinationId: string;
  name: string;
  arn: string;
}
interface Subscription {
  subscriptionId: string;
  sellerId: string;
  notificationType: string;
  payloadVersion: string;
  destinationId: string;
}

const TYPES = new Set(['FULFILLMENT_ORDER_STATUS', 'FBA_INVENTORY_AVAILABILITY_CHANGES', 'LISTINGS_ITEM_MFN_QUANTITY_CHANGE', 'ANY_OFFER_CHANGED']);

export class Notifications {
  destinations = new Map<string, Destination>();
  /** By `${sellerId}|${notificationType}`. */
  subscriptions = new Map<string, Subscription>();

  constructor(
    private readonly sqs: SqsQueues,
    private readonly settings: NotificationSettings,
  ) {}

  createDestination = (ctx: Ctx): SpApiResult => {
    const body = jsonBody(ctx) as { name?: unknown; resourceSpecification?: { sqs?: { arn?: unknown } } };
    if (typeof body?.name !== 'string' || body.name === '') throw invalidInput('name is required.');
    const arn = body.resourceSpecification?.sqs?.arn;
    if (typeof arn !== 'string') throw invalidInput('resourceSpecification must name an sqs arn.');
    if (!this.sqs.byArn(arn))
      throw invalidInput(`Amazon could not access the SQS queue ${arn}: check that it exists and that its policy lets SP-API send messages.`);
    if ([...this.destinations.values()].some((d) => d.arn === arn)) throw new SpApiFault(409, 'Conflict', 'A destination with this resource already exists.');
    const d: Destination = { destinationId: randomUUID(), name: body.name, arn };
    this.destinations.set(d.destinationId, d);
    return { status: 200, body: { payload: view(d) } };
  };

  getDestinations = (): SpApiResult => ({ status: 200, body: { payload: [...this.destinations.values()].map(view) } });

  createSubscription = (ctx: Ctx, store: SellerStore): SpApiResult => {
    const type = this.type(ctx);
    const body = jsonBody(ctx) as { payloadVersion?: unknown; destinationId?: unknown };
    if (body?.payloadVersion !== '1.0') throw invalidInput('payloadVersion must be 1.0.');
    if (typeof body.destinationId !== 'string' || !this.destinations.has(body.destinationId)) throw invalidInput('destinationId names no destination.');
    const key = `${store.seller.sellingPartnerId}|${type}`;
    if (this.subscriptions.has(key)) throw new SpApiFault(409, 'Conflict', 'Subscription for specified notification type and destination already exists.');
    const s: Subscription = {
      subscriptionId: randomUUID(),
      sellerId: store.seller.sellingPartnerId,
      notificationType: type,
      payloadVersion: '1.0',
      destinationId: body.destinationId,
    };
    this.subscriptions.set(key, s);
    return { status: 200, body: { payload: subView(s) } };
  };

  getSubscription = (ctx: Ctx, store: SellerStore): SpApiResult => {
    const s = this.subscriptions.get(`${store.seller.sellingPartnerId}|${this.type(ctx)}`);
    if (!s) throw notFound('The resource you are trying to access is not found.');
    return { status: 200, body: { payload: subView(s) } };
  };

  /** Whether a seller has subscribed to a type (the MCF clock only ticks for them). */
  subscribed(sellerId: string, type: string): boolean {
    return this.subscriptions.has(`${sellerId}|${type}`);
  }

  /** Puts a notification of the seller's subscription on its destination's queue (nothing without one). */
  publish(sellerId: string, type: string, payload: Record<string, unknown>, eventTime: number): void {
    const s = this.subscriptions.get(`${sellerId}|${type}`);
    const d = s && this.destinations.get(s.destinationId);
    const queue = d && this.sqs.byArn(d.arn);
    if (!s || !queue) return;
    const now = new Date().toISOString();
    const message = JSON.stringify({
      NotificationVersion: '1.0',
      NotificationType: type,
      PayloadVersion: s.payloadVersion,
      EventTime: new Date(eventTime).toISOString(),
      Payload: payload,
      NotificationMetadata: { ApplicationId: DEMO_APP.applicationId, SubscriptionId: s.subscriptionId, PublishTime: now, NotificationId: randomUUID() },
    });
    for (let i = 0; i < Math.max(1, this.settings.notificationCopies); i++) this.sqs.send(queue, message, this.settings.notificationDelayMs);
  }

  private type(ctx: Ctx): string {
    const type = ctx.params.notificationType!;
    if (!TYPES.has(type)) throw invalidInput(`${type} is not a valid notification type.`);
    return type;
  }
}

const view = (d: Destination) => ({ name: d.name, destinationId: d.destinationId, resource: { sqs: { arn: d.arn } } });
const subView = (s: Subscription) => ({ subscriptionId: s.subscriptionId, payloadVersion: s.payloadVersion, destinationId: s.destinationId });
