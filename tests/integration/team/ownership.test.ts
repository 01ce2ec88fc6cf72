// Transferring ownership (issue 35: one Owner per account, transferable): the owner gives the
// account to one of its Admins; the old owner becomes an Admin of it from their next request
// (billing and the team no longer theirs, their own password still theirs); audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';
import { joinTeam, type Seller } from './team-helpers.ts';

describe('transferring ownership', () => {
  let app: TestApp;
  let owner: Seller;
  let admin: Seller;
  let lister: Seller;
  beforeAll(async () => {
    app = await startTestApp();
    owner = await createSeller(app);
    admin = await joinTeam(app, owner, 'ADMIN');
    lister = await joinTeam(app, owner, 'LISTER');
  });
  afterAll(() => app.close());

  const transfer = (memberId: string, token: string) =>
    app.graphql(
      `mutation ($u: String!, $m: String!) { transferOwnership(userId: $u, memberId: $m) { __typename ... on Error { message } ... on Team { members { email role } } } }`,
      { u: owner.user.id, m: memberId },
      token,
    );
  const roleIn = async (person: Seller) =>
    ((await app.graphql('{ teamAccounts { accountId role } }', {}, person.token)).data.teamAccounts as Array<{ accountId: string; role: string }>).find(
      (a) => a.accountId === owner.user.id,
    )?.role;
  const invite = (token: string) =>
    app.graphql(
      'mutation ($u: String!) { inviteTeamMember(userId: $u, email: "later@example.com", role: VIEWER) { __typename } }',
      { u: owner.user.id },
      token,
    );

  it('goes only from the owner, only to an Admin', async () => {
    expect((await transfer(admin.user.id, admin.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await transfer(lister.user.id, owner.token)).data.transferOwnership.message).toBe('Ownership goes to an Admin: make them an Admin first.');
    expect((await transfer(owner.user.id, owner.token)).data.transferOwnership.message).toBe('You already own this account.');
  });

  it('makes the Admin the Owner and the old owner an Admin, at their next request; audited', async () => {
    const r = await transfer(admin.user.id, owner.token);
    // The owner first, then the members in the order they joined (the old owner's row is new).
    expect(r.data.transferOwnership.members).toEqual([
      { email: admin.email, role: 'OWNER' },
      { email: lister.email, role: 'LISTER' },
      { email: owner.email, role: 'ADMIN' },
    ]);
    expect(await roleIn(admin)).toBe('OWNER');
    expect(await roleIn(owner)).toBe('ADMIN');

    // The new owner manages the team and billing; the old one no longer (the team's 403) …
    expect((await invite(admin.token)).data.inviteTeamMember.__typename).toBe('Team');
    const refused = await invite(owner.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const billing = await rest(app.url, 'GET', `/user/${owner.user.id}/stripe/billing`, undefined, owner.token);
    expect(billing.status).toBe(403);
    expect(billing.body).toMatchObject({ code: 'FORBIDDEN', message: 'Your role (Admin) does not allow this in this account.' });
    expect((await rest(app.url, 'GET', `/user/${admin.user.id}/stripe/billing`, undefined, admin.token)).status).not.toBe(403);
    // … who still works in it as an Admin and keeps their own password.
    const items = await app.graphql('query ($u: String!) { inventory(userId: $u, pageSize: 25) { totalCount } }', { u: owner.user.id }, owner.token);
    expect(items.errors).toBeUndefined();
    const password = await app.graphql(
      'mutation { changePassword(userId: "-", currentPassword: "wrong-password-1", newPassword: "N3w-password-long", newPasswordConfirmation: "N3w-password-long") { __typename } }',
      {},
      owner.token,
    );
    expect(password.errors ?? []).not.toContainEqual(expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }));

    const log = await app.graphql(
      'query ($u: String!) { activity(userId: $u, kind: "transferOwnership") { entries { actorEmail via outcome } } }',
      { u: owner.user.id },
      admin.token,
    );
    // Newest first: this transfer, then the two the service turned down above (each recorded before it ran);
    // the Admin's attempt was refused by the gate before anything ran, so it left none.
    expect(log.data.activity.entries).toHaveLength(3);
    expect(log.data.activity.entries[0]).toEqual({ actorEmail: owner.email, via: 'owner', outcome: 'done' });
  });

  it("the new owner cannot be removed or demoted, nor the account's own login removed; ownership can come back", async () => {
    const remove = await app.graphql(
      'mutation ($u: String!, $m: String!) { removeTeamMember(userId: $u, memberId: $m) { __typename ... on Error { message } } }',
      { u: owner.user.id, m: owner.user.id },
      admin.token,
    );
    expect(remove.data.removeTeamMember.message).toBe('This person holds the account itself: change their role instead.');
    const demote = await app.graphql(
      'mutation ($u: String!, $m: String!) { changeTeamMemberRole(userId: $u, memberId: $m, role: VIEWER) { __typename ... on Error { message } } }',
      { u: owner.user.id, m: admin.user.id },
      admin.token,
    );
    expect(demote.data.changeTeamMemberRole.message).toBe('The owner keeps their role: transfer ownership to an Admin first.');

    const back = await transfer(owner.user.id, admin.token);
    expect(back.data.transferOwnership.members).toEqual([
      { email: owner.email, role: 'OWNER' },
      { email: admin.email, role: 'ADMIN' },
      { email: lister.email, role: 'LISTER' },
    ]);
    expect(await roleIn(owner)).toBe('OWNER');
    expect((await invite(owner.token)).data.inviteTeamMember.__typename).toBe('Team');
  });
});
