// The Stripe sandbox across a restart on the same data directory: a webhook delivery still being
// retried when it stopped is retried again right after it starts (Stripe keeps retrying for days),
// with the same event, and succeeds once the product answers.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STRIPE_SANDBOX_KEYS, startStripeSandbox } from './index.ts';

describe('the Stripe sandbox restarted', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lb-stripe-persist-'));
  let product: Server | null = null;
  afterAll(async () => {
    await new Promise((r) => product?.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  it('retries a pending webhook delivery with the same event after the start', async () => {
    let answer = 500;
    const received: { id: string; status: number }[] = [];
    product = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ id: (JSON.parse(body) as { id: string }).id, status: answer });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((r) => product!.listen(0, '127.0.0.1', r));
    const productUrl = `http://127.0.0.1:${(product.address() as AddressInfo).port}`;

    const first = await startStripeSandbox({ host: '127.0.0.1', port: 0, productUrl, dataDir: dir });
    const created = await fetch(`${first.url}/v1/customers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STRIPE_SANDBOX_KEYS.secret}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=restart%40example.com',
    });
    expect(created.status).toBe(200);
    for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(received.map((r) => r.status)).toEqual([500]);
    await first.close(); // before the 1 s retry

    answer = 200;
    const second = await startStripeSandbox({ host: '127.0.0.1', port: 0, productUrl, dataDir: dir });
    try {
      for (let i = 0; i < 100 && received.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
      expect(received.map((r) => r.status)).toEqual([500, 200]);
      expect(received[1]!.id).toBe(received[0]!.id);
      const log = (await (await fetch(`${second.url}/__sandbox/deliveries?event=${received[0]!.id}`)).json()) as {
        data: { status: string; attempts: number }[];
      };
      expect(log.data).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2 })]);
    } finally {
      await second.close();
    }
  });
});
