import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';
import { answerEbayConsent } from '../../../sandbox/ebay/testing.ts';
import { EbayUserSession, createEbayClient, type EbayUserTokens } from '../../../server/integrations/ebay/index.ts';
import { connectionRow, connectionRowText, reveal } from './flows.ts';

describe('connecting eBay (site picker → consent → accepted URL → submit-oauth)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function consent(token: string, userId: string, siteId: number, decision: 'agree' | 'decline' = 'agree') {
    const start = await rest(app.url, 'GET', `/user/${userId}/ebay/auth-url/${siteId}`, undefined, token);
    expect(start.status).toBe(200);
    return { start: start.body, landed: await answerEbayConsent(start.body.url, decision) };
  }

  it('the state is a token, a + and the base64 of the site domain; the code becomes encrypted oauth tokens', async () => {
    const s = await createSeller(app);
    const { start, landed } = await consent(s.token, s.user.id, 3);
    const [token, domain] = (start.state as string).split('+');
    expect(token).toMatch(/^[0-9a-f]{48}_settings$/);
    expect(Buffer.from(domain!, 'base64').toString()).toBe('ebay.co.uk');
    expect(landed.origin + landed.pathname).toBe(`${app.url}/ebay/oauth/accepted`);
    expect(landed.searchParams.get('state')).toBe(start.state);

    const res = await rest(
      app.url,
      'POST',
      `/user/${s.user.id}/ebay/submit-oauth`,
      { code: landed.searchParams.get('code'), site_id: '3', state: landed.searchParams.get('state') },
      s.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.settings.ebay_creds).toMatchObject({ authorized: true, type: 'oauth', site_id: 3 });
    expect(res.body.flow).toBe('settings');

    const row = await connectionRow(app, s.user.id, 'EBAY');
    const refreshToken = reveal(app, row.refreshToken);
    const accessToken = reveal(app, row.accessToken);
    expect(refreshToken).toMatch(/^v\^1\.1#/);
    const text = await connectionRowText(app, s.user.id, 'EBAY');
    expect(text).not.toContain(refreshToken);
    expect(text).not.toContain(accessToken);
    // The stored tokens work against eBay.
    const tokens: EbayUserTokens = {
      accessToken,
      accessTokenExpiresAt: row.accessTokenExpiresAt!.getTime(),
      refreshToken,
      refreshTokenExpiresAt: Date.now() + 1e9,
      scopes: (row.settings as { scopes: string[] }).scopes,
    };
    const cfg = app.services.clients.ebay!;
    const programs = await createEbayClient(cfg, new EbayUserSession(cfg, tokens)).account.getOptedInPrograms();
    expect(programs).toContain('SELLING_POLICY_MANAGEMENT');
  });

  it('the seller name shows after connecting eBay (Identity API): ebay_creds.sellername and the Linked Platforms card', async () => {
    const s = await createSeller(app);
    const { start } = await consent(s.token, s.user.id, 3);
    // Another eBay user than the default, so the name cannot come from anywhere but eBay's answer.
    const landed = await answerEbayConsent(start.url, 'agree', 'vintage_finds_uk');
    const res = await rest(
      app.url,
      'POST',
      `/user/${s.user.id}/ebay/submit-oauth`,
      { code: landed.searchParams.get('code'), site_id: '3', state: landed.searchParams.get('state') },
      s.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.settings.ebay_creds).toMatchObject({ authorized: true, sellername: 'vintage_finds_uk' });
    const g = await app.graphql(`{ viewer { linkedPlatforms { ebay { authorized sellername siteName } } } }`, {}, s.token);
    expect(g.data.viewer.linkedPlatforms.ebay).toEqual({ authorized: true, sellername: 'vintage_finds_uk', siteName: 'United Kingdom' });
    const row = await connectionRow(app, s.user.id, 'EBAY');
    expect(row.settings).toMatchObject({ accountType: 'INDIVIDUAL' });
    expect((row.settings as { scopes: string[] }).scopes).toContain('https://api.ebay.com/oauth/api_scope/commerce.identity.readonly');
  });

  it("refuses a wrong state: unknown token, another seller's, a different site, or used twice", async () => {
    const a = await createSeller(app);
    const b = await createSeller(app);
    const { landed } = await consent(a.token, a.user.id, 0);
    const code = landed.searchParams.get('code');
    const state = landed.searchParams.get('state')!;
    const submit = (who: typeof a, st: string, siteId = '0') =>
      rest(app.url, 'POST', `/user/${who.user.id}/ebay/submit-oauth`, { code, site_id: siteId, state: st }, who.token);

    const forged = await submit(a, `${'0'.repeat(48)}_settings+${state.split('+')[1]}`);
    expect([forged.status, forged.body.code]).toEqual([400, 'INVALID_STATE']);
    const otherSeller = await submit(b, state);
    expect([otherSeller.status, otherSeller.body.code]).toEqual([400, 'INVALID_STATE']);
    const noState = await rest(app.url, 'POST', `/user/${a.user.id}/ebay/submit-oauth`, { code, site_id: '0' }, a.token);
    expect([noState.status, noState.body.code]).toEqual([400, 'INVALID_STATE']);

    expect((await submit(a, state)).status).toBe(200);
    const replay = await submit(a, state);
    expect([replay.status, replay.body.code]).toEqual([400, 'INVALID_STATE']);
    expect(await app.services.prisma.connection.count({ where: { userId: b.user.id } })).toBe(0);

    // A state whose site part was changed is refused, and the attempt spends it.
    const second = await consent(a.token, a.user.id, 3);
    const st2 = second.landed.searchParams.get('state')!;
    const tampered = await rest(
      app.url,
      'POST',
      `/user/${a.user.id}/ebay/submit-oauth`,
      { code: second.landed.searchParams.get('code'), state: `${st2.split('+')[0]}+${Buffer.from('ebay.de').toString('base64')}` },
      a.token,
    );
    expect([tampered.status, tampered.body.code]).toEqual([400, 'INVALID_STATE']);
    const afterTamper = await rest(
      app.url,
      'POST',
      `/user/${a.user.id}/ebay/submit-oauth`,
      { code: second.landed.searchParams.get('code'), state: st2 },
      a.token,
    );
    expect([afterTamper.status, afterTamper.body.code]).toEqual([400, 'INVALID_STATE']);
  });

  it('a refused code is an authorization failure and stores nothing', async () => {
    const s = await createSeller(app);
    const { landed } = await consent(s.token, s.user.id, 77);
    const res = await rest(
      app.url,
      'POST',
      `/user/${s.user.id}/ebay/submit-oauth`,
      { code: 'v^1.1#not-a-code', site_id: '77', state: landed.searchParams.get('state') },
      s.token,
    );
    expect([res.status, res.body.code]).toEqual([502, 'AUTHORIZATION_FAILED']);
    expect(await app.services.prisma.connection.count({ where: { userId: s.user.id } })).toBe(0);
  });

  it('"No thanks" sends the browser to the rejected URL with the state and no code', async () => {
    const s = await createSeller(app);
    const { landed } = await consent(s.token, s.user.id, 2, 'decline');
    expect(landed.pathname).toBe('/ebay/oauth/rejected');
    expect(landed.searchParams.has('code')).toBe(false);
  });

  it('offers only the active sites and refuses an inactive one', async () => {
    const s = await createSeller(app);
    const g = await app.graphql(`{ ebaySites { siteId active } }`, {}, s.token);
    expect(g.data.ebaySites.filter((x: { active: boolean }) => x.active).map((x: { siteId: number }) => x.siteId)).toEqual([0, 2, 3, 77]);
    const au = await rest(app.url, 'GET', `/user/${s.user.id}/ebay/auth-url/15`, undefined, s.token);
    expect([au.status, au.body.code]).toEqual([400, 'MARKETPLACE_NOT_ACTIVE']);
  });

  it('update-site moves to another active site; an inactive site or no eBay connection is "Error Saving eBay Site"', async () => {
    const s = await createSeller(app);
    const before = await rest(app.url, 'POST', `/user/${s.user.id}/ebay/update-site`, { site_id: '77' }, s.token);
    expect([before.status, before.body.message]).toEqual([400, 'Error Saving eBay Site']);
    const { landed } = await consent(s.token, s.user.id, 0);
    await rest(
      app.url,
      'POST',
      `/user/${s.user.id}/ebay/submit-oauth`,
      { code: landed.searchParams.get('code'), site_id: '0', state: landed.searchParams.get('state') },
      s.token,
    );

    const moved = await rest(app.url, 'POST', `/user/${s.user.id}/ebay/update-site`, { site_id: '77' }, s.token);
    expect(moved.status).toBe(200);
    expect(moved.body.settings.ebay_creds.site_id).toBe(77);
    const inactive = await rest(app.url, 'POST', `/user/${s.user.id}/ebay/update-site`, { site_id: '15' }, s.token);
    expect([inactive.status, inactive.body.message]).toEqual([400, 'Error Saving eBay Site']);
  });

  it('the eBay currency is kept on the connection, survives a reauthorisation, and an unknown one is refused', async () => {
    const s = await createSeller(app);
    const connect = async () => {
      const { landed } = await consent(s.token, s.user.id, 0);
      await rest(
        app.url,
        'POST',
        `/user/${s.user.id}/ebay/submit-oauth`,
        { code: landed.searchParams.get('code'), site_id: '0', state: landed.searchParams.get('state') },
        s.token,
      );
    };
    await connect();
    const set = (currency: string) =>
      app.graphql(
        `mutation($u: String!, $c: String!) { setEbayCurrency(userId: $u, currency: $c) { __typename ... on User { linkedPlatforms { ebay { currency currencySymbol } } } ... on Error { message } } }`,
        { u: s.user.id, c: currency },
        s.token,
      );
    expect((await set('GBP')).data.setEbayCurrency).toEqual({ __typename: 'User', linkedPlatforms: { ebay: { currency: 'GBP', currencySymbol: '£' } } });
    expect((await set('JPY')).data.setEbayCurrency).toEqual({ __typename: 'EbayCurrencyError', message: 'Error Saving eBay Currency' });
    await connect();
    const g = await app.graphql(`{ viewer { linkedPlatforms { ebay { currency authorized } } } }`, {}, s.token);
    expect(g.data.viewer.linkedPlatforms.ebay).toEqual({ currency: 'GBP', authorized: true });
  });
});
