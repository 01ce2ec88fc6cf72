// Issue 28, the development check of item content from Amazon's data: a fresh seller signs up,
// connects Amazon through the sandbox's consent page, imports, subscribes to eBay, connects eBay
// and lists every in-stock item of the first page with one bulk action, over real HTTP. Nothing is
// written to the database by the test (it only reads listings to count them).
//
// Item specifics come from the catalogue alone, so at least 95% of the items pass the specifics
// pre-flight; the demo's one group eBay asks more of (cutting boards: Shape, on eBay.de Form) is
// held back with a reason. Until the Amazon sandbox serves https images (the h-images branch) every
// photo link is http, so the photo pre-flight holds those items back with its own message: they
// are counted apart here, and the share that goes live is printed, not asserted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerEbayConsent } from '../../../sandbox/ebay/testing.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { importSeller, reasonTable, settledListings } from './import-seller.ts';

const LIST = `mutation($u: String!, $ids: [ID!]!) { listOnEbay(userId: $u, input: { itemIds: $ids }) {
  __typename ... on ListOnEbaySuccess { count } ... on Error { message } } }`;

const SITES = [
  { name: 'US', seller: 'A1LBSANDBOXUS7Q', marketplace: 'ATVPDKIKX0DER', ebaySite: '0', shape: 'Missing item specifics: Shape' },
  { name: 'DE', seller: 'A2LBSANDBOXUK4M', marketplace: 'A1PA6795UKMFR9', ebaySite: '77', shape: 'Missing item specifics: Form' },
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
      const s = await importSeller(app, {
        tag: `ebay-${site.name}`,
        seller: site.seller,
        marketplace: site.marketplace,
        plans: { ebayPlanId: 'ebay_enterprise_monthly' },
      });

      // eBay on the site, as the seller's own eBay user.
      const auth = await rest(app.url, 'GET', `/user/${s.uid}/ebay/auth-url/${site.ebaySite}`, undefined, s.token);
      expect(auth.status).toBe(200);
      const landed = await answerEbayConsent(auth.body.url, 'agree', `content_${s.uid.slice(0, 8)}`);
      const submitted = await rest(
        app.url,
        'POST',
        `/user/${s.uid}/ebay/submit-oauth`,
        { code: landed.searchParams.get('code'), site_id: site.ebaySite, state: landed.searchParams.get('state') },
        s.token,
      );
      expect(submitted.status).toBe(200);

      const res = await app.graphql(LIST, { u: s.uid, ids: s.itemIds }, s.token);
      expect(res.data?.listOnEbay.__typename).toBe('ListOnEbaySuccess');
      expect(res.data?.listOnEbay.count).toBe(s.itemIds.length);
      const rows = await settledListings(app, s.uid, 'EBAY', s.itemIds.length);

      const live = rows.filter((r) => r.status === 'LISTED').length;
      const held = rows.filter((r) => r.status !== 'LISTED');
      const specifics = (e: string | null) => /Missing item specifics: |Item specific /.test(e ?? '');
      const photosOnly = held.filter((r) => r.lastError?.startsWith('No photo eBay can use: ') && !specifics(r.lastError)).length;
      console.log(
        `eBay ${site.name}: ${rows.length} in stock; ${live} live; ${photosOnly} held back only for photos; ${held.length - photosOnly} held back for specifics or other reasons\n${reasonTable(held)}`,
      );

      // Every item not live says why, and none reached eBay to be refused for its specifics there.
      expect(held.every((r) => (r.lastError ?? '').trim().length > 0)).toBe(true);
      expect(held.filter((r) => /The item specific .* is missing/.test(r.lastError ?? ''))).toEqual([]);
      // ≥ 95% pass the specifics pre-flight (live, or held back for photos alone).
      expect((live + photosOnly) / rows.length).toBeGreaterThanOrEqual(0.95);
      // What fails it is the cutting boards' Shape, and nothing else.
      const failing = held.filter((r) => specifics(r.lastError));
      expect(failing.every((r) => r.lastError?.startsWith(site.shape) && r.sku.includes('-BOARD-BAMBOO-'))).toBe(true);
    });
});
