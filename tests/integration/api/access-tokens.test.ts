// The partner API's access tokens (issue 18) over real HTTP: created by the seller's session with
// scopes, secret shown once and stored hashed; a token reads within its scopes only, for its own
// seller only, never account/billing/token fields; revoked, expired or unknown is 401; its query
// cost is rate-limited with RateLimit-* headers and 429 + Retry-After; persisted queries by hash.
import { createHash } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItems } from '../../factories/listings.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';

const CREATE = `mutation Create($input: CreateAccessTokenInput!) {
  createAccessToken(input: $input) {
    __typename
    ... on AccessTokenCreated { token accessToken { id name scopes tokenHint active } }
    ... on AccessTokenInputError { message }
  }
}`;
const INVENTORY = `query { inventory(userId: "-", pageSize: 25) { totalCount edges { node { id sellerSku } } } }`;
const COST_PER_MINUTE = 400;

describe('partner access tokens', () => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let other: Awaited<ReturnType<typeof createSeller>>;
  let otherItem: string;

  beforeAll(async () => {
    app = await startTestApp({ WORKER: 'off', API_TOKEN_COST_PER_MINUTE: String(COST_PER_MINUTE) });
    [seller, other] = await Promise.all([createSeller(app), createSeller(app)]);
    await insertItems(app.services, seller.user.id, 3, 'MINE');
    otherItem = (await insertItems(app.services, other.user.id, 1, 'THEIRS'))[0]!;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A raw POST to /graphql: status, headers and body. */
  async function post(body: object, token?: string) {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as { data?: any; errors?: { message: string; extensions?: any }[] } };
  }
  async function newToken(scopes: string[], who = seller, expiresAt?: string) {
    const r = await app.graphql(CREATE, { input: { name: `t-${scopes.join('-')}`, scopes, expiresAt } }, who.token);
    expect(r.data.createAccessToken.__typename).toBe('AccessTokenCreated');
    return r.data.createAccessToken as { token: string; accessToken: { id: string; name: string; scopes: string[]; tokenHint: string; active: boolean } };
  }

  it('creates a token whose secret is shown once and stored only as a hash', async () => {
    const created = await newToken(['INVENTORY_READ']);
    expect(created.token).toMatch(/^lb_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.accessToken).toMatchObject({ scopes: ['INVENTORY_READ'], active: true, tokenHint: `lb_pat_…${created.token.slice(-4)}` });
    const { rows } = await app.services.pool.query('SELECT token_hash FROM access_tokens WHERE id = $1', [created.accessToken.id]);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    const dump = JSON.stringify((await app.services.pool.query('SELECT * FROM access_tokens')).rows);
    expect(dump).not.toContain(created.token);

    const list = await app.graphql(`{ accessTokens { id name scopes lastUsedAt } }`, {}, seller.token);
    expect(list.data.accessTokens.map((t: { id: string }) => t.id)).toContain(created.accessToken.id);
    const bad = await app.graphql(CREATE, { input: { name: ' ', scopes: ['INVENTORY_READ'] } }, seller.token);
    expect(bad.data.createAccessToken).toEqual({ __typename: 'AccessTokenInputError', message: 'Give the token a name of at most 100 characters.' });
  });

  it('reads the inventory with INVENTORY_READ and cannot list on eBay, nor reach account fields', async () => {
    const { token, accessToken } = await newToken(['INVENTORY_READ']);
    const read = await post({ query: INVENTORY }, token);
    expect(read.status).toBe(200);
    expect(read.body.data.inventory.totalCount).toBe(3);
    expect(read.body.data.inventory.edges.map((e: any) => e.node.sellerSku).sort()).toEqual(['MINE-0', 'MINE-1', 'MINE-2']);
    const { rows } = await app.services.pool.query('SELECT last_used_at FROM access_tokens WHERE id = $1', [accessToken.id]);
    expect(rows[0].last_used_at).not.toBeNull();

    const ids = read.body.data.inventory.edges.map((e: any) => e.node.id);
    const list = await post(
      { query: `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename } }`, variables: { ids } },
      token,
    );
    expect(list.status).toBe(403);
    expect(list.body.errors![0]).toMatchObject({ message: 'Mutation.listOnEbay needs the LISTINGS_WRITE scope', extensions: { code: 'INSUFFICIENT_SCOPE' } });
    expect((await app.services.pool.query('SELECT count(*)::int AS n FROM listings WHERE user_id = $1', [seller.user.id])).rows[0].n).toBe(0);

    for (const query of [
      `{ viewer { twoFactorEnabled } }`,
      `{ viewer { aiCreditBalance } }`,
      `{ accessTokens { id } }`,
      `{ user(userId: "-") { email } }`,
      `mutation { revokeAccessToken(id: "${accessToken.id}") { __typename } }`,
      `mutation { changePassword(userId: "-", currentPassword: "x", newPassword: "y", newPasswordConfirmation: "y") { __typename } }`,
      `mutation { createAccessToken(input: { name: "more", scopes: [LISTINGS_WRITE] }) { __typename } }`,
    ]) {
      const r = await post({ query }, token);
      expect(r.status, query).toBe(403);
      expect(r.body.data ?? null, query).toBeNull();
      expect(r.body.errors![0]!.message, query).toMatch(/is not available to access tokens|needs the/);
    }
    // Who the token acts for is open.
    const me = await post({ query: `{ viewer { userId email } }` }, token);
    expect(me.body.data.viewer).toEqual({ userId: seller.user.id, email: seller.email });
    // The token is still good after the refusals (nothing was revoked).
    expect((await app.services.pool.query('SELECT revoked_at FROM access_tokens WHERE id = $1', [accessToken.id])).rows[0].revoked_at).toBeNull();
  });

  it("never sees another seller's data through a userId or node(id)", async () => {
    const { token } = await newToken(['INVENTORY_READ', 'LISTINGS_READ']);
    const theirs = await post({ query: `{ inventory(userId: "${other.user.id}") { totalCount } }` }, token);
    expect(theirs.body.data?.inventory ?? null).toBeNull();
    expect(theirs.body.errors?.length).toBeGreaterThan(0);
    const node = await post(
      { query: `query($id: ID!) { node(id: $id) { id ... on InventoryItem { sellerSku } } }`, variables: { id: encodeGlobalID('InventoryItem', otherItem) } },
      token,
    );
    expect(node.body.data?.node ?? null).toBeNull();
    expect(JSON.stringify(node.body)).not.toContain('THEIRS');
  });

  it('answers 401 to an unknown, revoked or expired token', async () => {
    expect((await post({ query: INVENTORY }, 'lb_pat_unknown')).status).toBe(401);
    const { token, accessToken } = await newToken(['INVENTORY_READ']);
    expect((await post({ query: INVENTORY }, token)).status).toBe(200);
    const revoked = await app.graphql(
      `mutation($id: ID!) { revokeAccessToken(id: $id) { __typename ... on AccessToken { active revokedAt } } }`,
      { id: accessToken.id },
      seller.token,
    );
    expect(revoked.data.revokeAccessToken).toMatchObject({ __typename: 'AccessToken', active: false });
    const after = await post({ query: INVENTORY }, token);
    expect(after.status).toBe(401);
    expect(after.body.errors![0]!.extensions.code).toBe('UNAUTHENTICATED');

    // Another seller cannot revoke this seller's token.
    const mine = await newToken(['INVENTORY_READ']);
    const theirs = await app.graphql(`mutation($id: ID!) { revokeAccessToken(id: $id) { __typename } }`, { id: mine.accessToken.id }, other.token);
    expect(theirs.data.revokeAccessToken.__typename).toBe('AccessTokenNotFoundError');
    expect((await post({ query: INVENTORY }, mine.token)).status).toBe(200);

    const soon = await newToken(['INVENTORY_READ'], seller, new Date(Date.now() + 60_000).toISOString());
    await app.services.pool.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [soon.accessToken.id]);
    expect((await post({ query: INVENTORY }, soon.token)).status).toBe(401);
  });

  it('limits a token by query cost with RateLimit headers, then 429 with Retry-After', async () => {
    const { token } = await newToken(['INVENTORY_READ']);
    const first = await post({ query: INVENTORY }, token);
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe(String(COST_PER_MINUTE));
    const cost = Number(first.headers.get('x-query-cost'));
    expect(cost).toBeGreaterThan(1);
    expect(Number(first.headers.get('ratelimit-remaining'))).toBe(COST_PER_MINUTE - cost);
    let last = first;
    for (let i = 0; i < Math.ceil(COST_PER_MINUTE / cost) + 1 && last.status === 200; i++) last = await post({ query: INVENTORY }, token);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.body.errors![0]!.extensions.code).toBe('RATE_LIMITED');
    // Another token of the same seller has its own budget; the browser session is not limited here.
    expect((await post({ query: INVENTORY }, (await newToken(['INVENTORY_READ'])).token)).status).toBe(200);
    expect((await post({ query: INVENTORY }, seller.token)).status).toBe(200);
  });

  it('accepts persisted queries by hash once the query is known', async () => {
    const { token } = await newToken(['INVENTORY_READ']);
    const query = `query Persisted { inventory(userId: "-") { totalCount } }`;
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const unknown = await post({ extensions }, token);
    expect(unknown.body.errors![0]!.message).toBe('PersistedQueryNotFound');
    const mismatch = await post({ query: `${query} `, extensions }, token);
    expect(mismatch.status).toBe(400);
    expect((await post({ query, extensions }, token)).body.data.inventory.totalCount).toBe(3);
    expect((await post({ extensions }, token)).body.data.inventory.totalCount).toBe(3);
  });

  it('keeps no query a stranger sends with its hash', async () => {
    const query = `query Stranger { __typename }`;
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    await post({ query, extensions });
    await post({ query, extensions }, 'not-a-token');
    const { rows } = await app.services.pool.query('SELECT 1 FROM persisted_queries WHERE hash = $1', [sha256Hash]);
    expect(rows).toHaveLength(0);
    // The same query from a signed-in seller is kept.
    await post({ query, extensions }, seller.token);
    expect((await post({ extensions })).body.data).toEqual({ __typename: 'Query' });
  });
});
