// Support tickets ('Talk to us!', spec 001 §2.9): stored with their screenshots, then e-mailed to
// support through the outbox in the same transaction (a refused or rolled-back ticket sends nothing).
import type pg from 'pg';
import type { Prisma, PrismaClient } from '../../db/prisma.ts';
import type { Config } from '../../config.ts';
import { emailStatuses, queueEmail } from '../email/email.service.ts';
import { hitRateLimit } from '../system/rate-limits.ts';
import { attachmentProblem, MAX_ATTACHMENTS, TOO_MANY_MESSAGE } from '../../../shared/support/attachment-rules.ts';
import { TicketInvalidError, TicketRateLimitedError } from './support.errors.ts';

export interface TicketDeps {
  prisma: PrismaClient;
  pool: pg.Pool;
  config: Pick<Config, 'SUPPORT_EMAIL'>;
}

export interface TicketInput {
  email?: unknown;
  subject?: unknown;
  details?: unknown;
  examples?: unknown;
  /** Spec 001 §3: each with content as a data URL, filename and type. */
  attachments?: unknown;
}

export const MISSING_EMAIL_MESSAGE = 'Please enter the e-mail address we should answer.';
export const MISSING_DETAILS_MESSAGE = 'Please tell us what happened.';

/** Twenty reports an hour per seller: far above a real need, low enough to stop a loop. */
const TICKET_LIMIT = { bucket: 'support-tickets', limit: 20, windowMs: 60 * 60 * 1000 };

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

interface Attachment {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** The attachments of a ticket, decoded and checked; throws the first problem's message. */
function parseAttachments(raw: unknown): Attachment[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new TicketInvalidError('Attachments must be a list.');
  if (raw.length > MAX_ATTACHMENTS) throw new TicketInvalidError(TOO_MANY_MESSAGE);
  return raw.map((a: { content?: unknown; filename?: unknown; type?: unknown }) => {
    const filename = text(a?.filename, 255);
    const m = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w=.+-]+)*;base64,([A-Za-z0-9+/=\s]*)$/.exec(typeof a?.content === 'string' ? a.content : '');
    // The declared type, else the one inside the data URL.
    const contentType = text(a?.type, 100) || m?.[1] || '';
    if (!m) throw new TicketInvalidError(`${filename || 'An attachment'} could not be read.`);
    const data = Buffer.from(m[2]!, 'base64');
    const problem = attachmentProblem({ filename, type: contentType, size: data.length });
    if (problem) throw new TicketInvalidError(problem);
    return { filename, contentType, data };
  });
}

/** Stores the seller's ticket and queues its e-mail to support. Returns the ticket id. */
export async function fileTicket(deps: TicketDeps, userId: string, input: TicketInput): Promise<string> {
  const email = text(input.email, 320);
  const subject = text(input.subject, 200);
  const details = text(input.details, 20_000);
  const examples = text(input.examples, 20_000);
  if (!email) throw new TicketInvalidError(MISSING_EMAIL_MESSAGE);
  if (!details) throw new TicketInvalidError(MISSING_DETAILS_MESSAGE);
  const attachments = parseAttachments(input.attachments);

  const rate = await hitRateLimit(deps.pool, TICKET_LIMIT, userId);
  if (!rate.allowed) throw new TicketRateLimitedError(rate.retryAfterSeconds);

  return deps.prisma.$transaction(async (tx: Prisma.TransactionClient) => {
    const ticket = await tx.supportTicket.create({
      data: {
        userId,
        email,
        subject,
        details,
        examples,
        attachments: {
          create: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, sizeBytes: a.data.length, data: Uint8Array.from(a.data) })),
        },
      },
      select: { id: true },
    });
    const emailId = await queueEmail(tx, {
      to: deps.config.SUPPORT_EMAIL,
      subject: `Support ticket: ${subject || '(no subject)'} [${ticket.id}]`,
      kind: 'internal',
      text: [
        `From: ${email} (user ${userId})`,
        `Subject: ${subject || '(none)'}`,
        '',
        'More information:',
        details,
        '',
        'Examples:',
        examples || '(none)',
        '',
        attachments.length
          ? `Screenshots (${attachments.length}, stored with ticket ${ticket.id}): ${attachments.map((a) => a.filename).join(', ')}`
          : 'No screenshots.',
      ].join('\n'),
    });
    await tx.supportTicket.update({ where: { id: ticket.id }, data: { emailId } });
    return ticket.id;
  });
}

export interface TicketSummary {
  id: string;
  email: string;
  subject: string;
  details: string;
  examples: string;
  createdAt: Date;
  /** The e-mail to support: PENDING, SENT, LOGGED (kept in the outbox, no SMTP) or FAILED. */
  status: string;
  attachments: { id: string; filename: string; contentType: string; sizeBytes: number }[];
}

/** The seller's tickets, newest first, with their attachments' names (not their data) — for admins. */
export async function ticketsOf(deps: Pick<TicketDeps, 'prisma'>, userId: string, limit = 50): Promise<TicketSummary[]> {
  const rows = await deps.prisma.supportTicket.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    select: {
      id: true,
      email: true,
      subject: true,
      details: true,
      examples: true,
      createdAt: true,
      emailId: true,
      attachments: { select: { id: true, filename: true, contentType: true, sizeBytes: true }, orderBy: { filename: 'asc' } },
    },
  });
  const statuses = await emailStatuses(
    deps,
    rows.flatMap((r) => (r.emailId ? [r.emailId] : [])),
  );
  // Delivered mail leaves the outbox after 30 days: a ticket whose e-mail is gone was sent.
  return rows.map(({ emailId, ...r }) => ({ ...r, status: emailId ? (statuses.get(emailId) ?? 'SENT') : 'SENT' }));
}
