// Test helper of the Shopify pages: a seller with a Shopify plan (card on file), connected to a
// Shopify sandbox shop of their own through the real grant flow, and bare items to list.
import { expect } from 'vitest';
import { approveShopifyGrant } from '../../../sandbox/shopify/testing.ts';
import type { TestApp } from '../../helpers/app.ts';
import { sellerWithCard, subscribe } from '../billing/billing-helpers.ts';

export type ShopifySeller = Awaited<ReturnType<typeof sellerWithCard>> & { shop: string };

/** `plan` null: no Shopify plan. */
export async function shopifySeller(app: TestApp, plan: string | null = 'shopify_basic_monthly'): Promise<ShopifySeller> {
  const s = await sellerWithCard(app);
  if (plan) expect((await subscribe(app, s, { shopifyPlanId: plan })).status).toBe(200);
  const shop = `lb-pages-${s.user.id.slice(0, 8)}`;
  const start = await app.graphql(
    `mutation($u: String!, $shop: String!) { startShopifyAuthorization(userId: $u, shop: $shop, onboarding: false) { __typename ... on AuthorizationStart { url } } }`,
    { u: s.user.id, shop: `${shop}.myshopify.com` },
    s.token,
  );
  const callback = await approveShopifyGrant(start.data.startShopifyAuthorization.url);
  const done = await app.graphql(
    `mutation($u: String!, $q: String!) { connectShopify(userId: $u, query: $q) { __typename } }`,
    { u: s.user.id, q: callback.search },
    s.token,
  );
  expect(done.data?.connectShopify.__typename).toBe('ConnectionReturn');
  return { ...s, shop };
}
