// The image route's refusals, against a local https origin (no database): only signed links are
// fetched, only images are passed on, limits hold, and answers carry no internals.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTls } from '../../sandbox/amazon/tls.ts';
import { ImageCache } from './cache.ts';
import { imageAgent } from './fetch.ts';
import { imageRoute } from './route.ts';
import { createImageSigner, IMAGE_ROUTE } from './signer.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const signer = createImageSigner('a-server-secret-of-at-least-thirty-two-characters');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-image-route-'));
const tls = sandboxTls(path.join(dataDir, 'tls'));
let origin: Server;
let originBase: string;
let app: HttpServer;
let appBase: string;
const hits: Record<string, number> = {};

beforeAll(async () => {
  origin = createServer({ cert: tls.cert, key: tls.key }, (req, res) => {
    const p = req.url ?? '/';
    hits[p] = (hits[p] ?? 0) + 1;
    if (p === '/ok.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (p === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
    if (p === '/missing.png') return res.writeHead(404, { 'content-type': 'text/plain' }).end('no');
    if (p === '/big.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(5000));
    if (p === '/to-http.png') return res.writeHead(302, { location: 'http://127.0.0.1:9/x.png' }).end();
    if (p === '/slow.png') return; // never answers
    res.writeHead(500).end();
  });
  await new Promise<void>((r) => origin.listen(0, '127.0.0.1', r));
  originBase = `https://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  const web = express();
  const limits = { timeoutMs: 500, maxBytes: 1000, maxRedirects: 3 };
  web.use(IMAGE_ROUTE, imageRoute({ signer, cache: new ImageCache(dataDir), agent: imageAgent(tls.caPath), log: pino({ level: 'silent' }), limits }));
  // The same route without the extra CA: the origin's certificate is not trusted.
  web.use(
    '/untrusted',
    imageRoute({ signer, cache: new ImageCache(path.join(dataDir, 'u')), agent: imageAgent(undefined), log: pino({ level: 'silent' }), limits }),
  );
  app = web.listen(0, '127.0.0.1');
  await new Promise((r) => app.once('listening', r));
  appBase = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
});
afterAll(async () => {
  origin.closeAllConnections();
  origin.close();
  app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const show = (file: string) => fetch(appBase + signer.displayUrl(`${originBase}/${file}`));
const FAILED = 'The image could not be loaded from its source.';

describe('image route', () => {
  it('serves a signed image with cache headers that keep it from running as a page', async () => {
    const res = await show('ok.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    await show('ok.png');
    expect(hits['/ok.png']).toBe(1);
  });

  it('refuses an unsigned or forged link with 403 and fetches nothing', async () => {
    const encoded = Buffer.from(`${originBase}/ok.png?x`).toString('base64url');
    const [, , sig] = signer.displayUrl(`${originBase}/ok.png`).split('/');
    for (const p of [`${sig}/${encoded}`, `${'A'.repeat(43)}/${encoded}`, `short/${encoded}`]) {
      const res = await fetch(`${appBase}${IMAGE_ROUTE}/${p}`);
      expect(res.status).toBe(403);
      expect(await res.text()).toBe('This image link is not valid.');
    }
    expect(hits['/ok.png?x']).toBeUndefined();
    expect((await fetch(`${appBase}${IMAGE_ROUTE}/only-one-part`)).status).toBe(404);
  });

  it('answers 502 without details when the source is not an image, missing, too large, too slow or redirects to http', async () => {
    for (const file of ['page.html', 'missing.png', 'big.png', 'slow.png', 'to-http.png']) {
      const res = await show(file);
      expect({ file, status: res.status }).toEqual({ file, status: 502 });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toBe(FAILED);
    }
    // A failure is not cached: the next request asks the source again.
    await show('missing.png');
    expect(hits['/missing.png']).toBe(2);
  });

  it('refuses a certificate the product does not trust (no EXTRA_CA_CERTS)', async () => {
    const res = await fetch(appBase + signer.displayUrl(`${originBase}/ok.png`).replace(IMAGE_ROUTE, '/untrusted'));
    expect(res.status).toBe(502);
    expect(await res.text()).toBe(FAILED);
  });
});
