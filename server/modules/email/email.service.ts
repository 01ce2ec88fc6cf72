import nodemailer from 'nodemailer';
import type { PrismaClient, Prisma } from '../../db/prisma.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

type Tx = Prisma.TransactionClient | PrismaClient;

/** Mail kept in the outbox this long after delivery, for support to look up. */
export const OUTBOX_RETENTION_DAYS = 30;

/**
 * Queues an email: an outbox row plus its delivery job, both on `tx`, so that a rolled-back
 * transaction sends nothing.
 */
export async function queueEmail(tx: Tx, email: OutgoingEmail): Promise<string> {
  const row = await tx.emailOutbox.create({ data: { ...email }, select: { id: true } });
  await enqueue(tx, 'email__deliver', { emailId: row.id }, { maxAttempts: 10 });
  return row.id;
}

/**
 * Delivers one queued email: through SMTP when SMTP_URL is set, otherwise it stays in the
 * outbox (status LOGGED) and its text goes to the log, so a developer can follow e.g. a
 * password-reset link.
 */
export async function deliverEmail(app: { prisma: PrismaClient; config: Config; log: Logger }, emailId: string): Promise<'SENT' | 'LOGGED' | 'SKIPPED'> {
  const email = await app.prisma.emailOutbox.findUnique({ where: { id: emailId } });
  if (email?.status !== 'PENDING') return 'SKIPPED';
  if (app.config.SMTP_URL) {
    const transport = nodemailer.createTransport(app.config.SMTP_URL);
    try {
      await transport.sendMail({
        from: app.config.MAIL_FROM,
        // The outbox id: a resend after a crash (accepted by SMTP, not yet marked SENT) carries the
        // same Message-ID, which receiving servers use to drop the copy.
        messageId: `<${email.id}@listbridge.local>`,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
      });
    } catch (err) {
      await app.prisma.emailOutbox.update({ where: { id: emailId }, data: { error: String(err) } });
      throw err; // graphile-worker retries with back-off
    } finally {
      transport.close();
    }
    await app.prisma.emailOutbox.update({
      where: { id: emailId },
      data: { status: 'SENT', deliveredAt: new Date(), error: null },
    });
    return 'SENT';
  }
  app.log.info({ emailId, to: email.to, subject: email.subject, text: email.text }, 'email kept in the outbox (SMTP_URL is not set)');
  await app.prisma.emailOutbox.update({ where: { id: emailId }, data: { status: 'LOGGED', deliveredAt: new Date() } });
  return 'LOGGED';
}

/** Deletes delivered mail older than the retention period. */
export async function pruneOutbox(prisma: PrismaClient, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 86_400_000);
  const { count } = await prisma.emailOutbox.deleteMany({
    where: { status: { in: ['SENT', 'LOGGED'] }, deliveredAt: { lt: before } },
  });
  return count;
}
