import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS } from '../../../server/modules/accounts/accounts.service.ts';

describe('sign-in rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers 429 per account after repeated failures, even with the right password', async () => {
    const s = await createSeller(app);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await rest(app.url, 'POST', '/auth/sign-in', { email: s.email, password: `Wrong-${i}-pass` })).status).toBe(401);
    }
    const limited = await rest(app.url, 'POST', '/auth/sign-in', { email: s.email, password: s.password });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    const g = await app.graphql(
      `mutation { signIn(email: "${s.email}", password: "${s.password}") { __typename ... on RateLimitedError { message retryAfterSeconds } } }`,
    );
    expect(g.data.signIn).toEqual({ __typename: 'RateLimitedError', message: limited.body.message, retryAfterSeconds: 900 });
    // Failures older than the window no longer count.
    await app.services.prisma.signInFailure.updateMany({ data: { createdAt: new Date(Date.now() - 16 * 60_000) } });
    expect((await rest(app.url, 'POST', '/auth/sign-in', { email: s.email, password: s.password })).status).toBe(200);
  });

  it('answers 429 per client address across many accounts', async () => {
    await app.services.prisma.signInFailure.deleteMany();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      await rest(app.url, 'POST', '/auth/sign-in', { email: `probe${i}@example.com`, password: 'Guess-1234' });
    }
    const s = await createSeller(app).catch((e) => e as Error);
    expect(s).toBeInstanceOf(Error); // even a fresh account cannot sign in from this address now
    expect((await rest(app.url, 'POST', '/auth/sign-in', { email: 'fresh@example.com', password: 'Guess-1234' })).status).toBe(429);
  });
});
