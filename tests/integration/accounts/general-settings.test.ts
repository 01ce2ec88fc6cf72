// The General settings tab's server side (settings/advanced/general): its settings over their
// defaults, saving through GraphQL, and the outbox honouring them — notification mail to a seller
// who turned e-mail notifications off, or whose e-mails an admin disabled, is not sent; security
// mail (password reset) always is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEmail } from '../../../server/modules/email/email.service.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';

const READ = `query($u: String!) { user(userId: $u) { generalSettings { enableEmailNotifications disableFulfillment displayableOrderComment } } }`;
const SAVE = `mutation($u: String!, $s: GeneralSettingsInput!) {
  updateGeneralSettings(userId: $u, settings: $s) {
    __typename
    ... on User { generalSettings { enableEmailNotifications disableFulfillment displayableOrderComment } }
    ... on ValidationError { message fieldErrors { field message } }
  }
}`;

describe('General settings', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const stored = async (userId: string) => (await app.services.pool.query(`SELECT settings FROM users WHERE id = $1`, [userId])).rows[0].settings;
  /** Queues a mail of the kind to the seller and waits for the worker's verdict. */
  async function deliver(seller: { user: { id: string }; email: string }, kind: 'notification' | 'marketing' | 'security') {
    const id = await app.services.prisma.$transaction((tx) =>
      queueEmail(tx, { to: seller.email, subject: `A ${kind} mail`, text: 'hello', kind, userId: seller.user.id }),
    );
    return waitFor(async () => {
      const row = await app.services.prisma.emailOutbox.findUnique({ where: { id } });
      return row && row.status !== 'PENDING' ? row.status : null;
    });
  }

  it('shows the defaults to a seller who changed nothing, and saves only what changed', async () => {
    const s = await createSeller(app);
    expect((await app.graphql(READ, { u: s.user.id }, s.token)).data.user.generalSettings).toEqual({
      enableEmailNotifications: true,
      disableFulfillment: false,
      displayableOrderComment: null,
    });
    const saved = await app.graphql(SAVE, { u: '-', s: { enableEmailNotifications: false } }, s.token);
    expect(saved.data.updateGeneralSettings).toEqual({
      __typename: 'User',
      generalSettings: { enableEmailNotifications: false, disableFulfillment: false, displayableOrderComment: null },
    });
    expect(await stored(s.user.id)).toEqual({ enable_email_notifications: false });
    await app.graphql(SAVE, { u: '-', s: { disableFulfillment: true, displayableOrderComment: '  Thanks from Pat’s shop!  ' } }, s.token);
    expect(await stored(s.user.id)).toEqual({
      enable_email_notifications: false,
      disable_fulfillment: true,
      displayable_order_comment: 'Thanks from Pat’s shop!',
    });
    // Blank goes back to the default; REST reads the same store.
    await app.graphql(SAVE, { u: '-', s: { displayableOrderComment: '   ' } }, s.token);
    expect((await stored(s.user.id)).displayable_order_comment).toBeNull();
  });

  it('refuses a packing-slip comment over 1000 characters and changes nothing', async () => {
    const s = await createSeller(app);
    const res = await app.graphql(SAVE, { u: '-', s: { displayableOrderComment: 'x'.repeat(1001), enableEmailNotifications: false } }, s.token);
    expect(res.data.updateGeneralSettings.__typename).toBe('ValidationError');
    expect(res.data.updateGeneralSettings.fieldErrors[0].field).toBe('displayable_order_comment');
    expect(await stored(s.user.id)).toEqual({});
  });

  it("keeps another seller out of a seller's settings", async () => {
    const a = await createSeller(app);
    const b = await createSeller(app);
    const res = await app.graphql(SAVE, { u: a.user.id, s: { enableEmailNotifications: false } }, b.token);
    expect(res.data?.updateGeneralSettings ?? null).toBeNull();
    expect(await stored(a.user.id)).toEqual({});
  });

  it('sends notification mail only to a seller who wants it; security mail always', async () => {
    const s = await createSeller(app);
    expect(await deliver(s, 'notification')).toBe('LOGGED');
    await app.graphql(SAVE, { u: '-', s: { enableEmailNotifications: false } }, s.token);
    expect(await deliver(s, 'notification')).toBe('SUPPRESSED');
    expect(await deliver(s, 'marketing')).toBe('SUPPRESSED');
    expect(await deliver(s, 'security')).toBe('LOGGED');
    // A real password reset still reaches them.
    expect((await rest(app.url, 'POST', '/auth/forgot-password', { email: s.email })).status).toBeLessThan(300);
    const reset = await waitFor(() =>
      app.services.prisma.emailOutbox.findFirst({ where: { to: s.email, kind: 'security', subject: { contains: 'Reset' }, status: { not: 'PENDING' } } }),
    );
    expect(reset.status).toBe('LOGGED');
    // Back on: sent again.
    await app.graphql(SAVE, { u: '-', s: { enableEmailNotifications: true } }, s.token);
    expect(await deliver(s, 'notification')).toBe('LOGGED');
  });

  it('does not send notification mail to a seller whose e-mails an admin disabled, whatever their setting', async () => {
    const s = await createSeller(app);
    await app.services.pool.query('UPDATE users SET emails_disabled = true WHERE id = $1', [s.user.id]);
    expect(await deliver(s, 'notification')).toBe('SUPPRESSED');
    expect(await deliver(s, 'security')).toBe('LOGGED');
    await app.services.pool.query('UPDATE users SET emails_disabled = false WHERE id = $1', [s.user.id]);
    expect(await deliver(s, 'notification')).toBe('LOGGED');
  });
});
