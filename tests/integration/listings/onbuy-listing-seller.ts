// Test helpers for listing on OnBuy: a seller with an OnBuy plan and OnBuy authorised (the
// sandbox's demo keys, over real HTTP), items on the sandbox catalogue's OPCs, and the sandbox's
// view of the seller's listings, requests and tokens (read without a token of its own, which would
// log out the one under test).
import { expect } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { sellerWithCard, subscribe } from '../billing/billing-helpers.ts';
import { ONBUY_KEYS } from './onbuy-seller.ts';

export type OnbuyListingSeller = Awaited<ReturnType<typeof sellerWithCard>>;

/** Products of the sandbox catalogue: their categories take these conditions. */
export const OPC = {
  echoDot: 'P8Q9R7T', // Smart Speakers: new, excellent, good, average
  airpods: 'H2J3K4L', // Headphones: new, excellent, good
  frenchPress: 'B5N6M7V', // Coffee Makers: new, excellent, good
  peeler: 'X1C2V3B', // Kitchen Utensils & Gadgets: new only
} as const;

export async function onbuyListingSeller(app: TestApp, opts: { plan?: string | null } = {}): Promise<OnbuyListingSeller> {
  const s = await sellerWithCard(app);
  if (opts.plan !== null) expect((await subscribe(app, s, { onbuyPlanId: opts.plan ?? 'onbuy_basic_monthly' })).status).toBe(200);
  const res = await rest(app.url, 'POST', `/user/${s.user.id}/onbuy/save-credentials`, ONBUY_KEYS, s.token);
  expect(res.status).toBe(200);
  return s;
}

let seq = 0;
export interface OnbuyItemSpec {
  /** The item's chosen OnBuy product; null: none chosen. */
  opc: string | null;
  priceCents?: number;
  fba?: number;
  condition?: string;
}

/** One item per spec (unique SKUs: the sandbox's demo seller is shared by every test seller); their ids in order. */
export async function onbuyItems(app: TestApp, userId: string, specs: OnbuyItemSpec[]): Promise<string[]> {
  const ids: string[] = [];
  for (const spec of specs) {
    seq++;
    const sku = `OBL-${userId.slice(0, 8)}-${Date.now().toString(36)}-${seq}`;
    const { rows } = await app.services.pool.query(
      `INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, fba_quantity, price_cents, user_edited_details)
       VALUES ($1, $2, $3, $4, $5, 'FBA', $6, $7, $8::jsonb) RETURNING id`,
      [
        userId,
        sku,
        `B0${String(seq).padStart(8, '0')}`,
        `OnBuy test item ${seq}`,
        spec.condition ?? 'New',
        spec.fba ?? 5,
        spec.priceCents ?? 2499,
        JSON.stringify(spec.opc ? { onbuy_product_code: spec.opc } : {}),
      ],
    );
    ids.push(rows[0].id as string);
  }
  return ids;
}

export function onbuySandbox(app: TestApp) {
  const base = app.services.config.ONBUY_API_URL.replace(/\/v2$/, '');
  const json = async (path: string, init?: RequestInit) => {
    const res = await fetch(`${base}${path}`, init);
    if (!res.ok) throw new Error(`sandbox ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  return {
    /** The demo seller's listing with this SKU, or undefined. */
    listing: async (sku: string) =>
      (
        (await json(`/__sandbox/listings?sku=${encodeURIComponent(sku)}`)) as {
          results: { sku: string; opc: string; price: number; stock: number; condition: string }[];
        }
      ).results[0],
    /** The demo seller's request counts, tokens issued, and 401 badToken answers (all sellers). */
    state: async () => {
      const s = (await json('/__sandbox/state')) as {
        badTokenRefusals: number;
        sellers: { consumerKey: string; tokensIssued: number; calls: Record<string, number> }[];
      };
      const demo = s.sellers.find((x) => x.consumerKey === ONBUY_KEYS.consumer_key)!;
      return { refusals: s.badTokenRefusals, tokensIssued: demo.tokensIssued, calls: demo.calls };
    },
    /** What another process asking OnBuy for a token does: the token ListBridge holds stops working. */
    takeToken: () => json('/v2/auth/request-token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ONBUY_KEYS) }),
    advanceClock: (seconds: number) =>
      json('/__sandbox/clock/advance', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seconds }) }),
  };
}

/** Differences between two request counts. */
export const callsSince = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    Object.keys(after)
      .map((k) => [k, after[k]! - (before[k] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
