import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';
import { createSeller } from '../../factories/users.ts';
import { amazonSandboxControl } from '../../../sandbox/amazon/control-client.ts';
import { sandboxUrls } from '../../helpers/seller-path.ts';
import { confirmAmazonConsent, connectionRow, connectionRowText, reveal } from './flows.ts';

const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';

describe('connecting Amazon (Seller Central consent → /spapi-auth → LWA)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function consent(token: string, userId: string, marketplaceId: string, seller?: string) {
    const start = await rest(app.url, 'GET', `/user/${userId}/spapi-auth/${marketplaceId}`, undefined, token);
    expect(start.status).toBe(200);
    const landed = await confirmAmazonConsent(start.body.consent_url, seller);
    return { start: start.body, landed };
  }

  /** What the browser posts back from /spapi-auth: the redirect's seller id, code and state. */
  const returnFrom = (landed: URL, setOnboarding?: boolean) => ({
    sellingPartnerId: landed.searchParams.get('selling_partner_id'),
    spapiOauthCode: landed.searchParams.get('spapi_oauth_code'),
    state: landed.searchParams.get('state'),
    ...(setOnboarding === undefined ? {} : { setOnboarding }),
  });

  it('stores the encrypted refresh token, the marketplace and the seller id, and queues the first import', async () => {
    const s = await createSeller(app);
    const { start, landed } = await consent(s.token, s.user.id, UK, 'A2LBSANDBOXUK4M');
    expect(landed.origin + landed.pathname).toBe(`${app.url}/spapi-auth`);
    expect(landed.searchParams.get('state')).toBe(start.state);

    const res = await rest(app.url, 'POST', `/user/${s.user.id}/spapi-auth`, returnFrom(landed, false), s.token);
    expect(res.status).toBe(200);
    expect(res.body.settings.sp_creds).toMatchObject({ selling_partner_id: 'A2LBSANDBOXUK4M', marketplace: UK });
    expect(res.body.flow).toBe('settings');

    // The store name comes a moment later, from the queued read of the seller's marketplace participations.
    const row = await waitFor(async () => {
      const r = await connectionRow(app, s.user.id, 'AMAZON');
      return r.accountName ? r : null;
    });
    expect(row).toMatchObject({ status: 'AUTHORIZED', accountId: 'A2LBSANDBOXUK4M', accountName: 'Thistle & Pine Trading', marketplace: UK });
    // The stored value decrypts to a refresh token LWA accepts; the plain token is nowhere in the row.
    const refreshToken = reveal(app, row.refreshToken);
    const participations = await app.services.clients.amazon!.forSeller(refreshToken).getMarketplaceParticipations();
    expect(participations.map((p) => p.marketplace.id)).toContain(UK);
    const text = await connectionRowText(app, s.user.id, 'AMAZON');
    expect(text).not.toContain(refreshToken);
    expect(text).not.toContain(reveal(app, row.accessToken));

    // The connection queues a job that asks the inventory module for the first import.
    const runs = await waitFor(async () => {
      const r = await app.services.pool.query('SELECT status FROM inventory_import_runs WHERE user_id = $1', [s.user.id]);
      return r.rowCount ? r : null;
    });
    expect(runs.rowCount).toBe(1);

    // The GraphQL card shows the marketplace name.
    const g = await app.graphql(`{ viewer { linkedPlatforms { amazon { marketplaceName sellingPartnerId storeName status } } } }`, {}, s.token);
    expect(g.data.viewer.linkedPlatforms.amazon).toEqual({
      marketplaceName: 'United Kingdom',
      sellingPartnerId: 'A2LBSANDBOXUK4M',
      storeName: 'Thistle & Pine Trading',
      status: 'AUTHORIZED',
    });
  });

  it('during onboarding moves the seller on to plan selection (step 1)', async () => {
    const s = await createSeller(app, { onboardingFinished: false });
    const start = await app.graphql(
      `mutation($u: String!) { startAmazonAuthorization(userId: $u, marketplaceId: "${US}", onboarding: true) { __typename ... on AuthorizationStart { state url } } }`,
      { u: s.user.id },
      s.token,
    );
    const landed = await confirmAmazonConsent(start.data.startAmazonAuthorization.url);
    const done = await app.graphql(
      `mutation($u: String!, $sp: String!, $code: String!, $state: String!) {
        connectAmazon(userId: $u, sellingPartnerId: $sp, spapiOauthCode: $code, state: $state) { __typename ... on ConnectionReturn { flow user { onboardingStep } } }
      }`,
      {
        u: s.user.id,
        sp: landed.searchParams.get('selling_partner_id'),
        code: landed.searchParams.get('spapi_oauth_code'),
        state: landed.searchParams.get('state'),
      },
      s.token,
    );
    expect(done.data.connectAmazon).toEqual({ __typename: 'ConnectionReturn', flow: 'onboarding', user: { onboardingStep: 1 } });
  });

  it('refuses a wrong state: made up, issued to another seller, or used twice', async () => {
    const a = await createSeller(app);
    const b = await createSeller(app);
    const { landed } = await consent(a.token, a.user.id, US);
    const body = (state: string) => ({
      sellingPartnerId: landed.searchParams.get('selling_partner_id'),
      spapiOauthCode: landed.searchParams.get('spapi_oauth_code'),
      state,
      setOnboarding: false,
    });

    const madeUp = await rest(app.url, 'POST', `/user/${a.user.id}/spapi-auth`, body('not-a-state-we-issued'), a.token);
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.code).toBe('INVALID_STATE');
    // B replays A's return: the state is A's, so B is refused (and A's state is not consumed).
    const other = await rest(app.url, 'POST', `/user/${b.user.id}/spapi-auth`, body(landed.searchParams.get('state')!), b.token);
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('INVALID_STATE');
    expect(await app.services.prisma.connection.count({ where: { userId: b.user.id } })).toBe(0);

    const ok = await rest(app.url, 'POST', `/user/${a.user.id}/spapi-auth`, body(landed.searchParams.get('state')!), a.token);
    expect(ok.status).toBe(200);
    const again = await rest(app.url, 'POST', `/user/${a.user.id}/spapi-auth`, body(landed.searchParams.get('state')!), a.token);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_STATE');
  });

  it('refuses an expired state', async () => {
    const s = await createSeller(app);
    const { landed } = await consent(s.token, s.user.id, US);
    await app.services.prisma.oAuthState.updateMany({ where: { userId: s.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await rest(app.url, 'POST', `/user/${s.user.id}/spapi-auth`, returnFrom(landed), s.token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_STATE');
  });

  it('stores only a SHA-256 of the state', async () => {
    const s = await createSeller(app);
    const start = await rest(app.url, 'GET', `/user/${s.user.id}/spapi-auth/${US}`, undefined, s.token);
    const { rows } = await app.services.pool.query('SELECT row_to_json(o)::text AS j FROM oauth_states o WHERE user_id = $1', [s.user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].j).not.toContain(start.body.state);
  });

  it('offers only active marketplaces', async () => {
    const s = await createSeller(app);
    const mexico = await rest(app.url, 'GET', `/user/${s.user.id}/spapi-auth/A1AM78C64UM0Y8`, undefined, s.token);
    expect(mexico.status).toBe(400);
    expect(mexico.body.code).toBe('MARKETPLACE_NOT_ACTIVE');
    const g = await app.graphql(`{ amazonMarketplaces { key active } }`, {}, s.token);
    expect(g.data.amazonMarketplaces.filter((m: { active: boolean }) => m.active).map((m: { key: string }) => m.key)).toEqual(['US', 'CA', 'UK', 'DE']);
  });

  it('an LWA failure (code already used) is reported and stores nothing', async () => {
    const s = await createSeller(app);
    const { landed } = await consent(s.token, s.user.id, US);
    // Spend the code directly, as if a second tab had exchanged it.
    await app.services.clients.amazon!.exchangeCode(landed.searchParams.get('spapi_oauth_code')!, `${app.url}/spapi-auth`);
    const res = await rest(app.url, 'POST', `/user/${s.user.id}/spapi-auth`, returnFrom(landed), s.token);
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('AUTHORIZATION_FAILED');
    expect(await app.services.prisma.connection.count({ where: { userId: s.user.id } })).toBe(0);
  });
  // Issue 31, "many sellers at once": connecting answers without waiting for work that can be
  // queued. Another seller's import is kept running (Amazon holds its reports) while a new seller
  // connects; the answer arrives while that import is still running, and once Amazon lets the
  // reports go the newcomer's first items come in through the queued import.
  it("answers a new seller's connect while another seller's import is still running", async () => {
    const control = amazonSandboxControl((await sandboxUrls(app)).amazon);
    await control.setCatalogueSize('A1LBSANDBOXUS7Q', 150);
    await control.setCatalogueSize('A2LBSANDBOXUK4M', 150);
    const importOf = async (token: string) =>
      (await app.graphql(`{ inventoryImport(userId: "-") { status } }`, {}, token)).data?.inventoryImport?.status as string | undefined;
    const connect = async (s: { token: string; user: { id: string } }, marketplaceId: string, seller: string) => {
      const { landed } = await consent(s.token, s.user.id, marketplaceId, seller);
      return rest(app.url, 'POST', `/user/${s.user.id}/spapi-auth`, returnFrom(landed, false), s.token);
    };
    // The earlier cases' imports finish first, so the worker's slots are free for this one.
    await waitFor(
      async () => {
        const { rows } = await app.services.pool.query(`SELECT 1 FROM inventory_import_runs WHERE status IN ('QUEUED', 'RUNNING') LIMIT 1`);
        return rows.length === 0 ? true : null;
      },
      120_000,
      250,
    );
    await control.settings({ holdReports: true });
    try {
      const busy = await createSeller(app);
      expect((await connect(busy, US, 'A1LBSANDBOXUS7Q')).status).toBe(200);
      // The worker has taken the busy seller's import, which now waits for Amazon's reports.
      await waitFor(async () => ((await importOf(busy.token)) === 'RUNNING' ? true : null), 30_000, 100);

      const newcomer = await createSeller(app);
      const res = await connect(newcomer, UK, 'A2LBSANDBOXUK4M');
      expect(res.status).toBe(200);
      expect(res.body.settings.sp_creds).toMatchObject({ selling_partner_id: 'A2LBSANDBOXUK4M', marketplace: UK });
      // Answered while the other seller's import (and the newcomer's own) is still running.
      expect(await importOf(busy.token)).toBe('RUNNING');
      expect(await importOf(newcomer.token)).not.toBe('DONE');

      await control.settings({ holdReports: false });
      const items = await waitFor(
        async () => {
          const n = (await app.graphql(`{ inventory(userId: "-") { totalCount } }`, {}, newcomer.token)).data?.inventory?.totalCount ?? 0;
          return n >= 100 ? n : null;
        },
        90_000,
        250,
      );
      expect(items).toBeGreaterThanOrEqual(100);
      expect(await waitFor(async () => ((await importOf(busy.token)) === 'DONE' ? 'DONE' : null), 90_000, 250)).toBe('DONE');
    } finally {
      await control.settings({ holdReports: false });
    }
  }, 180_000);
});
