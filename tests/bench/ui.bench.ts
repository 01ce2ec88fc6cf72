// Inventory screen benchmark (not a test; issue 20 "pending feedback"): a seller with 5,000 items
// sorts and pages the inventory in Chromium. Prints the time from the click to the new rows painted
// (the client's `lb:inventory:rows` performance measure) next to the server's own time for the
// query (its Server-Timing header). Target: ≤ 300 ms with the server under 150 ms.
// Run: npx tsx tests/bench/ui.bench.ts   (BENCH_UI_ITEMS=…, BENCH_UI_ROUNDS=…)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { createLogger } from '../../server/logger.ts';
import { createUser } from '../../server/modules/accounts/accounts.service.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { freePort } from '../helpers/ports.ts';
import { rest } from '../helpers/rest.ts';
import type { TestApp } from '../helpers/app.ts';
import { startAmazonSandbox } from '../../sandbox/amazon/index.ts';
import { connectAmazon, PRODUCT_URL } from '../integration/inventory/amazon-seller.ts';

const ITEMS = Number(process.env.BENCH_UI_ITEMS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_UI_ROUNDS ?? 5);
const log = createLogger('warn');
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-bench-ui-'));
  const pgDir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-bench-ui-pg-'));
  const db = await startEmbeddedPostgres({ dataDir: pgDir, port: await freePort(), log, database: 'postgres' });
  // The Amazon sandbox only connects the seller (the inventory screen needs an Amazon account); the items are inserted.
  const amazon = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: PRODUCT_URL, seed: 1 });
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: db.url,
    LOG_LEVEL: 'warn',
    WORKER: 'off',
    SANDBOXES: 'off',
    ...amazon.env,
  });
  const running = await startApp(config, log);
  const app = running.services;
  const browser = await launchBrowser();
  try {
    const email = 'bench-ui@example.com';
    const seller = await createUser(app, { email, password: 'Sunflower42x', isAdmin: false, tosAccepted: true, onboardingFinished: true });
    await connectAmazon({ services: app } as TestApp, amazon, seller.id);
    await app.pool.query(
      `INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, fba_quantity, price_cents)
       SELECT $1, 'UI-' || n, 'B0' || lpad(n::text, 8, '0'), 'Bench item ' || md5(n::text), 'New', 'FBA', n % 17, 500 + (n * 7919) % 20000
         FROM generate_series(1, $2::int) AS n`,
      [seller.id, ITEMS],
    );
    await app.pool.query('ANALYZE inventory_items');
    const url = running.url;
    const token = (await rest(url, 'POST', '/auth/sign-in', { email, password: 'Sunflower42x' })).body.jwt as string;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem('listbridge.token', t), token);
    const page = await context.newPage();
    const serverMs: number[] = [];
    page.on('response', (res) => {
      if (!res.url().endsWith('/graphql') || !res.request().postData()?.includes('InventoryPageQuery')) return;
      const m = /app;dur=([\d.]+)/.exec(res.headers()['server-timing'] ?? '');
      if (m) serverMs.push(Number(m[1]));
    });
    await page.goto(`${url}/account/${seller.id}/amazon-inventory/`);
    await page
      .getByText(`of ${ITEMS.toLocaleString('en-US')} items`)
      .first()
      .waitFor({ timeout: 30_000 });
    serverMs.length = 0;

    const rowsPainted = () => page.evaluate(() => performance.getEntriesByName('lb:inventory:rows').length);
    const clicks: number[] = [];
    const steps = ['Sort by Price', 'page 2', 'Sort by Product', 'page 3'];
    for (let round = 0; round < ROUNDS; round++) {
      for (const step of steps) {
        const before = await rowsPainted();
        await page.getByRole('button', { name: step, exact: true }).click();
        const deadline = Date.now() + 10_000;
        while ((await rowsPainted()) <= before) {
          if (Date.now() > deadline) throw new Error(`no rows painted after '${step}'`);
          await new Promise((r) => setTimeout(r, 10));
        }
        clicks.push(await page.evaluate(() => performance.getEntriesByName('lb:inventory:rows').at(-1)!.duration));
      }
    }
    console.log(`\nInventory screen (${ITEMS.toLocaleString('en-US')} items, ${clicks.length} sort/page clicks in Chromium):`);
    console.log(
      `  click → rows painted: p50 ${pct(clicks, 50).toFixed(0)} ms, p95 ${pct(clicks, 95).toFixed(0)} ms, max ${Math.max(...clicks).toFixed(0)} ms (target ≤ 300 ms)`,
    );
    if (serverMs.length)
      console.log(`  server time of the query: p50 ${pct(serverMs, 50).toFixed(0)} ms, p95 ${pct(serverMs, 95).toFixed(0)} ms (target < 150 ms)`);
    console.log(`  ratio click→rows / server p50: ${(pct(clicks, 50) / Math.max(1, pct(serverMs, 50))).toFixed(1)}×`);
  } finally {
    await browser.close();
    await running.stop();
    await amazon.close();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(pgDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
