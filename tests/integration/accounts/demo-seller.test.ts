// The demo seller printed at the first start (outside production) is a working account at once
// (issue 30 §10): onboarding done, the Amazon sandbox's US seller connected, its inventory imported
// through the normal job path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';

describe('the demo seller of a first start', () => {
  let app: TestApp;
  const printed: string[] = [];
  beforeAll(async () => {
    const print = console.log;
    console.log = (...args: unknown[]) => printed.push(args.join(' '));
    try {
      // As `npm start` runs: development, sandboxes for every service.
      app = await startTestApp({ NODE_ENV: 'development', SANDBOXES: 'auto' });
    } finally {
      console.log = print;
    }
  });
  afterAll(() => app?.close());

  it('signs in with the printed password to an imported Amazon inventory', async () => {
    const line = printed.find((l) => l.includes('seller: demo@listbridge.local'));
    expect(line).toBeDefined();
    const password = line!.split(' / ')[1]!.trim();
    const signIn = await rest(app.url, 'POST', '/auth/sign-in', { email: 'demo@listbridge.local', password });
    expect(signIn.status).toBe(200);
    const token: string = signIn.body.jwt;

    const me = await app.graphql(`{ viewer { onboardingFinished linkedPlatforms { amazon { sellingPartnerId marketplaceId storeName status } } } }`, {}, token);
    expect(me.data.viewer).toEqual({
      onboardingFinished: true,
      linkedPlatforms: {
        amazon: { sellingPartnerId: 'A1LBSANDBOXUS7Q', marketplaceId: 'ATVPDKIKX0DER', storeName: 'Harbor Lane Goods', status: expect.any(String) },
      },
    });
    const run = await waitFor(
      async () => {
        const r = await app.graphql(`{ inventoryImport(userId: "-") { status error } }`, {}, token);
        const s = r.data?.inventoryImport?.status;
        return s === 'DONE' || s === 'FAILED' ? r.data.inventoryImport : null;
      },
      90_000,
      250,
    );
    expect(run).toEqual({ status: 'DONE', error: null });
    const inv = await app.graphql(`{ inventory(userId: "-") { totalCount } }`, {}, token);
    expect(inv.data.inventory.totalCount).toBeGreaterThan(0);
  }, 120_000);
});
