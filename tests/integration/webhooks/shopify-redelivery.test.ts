import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';
import { freePort } from '../../helpers/ports.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';
import { startShopifySandbox } from '../../../sandbox/shopify/index.ts';
import { approveShopifyGrant } from '../../../sandbox/shopify/testing.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';

// One Shopify sandbox outlives two app processes on the same port and database, so a delivery
// made to the first one can be redelivered (same X-Shopify-Webhook-Id) to the second.
describe('a redelivered Shopify webhook across a restart', () => {
  let db: TestDatabase;
  let sb: RunningSandbox;
  let env: Record<string, string>;
  let app: TestApp | null = null;

  beforeAll(async () => {
    db = await createTestDatabase();
    const port = await freePort();
    sb = await startShopifySandbox({ host: '127.0.0.1', port: 0, productUrl: `http://localhost:${port}` });
    env = {
      ...sb.env,
      PORT: String(port),
      SANDBOXES: 'auto', // the others; Shopify is configured, so its sandbox is the one above
      // The same secrets in both processes, as a restart of one installation has.
      JWT_SECRET: randomBytes(24).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
  });
  afterAll(async () => {
    await app?.close();
    await sb?.close();
    await db?.drop();
  });

  const control = async (path: string, body: unknown = {}) => {
    const res = await fetch(`${sb.url}/__sandbox/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`sandbox ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const connectionStatus = async (userId: string) =>
    (await app!.services.prisma.connection.findUniqueOrThrow({ where: { userId_kind: { userId, kind: 'SHOPIFY' } } })).status;

  /** The seller installs ListBridge on the shop: install link → grant → auth-return. */
  async function connect(seller: Awaited<ReturnType<typeof createSeller>>, shop: string) {
    const entry = await fetch(`${sb.url}/__sandbox/shops/${shop}/install`, { redirect: 'manual' });
    const search = new URL(entry.headers.get('location')!).search;
    const started = await rest(app!.url, 'GET', `/user/${seller.user.id}/shopify/app-install${search}`, undefined, seller.token);
    const callback = await approveShopifyGrant(started.body.redirect);
    const done = await rest(app!.url, 'POST', `/user/${seller.user.id}/shopify/auth-return`, Object.fromEntries(callback.searchParams), seller.token);
    expect(done.status).toBe(200);
  }

  it('is applied by the first process and acknowledged but not applied again by the next one', async () => {
    app = await startTestApp(env, { db });
    const seller = await createSeller(app);
    await connect(seller, 'wh-restart-shop');

    const first = await control('shops/wh-restart-shop/webhooks/trigger', { topic: 'app/uninstalled' });
    expect(first.deliveries).toHaveLength(1);
    expect(first.deliveries[0].url).toBe(`${app.url}/api/v1/shopify_event`);
    expect(first.deliveries[0].attempts[0].status).toBe(200);
    expect(await connectionStatus(seller.user.id)).toBe('NEEDS_REAUTH');

    // The seller reauthorises; then the old delivery must not undo that.
    await connect(seller, 'wh-restart-shop');
    expect(await connectionStatus(seller.user.id)).toBe('AUTHORIZED');

    await app.close(); // the database stays
    app = await startTestApp(env, { db });

    const again = await control(`webhooks/deliveries/${first.deliveries[0].id}/redeliver`);
    expect(again.attempts.map((a: { status: number }) => a.status)).toEqual([200, 200]);
    expect(await connectionStatus(seller.user.id)).toBe('AUTHORIZED');
    const { rows } = await app.services.pool.query(
      `SELECT topic, account, attempts, done_at IS NOT NULL AS done FROM inbound_webhooks WHERE provider = 'shopify' AND delivery_id = $1`,
      [first.deliveries[0].id],
    );
    expect(rows).toEqual([{ topic: 'app/uninstalled', account: 'wh-restart-shop.myshopify.com', attempts: 2, done: true }]);

    // The new process does apply a new delivery (so the redelivery was skipped, not lost).
    const fresh = await control('shops/wh-restart-shop/webhooks/trigger', { topic: 'app/uninstalled' });
    expect(fresh.deliveries[0].id).not.toBe(first.deliveries[0].id);
    expect(fresh.deliveries[0].attempts[0].status).toBe(200);
    expect(await connectionStatus(seller.user.id)).toBe('NEEDS_REAUTH');
  });
});
