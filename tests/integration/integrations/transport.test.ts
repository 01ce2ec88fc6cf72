import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backoffMs, createTransport, retryAfterMs, ThrottledError, TransportError } from '../../../server/integrations/transport.ts';
import { AiApiError, createAiClient } from '../../../server/integrations/ai/index.ts';

// The one HTTP transport of the marketplace clients (server/integrations/transport.ts), against a
// tiny HTTP server on a real socket: each path behaves as its name says, counting its requests.
describe('integration transport', () => {
  let server: http.Server;
  let base: string;
  const hits = new Map<string, number>();
  const scripts: Record<string, (n: number, req: http.IncomingMessage, res: http.ServerResponse) => void> = {
    '/silent': () => undefined, // never answers
    '/ok': (_n, _req, res) => res.end('fine'),
    '/retry-after-1': (n, _req, res) => (n === 1 ? res.writeHead(429, { 'retry-after': '1' }).end('slow down') : res.end('fine')),
    '/retry-after-120': (_n, _req, res) => res.writeHead(429, { 'retry-after': '120' }).end('{"error":{"message":"come back later"}}'),
    '/429-then-ok': (n, _req, res) => (n === 1 ? res.writeHead(429).end() : res.end('fine')),
    '/503-twice': (n, _req, res) => (n <= 2 ? res.writeHead(503).end('busy') : res.end('fine')),
    '/500': (_n, _req, res) => res.writeHead(500).end('broken'),
    '/moved': (_n, _req, res) => res.writeHead(307, { location: '/ok' }).end(),
    '/reset-mid-body': (n, _req, res) => {
      if (n > 1) return void res.end('whole body');
      res.writeHead(200, { 'content-length': '1000' });
      res.write('the first half of a body…');
      setTimeout(() => res.socket?.destroy(), 20);
    },
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      // The first segment picks the script (the AI client appends /chat/completions).
      const path = `/${(req.url ?? '').split(/[/?]/)[1]}`;
      const n = (hits.get(path) ?? 0) + 1;
      hits.set(path, n);
      req.resume();
      req.on('end', () => (scripts[path] ?? ((_n, _q, r: http.ServerResponse) => r.writeHead(404).end()))(n, req, res));
    });
    server.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  beforeEach(() => hits.clear());

  const transport = (over = {}) => createTransport('test', { timeoutMs: 300, baseDelayMs: 10, maxDelayMs: 50, maxRetries: 3, maxRetryAfterMs: 2000, ...over });
  const get = (path: string, over = {}) => transport(over).send({ method: 'GET', url: base + path, operation: path });
  const post = (path: string, over = {}, idempotent?: boolean) =>
    transport(over).send({ method: 'POST', url: base + path, body: '{}', operation: path, ...(idempotent !== undefined ? { idempotent } : {}) });

  it('gives up on a silent server after the timeout, with a TransportError that says so', async () => {
    const started = Date.now();
    const err = await get('/silent', { maxRetries: 1 }).catch((e) => e);
    expect(err).toBeInstanceOf(TransportError);
    expect(err).toMatchObject({ kind: 'timeout', operation: '/silent' });
    expect(err.message).toBe('test did not answer /silent in time');
    // Two attempts of 300 ms and a short back-off; nothing near undici's 300 s.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(hits.get('/silent')).toBe(2);
  });

  it('waits a Retry-After under the cap, then answers', async () => {
    const started = Date.now();
    const res = await get('/retry-after-1');
    expect(res).toMatchObject({ status: 200, text: 'fine' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(hits.get('/retry-after-1')).toBe(2);
  });

  it('fails at once with "throttled, retry after N s" when Retry-After is over the cap', async () => {
    const started = Date.now();
    const err = await get('/retry-after-120').catch((e) => e);
    expect(err).toBeInstanceOf(ThrottledError);
    expect(err).toMatchObject({ retryAfterMs: 120_000, message: 'test throttled /retry-after-120, retry after 120 s' });
    expect(err.response.status).toBe(429);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(hits.get('/retry-after-120')).toBe(1);
  });

  it('retries a 5xx of an idempotent request with back-off until it succeeds', async () => {
    expect(await get('/503-twice')).toMatchObject({ status: 200, text: 'fine' });
    expect(hits.get('/503-twice')).toBe(3);
  });

  it('answers the last 5xx once the retries are spent', async () => {
    expect(await get('/500', { maxRetries: 2 })).toMatchObject({ status: 500, ok: false, text: 'broken' });
    expect(hits.get('/500')).toBe(3);
  });

  it('retries a GET whose connection was reset mid-body', async () => {
    expect(await get('/reset-mid-body')).toMatchObject({ status: 200, text: 'whole body' });
    expect(hits.get('/reset-mid-body')).toBe(2);
  });

  it('never repeats a POST that may have been applied: not on a 5xx, not on a reset', async () => {
    expect(await post('/500')).toMatchObject({ status: 500 });
    expect(hits.get('/500')).toBe(1);
    const err = await post('/reset-mid-body').catch((e) => e);
    expect(err).toBeInstanceOf(TransportError);
    expect(err.kind).toBe('network');
    expect(hits.get('/reset-mid-body')).toBe(1);
  });

  it('never follows a redirect (with the credentials) elsewhere: the call fails as a network error', async () => {
    const err = await post('/moved').catch((e) => e);
    expect(err).toBeInstanceOf(TransportError);
    expect(err.kind).toBe('network');
    expect([hits.get('/moved'), hits.get('/ok')]).toEqual([1, undefined]);
  });

  it('retries a POST the caller marks idempotent, and any 429 (refused before it was applied)', async () => {
    expect(await post('/503-twice', {}, true)).toMatchObject({ status: 200 });
    expect(hits.get('/503-twice')).toBe(3);
    expect(await post('/429-then-ok')).toMatchObject({ status: 200 });
    expect(hits.get('/429-then-ok')).toBe(2);
  });

  it('backs off exponentially with jitter, capped; reads Retry-After as seconds or a date', () => {
    expect(backoffMs(0, 100, 1000, () => 0)).toBe(50);
    expect(backoffMs(0, 100, 1000, () => 1)).toBe(100);
    expect(backoffMs(3, 100, 1000, () => 1)).toBe(800);
    expect(backoffMs(10, 100, 1000, () => 1)).toBe(1000);
    expect(backoffMs(10, 100, 1000, () => 0)).toBe(500);
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(Date.parse('2030-01-01T00:00:10Z')).toUTCString(), Date.parse('2030-01-01T00:00:00Z'))).toBe(10_000);
    expect(retryAfterMs('soon')).toBeNull();
  });

  it('is what the clients use: the AI client times out, and a long Retry-After is a prompt error', async () => {
    const ai = (path: string) => createAiClient({ apiUrl: base + path, apiKey: 'k', model: 'm' }, { timeoutMs: 300, maxRetries: 0 });
    const timedOut = await ai('/silent')
      .chat({ messages: [{ role: 'user', content: 'hi' }] })
      .catch((e) => e);
    expect(timedOut).toBeInstanceOf(AiApiError);
    expect(timedOut).toMatchObject({ status: 0, type: 'timeout' });
    const throttled = await ai('/retry-after-120')
      .chat({ messages: [{ role: 'user', content: 'hi' }] })
      .catch((e) => e);
    expect(throttled).toMatchObject({ status: 429, message: 'come back later', retryAfterMs: 120_000 });
  });
});
