// The account's audit log (issue 35): every change made in an account by a person or a token —
// who (the person and their e-mail, or the token's name), when, what (the mutation or REST route
// and its arguments, secrets left out), from where (owner, member, token, or an admin
// impersonating) and the client's address. Kept one year (pruneAudit, jobs/tasks/audit__prune.ts).
// Changes the sync makes by itself keep their own history (listing_changes), linked from the listing.
// An entry is written BEFORE the change runs (startAudit: outcome 'started'; when it cannot be
// written the change does not run), then finishAudit fills in how it ended — so a change that
// fails, or crashes the process, still leaves its entry. GraphQL (audit-plugin.ts) and REST
// (rest/auth-middleware.ts) both go through these two.
import { randomUUID } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import type { PrismaClient } from '../../db/prisma.ts';
import { type AccountsDeps, getUser } from '../accounts/accounts.service.ts';

export const AUDIT_RETENTION_DAYS = 365;
export const ACTIVITY_PAGE_SIZE = 50;
/** A CSV export's rows at most (a year of a busy team fits). */
export const ACTIVITY_EXPORT_MAX = 50_000;

export type AuditVia = 'owner' | 'member' | 'token' | 'admin';

export interface AuditActor {
  /** The person (or the admin); for a token, the person who created it, when known. */
  actorId: string | null;
  via: AuditVia;
  tokenId?: string | null;
  tokenName?: string | null;
  ip?: string | null;
}

export interface AuditEntry extends AuditActor {
  accountId: string;
  kind: string;
  what: string;
  /** The inventory items the change named: the entry links to their listing view's sync history. */
  itemIds?: readonly string[];
}

/** Items kept per entry (a bulk change names hundreds; the first ones are enough to follow). */
export const AUDIT_ITEM_LINKS = 20;

/** How a change ended: 'started' until it did (a crash leaves it so). */
export type AuditOutcome = 'started' | 'done' | 'failed' | 'refused';

const SECRET_KEY = /password|secret|token|code|card|cvc|jwt/i;

/** The arguments of a change as the log keeps them: secrets replaced, at most 500 characters. */
export function describeArguments(args: unknown): string {
  const clean = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.length > 20 ? [...v.slice(0, 20).map(clean), `… ${v.length} in all`] : v.map(clean);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, SECRET_KEY.test(k) ? '[hidden]' : clean(x)]));
    return v;
  };
  const text = JSON.stringify(clean(args ?? {}));
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}

/**
 * Writes entries of the log before their changes run (outcome 'started'), with the actor's e-mail
 * as it is now (the log outlives renames and removals); returns their ids for finishAudit, in order.
 */
export async function startAudit(deps: { prisma: PrismaClient }, entries: readonly AuditEntry[]): Promise<string[]> {
  if (!entries.length) return [];
  const emails = new Map<string, string | null>();
  for (const e of entries) {
    if (e.actorId && !emails.has(e.actorId)) emails.set(e.actorId, (await getUser(deps as AccountsDeps, e.actorId))?.email ?? null);
  }
  const ids = entries.map(() => randomUUID());
  await deps.prisma.auditLogEntry.createMany({
    data: entries.map((e, i) => ({
      id: ids[i]!,
      accountId: e.accountId,
      actorId: e.actorId,
      actorEmail: e.actorId ? (emails.get(e.actorId) ?? null) : null,
      via: e.via,
      tokenId: e.tokenId ?? null,
      tokenName: e.tokenName ?? null,
      kind: e.kind.slice(0, 200),
      what: e.what.slice(0, 1000),
      ip: e.ip ?? null,
      outcome: 'started',
      itemIds: (e.itemIds ?? []).slice(0, AUDIT_ITEM_LINKS),
    })),
  });
  return ids;
}

/** How the changes of startAudit's entries ended. */
export async function finishAudit(
  deps: { prisma: PrismaClient },
  outcomes: ReadonlyArray<readonly [id: string, outcome: Exclude<AuditOutcome, 'started'>]>,
): Promise<void> {
  const byOutcome = new Map<string, string[]>();
  for (const [id, outcome] of outcomes) byOutcome.set(outcome, [...(byOutcome.get(outcome) ?? []), id]);
  for (const [outcome, ids] of byOutcome) await deps.prisma.auditLogEntry.updateMany({ where: { id: { in: ids }, outcome: 'started' }, data: { outcome } });
}

export interface ActivityFilter {
  memberId?: string | null;
  kind?: string | null;
  /** Inclusive days, YYYY-MM-DD (UTC). */
  from?: string | null;
  to?: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f-]{36}$/i;

function where(accountId: string, f: ActivityFilter) {
  const createdAt: { gte?: Date; lt?: Date } = {};
  if (f.from && DAY.test(f.from)) createdAt.gte = new Date(`${f.from}T00:00:00Z`);
  if (f.to && DAY.test(f.to)) createdAt.lt = new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000);
  return {
    accountId,
    ...(f.memberId && UUID.test(f.memberId) ? { actorId: f.memberId } : {}),
    ...(f.kind ? { kind: f.kind } : {}),
    ...(createdAt.gte || createdAt.lt ? { createdAt } : {}),
  };
}

/** A page of the account's activity, newest first, with the kinds seen (for the filter). */
export async function listActivity(deps: { prisma: PrismaClient }, accountId: string, filter: ActivityFilter, page = 1) {
  const p = Math.max(1, Math.floor(page) || 1);
  const w = where(accountId, filter);
  const [entries, total, kinds] = await Promise.all([
    deps.prisma.auditLogEntry.findMany({
      where: w,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (p - 1) * ACTIVITY_PAGE_SIZE,
      take: ACTIVITY_PAGE_SIZE,
    }),
    deps.prisma.auditLogEntry.count({ where: w }),
    deps.prisma.auditLogEntry.findMany({ where: { accountId }, distinct: ['kind'], select: { kind: true }, orderBy: { kind: 'asc' } }),
  ]);
  return { entries, total, page: p, pageSize: ACTIVITY_PAGE_SIZE, kinds: kinds.map((k) => k.kind) };
}

/** The filtered activity as CSV (newest first). */
export async function activityCsv(deps: { prisma: PrismaClient }, accountId: string, filter: ActivityFilter): Promise<string> {
  const rows = await deps.prisma.auditLogEntry.findMany({
    where: where(accountId, filter),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: ACTIVITY_EXPORT_MAX,
  });
  return stringify(
    rows.map((r) => [r.createdAt.toISOString(), r.actorEmail ?? '', r.via, r.tokenName ?? '', r.kind, r.what, r.ip ?? '', r.outcome]),
    { header: true, columns: ['when', 'who', 'from', 'token', 'kind', 'what', 'ip', 'outcome'] },
  );
}

/** Forgets entries older than a year. */
export async function pruneAudit(prisma: PrismaClient, now = new Date()): Promise<number> {
  const done = await prisma.auditLogEntry.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000) } } });
  return done.count;
}
