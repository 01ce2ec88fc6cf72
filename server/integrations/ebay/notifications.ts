import { createHash, createPublicKey, timingSafeEqual, verify } from 'node:crypto';
import type { EbayHttp } from './http.ts';

/**
 * Answer to eBay's endpoint check `GET <endpoint>?challenge_code=X`: reply 200
 * `{"challengeResponse": <this>}`. `endpoint` is the exact URL registered with eBay.
 */
export function ebayChallengeResponse(challengeCode: string, verificationToken: string, endpoint: string): string {
  return createHash('sha256').update(challengeCode).update(verificationToken).update(endpoint).digest('hex');
}

/** Any topic's notification: the same envelope, the topic's own `data`. */
export interface EbayNotification<Data = Record<string, unknown>> {
  metadata: { topic: string; schemaVersion?: string };
  notification: {
    notificationId: string;
    eventDate: string;
    publishDate?: string;
    publishAttemptCount?: number;
    data: Data;
  };
}

export type EbayAccountDeletion = EbayNotification<{ username: string; userId: string; eiasToken: string }>;

/** eBay serves PEMs without line breaks; Node wants them wrapped. */
function normalisePem(key: string): string {
  const body = key.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return `-----BEGIN PUBLIC KEY-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
}

/**
 * Verifies X-EBAY-SIGNATURE (base64 JSON `{alg, kid, signature, digest}`, ECDSA over the raw body)
 * with the key fetched from the Notification API. Returns the parsed notification, or null when the
 * signature is missing or wrong. Keys are cached by id.
 */
export function ebayNotificationVerifier(http: EbayHttp) {
  const keys = new Map<string, string>();
  return async function verifyEbayNotification(rawBody: Buffer | string, signatureHeader: string | undefined): Promise<EbayNotification | null> {
    if (!signatureHeader) return null;
    let sig: { kid?: string; signature?: string; digest?: string };
    try {
      sig = JSON.parse(Buffer.from(signatureHeader, 'base64').toString('utf8'));
    } catch {
      return null;
    }
    if (!sig.kid || !sig.signature) return null;
    let pem = keys.get(sig.kid);
    if (!pem) {
      const r = await http.request<{ key: string }>({
        method: 'GET',
        path: `/commerce/notification/v1/public_key/${encodeURIComponent(sig.kid)}`,
        operation: 'getPublicKey',
      });
      pem = normalisePem(r.body.key);
      keys.set(sig.kid, pem);
    }
    const body = Buffer.isBuffer(rawBody) ? rawBody : Buffer.from(rawBody);
    const ok = verify((sig.digest ?? 'SHA1').toLowerCase(), body, createPublicKey(pem), Buffer.from(sig.signature, 'base64'));
    return ok ? (JSON.parse(body.toString('utf8')) as EbayNotification) : null;
  };
}

/** Constant-time check of a challenge response (for tests and for self-checks of the endpoint). */
export function isEbayChallengeResponse(given: string, challengeCode: string, verificationToken: string, endpoint: string): boolean {
  const want = Buffer.from(ebayChallengeResponse(challengeCode, verificationToken, endpoint));
  const got = Buffer.from(given);
  return got.length === want.length && timingSafeEqual(got, want);
}
