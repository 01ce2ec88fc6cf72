import nodemailer from 'nodemailer';
import type { PrismaClient, Prisma } from '../../db/prisma.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { userWantsEmail } from './ports.ts';

/**
 * 'security': password reset, two-factor and sign-in changes — always sent. 'notification' and
 * 'marketing': not sent to a user who turned e-mail notifications off (General settings) or whose
 * e-mails an admin disabled. 'internal': to ListBridge's own people (support tickets).
 */
export type EmailKind = 'security' | 'notification' | 'marketing' | 'internal';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: EmailKind;
  /** The user the mail goes to: their preferences decide notification and marketing mail. */
  userId?: string | null;
}

/** Kinds a user can opt out of. */
const OPTIONAL_KINDS: readonly string[] = ['notification', 'marketing'];

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
export async function deliverEmail(
  app: { prisma: PrismaClient; config: Config; log: Logger },
  emailId: string,
): Promise<'SENT' | 'LOGGED' | 'SKIPPED' | 'SUPPRESSED'> {
  const email = await app.prisma.emailOutbox.findUnique({ where: { id: emailId } });
  if (email?.status !== 'PENDING') return 'SKIPPED';
  // Read at delivery, not when queued: a seller who opts out meanwhile gets nothing more.
  if (OPTIONAL_KINDS.includes(email.kind) && email.userId && !(await userWantsEmail(app, email.userId))) {
    app.log.info({ emailId, kind: email.kind, userId: email.userId }, 'email not sent: the user opted out of notification e-mails');
    await app.prisma.emailOutbox.update({ where: { id: emailId }, data: { status: 'SUPPRESSED', deliveredAt: new Date() } });
    return 'SUPPRESSED';
  }
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
  // The text may hold a secret (a reset link): only a developer's own log gets it, never production's.
  if (app.config.NODE_ENV === 'production') app.log.info({ emailId, to: email.to, subject: email.subject }, 'email kept in the outbox (SMTP_URL is not set)');
  else app.log.info({ emailId, to: email.to, subject: email.subject, text: email.text }, 'email kept in the outbox (SMTP_URL is not set)');
  await app.prisma.emailOutbox.update({ where: { id: emailId }, data: { status: 'LOGGED', deliveredAt: new Date() } });
  return 'LOGGED';
}

/** The outbox status of these e-mails (ids no longer in the outbox are left out). */
export async function emailStatuses(deps: { prisma: PrismaClient }, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.prisma.emailOutbox.findMany({ where: { id: { in: [...ids] } }, select: { id: true, status: true } });
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** Deletes delivered mail older than the retention period. */
export async function pruneOutbox(prisma: PrismaClient, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 86_400_000);
  const { count } = await prisma.emailOutbox.deleteMany({
    where: { status: { in: ['SENT', 'LOGGED', 'SUPPRESSED'] }, deliveredAt: { lt: before } },
  });
  return count;
}
