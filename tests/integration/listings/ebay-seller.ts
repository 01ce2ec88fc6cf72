// Test helper: a seller with an eBay plan, connected to the eBay sandbox as their own eBay user
// (so the sandbox's per-seller call counter is theirs alone), and items ready to list.
import { expect } from 'vitest';
import { answerEbayConsent } from '../../../sandbox/ebay/testing.ts';
import type { TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { sellerWithCard, subscribe } from '../billing/billing-helpers.ts';

export type Seller = Awaited<ReturnType<typeof sellerWithCard>> & { ebayUser: string };

export async function ebaySeller(app: TestApp, plan = 'ebay_basic_monthly'): Promise<Seller> {
  const s = await sellerWithCard(app);
  expect((await subscribe(app, s, { ebayPlanId: plan })).status).toBe(200);
  const ebayUser = `seller_${s.user.id.slice(0, 8)}`;
  const start = await rest(app.url, 'GET', `/user/${s.user.id}/ebay/auth-url/3`, undefined, s.token);
  expect(start.status).toBe(200);
  const landed = await answerEbayConsent(start.body.url, 'agree', ebayUser);
  const res = await rest(
    app.url,
    'POST',
    `/user/${s.user.id}/ebay/submit-oauth`,
    { code: landed.searchParams.get('code'), site_id: '3', state: landed.searchParams.get('state') },
    s.token,
  );
  expect(res.status).toBe(200);
  return { ...s, ebayUser };
}

/** `n` headphones with everything eBay's Headphones category needs (Brand, Type), unless told otherwise. */
export async function headphones(app: TestApp, userId: string, n: number, opts: { prefix?: string; type?: string | null; priceCents?: number } = {}) {
  const prefix = opts.prefix ?? 'HP';
  const details = opts.type === null ? [] : [{ name: 'Type', value: opts.type ?? 'Over-Ear' }];
  const { rows } = await app.services.pool.query(
    `INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, fba_quantity, price_cents, earnings_cents, catalog_details)
     SELECT $1, $2 || '-' || n, 'B0' || lpad(n::text, 8, '0'), 'Sony Wireless Over-Ear Headphones ' || n, 'New', 'FBA', 5, $3, $3 - 300, $4::jsonb
       FROM generate_series(1, $5) AS n ORDER BY n
     RETURNING id`,
    [
      userId,
      `${prefix}-${userId.slice(0, 6)}`,
      opts.priceCents ?? 2500,
      JSON.stringify({ brand: 'Sony', images: ['https://images.example.com/hp.jpg'], product_details: details }),
      n,
    ],
  );
  return rows.map((r) => r.id as string);
}

/** The sandbox's count of this eBay user's calls per operation. */
export async function ebayCalls(app: TestApp, ebayUser: string): Promise<Record<string, number>> {
  const res = await fetch(`${app.services.clients.ebay!.apiUrl}/__sandbox/calls?username=${encodeURIComponent(ebayUser)}`);
  return ((await res.json()) as { calls: Record<string, number> }).calls;
}
