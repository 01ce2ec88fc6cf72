import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';

// Only the app's own origin (PUBLIC_URL) may read answers from a browser; partners call from servers.
describe('CORS', () => {
  const ours = 'https://app.listbridge.example';
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: `${ours}/` });
  });
  afterAll(() => app.close());

  const corsHeaders = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => name.startsWith('access-control-')));

  it('gives PUBLIC_URL’s origin Allow-Origin and Allow-Credentials on GraphQL and REST', async () => {
    for (const res of [
      await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { origin: ours, 'content-type': 'application/json' },
        body: '{"query":"{ viewer { id } }"}',
      }),
      await fetch(`${app.url}/api/v1/health`, { headers: { origin: ours } }),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(ours);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('vary')).toMatch(/Origin/);
    }
    const preflight = await fetch(`${app.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: ours, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ours);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });

  it('gives any other origin no CORS headers, on answers and preflights', async () => {
    for (const origin of ['https://evil.example', 'http://app.listbridge.example', `${ours}:8443`, 'null']) {
      const post = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: '{"query":"{ viewer { id } }"}',
      });
      expect(post.status).toBe(200); // the server still answers (servers need no CORS); browsers cannot read it
      expect(corsHeaders(post)).toEqual({});
      const rest = await fetch(`${app.url}/api/v1/health`, { headers: { origin } });
      expect(corsHeaders(rest)).toEqual({});
      const preflight = await fetch(`${app.url}/api/v1/auth/sign-in`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(corsHeaders(preflight)).toEqual({});
    }
  });

  it('adds nothing when a request carries no Origin (server-to-server calls)', async () => {
    const res = await fetch(`${app.url}/api/v1/health`);
    expect(res.status).toBe(200);
    expect(corsHeaders(res)).toEqual({});
  });
});
