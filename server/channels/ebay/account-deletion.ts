// eBay Marketplace Account Deletion (api-notes §2.2): the endpoint check and the signed
// notifications, each applied once per notificationId by server/modules/webhooks. The REST path
// stays where eBay's registration has it (server/rest/ebay-account-deletion.ts).
import { createEbayAppClient, EbayApiError, ebayChallengeResponse, type EbayAccountDeletion, type EbayConfig } from '../../integrations/ebay/index.ts';
import { removeEbayAccountData } from '../../modules/connections/removal.ts';
import type { ChannelWebhooks, WebhookHeaders } from '../types.ts';

/** Our path; eBay hashes the full registered URL into the challenge response. */
export const EBAY_ACCOUNT_DELETION_PATH = '/api/v1/ebay/marketplace-account-deletion';
export const ebayAccountDeletionUrl = (publicUrl: string) => `${publicUrl}${EBAY_ACCOUNT_DELETION_PATH}`;

type Deps = { config: { publicUrl: string }; clients: { ebay: EbayConfig | null } };

export type ChallengeOutcome = { status: 200; challengeResponse: string } | { status: 400 | 503; reason: string };

/** GET ?challenge_code=X → hex(SHA-256(challengeCode + verificationToken + endpointUrl)). */
export function answerEbayChallenge(deps: Deps, challengeCode: unknown): ChallengeOutcome {
  const token = deps.clients.ebay?.verificationToken;
  if (!token) return { status: 503, reason: 'eBay account deletion is not configured (EBAY_VERIFICATION_TOKEN)' };
  if (typeof challengeCode !== 'string' || !challengeCode || challengeCode.length > 512) return { status: 400, reason: 'challenge_code is required' };
  return { status: 200, challengeResponse: ebayChallengeResponse(challengeCode, token, ebayAccountDeletionUrl(deps.config.publicUrl)) };
}

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

export const ebayWebhooks: ChannelWebhooks = {
  provider: 'ebay',

  /**
   * 412 unless X-EBAY-SIGNATURE verifies with eBay's public key (what eBay's own notification SDKs
   * answer on a failed verification); a verification eBay cannot answer now is thrown (a 5xx: eBay retries).
   */
  async read(deps, rawBody, headers) {
    const cfg = deps.clients.ebay;
    if (!cfg) return { ok: false, status: 503, reason: 'eBay is not configured' };
    let message: EbayAccountDeletion | null;
    try {
      message = await verifierFor(cfg)(rawBody, header(headers, 'x-ebay-signature'));
    } catch (err) {
      if (cannotVerifyNow(err)) throw err;
      return { ok: false, status: 412, reason: 'Signature verification failed' };
    }
    if (!message) return { ok: false, status: 412, reason: 'Signature verification failed' };
    const n = message.notification;
    if (!n || typeof n.notificationId !== 'string' || !n.notificationId) return { ok: false, status: 400, reason: 'notification.notificationId is missing' };
    const username = typeof n.data?.username === 'string' ? n.data.username : '';
    // The deleted user's name is kept in no log and no row (account null): it is the personal data we are asked to erase.
    return { ok: true, delivery: { deliveryId: n.notificationId, topic: String(message.metadata?.topic ?? ''), account: null, payload: { username } } };
  },

  /** The seller connections of that eBay user name are deleted; returns how many sellers. */
  async apply(tx, { topic, payload }, effects) {
    if (topic !== 'MARKETPLACE_ACCOUNT_DELETION') return 0;
    // The connection (tokens, user name) and the seller's eBay listings (eBay's ids, errors) go together.
    const sellers = await removeEbayAccountData(tx, String(payload.username ?? ''));
    await effects.forgetListings(sellers);
    return sellers.length;
  },
};
