import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { createSeller } from '../../factories/users.ts';
import { pruneAudit } from '../../../server/modules/audit/audit.service.ts';
import { insertItems } from '../../factories/listings.ts';
import { rest } from '../../helpers/rest.ts';
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
    expect(lines[0]).toBe('when,who,from,token,kind,what,ip,outcome');
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

  it('writes the entry before the change runs: a change that fails or crashes keeps its entry, and with no entry nothing runs', async () => {
    const ids = await insertItems(app.services, owner.user.id, 1, 'CLOSED');
    const row = async () => (await app.services.pool.query('SELECT hidden, quantity_buffer FROM inventory_items WHERE id = $1', [ids[0]])).rows[0];
    const sql = (q: string) => app.services.pool.query(q);
    const hide = 'mutation ($u: String!, $ids: [ID!]!) { setItemsHidden(userId: $u, ids: $ids, hidden: true) { __typename } }';
    const buffer = (token: string) =>
      rest(app.url, 'POST', `/user/${owner.user.id}/fba-items/set-quantity-buffer`, { fba_item_ids: ids, quantity_buffer: 3 }, token);
    const outcomes = async (kind: string) =>
      (await app.services.prisma.auditLogEntry.findMany({ where: { accountId: owner.user.id, kind }, orderBy: { createdAt: 'asc' } })).map((e) => [
        e.via,
        e.outcome,
      ]);
    await sql('DELETE FROM audit_log');

    // The change crashes half-way (the database refuses the write): its entry is there, marked failed.
    await sql(`
      CREATE FUNCTION crash_item_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$;
      CREATE TRIGGER crash_item_update BEFORE UPDATE ON inventory_items FOR EACH ROW EXECUTE FUNCTION crash_item_update();`);
    try {
      const g = await app.graphql(hide, { u: owner.user.id, ids }, lister.token);
      expect(g.errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(g)).not.toContain('disk on fire');
      expect((await buffer(owner.token)).status).toBe(500);
    } finally {
      await sql('DROP TRIGGER crash_item_update ON inventory_items; DROP FUNCTION crash_item_update()');
    }
    expect(await outcomes('setItemsHidden')).toEqual([['member', 'failed']]);
    // REST fills the outcome in once the response has gone out.
    await expect.poll(() => outcomes('POST /user/:userId/fba-items/set-quantity-buffer'), { interval: 50 }).toEqual([['owner', 'failed']]);

    // The entry cannot be written: the change does not run, over GraphQL and REST alike (AUDIT_UNAVAILABLE).
    await sql(`
      CREATE FUNCTION refuse_audit_entry() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit storage unavailable'; END $$;
      CREATE TRIGGER refuse_audit_entry BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit_entry();`);
    try {
      const g = await app.graphql(hide, { u: owner.user.id, ids }, lister.token);
      expect(g.data?.setItemsHidden ?? null).toBeNull();
      expect(g.errors?.[0]).toMatchObject({
        message: 'This change could not be recorded in the audit log, so it was not done. Try again later.',
        extensions: { code: 'AUDIT_UNAVAILABLE' },
      });
      const r = await buffer(owner.token);
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ code: 'AUDIT_UNAVAILABLE' });
      expect(JSON.stringify([g, r.body])).not.toContain('audit storage unavailable');
      expect(await row()).toEqual({ hidden: false, quantity_buffer: null });
    } finally {
      await sql('DROP TRIGGER refuse_audit_entry ON audit_log; DROP FUNCTION refuse_audit_entry()');
    }

    // When it goes through, the same entry says so.
    expect((await app.graphql(hide, { u: owner.user.id, ids }, lister.token)).data.setItemsHidden.__typename).toBeTruthy();
    expect((await buffer(lister.token)).status).toBe(200);
    expect(await row()).toEqual({ hidden: true, quantity_buffer: 3 });
    expect(await outcomes('setItemsHidden')).toEqual([
      ['member', 'failed'],
      ['member', 'done'],
    ]);
    const shown = await activity({ k: 'setItemsHidden' });
    expect(shown.errors).toBeUndefined();
    // Each entry names the item it touched, so the Activity page links to that item's sync history.
    const linked = await app.services.prisma.auditLogEntry.findMany({
      where: { accountId: owner.user.id, outcome: 'done' },
      select: { kind: true, itemIds: true },
    });
    expect(linked).toEqual(
      expect.arrayContaining([
        { kind: 'setItemsHidden', itemIds: [ids[0]] },
        { kind: 'POST /user/:userId/fba-items/set-quantity-buffer', itemIds: [ids[0]] },
      ]),
    );
  });
});
