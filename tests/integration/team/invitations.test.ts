import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';
import { accept, invite, joinTeam, type Seller } from './team-helpers.ts';

describe('team invitations and membership', () => {
  let app: TestApp;
  let owner: Seller;
  beforeAll(async () => {
    app = await startTestApp();
    owner = await createSeller(app);
  });
  afterAll(() => app.close());

  it('mails a one-time link valid 7 days; the invitee with that address joins with the role; the link works once', async () => {
    const person = await createSeller(app);
    const link = await invite(app, owner, person.email, 'LISTER');
    const mail = await app.services.prisma.emailOutbox.findFirstOrThrow({ where: { to: person.email } });
    expect(mail.subject).toContain(owner.email);
    expect(mail.text).toContain('expires in 7 days');
    const inv = await app.services.prisma.teamInvitation.findFirstOrThrow({ where: { email: person.email } });
    const days = (inv.expiresAt.getTime() - inv.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    // The link itself is not stored.
    expect(JSON.stringify(inv)).not.toContain(link.split('/invitation/')[1]);

    const preview = await app.graphql(`query ($t: String!) { teamInvitation(token: $t) { ... on TeamInvitationPreview { accountEmail role email } } }`, {
      t: link.split('/invitation/')[1],
    });
    expect(preview.data.teamInvitation).toEqual({ accountEmail: owner.email, role: 'LISTER', email: person.email });

    const stranger = await createSeller(app);
    const wrong = await accept(app, stranger, link);
    expect(wrong.data.acceptTeamInvitation).toMatchObject({ __typename: 'InvitationEmailMismatchError' });

    const ok = await accept(app, person, link);
    expect(ok.data.acceptTeamInvitation).toEqual({ __typename: 'TeamAccount', accountId: owner.user.id, role: 'LISTER' });
    const again = await accept(app, person, link);
    expect(again.data.acceptTeamInvitation).toMatchObject({ __typename: 'InvitationInvalidError' });

    const accounts = await app.graphql('{ teamAccounts { accountId role } }', {}, person.token);
    expect(accounts.data.teamAccounts).toEqual([
      { accountId: person.user.id, role: 'OWNER' },
      { accountId: owner.user.id, role: 'LISTER' },
    ]);
    const team = await app.graphql('query ($u: String!) { team(userId: $u) { members { email role } } }', { u: owner.user.id }, owner.token);
    expect(team.data.team.members).toEqual([
      { email: owner.email, role: 'OWNER' },
      { email: person.email, role: 'LISTER' },
    ]);
  });

  it('refuses an expired link', async () => {
    const person = await createSeller(app);
    const link = await invite(app, owner, person.email, 'VIEWER');
    await app.services.prisma.teamInvitation.updateMany({ where: { email: person.email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const r = await accept(app, person, link);
    expect(r.data.acceptTeamInvitation).toMatchObject({ __typename: 'InvitationInvalidError' });
  });

  it('a removed member is refused at their next request (GraphQL and REST); a role change applies at once', async () => {
    const member = await joinTeam(app, owner, 'VIEWER');
    const read = () => app.graphql('query ($u: String!) { inventoryStats(userId: $u) { __typename } }', { u: owner.user.id }, member.token);
    expect((await read()).errors).toBeUndefined();
    expect((await rest(app.url, 'GET', `/user/${owner.user.id}/fba-items`, undefined, member.token)).status).toBe(200);
    const hide = () => rest(app.url, 'POST', `/user/${owner.user.id}/fba-items/set-hidden`, { ids: [], hidden: true }, member.token);
    expect((await hide()).status).toBe(403);

    const changed = await app.graphql(
      'mutation ($u: String!, $m: String!) { changeTeamMemberRole(userId: $u, memberId: $m, role: LISTER) { __typename } }',
      { u: owner.user.id, m: member.user.id },
      owner.token,
    );
    expect(changed.data.changeTeamMemberRole.__typename).toBe('Team');
    expect((await hide()).status).not.toBe(403);

    const removed = await app.graphql(
      'mutation ($u: String!, $m: String!) { removeTeamMember(userId: $u, memberId: $m) { ... on Team { members { email } } } }',
      { u: owner.user.id, m: member.user.id },
      owner.token,
    );
    expect(removed.data.removeTeamMember.members.map((m: { email: string }) => m.email)).not.toContain(member.email);
    const after = await read();
    expect(after.data?.inventoryStats ?? null).toBeNull();
    expect(after.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await rest(app.url, 'GET', `/user/${owner.user.id}/fba-items`, undefined, member.token)).toEqual({
      status: 403,
      body: { statusCode: 403, message: 'Forbidden' },
    });
  });

  it("a member's access token never exceeds the member's role, and stops when they leave", async () => {
    const member = await joinTeam(app, owner, 'FULFILMENT');
    const create = (scopes: string[]) =>
      app.graphql(
        `mutation ($u: String!, $s: [AccessTokenScope!]!) { createAccessToken(userId: $u, input: { name: "bot", scopes: $s }) { __typename ... on AccessTokenCreated { token } ... on Error { message } } }`,
        { u: owner.user.id, s: scopes },
        member.token,
      );
    const tooMuch = await create(['SALES_READ', 'LISTINGS_WRITE']);
    expect(tooMuch.data.createAccessToken).toMatchObject({ __typename: 'AccessTokenInputError' });
    expect(tooMuch.data.createAccessToken.message).toContain('LISTINGS_WRITE');
    const made = await create(['SALES_READ']);
    const token = made.data.createAccessToken.token as string;
    const sales = () => app.graphql('query ($u: String!) { ebaySales(userId: $u) { __typename } }', { u: owner.user.id }, token);
    expect((await sales()).errors).toBeUndefined();

    // The member becomes a Viewer, still with SALES_READ; then leaves: the token stops.
    await app.graphql(
      'mutation ($u: String!, $m: String!) { removeTeamMember(userId: $u, memberId: $m) { __typename } }',
      { u: owner.user.id, m: member.user.id },
      owner.token,
    );
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { userId } }' }),
    });
    expect(res.status).toBe(401);
  });

  it('a token of a member whose role shrank keeps only what the role still holds', async () => {
    const member = await joinTeam(app, owner, 'LISTER');
    const made = await app.graphql(
      `mutation ($u: String!) { createAccessToken(userId: $u, input: { name: "lister bot", scopes: [INVENTORY_READ, LISTINGS_WRITE] }) { ... on AccessTokenCreated { token } } }`,
      { u: owner.user.id },
      member.token,
    );
    const token = made.data.createAccessToken.token as string;
    await app.graphql(
      'mutation ($u: String!, $m: String!) { changeTeamMemberRole(userId: $u, memberId: $m, role: VIEWER) { __typename } }',
      {
        u: owner.user.id,
        m: member.user.id,
      },
      owner.token,
    );
    const write = await app.graphql('mutation ($u: String!) { setItemsHidden(userId: $u, ids: [], hidden: true) { __typename } }', { u: owner.user.id }, token);
    expect(write.errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_SCOPE');
    const readOk = await app.graphql('query ($u: String!) { inventoryStats(userId: $u) { __typename } }', { u: owner.user.id }, token);
    expect(readOk.errors).toBeUndefined();
  });

  it('when the owner requires two-factor, a member without it is refused until they turn it on', async () => {
    const member = await joinTeam(app, owner, 'ADMIN');
    await app.graphql(
      'mutation ($u: String!) { setTeamRequiresTwoFactor(userId: $u, required: true) { requireTwoFactor } }',
      { u: owner.user.id },
      owner.token,
    );
    const r = await app.graphql('query ($u: String!) { inventoryStats(userId: $u) { __typename } }', { u: owner.user.id }, member.token);
    expect(r.errors?.[0]?.message).toMatch(/two-factor/);
    expect((await rest(app.url, 'GET', `/user/${owner.user.id}/fba-items`, undefined, member.token)).body.code).toBe('TWO_FACTOR_REQUIRED');
    // The owner's own account is unaffected.
    const own = await app.graphql('query ($u: String!) { inventoryStats(userId: $u) { __typename } }', { u: owner.user.id }, owner.token);
    expect(own.errors).toBeUndefined();
    await app.graphql(
      'mutation ($u: String!) { setTeamRequiresTwoFactor(userId: $u, required: false) { requireTwoFactor } }',
      { u: owner.user.id },
      owner.token,
    );
  });
});
