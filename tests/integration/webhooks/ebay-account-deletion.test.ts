import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { createSeller } from '../../factories/users.ts';
import { insertItems, insertListings } from '../../factories/listings.ts';
import { saveConnection } from '../../../server/modules/connections/connection-store.ts';

// The key id the eBay sandbox signs with (sandbox/ebay/state.ts); a forger can copy it from any
// real notification header.
const SANDBOX_KEY_ID = 'a6f9a3c0-5f1e-4a0c-9d3b-0b1f1e2d3c4b';

describe('eBay Marketplace Account Deletion at /api/v1/ebay/marketplace-account-deletion', () => {
  let app: TestApp;
  let endpoint: string;
  let sandbox: string;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
    endpoint = `${app.url}/api/v1/ebay/marketplace-account-deletion`;
    sandbox = app.services.config.EBAY_API_URL;
  });
  afterAll(async () => {
    await app?.close();
  });

  const control = async (path: string, body: unknown = {}) => {
    const res = await fetch(`${sandbox}/__sandbox/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`sandbox ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  /** A seller connected to eBay as `username` (the name eBay's Identity API gives at connection). */
  async function ebaySeller(username: string) {
    const seller = await createSeller(app);
    await saveConnection(app.services, seller.user.id, 'EBAY', {
      accountId: username,
      accountName: username || null,
      marketplace: '3',
      refreshToken: `v^1.1#r-${randomUUID()}`,
      accessToken: `v^1.1#a-${randomUUID()}`,
      settings: { type: 'oauth' },
    });
    return seller;
  }
  const ebayConnection = (userId: string) => app.services.prisma.connection.findUnique({ where: { userId_kind: { userId, kind: 'EBAY' } } });

  it('answers the endpoint check with hex SHA-256 of challenge code, verification token and endpoint URL', async () => {
    const res = await fetch(`${endpoint}?challenge_code=a8628072-3d33-45ee-9004-bee86830a22d`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const expected = createHash('sha256').update(`a8628072-3d33-45ee-9004-bee86830a22d${app.services.config.EBAY_VERIFICATION_TOKEN}${endpoint}`).digest('hex');
    expect(await res.json()).toEqual({ challengeResponse: expected });
    expect((await fetch(endpoint)).status).toBe(400);
  });

  const listingsOf = async (userId: string) =>
    (await app.services.pool.query(`SELECT channel FROM listings WHERE user_id = $1 ORDER BY channel`, [userId])).rows.map((r) => r.channel);
  async function listOn(userId: string, channels: ('SHOPIFY' | 'EBAY')[]) {
    const ids = await insertItems(app.services, userId, channels.length, `del-${userId.slice(0, 8)}`);
    await insertListings(
      app.services,
      ids.map((itemId, i) => ({ userId, itemId, channel: channels[i]!, status: 'LISTED' as const })),
    );
  }

  it("a signed deletion removes that eBay user's connection and eBay listings only and is acknowledged with 204", async () => {
    const gone = await ebaySeller('wh_gone_seller');
    const other = await ebaySeller('wh_other_seller');
    const unnamed = await ebaySeller(''); // a connection whose name could not be read must never match
    await listOn(gone.user.id, ['EBAY', 'SHOPIFY']);
    await listOn(other.user.id, ['EBAY']);
    const result = await control('account-deletion', { username: 'WH_Gone_Seller' });
    expect(result.challenge).toEqual({ status: 200, ok: true });
    expect(result.notification.status).toBe(204);
    expect(await ebayConnection(gone.user.id)).toBeNull();
    expect((await ebayConnection(other.user.id))?.accountId).toBe('wh_other_seller');
    expect(await ebayConnection(unnamed.user.id)).not.toBeNull();
    // That user's eBay listings go with the connection; their Shopify ones and other sellers' stay.
    expect(await listingsOf(gone.user.id)).toEqual(['SHOPIFY']);
    expect(await listingsOf(other.user.id)).toEqual(['EBAY']);
    const { rows } = await app.services.pool.query(
      `SELECT topic, account, attempts, done_at IS NOT NULL AS done FROM inbound_webhooks WHERE provider = 'ebay' AND delivery_id = $1`,
      [result.notification.notificationId],
    );
    // The deleted user's name is not kept in our log.
    expect(rows).toEqual([{ topic: 'MARKETPLACE_ACCOUNT_DELETION', account: null, attempts: 1, done: true }]);
  });

  it('a redelivered notification (same notificationId) is acknowledged and applied once', async () => {
    const seller = await ebaySeller('wh_twice_seller');
    const first = await control('account-deletion', { username: 'wh_twice_seller' });
    expect(first.notification.status).toBe(204);
    expect(await ebayConnection(seller.user.id)).toBeNull();
    // The same eBay name connects again later (e.g. a new account took the name): the old
    // notification arriving again must not remove the new connection.
    await ebaySeller('wh_twice_seller').then(async (again) => {
      const retry = await control(`account-deletion/${first.notification.notificationId}/redeliver`);
      expect(retry.status).toBe(204);
      expect(retry.attempts.map((a: { status: number }) => a.status)).toEqual([204, 204]);
      expect((await ebayConnection(again.user.id))?.accountId).toBe('wh_twice_seller');
    });
    const { rows } = await app.services.pool.query(`SELECT attempts FROM inbound_webhooks WHERE provider = 'ebay' AND delivery_id = $1`, [
      first.notification.notificationId,
    ]);
    expect(rows).toEqual([{ attempts: 2 }]);
  });

  it('refuses forgeries with 412 and changes nothing: wrong key, unknown key id, no or malformed signature', async () => {
    const target = await ebaySeller('wh_target_seller');
    const body = JSON.stringify({
      metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
      notification: {
        notificationId: randomUUID(),
        eventDate: new Date().toISOString(),
        publishDate: new Date().toISOString(),
        publishAttemptCount: 1,
        data: { username: 'wh_target_seller', userId: 'x1', eiasToken: 'y1' },
      },
    });
    const attacker = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const header = (kid: string) =>
      Buffer.from(
        JSON.stringify({ alg: 'ecdsa', kid, signature: sign('sha1', Buffer.from(body), attacker.privateKey).toString('base64'), digest: 'SHA1' }),
      ).toString('base64');
    const post = (headers: Record<string, string>) => fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

    expect((await post({ 'x-ebay-signature': header(SANDBOX_KEY_ID) })).status).toBe(412);
    expect((await post({ 'x-ebay-signature': header(randomUUID()) })).status).toBe(412);
    expect((await post({})).status).toBe(412);
    expect((await post({ 'x-ebay-signature': 'not base64 json' })).status).toBe(412);
    expect((await ebayConnection(target.user.id))?.accountId).toBe('wh_target_seller');
    const { rows } = await app.services.pool.query(`SELECT count(*)::int AS n FROM inbound_webhooks WHERE provider = 'ebay' AND delivery_id = $1`, [
      JSON.parse(body).notification.notificationId,
    ]);
    expect(rows[0].n).toBe(0);
  });
});
