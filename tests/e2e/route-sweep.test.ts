import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { rest } from '../helpers/rest.ts';
import { createSeller } from '../factories/users.ts';
import { insertItems } from '../factories/listings.ts';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

// Issue 20: every route of the app, on a phone and a desktop, for a signed-in seller. The list comes
// from the router itself (client/routes/router.tsx publishes its patterns), so pages added later are
// swept too. A route fails on horizontal overflow, a console error or page error, or the router's
// bare 'Unexpected Application Error!' page.
describe('every route at 390×844 and 1280×900', () => {
  let app: TestApp;
  let browser: Browser;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let itemId: string;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
    seller = await createSeller(app);
    itemId = (await insertItems(app.services, seller.user.id, 3, 'SWEEP'))[0]!;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** A concrete path for a pattern: the seller's id, a real item, a made-up coupon; '*' a missing page. */
  const concrete = (pattern: string) =>
    pattern
      .replace(':userId', seller.user.id)
      .replace(':listingId', itemId)
      .replace(':coupon', 'NOSUCHCOUPON')
      .replace(':step', 'amazon')
      .replace(/:[A-Za-z]+/g, 'x')
      .replace('*', 'no/such/page');

  for (const viewport of VIEWPORTS) {
    it(`opens every route at ${viewport.width}×${viewport.height} without overflow, errors or the bare error page`, async () => {
      // A fresh session for each viewport: /sign-out (swept last) revokes it.
      const signIn = await rest(app.url, 'POST', '/auth/sign-in', { email: seller.email, password: seller.password });
      const context = await browser.newContext({ viewport });
      await context.addInitScript((t) => {
        // Only the top window: the sandboxed description preview frame has no storage.
        if (window.top === window && !sessionStorage.getItem('sweep-init')) {
          localStorage.setItem('listbridge.token', t);
          sessionStorage.setItem('sweep-init', '1');
        }
      }, signIn.body.jwt as string);
      const page = await context.newPage();
      let errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error' || /HydrateFallback|does not have an element/.test(m.text())) errors.push(m.text());
      });

      await page.goto(`${app.url}/sign-in`);
      const patterns = await page.waitForFunction(() => (window as unknown as { __LISTBRIDGE_ROUTES__?: string[] }).__LISTBRIDGE_ROUTES__);
      const list = ((await patterns.jsonValue()) as string[]).sort((a, b) => Number(a === '/sign-out') - Number(b === '/sign-out'));
      expect(list).toContain('/account/:userId/amazon-inventory');
      expect(list.length).toBeGreaterThan(20);

      const failures: unknown[] = [];
      for (const pattern of list) {
        const path = concrete(pattern);
        errors = [];
        await page.goto(`${app.url}${path}`);
        // Settled: a heading is on screen and the network is quiet (loaders, lazy chunks, queries).
        await page.waitForLoadState('networkidle');
        await page
          .getByRole('heading')
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(() => undefined);
        await page.waitForTimeout(200);
        const state = await page.evaluate(() => ({
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          bareError: (document.body.textContent ?? '').includes('Unexpected Application Error!'),
          headings: document.querySelectorAll('h1, h2').length,
        }));
        if (state.overflow > 0 || state.bareError || state.headings === 0 || errors.length > 0) {
          failures.push({ pattern, landed: new URL(page.url()).pathname, ...state, errors });
        }
      }
      await context.close();
      expect(failures).toEqual([]);
      // Every route of the app, one after another: about a minute on a busy 2-core machine.
    }, 180_000);
  }
});
