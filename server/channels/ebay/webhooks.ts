// eBay's signed notifications (Marketplace Account Deletion, ORDER_CONFIRMATION): X-EBAY-SIGNATURE
// verified with eBay's public key, one delivery per notificationId, and what each topic changes.
// Applied once by server/modules/webhooks.
import { createEbayAppClient, EbayApiError, type EbayNotification, type EbayConfig } from '../../integrations/ebay/index.ts';
import type { ChannelWebhooks, WebhookHeaders } from '../types.ts';
import { applyAccountDeletion } from './account-deletion.ts';
import { applyOrderConfirmation, ORDER_CONFIRMATION } from './order-notifications.ts';

// One verifier per eBay configuration: it caches eBay's public keys by key id.
const verifiers = new WeakMap<EbayConfig, ReturnType<typeof createEbayAppClient>['verifyNotification']>();
function verifierFor(cfg: EbayConfig) {
  let v = verifiers.get(cfg);
  if (!v) {
    v = createEbayAppClient(cfg, { maxRetries: 1 }).verifyNotification;
    verifiers.set(cfg, v);
  }
  return v;
}

/**
 * eBay unreachable, throttling us or refusing our app token: our failure, answered 5xx so eBay
 * retries later. Anything else (a key id eBay does not know, a malformed signature header, a body
 * that is not what was signed) is a failed verification.
 */
function cannotVerifyNow(err: unknown): boolean {
  if (err instanceof EbayApiError) return !(err.operation === 'getPublicKey' && err.status >= 400 && err.status < 500 && !err.isThrottled);
  return err instanceof TypeError && err.message === 'fetch failed';
}

const header = (h: WebhookHeaders, name: string): string | undefined => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export const ebayWebhooks: ChannelWebhooks = {
  provider: 'ebay',

  /**
   * 412 unless X-EBAY-SIGNATURE verifies with eBay's public key (what eBay's own notification SDKs
   * answer on a failed verification); a verification eBay cannot answer now is thrown (a 5xx: eBay retries).
   */
  async read(deps, rawBody, headers) {
    const cfg = deps.clients.ebay;
    if (!cfg) return { ok: false, status: 503, reason: 'eBay is not configured' };
    let message: EbayNotification | null;
    try {
      message = await verifierFor(cfg)(rawBody, header(headers, 'x-ebay-signature'));
    } catch (err) {
      if (cannotVerifyNow(err)) throw err;
      return { ok: false, status: 412, reason: 'Signature verification failed' };
    }
    if (!message) return { ok: false, status: 412, reason: 'Signature verification failed' };
    const n = message.notification;
    if (!n || typeof n.notificationId !== 'string' || !n.notificationId) return { ok: false, status: 400, reason: 'notification.notificationId is missing' };
    const topic = String(message.metadata?.topic ?? '');
    const data = n.data ?? {};
    if (topic === ORDER_CONFIRMATION) {
      // The seller's own account and order: kept in the deliveries log (no buyer's data in it).
      const payload = { orderId: text(data.orderId), username: text(data.username), userId: text(data.userId) };
      return { ok: true, delivery: { deliveryId: n.notificationId, topic, account: payload.username || null, payload } };
    }
    // The deleted user's name is kept in no log and no row (account null): it is the personal data we are asked to erase.
    return { ok: true, delivery: { deliveryId: n.notificationId, topic, account: null, payload: { username: text(data.username) } } };
  },

  /** Returns how many sellers the topic changed something for. */
  async apply(tx, { topic, payload }, effects) {
    if (topic === 'MARKETPLACE_ACCOUNT_DELETION') return applyAccountDeletion(tx, payload, effects);
    if (topic === ORDER_CONFIRMATION) return applyOrderConfirmation(tx, payload, effects);
    // Topics we do not act on are recorded and acknowledged.
    return 0;
  },
};
