import { createHash, randomUUID, sign } from 'node:crypto';
import express, { type Router } from 'express';
import { SCOPES, requireToken } from './auth.ts';
import { ebayErrors, sendErrors } from './errors.ts';
import type { DeletionNotification, EbaySandboxState, EbayUser } from './state.ts';

const BASE = '/commerce/notification/v1';

/** eBay's endpoint check: hex SHA-256 of challengeCode + verificationToken + endpoint URL. */
export function expectedChallengeResponse(challengeCode: string, verificationToken: string, endpoint: string): string {
  return createHash('sha256').update(challengeCode).update(verificationToken).update(endpoint).digest('hex');
}

/** ListBridge's Marketplace Account Deletion endpoint, as registered for the app. */
export const defaultDeletionEndpoint = (productUrl: string) => `${productUrl}/api/v1/ebay/marketplace-account-deletion`;

export function notificationRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  r.use(BASE, requireToken(state, SCOPES.base, true));
  // Where receivers fetch the key that verifies X-EBAY-SIGNATURE.
  r.get(`${BASE}/public_key/:id`, (req, res) => {
    if (req.params.id !== state.notificationKey.id) return sendErrors(res, 404, [{ ...ebayErrors.resourceNotFound(), domain: 'API_NOTIFICATION' }]);
    res.json({ algorithm: 'ECDSA', digest: 'SHA1', key: state.notificationKey.publicPem });
  });
  return r;
}

export interface DeletionDelivery {
  challenge: { status: number; ok: boolean };
  notification?: { status: number | null; notificationId: string };
}

/**
 * eBay's endpoint check: GET <endpoint>?challenge_code=X must answer 200 `{challengeResponse}` made
 * with the verification token registered for that endpoint.
 */
export async function challengeEndpoint(endpoint: string, verificationToken: string): Promise<{ status: number; ok: boolean }> {
  const challengeCode = randomUUID().replace(/-/g, '');
  const url = new URL(endpoint);
  url.searchParams.set('challenge_code', challengeCode);
  try {
    const ch = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
    const body = (await ch.json().catch(() => null)) as { challengeResponse?: unknown } | null;
    return { status: ch.status, ok: ch.status === 200 && body?.challengeResponse === expectedChallengeResponse(challengeCode, verificationToken, endpoint) };
  } catch {
    return { status: 0, ok: false };
  }
}

/**
 * Does what eBay does for a Marketplace Account Deletion: verifies the endpoint with a challenge GET,
 * then POSTs the signed notification. Used by `/__sandbox/account-deletion`.
 */
export async function deliverAccountDeletion(state: EbaySandboxState, user: EbayUser, endpoint: string): Promise<DeletionDelivery> {
  const challenge = await challengeEndpoint(endpoint, state.app.verificationToken);
  if (!challenge.ok) return { challenge };

  const n: DeletionNotification = {
    notificationId: randomUUID(),
    endpoint,
    user: { username: user.username, userId: user.userId, eiasToken: user.eiasToken },
    eventDate: new Date(state.clock.now()).toISOString(),
    attempts: [],
  };
  state.deletionNotifications.set(n.notificationId, n);
  return { challenge, notification: { status: await postNotification(state, n), notificationId: n.notificationId } };
}

/** eBay's retry of a notification: the same notificationId, publishAttemptCount one higher. */
export function redeliverAccountDeletion(state: EbaySandboxState, n: DeletionNotification): Promise<number | null> {
  return postNotification(state, n);
}

function postNotification(state: EbaySandboxState, n: DeletionNotification): Promise<number | null> {
  return postSigned(state, n.endpoint, 'MARKETPLACE_ACCOUNT_DELETION', n, n.user);
}

/** The notification envelope every topic shares (metadata + notification with its data). */
export interface Deliverable {
  notificationId: string;
  eventDate: string;
  attempts: { at: string; status: number | null; error?: string }[];
}

/**
 * Signs and POSTs one attempt of a notification (publishAttemptCount = attempts so far + 1), records
 * the attempt and returns the receiver's status (null when unreachable).
 */
export async function postSigned(
  state: EbaySandboxState,
  endpoint: string,
  topic: string,
  n: Deliverable,
  data: Record<string, unknown>,
): Promise<number | null> {
  const at = new Date(state.clock.now()).toISOString();
  const payload = JSON.stringify({
    metadata: { topic, schemaVersion: '1.0', deprecated: false },
    notification: { notificationId: n.notificationId, eventDate: n.eventDate, publishDate: at, publishAttemptCount: n.attempts.length + 1, data },
  });
  // ECDSA over the raw body with a SHA-1 digest, wrapped as base64 JSON like eBay's header.
  const signature = sign('sha1', Buffer.from(payload), state.notificationKey.privateKey).toString('base64');
  const header = Buffer.from(JSON.stringify({ alg: 'ecdsa', kid: state.notificationKey.id, signature, digest: 'SHA1' })).toString('base64');
  try {
    const post = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ebay-signature': header },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    await post.arrayBuffer().catch(() => undefined);
    n.attempts.push({ at, status: post.status });
    return post.status;
  } catch (err) {
    n.attempts.push({ at, status: null, error: (err as Error).message });
    return null;
  }
}
