import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';
import { onbuyKeys } from '../../../server/channels/onbuy/connect.ts';
import { onbuyAuthorizedText } from '../../../shared/connections/messages.ts';
import { connectionRowText } from './flows.ts';

const KEYS = { consumer_key: 'ck_test_5b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e', secret_key: 'sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0' };

describe('connecting OnBuy (consumer key and secret, verified against OnBuy)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('verifies the demo keys by requesting a token, reads the site, and keeps the keys encrypted', async () => {
    const s = await createSeller(app);
    const res = await rest(app.url, 'POST', `/user/${s.user.id}/onbuy/save-credentials`, KEYS, s.token);
    expect(res.status).toBe(200);
    expect(res.body.settings.onbuy).toMatchObject({
      sites: [{ site_id: 2000, name: 'OnBuy UK' }],
      site: { site_id: 2000, name: 'OnBuy UK' },
      consumer_key: '…3d4e',
    });
    const text = await connectionRowText(app, s.user.id, 'ONBUY');
    expect(text).not.toContain(KEYS.secret_key);
    expect(text).not.toContain(KEYS.consumer_key);
    expect(await onbuyKeys(app.services, s.user.id)).toEqual({ consumerKey: KEYS.consumer_key, secretKey: KEYS.secret_key });

    const g = await app.graphql(
      `{ viewer { linkedPlatforms { onbuy { status sites { siteId name } sellers { tradingName } consumerKeyHint } } } }`,
      {},
      s.token,
    );
    const onbuy = g.data.viewer.linkedPlatforms.onbuy;
    expect(onbuy).toMatchObject({ status: 'AUTHORIZED', sites: [{ siteId: 2000, name: 'OnBuy UK' }], consumerKeyHint: '3d4e' });
    expect(
      onbuyAuthorizedText(
        onbuy.sites,
        onbuy.sellers.map((x: { tradingName: string }) => ({ trading_name: x.tradingName })),
      ),
    ).toBe('Authorized to OnBuy UK as ListBridge Demo Seller');
    expect(res.body.settings.onbuy.seller).toEqual({ seller_id: 30001, trading_name: 'ListBridge Demo Seller' });
    // GET onbuy/sites asks OnBuy with the stored keys.
    const sites = await rest(app.url, 'GET', `/user/${s.user.id}/onbuy/sites`, undefined, s.token);
    expect(sites.body).toEqual({ results: [{ site_id: 2000, name: 'OnBuy UK' }] });
  });

  it('GET onbuy/sites without OnBuy connected says so', async () => {
    const s = await createSeller(app);
    const res = await rest(app.url, 'GET', `/user/${s.user.id}/onbuy/sites`, undefined, s.token);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.code).toBe('ONBUY_NOT_CONNECTED');
  });

  it('wrong keys are "Error Authorizing OnBuy" and store nothing', async () => {
    const s = await createSeller(app);
    const res = await rest(app.url, 'POST', `/user/${s.user.id}/onbuy/save-credentials`, { ...KEYS, secret_key: 'sk_test_wrong' }, s.token);
    expect([res.status, res.body.message, res.body.code]).toEqual([400, 'Error Authorizing OnBuy', 'ONBUY_AUTHORIZATION_FAILED']);
    expect(await app.services.prisma.connection.count({ where: { userId: s.user.id } })).toBe(0);
    const g = await app.graphql(
      `mutation($u: String!) { saveOnbuyCredentials(userId: $u, consumerKey: "ck_nope", secretKey: "sk_nope") { __typename ... on Error { message } } }`,
      { u: s.user.id },
      s.token,
    );
    expect(g.data.saveOnbuyCredentials).toEqual({ __typename: 'OnbuyAuthorizationError', message: 'Error Authorizing OnBuy' });
  });

  it("both keys are required, with the spec's messages", async () => {
    const s = await createSeller(app);
    const noId = await rest(app.url, 'POST', `/user/${s.user.id}/onbuy/save-credentials`, { consumer_key: ' ', secret_key: 'x' }, s.token);
    expect([noId.status, noId.body.message]).toEqual([400, 'Client ID is required']);
    const noSecret = await rest(app.url, 'POST', `/user/${s.user.id}/onbuy/save-credentials`, { consumer_key: 'x' }, s.token);
    expect([noSecret.status, noSecret.body.message]).toEqual([400, 'Client Secret is required']);
  });

  it('new keys replace the old ones (one site and one seller at a time)', async () => {
    const s = await createSeller(app);
    await rest(app.url, 'POST', `/user/${s.user.id}/onbuy/save-credentials`, KEYS, s.token);
    const second = { consumer_key: 'ck_test_0aa1bb2cc3dd4ee5ff6a7b8c9d0e1f2a', secret_key: 'sk_test_1f2e3d4c5b6a79880a1b2c3d4e5f6a7b' };
    expect((await rest(app.url, 'POST', `/user/${s.user.id}/onbuy/save-credentials`, second, s.token)).status).toBe(200);
    expect(await app.services.prisma.connection.count({ where: { userId: s.user.id, kind: 'ONBUY' } })).toBe(1);
    expect(await onbuyKeys(app.services, s.user.id)).toEqual({ consumerKey: second.consumer_key, secretKey: second.secret_key });
  });
});
