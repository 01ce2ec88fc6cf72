// Production never runs on sandboxes by accident, and keeps secrets out of its log (issue 29).
// - Without credentials `NODE_ENV=production` refuses to start with one line naming what is missing.
// - With SANDBOXES=on it starts: no demo seller, no GraphiQL, no introspection, no field suggestions.
// - The log of a whole flow (sign-up, sign-in, a reset request and its mail, a /cat call) holds no
//   session token and no reset token.
// - Security headers on `/`, `/graphql` and `/api/v1`, HSTS once served over https.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { createLogger } from '../../../server/logger.ts';
import { startApp, type RunningApp } from '../../../server/app.ts';
import { contentSecurityPolicy } from '../../../server/security-headers.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';

const CREDENTIALS = /^(AMAZON_|EBAY_|SHOPIFY_|STRIPE_|AI_|ONBUY_)|^SANDBOXES$/;

describe('NODE_ENV=production', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lb-prod-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start without credentials, with one line naming the missing variables', () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !CREDENTIALS.test(k)));
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', STRIPE_SECRET_KEY: 'sk_live_x' },
      encoding: 'utf8',
      timeout: 150_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.trim()).toBe(
      'Invalid configuration: NODE_ENV=production needs real credentials; missing AMAZON_LWA_CLIENT_ID, AMAZON_LWA_CLIENT_SECRET, AMAZON_SPAPI_APP_ID, EBAY_CLIENT_ID, EBAY_CLIENT_SECRET, EBAY_RU_NAME, EBAY_VERIFICATION_TOKEN, SHOPIFY_API_KEY, SHOPIFY_API_SECRET, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, ONBUY_MODE=real, AI_API_KEY (or AI_API_URL) (or set SANDBOXES=on to run on the local sandboxes)',
    );
  }, 160_000);

  describe('with SANDBOXES=on', () => {
    let app: RunningApp;
    let db: TestDatabase;
    const lines: string[] = [];
    const printed: string[] = [];
    const log = () => lines.join('');

    beforeAll(async () => {
      db = await createTestDatabase();
      // The run's Amazon sandbox certificates (tests/helpers/global-setup.ts), as startTestApp does.
      cpSync(inject('amazonTlsDir'), path.join(dataDir, 'sandboxes', 'amazon-tls'), { recursive: true });
      const config = loadConfig({
        NODE_ENV: 'production',
        SANDBOXES: 'on',
        SANDBOX_PORT_BASE: '0',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: db.url,
        WORKER_CONCURRENCY: '2',
      });
      const sink = new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const print = console.log;
      console.log = (...args: unknown[]) => printed.push(args.join(' '));
      try {
        app = await startApp(config, createLogger('info', sink));
      } finally {
        console.log = print;
      }
    });
    afterAll(async () => {
      await app?.stop();
      await db?.drop();
    });

    it('starts with the first admin only: no demo seller', async () => {
      const { rows } = await app.services.pool.query('SELECT email, is_admin FROM users ORDER BY email');
      expect(rows).toEqual([{ email: 'admin@listbridge.local', is_admin: true }]);
      expect(printed.join('\n')).not.toContain('demo@listbridge.local');
    });

    it('serves no GraphiQL, no introspection and no field suggestions', async () => {
      const page = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await page.text()).not.toMatch(/graphiql/i);
      const post = (query: string) =>
        fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }).then((r) => r.json());
      const intro = await post('{ __schema { types { name } } }');
      expect(intro.data ?? null).toBeNull();
      expect(intro.errors[0].message).toBe('Introspection is disabled');
      const typo = await post('{ viewr { id } }');
      expect(typo.errors[0].message).toBe('Cannot query field "viewr" on type "Query".');
    });

    it('logs a whole flow without session or reset tokens, saying only that the mail was kept', async () => {
      const email = `prod-${Date.now()}@example.com`;
      const password = 'Sunflower42x';
      const up = await rest(app.url, 'POST', '/auth/sign-up', { email, password, passwordConfirmation: password });
      expect(up.status).toBe(200);
      const signIn = await rest(app.url, 'POST', '/auth/sign-in', { email, password });
      const jwt: string = signIn.body.jwt;
      expect(jwt).toMatch(/^eyJ/);
      expect((await rest(app.url, 'POST', '/auth/forgot-password', { email })).status).toBe(200);
      await rest(app.url, 'GET', `/cat/listbridge/${jwt}/ebay/categories/0/details/2613`);
      await rest(app.url, 'GET', `/cat/listbridge/${jwt}/ebay/categories/0/recommendations?q=lamp`);
      const mail = await waitFor(
        async () => (await app.services.pool.query(`SELECT id, text, status FROM email_outbox WHERE "to" = $1 AND status = 'LOGGED'`, [email])).rows[0] ?? null,
        30_000,
        100,
      );
      const resetToken = decodeURIComponent(/token=([^&\s]+)/.exec(mail.text)![1]!);
      await waitFor(async () => log().includes(mail.id), 10_000, 50);

      expect(log()).toContain('/cat/listbridge/[token]/ebay/categories/0/details/2613');
      expect(log()).toMatch(new RegExp(`"emailId":"${mail.id}"[^\\n]*email kept in the outbox`));
      expect(log()).not.toContain('eyJ');
      expect(log()).not.toContain(resetToken);
      expect(log()).not.toContain(encodeURIComponent(resetToken));
      expect(log()).not.toContain('/reset-password');
    });

    it('sends the security headers on /, /graphql and /api/v1, and HSTS over https', async () => {
      // Stripe.js comes from where STRIPE_JS_URL says: here the Stripe sandbox's stand-in.
      const stripeJs = new URL(app.services.config.STRIPE_JS_URL).origin;
      expect(stripeJs).not.toBe('https://js.stripe.com');
      for (const p of ['/', '/graphql', '/api/v1/health', '/api/v1']) {
        const res = await fetch(`${app.url}${p}`, { headers: { accept: 'text/html' } });
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp, p).toContain("default-src 'self'");
        expect(csp, p).toContain(`script-src 'self' ${stripeJs};`);
        expect(csp, p).toContain(`frame-src 'self' ${stripeJs};`);
        expect(csp, p).toContain("frame-ancestors 'none'");
        expect(csp, p).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
        expect(res.headers.get('referrer-policy'), p).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('strict-transport-security'), p).toBeNull(); // plain http
      }
      // Behind a TLS-terminating proxy on this machine (trusted for X-Forwarded-Proto).
      const secure = await fetch(`${app.url}/api/v1/health`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    });
  });
});

describe('the Content-Security-Policy with real Stripe.js', () => {
  it("allows what Stripe's CSP guide lists: scripts and frames from js.stripe.com, 3-D Secure frames from hooks.stripe.com, calls to api.stripe.com", () => {
    const csp = contentSecurityPolicy({ STRIPE_API_URL: 'https://api.stripe.com', STRIPE_JS_URL: 'https://js.stripe.com/endive/stripe.js' });
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toMatch(/frame-src 'self' [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' [^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/api\.stripe\.com/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
