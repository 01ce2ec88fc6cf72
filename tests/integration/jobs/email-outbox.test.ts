import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { queueEmail } from '../../../server/modules/email/email.service.ts';
import { waitFor } from '../../helpers/wait.ts';

describe('email outbox through the worker', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('sends nothing when the transaction that queued the email rolls back', async () => {
    const { prisma, pool } = app.services;
    await expect(
      prisma.$transaction(async (tx) => {
        await queueEmail(tx, { to: 'rollback@example.com', subject: 'Never', text: 'never sent', kind: 'notification' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const jobs = await pool.query(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'email__deliver'`);
    expect(jobs.rows[0].n).toBe(0);
    expect(await prisma.emailOutbox.count({ where: { to: 'rollback@example.com' } })).toBe(0);
  });

  it('delivers a committed email to the outbox (SMTP_URL unset) through the in-process worker', async () => {
    const { prisma } = app.services;
    const id = await prisma.$transaction((tx) =>
      queueEmail(tx, { to: 'seller@example.com', subject: 'Reset your password', text: 'Open /reset-password?token=abc', kind: 'security' }),
    );
    const delivered = await waitFor(async () => {
      const row = await prisma.emailOutbox.findUnique({ where: { id } });
      return row?.status === 'LOGGED' ? row : null;
    });
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    expect(delivered.text).toBe('Open /reset-password?token=abc');
    expect(delivered.error).toBeNull();
  });
});
