// One handler for every channel's inbound webhooks: the channel (the registry's entry) verifies and
// reads a delivery and says what its topic changes; this module applies it once per delivery id,
// inside one transaction, with the effects other modules own (sales, listings) bound to it.
import { type ChannelCode, channelEntry } from '../../channels/registry.ts';
import type { VerifiedDelivery, WebhookDeps, WebhookEffects, WebhookHeaders } from '../../channels/types.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import type { Logger } from '../../logger.ts';
import { forgetChannelListings, forgetListingByExternalId } from '../listings/listings.service.ts';
import { enqueueOrderImport, eraseBuyerData, ordersWithBuyerData } from '../sales/sales.service.ts';
import { applyOnce, type WebhookTx } from './webhooks.service.ts';

type Deps = WebhookDeps & { prisma: PrismaClient; log: Logger };

export type ChannelWebhookOutcome =
  /** Not verified or not readable: the channel's status (Shopify 401, eBay 412, 400 …) and why. */
  | { status: 'refused'; httpStatus: number; reason: string }
  /** Verified and applied now, or applied already by an earlier delivery of the same id (duplicate). */
  | { status: 'applied'; duplicate: boolean; delivery: Omit<VerifiedDelivery, 'payload'>; changed: number };

/** What a channel's topic may change beyond its connections, inside the delivery's transaction. */
function effectsFor(tx: WebhookTx, channel: ChannelCode): WebhookEffects {
  return {
    async importOrders(userIds) {
      for (const userId of userIds) await enqueueOrderImport(tx, userId, channel);
    },
    eraseBuyerData: (userIds, orderIds, why) => eraseBuyerData(tx, channel, userIds, orderIds, why),
    ordersWithBuyerData: (userIds, orderIds) => ordersWithBuyerData(tx, channel, userIds, orderIds),
    forgetListing: (userIds, externalId) => forgetListingByExternalId(tx, userIds, channel, externalId),
    forgetListings: (userIds) => forgetChannelListings(tx, userIds, channel),
  };
}

/**
 * One delivery to a channel's webhook path: refused unless the channel verifies it, then applied
 * exactly once (a redelivery is acknowledged as a duplicate). Throws what the channel cannot decide
 * now (its keys unreachable) and what failed while applying, so the sender retries.
 */
export async function handleChannelWebhook(
  deps: Deps,
  channel: ChannelCode,
  rawBody: Buffer,
  headers: WebhookHeaders,
  pathTopic?: string,
): Promise<ChannelWebhookOutcome> {
  const webhooks = channelEntry(channel)?.webhooks;
  if (!webhooks) throw new Error(`${channel} has no webhooks`);
  const reading = await webhooks.read(deps, rawBody, headers, pathTopic);
  if (!reading.ok) return { status: 'refused', httpStatus: reading.status, reason: reading.reason };
  const { payload: _payload, ...delivery } = reading.delivery;
  const outcome = await applyOnce(deps, { provider: webhooks.provider, ...delivery }, (tx) => webhooks.apply(tx, reading.delivery, effectsFor(tx, channel)));
  if (outcome.status === 'duplicate') return { status: 'applied', duplicate: true, delivery, changed: 0 };
  deps.log.info(
    { provider: webhooks.provider, topic: delivery.topic, account: delivery.account, deliveryId: delivery.deliveryId, changed: outcome.result },
    'webhook applied',
  );
  return { status: 'applied', duplicate: false, delivery, changed: outcome.result };
}
