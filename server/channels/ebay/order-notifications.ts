// eBay's ORDER_CONFIRMATION notifications (issue 31): eBay tells us of a seller's new order at checkout, so the
// seller's order import runs at once instead of at the next 15 s poll (which stays: eBay does not
// guarantee delivery). The app has one Notification API destination, our /api/v1/ebay/notifications;
// each seller has one subscription, made with their token and kept on their connection's settings.
import type { Config } from '../../config.ts';
import { createEbayAppClient, EBAY_NOTIFICATION_ERRORS, EbayApiError, type EbayConfig } from '../../integrations/ebay/index.ts';
import { mergeConnectionSettings, readConnection } from '../../modules/connections/connection-store.ts';
import { sellersOfEbayUser } from '../../modules/connections/removal.ts';
import { type SessionDeps, sessionFor } from '../../modules/connections/sessions.ts';
import type { WebhookTx } from '../../modules/webhooks/webhooks.service.ts';
import type { WebhookEffects } from '../types.ts';

export const ORDER_CONFIRMATION = 'ORDER_CONFIRMATION';
const SCHEMA_VERSION = '1.0';
/** Our endpoint for eBay's notifications (the challenge hashes this full URL). */
export const EBAY_NOTIFICATIONS_PATH = '/api/v1/ebay/notifications';
export const ebayNotificationsUrl = (publicUrl: string) => `${publicUrl}${EBAY_NOTIFICATIONS_PATH}`;
/** eBay subscribes a seller to a user topic only with a token granted this scope. */
const SUBSCRIPTION_SCOPE = 'https://api.ebay.com/oauth/api_scope/commerce.notification.subscription';
/** The connection setting holding the seller's subscription id. */
export const ORDER_SUBSCRIPTION_SETTING = 'orderConfirmationSubscriptionId';
/** After a failed lazy attempt (eBay down, our endpoint unreachable), the polls leave it alone this long. */
const RETRY_AFTER_MS = 10 * 60_000;

export type OrderNotificationDeps = Omit<SessionDeps, 'config'> & {
  config: Pick<Config, 'encryptionKey' | 'publicUrl' | 'SUPPORT_EMAIL'>;
};

const isEbayError = (err: unknown, id: number) => err instanceof EbayApiError && err.errors.some((e) => e.errorId === id);

// One application client per eBay configuration (its app token is cached: eBay allows 1,000 a day),
// and the destination id once known (it never changes for an endpoint).
const appClients = new WeakMap<EbayConfig, { client: ReturnType<typeof createEbayAppClient>; destinations: Map<string, string> }>();
function appOf(cfg: EbayConfig) {
  let a = appClients.get(cfg);
  if (!a) appClients.set(cfg, (a = { client: createEbayAppClient(cfg, { maxRetries: 1 }), destinations: new Map() }));
  return a;
}

/**
 * The app's destination for our endpoint: found, or created (eBay checks the endpoint with a challenge
 * GET first). Two processes creating it at once: the loser's 409 "exists" reads the winner's.
 */
async function appDestination(deps: OrderNotificationDeps, cfg: EbayConfig & { verificationToken: string }): Promise<string> {
  const app = appOf(cfg);
  const endpoint = ebayNotificationsUrl(deps.config.publicUrl);
  const known = app.destinations.get(endpoint);
  if (known) return known;
  const find = async () => (await app.client.notification.getDestinations()).find((d) => d.deliveryConfig?.endpoint === endpoint)?.destinationId;
  const create = () => app.client.notification.createDestination({ name: 'ListBridge', endpoint, verificationToken: cfg.verificationToken });
  let id = await find();
  if (!id) {
    try {
      id = await create().catch(async (err) => {
        // eBay creates no destination before the app has an alert e-mail (where it writes when the endpoint is down).
        if (!isEbayError(err, EBAY_NOTIFICATION_ERRORS.configMissing)) throw err;
        await app.client.notification.updateConfig(deps.config.SUPPORT_EMAIL);
        return create();
      });
    } catch (err) {
      if (!isEbayError(err, EBAY_NOTIFICATION_ERRORS.destinationExists)) throw err;
      id = await find();
      if (!id) throw err;
    }
  }
  app.destinations.set(endpoint, id);
  return id;
}

/**
 * Makes sure the seller's ORDER_CONFIRMATION subscription exists; returns its id, or null when it
 * cannot be made (no eBay connection, no verification token for our endpoint, or a token granted
 * before ListBridge asked for the subscription scope: that seller stays on the poll until they
 * connect eBay again). Idempotent: a second call, or another process, finds the same subscription.
 */
export async function ensureOrderSubscription(deps: OrderNotificationDeps, userId: string): Promise<string | null> {
  const cfg = deps.clients.ebay;
  if (!cfg?.verificationToken) return null;
  const c = await readConnection(deps, userId, 'EBAY');
  if (c?.status !== 'AUTHORIZED') return null;
  const stored = c.settings[ORDER_SUBSCRIPTION_SETTING];
  if (typeof stored === 'string' && stored) return stored;
  const scopes = c.settings.scopes;
  if (Array.isArray(scopes) && !scopes.includes(SUBSCRIPTION_SCOPE)) return null;
  const destinationId = await appDestination(deps, { ...cfg, verificationToken: cfg.verificationToken });
  const ebay = await sessionFor(deps, userId, 'ebay');
  let id: string | undefined;
  try {
    id = await ebay.api.notification.createSubscription({ topicId: ORDER_CONFIRMATION, destinationId, schemaVersion: SCHEMA_VERSION });
  } catch (err) {
    // eBay keeps one subscription per seller and topic: made before (another process, a reconnection), so read it.
    if (!isEbayError(err, EBAY_NOTIFICATION_ERRORS.subscriptionExists)) throw err;
    id = (await ebay.api.notification.getSubscriptions()).find((s) => s.topicId === ORDER_CONFIRMATION)?.subscriptionId;
    if (!id) throw err;
  }
  await mergeConnectionSettings(deps, userId, 'EBAY', { [ORDER_SUBSCRIPTION_SETTING]: id });
  return id;
}

// Sellers whose lazy attempt failed, until when the polls leave them alone (per process).
const lazyFailures = new Map<string, number>();

/**
 * The order poll's call: subscribes a seller who is not yet (connected before this change, or whose
 * subscription failed at connect). Never fails the poll; a failure waits RETRY_AFTER_MS.
 */
export async function ensureOrderSubscriptionLazily(deps: SessionDeps, userId: string): Promise<void> {
  const config = deps.config as Partial<OrderNotificationDeps['config']>;
  if (!config.publicUrl || !config.SUPPORT_EMAIL) return;
  if ((lazyFailures.get(userId) ?? 0) > Date.now()) return;
  try {
    await ensureOrderSubscription(deps as OrderNotificationDeps, userId);
    lazyFailures.delete(userId);
  } catch (err) {
    lazyFailures.set(userId, Date.now() + RETRY_AFTER_MS);
    deps.log?.warn({ err, userId }, 'eBay ORDER_CONFIRMATION subscription not made; the poll imports the orders');
  }
}

/** Disconnecting eBay: the seller's subscription goes (best effort: eBay may have dropped it, or the token may be dead). */
export async function deleteOrderSubscription(deps: OrderNotificationDeps, userId: string): Promise<void> {
  const c = await readConnection(deps, userId, 'EBAY');
  const id = c?.settings[ORDER_SUBSCRIPTION_SETTING];
  if (typeof id !== 'string' || !id) return;
  try {
    await (await sessionFor(deps, userId, 'ebay')).api.notification.deleteSubscription(id);
  } catch (err) {
    if (!isEbayError(err, EBAY_NOTIFICATION_ERRORS.subscriptionNotFound)) deps.log?.warn({ err, userId }, 'eBay ORDER_CONFIRMATION subscription not deleted');
  }
  await mergeConnectionSettings(deps, userId, 'EBAY', { [ORDER_SUBSCRIPTION_SETTING]: null });
}

/**
 * ORDER_CONFIRMATION (one per line item): the order is read through the Fulfillment API by the
 * seller's import, as the poll reads it (one path; the sales module records an order once).
 */
export async function applyOrderConfirmation(tx: WebhookTx, payload: Record<string, unknown>, effects: WebhookEffects): Promise<number> {
  const sellers = await sellersOfEbayUser(tx, { username: String(payload.username ?? ''), userId: String(payload.userId ?? '') });
  await effects.importOrders(sellers);
  return sellers.length;
}
