// The banners of spec 001 §8 over real HTTP (GraphQL alerts and REST GET alerts), each appearing
// exactly when its condition holds and going when it is fixed: a seller with an eBay plan connected
// to the eBay sandbox (through the real consent flow) and subscribed through the Stripe sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerEbayConsent } from '../../../sandbox/ebay/testing.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { ebaySeller, type Seller } from '../listings/ebay-seller.ts';

const ALERTS = `query($u: String!) { alerts(userId: $u) { type level message link linkText } }`;

describe('alerts', () => {
  let app: TestApp;
  let s: Seller;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
    s = await ebaySeller(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const types = async (who: { user: { id: string }; token: string } = s) => {
    const res = await app.graphql(ALERTS, { u: who.user.id }, who.token);
    expect(res.errors).toBeUndefined();
    return (res.data.alerts as { type: string }[]).map((a) => a.type).sort();
  };
  const saveFees = (fees: { ebayFeeCountry?: string | null; ebayShopType?: string | null }) =>
    app.graphql(`mutation($s: GeneralSettingsInput!) { updateGeneralSettings(userId: "-", settings: $s) { __typename } }`, { s: fees }, s.token);
  const sql = (text: string, values: unknown[] = []) => app.services.pool.query(text, values);

  async function connectEbay() {
    const start = await rest(app.url, 'GET', `/user/${s.user.id}/ebay/auth-url/3`, undefined, s.token);
    const landed = await answerEbayConsent(start.body.url, 'agree', s.ebayUser);
    const res = await rest(
      app.url,
      'POST',
      `/user/${s.user.id}/ebay/submit-oauth`,
      { code: landed.searchParams.get('code'), site_id: '3', state: landed.searchParams.get('state') },
      s.token,
    );
    expect(res.status).toBe(200);
  }

  it('asks a newly connected eBay seller for their fee region and shop tier, until they choose them', async () => {
    expect(await types()).toEqual(['ebay_business_plan', 'ebay_region_of_residence']);
    const res = await app.graphql(ALERTS, { u: s.user.id }, s.token);
    expect(res.data.alerts.find((a: { type: string }) => a.type === 'ebay_region_of_residence')).toMatchObject({
      level: 'warning',
      link: 'settings/advanced/general#ebay-fees',
    });
    await saveFees({ ebayFeeCountry: 'GB' });
    expect(await types()).toEqual(['ebay_business_plan']);
    await saveFees({ ebayShopType: 'basic' });
    expect(await types()).toEqual([]);
  });

  it('says the eBay credentials are out of date while the plan exists and they are not oauth or not authorised', async () => {
    await sql(`UPDATE connections SET settings = settings || '{"type":"auth_n_auth"}' WHERE user_id = $1 AND kind = 'EBAY'`, [s.user.id]);
    expect(await types()).toEqual(['ebay_requires_reauth']);
    await sql(`UPDATE connections SET settings = settings || '{"type":"oauth"}', status = 'NEEDS_REAUTH' WHERE user_id = $1 AND kind = 'EBAY'`, [s.user.id]);
    // One banner: the revoked eBay token is this one's case while the plan exists.
    expect(await types()).toEqual(['ebay_requires_reauth']);
    // Without a plan the revoked token is still said, as a revoked token.
    await sql(`UPDATE subscriptions SET status = 'canceled' WHERE user_id = $1`, [s.user.id]);
    expect(await types()).toEqual(['token_revoked_error']);
    await sql(`UPDATE subscriptions SET status = 'trialing' WHERE user_id = $1`, [s.user.id]);
    await sql(`UPDATE connections SET status = 'AUTHORIZED' WHERE user_id = $1 AND kind = 'EBAY'`, [s.user.id]);
    expect(await types()).toEqual([]);
  });

  it('records at connection whether eBay has the seller opted in to business policies, and says so when not', async () => {
    const sandbox = app.services.clients.ebay!.apiUrl;
    const optIn = (optedIn: boolean) =>
      fetch(`${sandbox}/__sandbox/users/${s.ebayUser}/business-policies`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ optedIn }),
      });
    expect((await optIn(false)).status).toBe(200);
    await connectEbay();
    expect(await types()).toEqual(['business_policy_not_opted_in']);
    const res = await app.graphql(ALERTS, { u: s.user.id }, s.token);
    expect(res.data.alerts[0].link).toMatch(/^https:\/\/www\.bizpolicy\.ebay\.com\//);
    await optIn(true);
    await connectEbay();
    expect(await types()).toEqual([]);
  });

  it('says the trial ends within three days, and not before', async () => {
    await sql(`UPDATE subscriptions SET trial_end = now() + interval '2 days' WHERE user_id = $1`, [s.user.id]);
    expect(await types()).toEqual(['trial_alerts']);
    await sql(`UPDATE subscriptions SET trial_end = now() + interval '5 days' WHERE user_id = $1`, [s.user.id]);
    expect(await types()).toEqual([]);
  });

  it('asks to reauthorise Shopify when it needs it, and Amazon when its token was revoked', async () => {
    await sql(
      `INSERT INTO connections (id, user_id, kind, status, account_id, updated_at) VALUES (gen_random_uuid(), $1, 'SHOPIFY', 'NEEDS_REAUTH', 'alerts-shop.myshopify.com', now())`,
      [s.user.id],
    );
    expect(await types()).toEqual(['shopify_requires_reauth']);
    await sql(`UPDATE connections SET status = 'AUTHORIZED' WHERE user_id = $1 AND kind = 'SHOPIFY'`, [s.user.id]);
    expect(await types()).toEqual([]);
    await sql(
      `INSERT INTO connections (id, user_id, kind, status, account_id, updated_at) VALUES (gen_random_uuid(), $1, 'AMAZON', 'NEEDS_REAUTH', 'A1ALERTS', now())`,
      [s.user.id],
    );
    const res = await app.graphql(ALERTS, { u: s.user.id }, s.token);
    expect(res.data.alerts).toEqual([
      {
        type: 'token_revoked_error',
        level: 'error',
        message: expect.stringContaining('Amazon'),
        link: 'settings/linked-platforms',
        linkText: 'Authorize Amazon',
      },
    ]);
    await sql(`DELETE FROM connections WHERE user_id = $1 AND kind IN ('AMAZON', 'SHOPIFY')`, [s.user.id]);
    expect(await types()).toEqual([]);
  });

  it('answers REST GET alerts with the same documents and links, to the seller only', async () => {
    await saveFees({ ebayShopType: null });
    const mine = await rest(app.url, 'GET', `/user/${s.user.id}/alerts`, undefined, s.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      expect.objectContaining({
        _type: 'ebay_business_plan',
        _active: true,
        classname: 'warning',
        user_id: s.user.id,
        link: 'settings/advanced/general#ebay-fees',
      }),
    ]);
    const stranger = await createSeller(app);
    expect((await rest(app.url, 'GET', `/user/${s.user.id}/alerts`, undefined, stranger.token)).status).toBe(403);
    expect((await app.graphql(ALERTS, { u: s.user.id }, stranger.token)).data?.alerts ?? null).toBeNull();
    // A seller with nothing connected and no plan has no banner.
    expect(await types(stranger)).toEqual([]);
  });
});
