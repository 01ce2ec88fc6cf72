import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { createSeller } from '../../factories/users.ts';
import { pruneAudit } from '../../../server/modules/audit/audit.service.ts';
import { joinTeam, type Seller } from './team-helpers.ts';

describe("the account's audit log", () => {
  let app: TestApp;
  let owner: Seller;
  let lister: Seller;
  let admin: Seller;
  beforeAll(async () => {
    app = await startTestApp();
    owner = await createSeller(app);
    admin = await createSeller(app, { isAdmin: true });
    lister = await joinTeam(app, owner, 'LISTER');
  });
  afterAll(() => app.close());

  const activity = (vars: Record<string, unknown> = {}, token = owner.token) =>
    app.graphql(
      `query ($u: String!, $m: String, $k: String, $f: String, $t: String) { activity(userId: $u, memberId: $m, kind: $k, from: $f, to: $t) { total kinds entries { actorEmail via tokenName kind what } } }`,
      { u: owner.user.id, ...vars },
      token,
    );

  it('records who changed what and from where: a member, a token (its name), an admin impersonating, REST', async () => {
    await app.graphql(
      'mutation ($u: String!) { setQuantityBuffer(userId: $u, ids: [], quantityBuffer: "2") { __typename } }',
      { u: owner.user.id },
      lister.token,
    );
    const made = await app.graphql(
      'mutation ($u: String!) { createAccessToken(userId: $u, input: { name: "nightly repricer", scopes: [SETTINGS_WRITE] }) { ... on AccessTokenCreated { token } } }',
      { u: owner.user.id },
      lister.token,
    );
    await app.graphql(
      'mutation ($u: String!) { setItemsHidden(userId: $u, ids: [], hidden: true) { __typename } }',
      { u: owner.user.id },
      made.data.createAccessToken.token,
    );
    await app.graphql('mutation ($u: String!) { setItemsHidden(userId: $u, ids: [], hidden: false) { __typename } }', { u: owner.user.id }, admin.token);
    await fetch(`${app.url}/api/v1/user/${owner.user.id}/fba-items/set-quantity-buffer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${lister.token}` },
      body: JSON.stringify({ fba_item_ids: [], quantity_buffer: 1 }),
    });
    // A refused change is no change.
    await app.graphql('mutation ($u: String!) { subscribeToPlans(userId: $u) { __typename } }', { u: owner.user.id }, lister.token);

    const r = await activity();
    const entries = r.data.activity.entries as Array<Record<string, string | null>>;
    expect(entries.map((e) => [e.kind, e.via, e.actorEmail, e.tokenName])).toEqual(
      expect.arrayContaining([
        ['setQuantityBuffer', 'member', lister.email, null],
        ['createAccessToken', 'member', lister.email, null],
        ['setItemsHidden', 'token', lister.email, 'nightly repricer'],
        ['setItemsHidden', 'admin', admin.email, null],
      ]),
    );
    expect(entries.some((e) => e.kind === 'subscribeToPlans')).toBe(false);
    expect(JSON.stringify(entries)).not.toContain('lb_pat_');
  });

  it('filters by member and kind; the Lister cannot read it; exports CSV', async () => {
    const byMember = await activity({ m: lister.user.id });
    expect(byMember.data.activity.entries.every((e: { actorEmail: string }) => e.actorEmail === lister.email)).toBe(true);
    const byKind = await activity({ k: 'setItemsHidden' });
    expect(byKind.data.activity.total).toBe(2);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await activity({ f: tomorrow })).data.activity.total).toBe(0);
    const refused = await activity({}, lister.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const csv = await fetch(`${app.url}/api/v1/user/${owner.user.id}/activity.csv?kind=setItemsHidden`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('when,who,from,token,kind,what,ip');
    expect(lines).toHaveLength(3);
  });

  it('keeps entries one year', async () => {
    await app.services.prisma.auditLogEntry.updateMany({
      where: { accountId: owner.user.id, kind: 'setQuantityBuffer' },
      data: { createdAt: new Date(Date.now() - 366 * 86_400_000) },
    });
    expect(await pruneAudit(app.services.prisma)).toBeGreaterThan(0);
    expect((await activity({ k: 'setQuantityBuffer' })).data.activity.total).toBe(0);
  });
});
