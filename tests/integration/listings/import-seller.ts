// Test helper: a fresh seller as a new user makes one, over HTTP only: sign up, a card, the plans,
// Amazon connected through the sandbox's consent page, the import and the catalogue enrichment
// done on the worker. Returns the first page of in-stock items. Nothing is written to the database.
import { expect } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';
import { GOOD_CARD } from '../billing/billing-helpers.ts';
import { confirmAmazonConsent } from '../connections/flows.ts';

export interface ImportSeller {
  uid: string;
  token: string;
  /** The first page of in-stock items (ids), in SKU order. */
  itemIds: string[];
}

export async function importSeller(
  app: TestApp,
  opts: { tag: string; seller: string; marketplace: string; plans: Record<string, string>; page?: number },
): Promise<ImportSeller> {
  const email = `${opts.tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'Str0ngPassw0rd!';
  const signUp = await rest(app.url, 'POST', '/auth/sign-up', { email, password, passwordConfirmation: password });
  expect(signUp.status).toBe(200);
  const token = signUp.body.jwt as string;
  const uid = signUp.body.userId as string;
  expect((await rest(app.url, 'POST', `/user/${uid}/stripe/update-billing`, GOOD_CARD, token)).status).toBe(200);
  expect((await rest(app.url, 'POST', `/user/${uid}/stripe/subscribe-to-plans`, opts.plans, token)).status).toBe(200);

  const start = await rest(app.url, 'GET', `/user/${uid}/spapi-auth/${opts.marketplace}`, undefined, token);
  expect(start.status).toBe(200);
  const back = await confirmAmazonConsent(start.body.consent_url, opts.seller);
  const connected = await rest(
    app.url,
    'POST',
    `/user/${uid}/spapi-auth`,
    {
      sellingPartnerId: back.searchParams.get('selling_partner_id'),
      spapiOauthCode: back.searchParams.get('spapi_oauth_code'),
      state: back.searchParams.get('state'),
      setOnboarding: false,
    },
    token,
  );
  expect(connected.status).toBe(200);

  const page = async () =>
    ((await rest(app.url, 'GET', `/user/${uid}/fba-items?page=1&resultsPerPage=${opts.page ?? 250}&sort=sku&zeroQuantity=hide`, undefined, token)).body
      .documents ?? []) as { _id: string }[];
  await waitFor(async () => (await page()).length > 0, 300_000, 2000);
  // The catalogue enrichment (Amazon's attributes and identifiers) has reached every item.
  await waitFor(
    async () => {
      const { rows } = await app.services.pool.query(`SELECT count(*)::int AS n FROM inventory_items WHERE user_id = $1 AND catalog_enriched_at IS NULL`, [
        uid,
      ]);
      return rows[0].n === 0;
    },
    300_000,
    2000,
  );
  return { uid, token, itemIds: (await page()).map((d) => d._id) };
}

/** The seller's listings on a channel once none is in progress (statuses that end an action). */
export async function settledListings(app: TestApp, uid: string, channel: 'EBAY' | 'SHOPIFY', count: number) {
  return waitFor(
    async () => {
      const { rows } = await app.services.pool.query<{ status: string; lastError: string | null; sku: string }>(
        `SELECT l.status, l.last_error AS "lastError", i.seller_sku AS sku FROM listings l JOIN inventory_items i ON i.id = l.item_id
          WHERE l.user_id = $1 AND l.channel = $2`,
        [uid, channel],
      );
      return rows.length === count && rows.every((r) => ['LISTED', 'UNPUBLISHED', 'FAILED_TO_LIST'].includes(r.status)) ? rows : null;
    },
    480_000,
    2000,
  );
}

/** Held-back reasons counted, example links elided, most frequent first (for the printed figures). */
export function reasonTable(rows: { lastError: string | null }[]): string {
  const reasons = new Map<string, number>();
  for (const r of rows) {
    const key = (r.lastError ?? '(no reason)').replace(/\(e\.g\. [^)]*\)/, '(e.g. …)');
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  return [...reasons]
    .sort((a, b) => b[1] - a[1])
    .map(([m, n]) => `  ${n} × ${m}`)
    .join('\n');
}
