// eBay Marketplace Account Deletion (api-notes §2.2): the endpoint check and the signed
// notifications, each notification applied once per notificationId.
import type { PrismaClient } from '../../db/prisma.ts';
import type { Logger } from '../../logger.ts';
import { createEbayAppClient, EbayApiError, ebayChallengeResponse, type EbayAccountDeletion, type EbayConfig } from '../../integrations/ebay/index.ts';
import { removeEbayAccountData } from '../connections/removal.ts';
import { forgetChannelListings } from '../listings/listings.service.ts';
import { applyOnce } from './webhooks.service.ts';

/** Our path; eBay hashes the full registered URL into the challenge response. */
export const EBAY_ACCOUNT_DELETION_PATH = '/api/v1/ebay/marketplace-account-deletion';
export const ebayAccountDeletionUrl = (publicUrl: string) => `${publicUrl}${EBAY_ACCOUNT_DELETION_PATH}`;

type Deps = { prisma: PrismaClient; log: Logger; config: { publicUrl: string }; clients: { ebay: EbayConfig | null } };

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

export type NotificationOutcome =
  | { status: 204; duplicate: boolean; removed: number }
  | { status: 412; reason: string }
  | { status: 400 | 503; reason: string };

/**
 * A POSTed notification: 412 unless X-EBAY-SIGNATURE verifies with eBay's public key (what eBay's
 * own notification SDKs answer on a failed verification), then the seller connections of that eBay
 * user name are deleted, once per notificationId; 204 acknowledges.
 */
export async function handleEbayNotification(deps: Deps, rawBody: Buffer, signature: string | undefined): Promise<NotificationOutcome> {
  const cfg = deps.clients.ebay;
  if (!cfg) return { status: 503, reason: 'eBay is not configured' };
  let message: EbayAccountDeletion | null;
  try {
    message = await verifierFor(cfg)(rawBody, signature);
  } catch (err) {
    if (cannotVerifyNow(err)) throw err;
    return { status: 412, reason: 'Signature verification failed' };
  }
  if (!message) return { status: 412, reason: 'Signature verification failed' };
  const n = message.notification;
  if (!n || typeof n.notificationId !== 'string' || !n.notificationId) return { status: 400, reason: 'notification.notificationId is missing' };
  const topic = String(message.metadata?.topic ?? '');
  const username = typeof n.data?.username === 'string' ? n.data.username : '';

  // The deleted user's name is not kept in our log: it is the personal data we are asked to erase.
  const outcome = await applyOnce(deps, { provider: 'ebay', deliveryId: n.notificationId, topic, account: null }, async (tx) => {
    if (topic !== 'MARKETPLACE_ACCOUNT_DELETION') return 0;
    // The connection (tokens, user name) and the seller's eBay listings (eBay's ids, errors) go together.
    const sellers = await removeEbayAccountData(tx, username);
    await forgetChannelListings(tx, sellers, 'EBAY');
    return sellers.length;
  });
  if (outcome.status === 'duplicate') return { status: 204, duplicate: true, removed: 0 };
  deps.log.info({ notificationId: n.notificationId, topic, removed: outcome.result }, 'eBay account deletion applied');
  return { status: 204, duplicate: false, removed: outcome.result };
}
