import { createHash, randomUUID, sign } from 'node:crypto';
import express, { type Router } from 'express';
import { SCOPES, requireToken } from './auth.ts';
import { ebayErrors, sendErrors } from './errors.ts';
import type { EbaySandboxState, EbayUser } from './state.ts';

const BASE = '/commerce/notification/v1';

/** eBay's endpoint check: hex SHA-256 of challengeCode + verificationToken + endpoint URL. */
export function expectedChallengeResponse(challengeCode: string, verificationToken: string, endpoint: string): string {
  return createHash('sha256').update(challengeCode).update(verificationToken).update(endpoint).digest('hex');
}

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
  notification?: { status: number; notificationId: string };
}

/**
 * Does what eBay does for a Marketplace Account Deletion: verifies the endpoint with a challenge GET,
 * then POSTs the signed notification. Used by `/__sandbox/account-deletion`.
 */
export async function deliverAccountDeletion(state: EbaySandboxState, user: EbayUser, endpoint: string): Promise<DeletionDelivery> {
  const challengeCode = randomUUID().replace(/-/g, '');
  const url = new URL(endpoint);
  url.searchParams.set('challenge_code', challengeCode);
  const ch = await fetch(url, { headers: { accept: 'application/json' } });
  const body = (await ch.json().catch(() => null)) as { challengeResponse?: unknown } | null;
  const ok = ch.status === 200 && body?.challengeResponse === expectedChallengeResponse(challengeCode, state.app.verificationToken, endpoint);
  if (!ok) return { challenge: { status: ch.status, ok } };

  const now = new Date(state.clock.now()).toISOString();
  const notificationId = randomUUID();
  const payload = JSON.stringify({
    metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
    notification: {
      notificationId,
      eventDate: now,
      publishDate: now,
      publishAttemptCount: 1,
      data: { username: user.username, userId: user.userId, eiasToken: user.eiasToken },
    },
  });
  // ECDSA over the raw body with a SHA-1 digest, wrapped as base64 JSON like eBay's header.
  const signature = sign('sha1', Buffer.from(payload), state.notificationKey.privateKey).toString('base64');
  const header = Buffer.from(JSON.stringify({ alg: 'ecdsa', kid: state.notificationKey.id, signature, digest: 'SHA1' })).toString('base64');
  const post = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ebay-signature': header }, body: payload });
  await post.arrayBuffer().catch(() => undefined);
  return { challenge: { status: ch.status, ok }, notification: { status: post.status, notificationId } };
}
