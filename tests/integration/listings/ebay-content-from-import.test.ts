// Issue 28, the development check of item content from Amazon's data: a fresh seller signs up,
// connects Amazon through the sandbox's consent page, imports, subscribes to eBay, connects eBay
// and lists every in-stock item of the first page with one bulk action, over real HTTP. Nothing is
// written to the database by the test (it only reads listings to count them).
//
// Item specifics come from the catalogue alone, so at least 95% of the items pass the specifics
// pre-flight; the demo's one group eBay asks more of (cutting boards: Shape) is held back with a
// reason. Until the Amazon sandbox serves https images (the h-images branch) every photo link is
// http, so the photo pre-flight holds those items back with its own message: they are counted apart
// here, and the share that goes live is printed, not asserted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerEbayConsent } from '../../../sandbox/ebay/testing.ts';
import { GOOD_CARD } from '../billing/billing-helpers.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';
import { confirmAmazonConsent } from '../connections/flows.ts';

const LIST = `mutation($u: String!, $ids: [ID!]!) { listOnEbay(userId: $u, input: { itemIds: $ids }) {
  __typename ... on ListOnEbaySuccess { count } ... on Error { message } } }`;

const SITES = [
  { name: 'US', seller: 'A1LBSANDBOXUS7Q', marketplace: 'ATVPDKIKX0DER', ebaySite: '0' },
  { name: 'DE', seller: 'A2LBSANDBOXUK4M', marketplace: 'A1PA6795UKMFR9', ebaySite: '77' },
];

describe('listing a fresh seller’s imported catalogue on eBay with item specifics from Amazon’s data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
  });
  afterAll(async () => {
    await app?.close();
  });

  for (const site of SITES)
    it(`${site.name}: at least 95% pass the item-specifics pre-flight, every other item is held back with a reason`, { timeout: 600_000 }, async () => {
      // Sign up, a card, the eBay plan.
      const email = `content-${site.name.toLowerCase()}-${Date.now().toString(36)}@example.com`;
      const password = 'Str0ngPassw0rd!';
      const signUp = await rest(app.url, 'POST', '/auth/sign-up', { email, password, passwordConfirmation: password });
      expect(signUp.status).toBe(200);
      const token = signUp.body.jwt as string;
      const uid = signUp.body.userId as string;
      expect((await rest(app.url, 'POST', `/user/${uid}/stripe/update-billing`, GOOD_CARD, token)).status).toBe(200);
      expect((await rest(app.url, 'POST', `/user/${uid}/stripe/subscribe-to-plans`, { ebayPlanId: 'ebay_enterprise_monthly' }, token)).status).toBe(200);

      // Amazon through its consent page; the import and the catalogue enrichment run on the worker.
      const start = await rest(app.url, 'GET', `/user/${uid}/spapi-auth/${site.marketplace}`, undefined, token);
      expect(start.status).toBe(200);
      const back = await confirmAmazonConsent(start.body.consent_url, site.seller);
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

      // eBay on the site, as the seller's own eBay user.
      const auth = await rest(app.url, 'GET', `/user/${uid}/ebay/auth-url/${site.ebaySite}`, undefined, token);
      expect(auth.status).toBe(200);
      const landed = await answerEbayConsent(auth.body.url, 'agree', `content_${uid.slice(0, 8)}`);
      const submitted = await rest(
        app.url,
        'POST',
        `/user/${uid}/ebay/submit-oauth`,
        { code: landed.searchParams.get('code'), site_id: site.ebaySite, state: landed.searchParams.get('state') },
        token,
      );
      expect(submitted.status).toBe(200);

      // The first page of in-stock items, once the import and the catalogue enrichment are done.
      const page = async () =>
        (await rest(app.url, 'GET', `/user/${uid}/fba-items?page=1&resultsPerPage=250&sort=sku&zeroQuantity=hide`, undefined, token)).body.documents as {
          _id: string;
        }[];
      const items = await waitFor(
        async () => {
          const docs = await page();
          return docs?.length ? docs : null;
        },
        300_000,
        2000,
      );
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
      const ids = (await page()).map((d) => d._id);
      expect(ids.length).toBeGreaterThanOrEqual(items.length);

      const res = await app.graphql(LIST, { u: uid, ids }, token);
      expect(res.data?.listOnEbay.__typename).toBe('ListOnEbaySuccess');
      expect(res.data?.listOnEbay.count).toBe(ids.length);

      const rows = await waitFor(
        async () => {
          const { rows } = await app.services.pool.query<{ status: string; lastError: string | null }>(
            `SELECT status, last_error AS "lastError" FROM listings WHERE user_id = $1 AND channel = 'EBAY'`,
            [uid],
          );
          return rows.length === ids.length && rows.every((r) => r.status === 'LISTED' || r.status === 'FAILED_TO_LIST') ? rows : null;
        },
        480_000,
        2000,
      );

      const live = rows.filter((r) => r.status === 'LISTED').length;
      const held = rows.filter((r) => r.status !== 'LISTED');
      const specifics = (e: string | null) => /Missing item specifics: |Item specific /.test(e ?? '');
      const photosOnly = held.filter((r) => r.lastError?.startsWith('No photo eBay can use: ') && !specifics(r.lastError)).length;
      const reasons = new Map<string, number>();
      for (const r of held) {
        const key = (r.lastError ?? '(no reason)').replace(/\(e\.g\. [^)]*\)/, '(e.g. …)');
        reasons.set(key, (reasons.get(key) ?? 0) + 1);
      }
      console.log(
        `${site.name}: ${ids.length} in stock; ${live} live; ${photosOnly} held back only for photos; ${ids.length - live - photosOnly} held back for specifics or other reasons\n` +
          [...reasons]
            .sort((a, b) => b[1] - a[1])
            .map(([m, n]) => `  ${n} × ${m}`)
            .join('\n'),
      );

      // Every item not live says why, and no item reached eBay to be refused for its specifics there.
      expect(held.every((r) => (r.lastError ?? '').trim().length > 0)).toBe(true);
      expect(held.filter((r) => /The item specific .* is missing/.test(r.lastError ?? ''))).toEqual([]);
      // ≥ 95% pass the specifics pre-flight (live, or held back for photos alone).
      expect((live + photosOnly) / ids.length).toBeGreaterThanOrEqual(0.95);
      // What fails it is the cutting boards' Shape (eBay.de: Form), and nothing else.
      const shape = site.name === 'DE' ? 'Missing item specifics: Form' : 'Missing item specifics: Shape';
      expect(held.filter((r) => specifics(r.lastError)).every((r) => r.lastError?.startsWith(shape))).toBe(true);
    });
});
