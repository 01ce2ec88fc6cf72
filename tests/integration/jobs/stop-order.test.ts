// Issue 32: stopping the product while a job is still running must not end the worker's database
// pool under it. The orders benchmark ended with "Cannot use a pool after calling end on the pool"
// thrown from graphile-worker's job completion: the app ended the pool while a job outlived the
// shutdown grace and finished afterwards. A stop waits for the worker, its completions included.
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../helpers/app.ts';
import { startSmtpServer } from '../../helpers/smtp.ts';
import { waitFor } from '../../helpers/wait.ts';

describe('stopping with a job still running', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (err: unknown) => unhandled.push(err);
  process.on('unhandledRejection', onUnhandled);
  process.on('uncaughtException', onUnhandled);
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled);
    process.off('uncaughtException', onUnhandled);
  });

  it('ends the pools only after the job has finished and its completion is written', async () => {
    const smtp = await startSmtpServer();
    smtp.hold = true;
    const app = await startTestApp({ SMTP_URL: smtp.url, WORKER_SHUTDOWN_GRACE_MS: '2000' });
    try {
      await app.services.pool
        .query(`INSERT INTO email_outbox (id, "to", subject, text) VALUES (gen_random_uuid(), 'late@example.com', 's', 't') RETURNING id`)
        .then((r) => app.services.pool.query(`SELECT graphile_worker.add_job('email__deliver', json_build_object('emailId', $1::text))`, [r.rows[0].id]));
      await waitFor(async () => smtp.received === 1, 20_000, 50);
      // The mail server answers after the grace (the job is released for another worker) but
      // before the stop gives up on it: the job finishes while the app is stopping.
      setTimeout(() => smtp.release(), 3000);
      await app.close();
      // Give a late completion every chance to reach the ended pool.
      await new Promise((r) => setTimeout(r, 1500));
      expect(unhandled.map(String)).toEqual([]);
    } finally {
      await smtp.close();
    }
  }, 60_000);
});
