// The Amazon sandbox serves its images over https on its own port, with a certificate that only a
// client trusting the sandbox CA accepts, kept under DATA_DIR so stored links stay valid.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAmazonSandbox } from '../../../sandbox/amazon/index.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-amazon-tls-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function httpsGet(url: string, ca?: string): Promise<{ status: number; type: string }> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a restarted sandbox listens on its old port, where a kept-alive socket is dead.
    get(url, { agent: false, ...(ca ? { ca } : {}) }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']) }));
    }).on('error', reject);
  });
}

describe('Amazon sandbox images over https', () => {
  it('serves images over https and the API over http on one port, trusted only with its CA', async () => {
    const sandbox = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9', dataDir });
    try {
      const base = sandbox.links!.images!;
      expect(new URL(base).port).toBe(new URL(sandbox.url).port);
      const ca = readFileSync(sandbox.env.EXTRA_CA_CERTS!, 'utf8');
      expect(await httpsGet(`${base}/images/I/A1b2C3d4E5f._SL500_.jpg`, ca)).toEqual({ status: 200, type: 'image/svg+xml' });
      expect(await httpsGet(`${base.replace('127.0.0.1', 'localhost')}/images/I/A1b2C3d4E5f.jpg`, ca)).toMatchObject({ status: 200 });
      await expect(httpsGet(`${base}/images/I/A1b2C3d4E5f.jpg`)).rejects.toThrow(/certificate/);
      expect((await fetch(`${sandbox.url}/__sandbox/images`)).status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });

  it('keeps its CA and certificate under DATA_DIR across restarts', async () => {
    const first = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9', dataDir });
    const caPath = first.env.EXTRA_CA_CERTS!;
    const ca = readFileSync(caPath, 'utf8');
    await first.close();
    expect(caPath).toBe(path.join(dataDir, 'amazon-tls', 'ca.pem'));
    const second = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9', dataDir });
    try {
      expect(second.env.EXTRA_CA_CERTS).toBe(caPath);
      expect(readFileSync(caPath, 'utf8')).toBe(ca);
      expect(await httpsGet(`${second.links!.images}/images/I/A1b2C3d4E5f.jpg`, ca)).toMatchObject({ status: 200 });
    } finally {
      await second.close();
    }
  });
});
