import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { checkHealth } from '../../../server/modules/system/system.service.ts';
import { freePort } from '../../helpers/ports.ts';

describe('HTTP surface', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('GET /api/v1/health answers ok for db and worker', async () => {
    const res = await fetch(`${app.url}/api/v1/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', db: 'ok', worker: 'ok' });
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers.get('server-timing')).toMatch(/^app;dur=\d+\.\d{2}$/);
  });

  it('reports the failing part when the database does not answer', async () => {
    const dead = new pg.Pool({ connectionString: `postgres://x:y@127.0.0.1:${await freePort()}/none`, connectionTimeoutMillis: 500 });
    dead.on('error', () => {});
    const health = await checkHealth({ pool: dead, worker: { status: () => 'ok' } });
    expect(health).toEqual({ status: 'down', db: 'down', worker: 'ok', workerHeartbeatAgeSeconds: null, oldestWaitingJobAgeSeconds: null });
    await dead.end();
  });

  it('answers unknown /api/v1 paths and malformed JSON with a JSON message', async () => {
    const missing = await fetch(`${app.url}/api/v1/no-such-thing`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('No such API path: GET /api/v1/no-such-thing');
    const bad = await fetch(`${app.url}/api/v1/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Malformed JSON body');
  });

  it('serves GraphQL at /graphql', async () => {
    const body = await app.graphql('{ serverInfo { name healthy environment } }');
    expect(body).toEqual({ data: { serverInfo: { name: 'ListBridge', healthy: true, environment: 'test' } } });
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ serverInfo { name } }"}',
    });
    expect(res.headers.get('server-timing')).toMatch(/^app;dur=/);
  });

  it('refuses a query over the breadth limit before running it', async () => {
    const wide = '{ ' + Array.from({ length: 250 }, (_, i) => `a${i}: serverInfo { name }`).join(' ') + ' }';
    const body = await app.graphql(wide);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/breadth/i);
  });

  it('serves the client with history fallback for app routes, not for assets', async () => {
    const page = await fetch(`${app.url}/some/app/route`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    const asset = await fetch(`${app.url}/assets/missing.js`, { headers: { accept: 'application/javascript' } });
    expect(asset.status).toBe(404);
  });
});

describe('production mode', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Production without credentials runs on sandboxes only when told so (issue 29).
    app = await startTestApp({ NODE_ENV: 'production', SANDBOXES: 'on' });
  });
  afterAll(() => app.close());

  it('disables introspection and GraphiQL', async () => {
    const body = await app.graphql('{ __schema { queryType { name } } }');
    expect(body.errors?.[0]?.message).toBe('Introspection is disabled');
    const ide = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await ide.text()).not.toMatch(/graphiql/i);
  });
});
