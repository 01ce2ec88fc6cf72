import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';
import { accept, invite } from '../team/team-helpers.ts';

// A seller's token against another seller's id: refused on every path, revealing nothing,
// changing nothing. An admin reaches any seller.
describe('tenant isolation of accounts', () => {
  let app: TestApp;
  let alice: Awaited<ReturnType<typeof createSeller>>;
  let bob: Awaited<ReturnType<typeof createSeller>>;
  let admin: Awaited<ReturnType<typeof createSeller>>;
  beforeAll(async () => {
    app = await startTestApp();
    alice = await createSeller(app);
    bob = await createSeller(app, { tosAccepted: false, onboardingFinished: false });
    admin = await createSeller(app, { isAdmin: true });
  });
  afterAll(() => app.close());

  const paths: Array<['GET' | 'POST', string, object?]> = [
    ['GET', 'user'],
    ['POST', 'user', { full_name: 'Hacked' }],
    ['POST', 'password', { currentPassword: 'Sunflower42x', newPassword: 'Hacked-Pass-1', newPasswordConfirmation: 'Hacked-Pass-1' }],
    ['POST', 'contact-info', { full_name: 'Hacked' }],
    ['GET', 'get_2fa'],
    ['POST', 'verify_2fa', { code: '123456', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }],
    ['POST', 'onboarding/progress/2'],
    ['POST', 'onboarding/accept-tos'],
    ['POST', 'onboarding/finish'],
  ];

  it('REST: every user path answers 403 with the same body for another seller and for an unknown id', async () => {
    const before = await app.services.prisma.user.findUniqueOrThrow({ where: { id: bob.user.id } });
    for (const [method, path, body] of paths) {
      const other = await rest(app.url, method, `/user/${bob.user.id}/${path}`, body, alice.token);
      const unknown = await rest(app.url, method, `/user/00000000-0000-4000-8000-000000000000/${path}`, body, alice.token);
      expect({ path, status: other.status, body: other.body }).toEqual({ path, status: 403, body: { statusCode: 403, message: 'Forbidden' } });
      expect(unknown).toEqual(other);
      expect(JSON.stringify(other.body)).not.toContain(bob.email);
    }
    expect(await app.services.prisma.user.findUniqueOrThrow({ where: { id: bob.user.id } })).toEqual(before);
    const noToken = await rest(app.url, 'GET', `/user/${bob.user.id}/user`);
    expect(noToken.status).toBe(401);
  });

  it('GraphQL: another seller is unreachable through user(), node(id) and every mutation', async () => {
    const bobNode = (await app.graphql('{ viewer { id } }', {}, bob.token)).data.viewer.id;
    const byNode = await app.graphql(`query ($id: ID!) { node(id: $id) { id ... on User { email } } }`, { id: bobNode }, alice.token);
    expect(byNode.data?.node ?? null).toBeNull();
    expect(JSON.stringify(byNode)).not.toContain(bob.email);
    const byArg = await app.graphql(`query ($u: String!) { user(userId: $u) { email } }`, { u: bob.user.id }, alice.token);
    expect(byArg.data?.user ?? null).toBeNull();
    expect(byArg.errors?.[0]?.message).toMatch(/not authorized/i);
    const mutations = [
      `mutation ($u: String!) { acceptTerms(userId: $u) { id } }`,
      `mutation ($u: String!) { finishOnboarding(userId: $u) { id } }`,
      `mutation ($u: String!) { setOnboardingStep(userId: $u, step: 3) { id } }`,
      `mutation ($u: String!) { beginTwoFactorSetup(userId: $u) { secret } }`,
      `mutation ($u: String!) { enableTwoFactor(userId: $u, secret: "JBSWY3DPEHPK3PXP", code: "123456") { __typename } }`,
      `mutation ($u: String!) { updateContactInfo(userId: $u, fullName: "Hacked") { __typename } }`,
      `mutation ($u: String!) { changePassword(userId: $u, currentPassword: "Sunflower42x", newPassword: "Hacked-Pass-1", newPasswordConfirmation: "Hacked-Pass-1") { __typename } }`,
    ];
    for (const m of mutations) {
      const r = await app.graphql(m, { u: bob.user.id }, alice.token);
      expect({ m, data: r.data ?? null, error: r.errors?.[0]?.message }).toMatchObject({ m, data: null });
      expect(r.errors?.[0]?.message).toMatch(/not authorized/i);
    }
    const after = await app.services.prisma.user.findUniqueOrThrow({ where: { id: bob.user.id } });
    expect(after.tosAcceptedAt).toBeNull();
    expect(after.onboardingFinished).toBe(false);
    expect(after.fullName).toBeNull();
  });

  it('an admin reaches any seller (REST and GraphQL); an unknown id is a 404 for the admin', async () => {
    const r = await rest(app.url, 'GET', `/user/${bob.user.id}/user`, undefined, admin.token);
    expect(r.status).toBe(200);
    expect(r.body.emails[0].address).toBe(bob.email);
    const g = await app.graphql(`query ($u: String!) { user(userId: $u) { email } }`, { u: bob.user.id }, admin.token);
    expect(g.data.user.email).toBe(bob.email);
    const missing = await rest(app.url, 'GET', '/user/00000000-0000-4000-8000-000000000000/user', undefined, admin.token);
    expect(missing.status).toBe(404);
  });
});

// Issue 35: a person in two sellers' teams reaches each within the role they hold there, and no
// third seller; one account's role never carries over to the other.
describe('tenant isolation for members of two accounts', () => {
  let app: TestApp;
  let a: Awaited<ReturnType<typeof createSeller>>;
  let b: Awaited<ReturnType<typeof createSeller>>;
  let c: Awaited<ReturnType<typeof createSeller>>;
  let person: Awaited<ReturnType<typeof createSeller>>;
  beforeAll(async () => {
    app = await startTestApp();
    [a, b, c] = [await createSeller(app), await createSeller(app), await createSeller(app)];
    person = await createSeller(app);
    for (const [owner, role] of [
      [a, 'ADMIN'],
      [b, 'VIEWER'],
    ] as const) {
      const link = await invite(app, owner, person.email, role);
      const r = await accept(app, person, link);
      expect(r.data.acceptTeamInvitation.role).toBe(role);
    }
  });
  afterAll(() => app.close());

  const hide = (userId: string) =>
    app.graphql('mutation ($u: String!) { setItemsHidden(userId: $u, ids: [], hidden: true) { __typename } }', { u: userId }, person.token);

  it('writes in the account where the role allows it, not in the other, and reaches no third seller', async () => {
    expect((await hide(a.user.id)).errors).toBeUndefined();
    expect((await hide(b.user.id)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const third = await hide(c.user.id);
    expect(third.errors?.[0]?.message).toMatch(/not authorized/i);
    const rest403 = await rest(app.url, 'GET', `/user/${c.user.id}/user`, undefined, person.token);
    expect(rest403).toEqual({ status: 403, body: { statusCode: 403, message: 'Forbidden' } });
    expect((await rest(app.url, 'POST', `/user/${b.user.id}/fba-items/set-hidden`, { action: 'hide', listingIds: [] }, person.token)).status).toBe(403);
  });

  it("one operation naming both accounts is refused when either role refuses it; the other seller's user is unreachable by node(id)", async () => {
    const both = await app.graphql(
      'mutation ($a: String!, $b: String!) { x: setItemsHidden(userId: $a, ids: [], hidden: true) { __typename } y: setItemsHidden(userId: $b, ids: [], hidden: true) { __typename } }',
      { a: a.user.id, b: b.user.id },
      person.token,
    );
    expect(both.data ?? null).toBeNull();
    expect(both.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const cNode = (await app.graphql('{ viewer { id } }', {}, c.token)).data.viewer.id;
    const byNode = await app.graphql('query ($id: ID!) { node(id: $id) { id ... on User { email } } }', { id: cNode }, person.token);
    expect(JSON.stringify(byNode)).not.toContain(c.email);
  });

  it("a member reads no billing of the account (the owner's alone)", async () => {
    const r = await app.graphql('query ($u: String!) { user(userId: $u) { email cardSummary } }', { u: a.user.id }, person.token);
    expect(r.errors?.[0]?.message).toContain('BILLING');
    expect((await rest(app.url, 'GET', `/user/${a.user.id}/stripe/billing`, undefined, person.token)).status).toBe(403);
  });
});
