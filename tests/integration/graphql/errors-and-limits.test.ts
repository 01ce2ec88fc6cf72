// What a partner (or an attacker) gets back from /graphql (issues 29 and 30): documents too large
// or too deep are refused while they are parsed and validated (400, a clear message, no stack);
// an argument outside its rules is a validation error naming the allowed values; missing or bad
// credentials are a stable UNAUTHENTICATED; no internals in any error body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';

describe('GraphQL errors and limits', () => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  beforeAll(async () => {
    app = await startTestApp({ WORKER: 'off' });
    seller = await createSeller(app);
  });
  afterAll(() => app?.close());

  const post = async (query: string, token?: string, variables?: object) => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) };
  };
  // Nothing of our server's insides: no stack frames, file paths or library error names.
  const noInternals = (text: string) => {
    expect(text).not.toMatch(/\bat .+:\d+:\d+|\/work\/|node_modules|ZodError|stacktrace|"stack"/);
  };

  it('refuses 10,000 nested braces with 400 and a clear message', async () => {
    const query = `{ viewer ${'{ id '.repeat(10_000)}${'}'.repeat(10_000)} }`;
    const r = await post(query);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toBe('Syntax Error: Nesting depth limit of 64 exceeded.');
    noInternals(r.text);
  });

  it('refuses 5,000 nested fragments with 400 and a clear message', async () => {
    const fragments = Array.from({ length: 5000 }, (_, i) => `fragment F${i} on User { id ${i < 4999 ? `...F${i + 1}` : ''} }`).join('\n');
    const r = await post(`query { viewer { ...F0 } }\n${fragments}`);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toBe('Syntax Error: Token limit of 5000 exceeded.');
    noInternals(r.text);
  });

  it('refuses a small document nested deeper than the limit before it runs', async () => {
    // A valid document of a hundred tokens: an item's listing's item's listing… 20 levels down.
    const d = await post(`{ node(id: "x") { ... on InventoryItem { ${'ebayListing { item { '.repeat(10)}id${' } }'.repeat(10)} } } }`, seller.token);
    expect(d.status).toBe(400);
    expect(d.body.errors.map((e: { message: string }) => e.message)).toContainEqual('Syntax Error: Query depth limit of 15 exceeded, found 22.');
    expect(d.body.data ?? null).toBeNull();
    noInternals(d.text);
  });

  it('answers pageSize 2 with a validation error naming the allowed sizes', async () => {
    const r = await post(`{ inventory(userId: "-", pageSize: 2) { totalCount } }`, seller.token);
    expect(r.body.errors[0].message).toMatch(/pageSize.*25, 50, 100 or 250/);
    expect(r.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    noInternals(r.text);
  });

  it('answers a request without a token with UNAUTHENTICATED', async () => {
    const r = await post(`{ inventory(userId: "-") { totalCount } }`);
    expect(r.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(r.body.data ?? null).toBeNull();
  });

  it('refuses a bad token as UNAUTHENTICATED (HTTP 401) before looking at the query, invalid or not', async () => {
    for (const token of ['lb_pat_0000000000000000000000000000000000000000', 'not-a-token']) {
      for (const query of ['{ inventory(userId: "-") { totalCount } }', '{ inventory(userId: "-") { noSuchField } }', '{ {{ ']) {
        const r = await post(query, token);
        expect(r.status, `${token} ${query}`).toBe(401);
        expect(r.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
      }
    }
  });
});
