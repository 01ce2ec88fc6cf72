import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAW_STATUS_CODE } from '../../shared/status-words.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { rest } from '../helpers/rest.ts';
import { ONBUY_KEYS, prepareSandboxes } from '../helpers/seller-path.ts';
import { type SellerWithSales, sellerWithSales } from '../helpers/seller-with-sales.ts';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** Money as a screen shows it: a currency symbol before a figure. */
const MONEY = /(CA\$|US\$|[$£€])\s?\d/g;
const SYMBOL: Record<string, string> = { US: '$', UK: '£' };
/**
 * A channel's own money is in the channel account's currency, whoever the seller is: OnBuy is a UK
 * marketplace (pounds), and the Shopify sandbox's shops sell in pounds (sandbox/shopify/seed.ts).
 */
const CHANNEL_SYMBOL: [RegExp, string][] = [
  [/\/(listings|sales)\/onbuy\/?$/, '£'],
  [/\/(listings|sales)\/shopify\/?$/, '£'],
];
/** Pages whose text is API documentation: enum names such as LISTED are the API's words there. */
const API_DOCS = new Set(['/developers']);

// Issue 20 and 30: every route of the app, on a phone and a desktop, for a US and a UK seller with
// listings and sales on eBay, Shopify and OnBuy, built through the seller's path (no rows written by
// the test). The list comes from the router itself (client/routes/router.tsx publishes its patterns),
// so pages added later are swept too. A route fails on horizontal overflow, a console or page error,
// the router's bare 'Unexpected Application Error!' page, a raw status code in the text (FAILED_TO_LIST,
// AUTHORIZED …), or money in another currency than the seller's. One app and one browser serve both
// sellers; each seller's two viewports run side by side.
describe('every route at 390×844 and 1280×900, for a US and a UK seller with listings and sales on three channels', () => {
  let app: TestApp;
  let browser: Browser;
  const sellers = new Map<string, Promise<SellerWithSales>>();

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto', ONBUY_QUEUE_POLL_FIRST_MS: '1000' }), launchBrowser()]);
    await prepareSandboxes(app, { sizes: { A1LBSANDBOXUS7Q: 24, A2LBSANDBOXUK4M: 24 }, onbuyQueueSeconds: 1 });
    sellers.set('US', sellerWithSales(app, 'US', ONBUY_KEYS[1]));
    sellers.set('UK', sellerWithSales(app, 'UK', ONBUY_KEYS[0]));
    for (const p of sellers.values()) p.catch(() => {}); // reported by the seller's tests
  }, 240_000);
  afterAll(async () => {
    await Promise.allSettled(sellers.values());
    await browser?.close();
    await app?.close();
  });

  /** A route parameter that names one of several pages (sales/:channel): each of them is swept. */
  const EACH: Record<string, string[]> = { ':channel': ['ebay', 'shopify', 'onbuy'] };
  const expand = (patterns: string[]) =>
    patterns.flatMap((p) => {
      const param = Object.keys(EACH).find((k) => p.includes(k));
      return param ? EACH[param]!.map((v) => p.replace(param, v)) : [p];
    });

  /** A concrete path for a pattern: the seller's id, a real item, a made-up coupon; '*' a missing page. */
  const concrete = (pattern: string, s: SellerWithSales) =>
    pattern
      .replace(':userId', s.userId)
      .replace(':listingId', s.itemId)
      .replace(':coupon', 'NOSUCHCOUPON')
      .replace(':step', 'amazon')
      .replace(/:[A-Za-z]+/g, 'x')
      .replace('*', 'no/such/page');

  /**
   * Waits until the page has no request in flight for 150 ms (loaders, lazy chunks, queries), at most
   * 2 s: pages that follow work in progress poll on their own (sales on their way, a sync running).
   */
  function quietWatcher(page: Page) {
    let inFlight = 0;
    let last = Date.now();
    const bump = (d: number) => () => {
      inFlight = Math.max(0, inFlight + d);
      last = Date.now();
    };
    // Images load on their own time and change no layout (their frames have fixed sizes): not waited for.
    const counts = (r: { resourceType(): string }) => r.resourceType() !== 'image';
    page.on('request', (r) => counts(r) && bump(1)());
    page.on('requestfinished', (r) => counts(r) && bump(-1)());
    page.on('requestfailed', (r) => counts(r) && bump(-1)());
    return async () => {
      const deadline = Date.now() + 2_000;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - last < 150)) await page.waitForTimeout(50);
    };
  }

  async function sweep(s: SellerWithSales, viewport: { width: number; height: number }, site: string, accountOnly: boolean) {
    // A fresh session for each viewport: /sign-out (swept last) revokes it.
    const signIn = await rest(app.url, 'POST', '/auth/sign-in', { email: s.email, password: s.password });
    // The Amazon sandbox serves product images over https with its own CA (README, channel images),
    // which a seller's browser never meets (Amazon's CDN has a public certificate).
    const context = await browser.newContext({ viewport, ignoreHTTPSErrors: true });
    await context.addInitScript((t) => {
      // Only the top window: the sandboxed description preview frame has no storage.
      if (window.top === window && !sessionStorage.getItem('sweep-init')) {
        localStorage.setItem('listbridge.token', t);
        sessionStorage.setItem('sweep-init', '1');
      }
    }, signIn.body.jwt as string);
    const page = await context.newPage();
    const quiet = quietWatcher(page);
    let errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' || /HydrateFallback|does not have an element/.test(m.text())) errors.push(m.text());
    });

    await page.goto(`${app.url}/sign-in`);
    const patterns = await page.waitForFunction(() => (window as unknown as { __LISTBRIDGE_ROUTES__?: string[] }).__LISTBRIDGE_ROUTES__);
    // The second seller sweeps the seller's own pages (/account/:userId/…), where their data, words and
    // currency show; public, legacy and admin routes do not depend on the seller and are swept once.
    const list = expand((await patterns.jsonValue()) as string[])
      .filter((p) => !accountOnly || p.startsWith('/account/:userId'))
      .sort((a, b) => Number(a === '/sign-out') - Number(b === '/sign-out'));
    expect(list).toContain('/account/:userId/amazon-inventory');
    expect(list.length).toBeGreaterThan(15);

    const failures: unknown[] = [];
    for (const pattern of list) {
      const path = concrete(pattern, s);
      errors = [];
      const t = Date.now();
      await page.goto(`${app.url}${path}`, { waitUntil: 'domcontentloaded' });
      await page
        .getByRole('heading')
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(() => undefined);
      await quiet();
      const state = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        bareError: (document.body.textContent ?? '').includes('Unexpected Application Error!'),
        headings: document.querySelectorAll('h1, h2').length,
        // biome-ignore lint/performance/useDomNodeTextContent: what the seller sees, not text hidden on this viewport
        text: document.body.innerText,
      }));
      const landed = new URL(page.url()).pathname;
      if (process.env.SWEEP_TIMES) console.log(`${site} ${viewport.width} ${pattern}: ${Date.now() - t} ms`);
      const raw = API_DOCS.has(landed) ? null : (state.text.match(RAW_STATUS_CODE)?.[0] ?? null);
      // ListBridge's own prices (plans, credits, the referral) are in the seller's currency too (README,
      // "Plans per currency"): only the seller's symbol, and a channel's own on that channel's pages.
      const allowed = new Set([SYMBOL[site], ...CHANNEL_SYMBOL.filter(([re]) => re.test(landed)).map(([, sym]) => sym)]);
      const money = [...state.text.matchAll(MONEY)].map((m) => m[1]!).filter((sym) => !allowed.has(sym));
      if (state.overflow > 0 || state.bareError || state.headings === 0 || errors.length > 0 || raw || money.length > 0) {
        failures.push({ pattern, landed, overflow: state.overflow, bareError: state.bareError, headings: state.headings, errors, raw, otherCurrency: money });
      }
    }
    await context.close();
    return failures;
  }

  for (const site of ['US', 'UK']) {
    // The two sellers' sweeps run side by side too (four pages in one browser).
    it.concurrent(`${site} seller: every route at 390×844 and 1280×900 without overflow, errors, raw status codes or another currency`, async () => {
      const s = await sellers.get(site)!;
      const t0 = Date.now();
      const [phone, desktop] = await Promise.all(VIEWPORTS.map((v) => sweep(s, v, site, site !== 'US')));
      console.log(`route sweep, ${site} seller: ${((Date.now() - t0) / 1000).toFixed(1)} s for both viewports`);
      expect({ phone, desktop }).toEqual({ phone: [], desktop: [] });
    }, 900_000);
  }
});
