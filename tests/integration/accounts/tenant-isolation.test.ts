import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';

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
