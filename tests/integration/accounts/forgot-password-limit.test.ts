// Forgot-password is rate limited like sign-in (issue 29): per e-mail address whatever client asks,
// and per client whatever address it names. Each request gets the same answer; mails beyond the
// limits are not queued.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RESET_REQUESTS_PER_ACCOUNT, MAX_RESET_REQUESTS_PER_ADDRESS } from '../../../server/modules/accounts/accounts.service.ts';
import { createSeller, uniqueEmail } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';

describe('forgot-password rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ WORKER: 'off' });
  });
  afterAll(() => app?.close());

  // The product trusts X-Forwarded-For from a loopback proxy: each value is another client.
  const forgot = async (email: string, client: string) => {
    const res = await fetch(`${app.url}/api/v1/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ email }),
    });
    return { status: res.status, body: await res.text() };
  };
  const mailsTo = async (emails: string[]) =>
    (await app.services.pool.query(`SELECT count(*)::int AS n FROM email_outbox WHERE "to" = ANY($1) AND subject = 'Reset your ListBridge password'`, [emails]))
      .rows[0].n;

  it('queues at most the per-address limit for 30 requests from 30 clients, answering the same each time', async () => {
    const { email } = await createSeller(app);
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await forgot(email, `203.0.113.${i + 1}`));
    expect(new Set(answers.map((a) => `${a.status} ${a.body}`))).toEqual(new Set(['200 {"success":true}']));
    expect(await mailsTo([email])).toBe(MAX_RESET_REQUESTS_PER_ACCOUNT);
    // The GraphQL mutation shares the limit and the answer.
    const g = await app.graphql(`mutation($e: String!) { requestPasswordReset(email: $e) { __typename } }`, { e: email });
    expect(g.data.requestPasswordReset.__typename).toBe('Ok');
    expect(await mailsTo([email])).toBe(MAX_RESET_REQUESTS_PER_ACCOUNT);
  });

  it('queues at most the per-client limit for one client naming many addresses, answering the same each time', async () => {
    const emails = Array.from({ length: MAX_RESET_REQUESTS_PER_ADDRESS + 5 }, () => uniqueEmail('reset'));
    await app.services.prisma.user.createMany({ data: emails.map((email) => ({ email, passwordHash: 'not-a-hash', tosAcceptedAt: new Date() })) });
    const answers = [];
    for (const email of emails) answers.push(await forgot(email, '198.51.100.7'));
    expect(new Set(answers.map((a) => `${a.status} ${a.body}`))).toEqual(new Set(['200 {"success":true}']));
    expect(await mailsTo(emails)).toBe(MAX_RESET_REQUESTS_PER_ADDRESS);
    // Another client is not held back by this one.
    expect(await forgot(emails.at(-1)!, '198.51.100.8')).toEqual({ status: 200, body: '{"success":true}' });
    expect(await mailsTo(emails)).toBe(MAX_RESET_REQUESTS_PER_ADDRESS + 1);
  });
});
