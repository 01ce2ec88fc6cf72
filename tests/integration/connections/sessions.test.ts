import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEbaySandbox } from '../../../sandbox/ebay/index.ts';
import { answerEbayConsent } from '../../../sandbox/ebay/testing.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import { startApp, type RunningApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { createLogger } from '../../../server/logger.ts';
import { ConnectionNeedsReauthError, ConnectionNotFoundError } from '../../../server/modules/connections/connections.errors.ts';
import { sessionFor } from '../../../server/modules/connections/connections.service.ts';
import type { TestApp } from '../../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';
import { connectionRow, reveal } from './flows.ts';

/** The seller's browser and the legacy client: site picker → consent (Agree) → submit-oauth. */
async function connectEbay(app: RunningApp, seller: { user: { id: string }; token: string }, username = 'demo_seller') {
  const start = await rest(app.url, 'GET', `/user/${seller.user.id}/ebay/auth-url/3`, undefined, seller.token);
  expect(start.status).toBe(200);
  const landed = await answerEbayConsent(start.body.url, 'agree', username);
  const res = await rest(
    app.url,
    'POST',
    `/user/${seller.user.id}/ebay/submit-oauth`,
    { code: landed.searchParams.get('code'), site_id: '3', state: landed.searchParams.get('state') },
    seller.token,
  );
  expect(res.status).toBe(200);
  return res.body;
}

describe('eBay sessions: refreshed tokens are saved and survive a restart; a revoked consent needs reauthorisation', () => {
  let sandbox: RunningSandbox;
  let db: TestDatabase;
  let dataDir: string;
  let app: RunningApp | null = null;

  // The product on a database and eBay that both outlive it (a restart keeps both).
  const boot = () =>
    startApp(
      loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: db.url,
        LOG_LEVEL: 'silent',
        WORKER: 'off',
        SANDBOXES: 'off',
        ...sandbox.env,
      }),
      createLogger('silent'),
    );
  const grants = async () => ((await (await fetch(`${sandbox.url}/__sandbox/state`)).json()) as { grants: { refresh_token: number } }).grants;

  beforeAll(async () => {
    sandbox = await startEbaySandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9' });
    db = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-sessions-'));
    app = await boot();
  });
  afterAll(async () => {
    await app?.stop();
    await sandbox?.close();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a refreshed eBay token is saved encrypted and the next process uses it without refreshing', async () => {
    const seller = await createSeller(app as TestApp);
    await connectEbay(app!, seller);
    const userId = seller.user.id;
    // The stored access token has run out (2 hours later).
    await app!.services.pool.query(`UPDATE connections SET access_token_expires_at = now() - interval '1 minute' WHERE user_id = $1 AND kind = 'EBAY'`, [
      userId,
    ]);
    const oldToken = reveal(app as TestApp, (await connectionRow(app as TestApp, userId, 'EBAY')).accessToken);

    const before = await grants();
    const first = await sessionFor(app!.services, userId, 'ebay');
    expect(await first.api.account.getOptedInPrograms()).toContain('SELLING_POLICY_MANAGEMENT');
    expect((await grants()).refresh_token).toBe(before.refresh_token + 1);
    const row = await connectionRow(app as TestApp, userId, 'EBAY');
    const saved = reveal(app as TestApp, row.accessToken);
    expect(saved).not.toBe(oldToken);
    expect(row.accessToken).not.toContain(saved);
    expect(row.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);

    // Restart: a new process on the same database and the same eBay.
    await app!.stop();
    app = await boot();
    const second = await sessionFor(app.services, userId, 'ebay');
    expect(await second.api.account.getOptedInPrograms()).toContain('SELLING_POLICY_MANAGEMENT');
    expect((await second.api.fulfillment.getOrders({ limit: 1 })).orders).toHaveLength(1);
    expect((await grants()).refresh_token).toBe(before.refresh_token + 1);
  });

  it('a consent the seller revoked on eBay marks the connection NEEDS_REAUTH and says so', async () => {
    const seller = await createSeller(app as TestApp);
    await connectEbay(app!, seller, 'revoking_seller');
    const userId = seller.user.id;
    await fetch(`${sandbox.url}/__sandbox/revoke`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"revoking_seller"}' });

    const session = await sessionFor(app!.services, userId, 'ebay');
    // eBay refuses the access token (401), the refresh is refused (invalid_grant): no cure.
    await expect(session.api.account.getOptedInPrograms()).rejects.toBeInstanceOf(ConnectionNeedsReauthError);
    expect((await connectionRow(app as TestApp, userId, 'EBAY')).status).toBe('NEEDS_REAUTH');
    await expect(sessionFor(app!.services, userId, 'ebay')).rejects.toMatchObject({ code: 'EBAY_NEEDS_REAUTH' });
    const legacy = await rest(app!.url, 'GET', `/user/${userId}/user`, undefined, seller.token);
    expect(legacy.body.settings.ebay_creds.authorized).toBe(false);
  });

  it('a seller without the connection gets ConnectionNotFoundError for each channel', async () => {
    const seller = await createSeller(app as TestApp);
    for (const channel of ['amazon', 'ebay', 'shopify', 'onbuy'] as const) {
      const err = await sessionFor(app!.services, seller.user.id, channel).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ConnectionNotFoundError);
      expect(err).toMatchObject({ code: `${channel.toUpperCase()}_NOT_CONNECTED` });
    }
  });
});
