import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';

describe('connections are tenant-scoped', () => {
  let app: TestApp;
  let a: Awaited<ReturnType<typeof createSeller>>;
  let b: Awaited<ReturnType<typeof createSeller>>;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
    [a, b] = await Promise.all([createSeller(app), createSeller(app)]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const paths: Array<['GET' | 'POST', string, unknown?]> = [
    ['GET', 'spapi-auth/ATVPDKIKX0DER'],
    ['POST', 'spapi-auth', { sellingPartnerId: 'x', spapiOauthCode: 'y', state: 'z' }],
    ['GET', 'ebay/auth-url/0'],
    ['POST', 'ebay/submit-oauth', { code: 'x', site_id: '0', state: 'z' }],
    ['POST', 'ebay/update-site', { site_id: '0' }],
    ['GET', 'shopify/app-install?shop=x.myshopify.com'],
    ['POST', 'shopify/auth-return', { shop: 'x.myshopify.com' }],
    ['POST', 'onbuy/save-credentials', { consumer_key: 'x', secret_key: 'y' }],
    ['GET', 'onbuy/sites'],
  ];

  it.each(paths)('%s /user/{another seller}/%s is 403, the same whether or not that user exists', async (method, path, body) => {
    const other = await rest(app.url, method, `/user/${b.user.id}/${path}`, body, a.token);
    expect(other.status).toBe(403);
    const missing = await rest(app.url, method, `/user/00000000-0000-4000-8000-000000000000/${path}`, body, a.token);
    expect(missing).toEqual(other);
    expect((await rest(app.url, method, `/user/${b.user.id}/${path}`, body)).status).toBe(401);
  });

  it("GraphQL mutations and another seller's linkedPlatforms are refused", async () => {
    const mutations = [
      `startAmazonAuthorization(userId: $u, marketplaceId: "ATVPDKIKX0DER") { __typename }`,
      `connectAmazon(userId: $u, sellingPartnerId: "x", spapiOauthCode: "y", state: "z") { __typename }`,
      `startEbayAuthorization(userId: $u, siteId: 0) { __typename }`,
      `connectEbay(userId: $u, code: "x", state: "z") { __typename }`,
      `updateEbaySite(userId: $u, siteId: 0) { __typename }`,
      `setEbayCurrency(userId: $u, currency: "USD") { __typename }`,
      `startShopifyAuthorization(userId: $u, shop: "x") { __typename }`,
      `shopifyAppInstall(userId: $u, query: "shop=x.myshopify.com") { __typename }`,
      `connectShopify(userId: $u, query: "shop=x.myshopify.com") { __typename }`,
      `saveOnbuyCredentials(userId: $u, consumerKey: "x", secretKey: "y") { __typename }`,
    ];
    for (const m of mutations) {
      const r = await app.graphql(`mutation($u: String!) { ${m} }`, { u: b.user.id }, a.token);
      expect(r.data ?? null, m).toBeNull();
      expect(r.errors?.[0]?.message, m).toMatch(/Not authorized/);
    }
    const q = await app.graphql(`query($u: String!) { user(userId: $u) { linkedPlatforms { amazon { sellingPartnerId } } } }`, { u: b.user.id }, a.token);
    expect(q.data?.user ?? null).toBeNull();
    expect(await app.services.prisma.oAuthState.count({ where: { userId: b.user.id } })).toBe(0);
  });
});
