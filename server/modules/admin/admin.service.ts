// The admin back-office (issue 17, spec 002 §2.16, §3, §7): the users list over its read model,
// one user's page, the controls, and the audit log of everything an admin does. Other modules'
// tables are reached only through their exported functions (server/modules/ownership.ts).
import { AppError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { channelEntry } from '../../channels/registry.ts';
import * as accounts from '../accounts/accounts.service.ts';
import { livePlansByUsers, subscriptionsOf } from '../billing/billing.service.ts';
import { refreshFromStripe } from '../billing/refresh.ts';
import { connectionRows, linkedPlatformsOf } from '../connections/connections.service.ts';
import { connectedKindsByUsers, removeUserConnection } from '../connections/removal.ts';
import { getStats, itemCountsByUsers } from '../inventory/inventory.service.ts';
import { forgetChannelListings, liveCountsByUsers } from '../listings/listings.service.ts';
import { saleCountsByUsers } from '../sales/sales.service.ts';
import { AdminUserNotFoundError, AuditUnavailableError } from './admin.errors.ts';

export type AdminDeps = Pick<AppServices, 'prisma' | 'pool' | 'log' | 'config' | 'clients'>;

// ---- the list's sort keys (spec 002 §3) ----------------------------------------------------

const SORT_COLUMNS = {
  created_at: 'created_at',
  email: 'email',
  name: 'full_name',
  sales: 'sales',
  item_count: 'item_count',
  ebay_listings: 'ebay_listings',
  shopify_listings: 'shopify_listings',
} as const;

export const ADMIN_SORT_KEYS = Object.keys(SORT_COLUMNS).flatMap((k) => [k, `${k}_reversed`]);
export const DEFAULT_ADMIN_SORT = 'created_at_reversed';

/** A sort key to its ORDER BY; anything not in the spec's set is created_at_reversed. */
export function adminSortSql(sort: string | null | undefined): { key: string; orderBySql: string } {
  const key = sort && ADMIN_SORT_KEYS.includes(sort) ? sort : DEFAULT_ADMIN_SORT;
  const reversed = key.endsWith('_reversed');
  const column = SORT_COLUMNS[key.replace(/_reversed$/, '') as keyof typeof SORT_COLUMNS];
  const dir = reversed ? 'DESC' : 'ASC';
  // Fixed SQL only: the column comes from SORT_COLUMNS, never from the request.
  return { key, orderBySql: `${column} ${dir}, user_id ${dir}` };
}

// ---- the read model ----------------------------------------------------------------------

/**
 * Re-reads the list's row of these users (null: everyone) from the modules that own the data: one
 * grouped query per module, one upsert. Runs after every admin change to a user, for new sign-ups
 * when the list is read, and for everyone every few minutes (admin__refresh_user_stats).
 */
export async function refreshUserStats(deps: AdminDeps, userIds: readonly string[] | null): Promise<number> {
  if (userIds && userIds.length === 0) return 0;
  const [users, items, listings, sales, kinds] = await Promise.all([
    accounts.adminSummaries(deps, userIds),
    itemCountsByUsers(deps, userIds),
    liveCountsByUsers(deps.prisma, userIds),
    saleCountsByUsers(deps, userIds),
    connectedKindsByUsers(deps.prisma, userIds),
  ]);
  if (!users.length) return 0;
  const col = <T>(f: (u: (typeof users)[number]) => T) => users.map(f);
  await deps.pool.query(
    `INSERT INTO admin_user_stats AS s (user_id, email, full_name, created_at, item_count, ebay_listings, shopify_listings, sales, has_ebay, has_shopify, refreshed_at)
     SELECT *, now() FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::int[], $6::int[], $7::int[], $8::int[], $9::bool[], $10::bool[])
     ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, full_name = EXCLUDED.full_name, created_at = EXCLUDED.created_at,
       item_count = EXCLUDED.item_count, ebay_listings = EXCLUDED.ebay_listings, shopify_listings = EXCLUDED.shopify_listings,
       sales = EXCLUDED.sales, has_ebay = EXCLUDED.has_ebay, has_shopify = EXCLUDED.has_shopify, refreshed_at = now()`,
    [
      col((u) => u.id),
      col((u) => u.email),
      col((u) => u.fullName ?? ''),
      col((u) => u.createdAt),
      col((u) => items.get(u.id) ?? 0),
      col((u) => listings.get(u.id)?.EBAY ?? 0),
      col((u) => listings.get(u.id)?.SHOPIFY ?? 0),
      col((u) => sales.get(u.id) ?? 0),
      col((u) => kinds.get(u.id)?.kinds.includes('EBAY') ?? false),
      col((u) => kinds.get(u.id)?.kinds.includes('SHOPIFY') ?? false),
    ],
  );
  return users.length;
}

/** Adds users who signed up since the newest row (cheap: the users.created_at index). */
async function addNewUsers(deps: AdminDeps): Promise<void> {
  const { rows } = await deps.pool.query<{ newest: Date | null }>('SELECT max(created_at) AS newest FROM admin_user_stats');
  const newest = rows[0]?.newest ?? null;
  // Same millisecond as the newest row: re-read those too (the upsert is idempotent).
  const ids = await accounts.userIdsCreatedAfter(deps, newest ? new Date(newest.getTime() - 1) : null);
  for (let i = 0; i < ids.length; i += 5000) await refreshUserStats(deps, ids.slice(i, i + 5000));
}

// ---- the users list ------------------------------------------------------------------------

export interface AdminUsersInput {
  search?: string | null;
  sort?: string | null;
  hasEbay?: boolean | null;
  hasShopify?: boolean | null;
  page?: number | null;
  perPage?: number | null;
}

export interface AdminUserRow {
  userId: string;
  email: string;
  fullName: string;
  createdAt: Date;
  itemCount: number;
  ebayListings: number;
  shopifyListings: number;
  sales: number;
  hasEbay: boolean;
  hasShopify: boolean;
  platformIds: { amazon: string | null; ebay: string | null; shopify: string | null; onbuy: string | null };
  stripeCustomerId: string | null;
  plans: { channel: string; planId: string; displayName: string; status: string }[];
}

export interface AdminUsersPage {
  documents: AdminUserRow[];
  numPages: number;
  total: number;
  page: number;
  perPage: number;
  sort: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The 'User Stats Data' list: search (email, name or user id), filters, sort, page (defaults 1 and 10). */
export async function listUsers(deps: AdminDeps, input: AdminUsersInput): Promise<AdminUsersPage> {
  await addNewUsers(deps);
  const page = Math.max(1, Math.floor(Number(input.page) || 1));
  const perPage = Math.min(250, Math.max(1, Math.floor(Number(input.perPage) || 10)));
  const { key, orderBySql } = adminSortSql(input.sort);
  // Values go as parameters: $1 search pattern, $2 user id (null unless the search is one), $3/$4 the
  // Has eBay / Has Shopify filters (null: either), $5/$6 the page.
  const search = input.search?.trim() ?? '';
  const params: unknown[] = [
    search ? `%${escapeLike(search.toLowerCase())}%` : null,
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(search) ? search.toLowerCase() : null,
    input.hasEbay ?? null,
    input.hasShopify ?? null,
  ];
  const whereSql = `WHERE ($1::text IS NULL OR email ILIKE $1 OR full_name ILIKE $1 OR user_id = $2::uuid)
      AND ($3::boolean IS NULL OR has_ebay = $3) AND ($4::boolean IS NULL OR has_shopify = $4)`;
  const countSql = `SELECT count(*)::int AS n FROM admin_user_stats ${whereSql}`;
  const pageSql = `SELECT user_id AS "userId", email, full_name AS "fullName", created_at AS "createdAt", item_count AS "itemCount",
      ebay_listings AS "ebayListings", shopify_listings AS "shopifyListings", sales, has_ebay AS "hasEbay", has_shopify AS "hasShopify"
    FROM admin_user_stats ${whereSql} ORDER BY ${orderBySql} LIMIT $5 OFFSET $6`;
  const [count, rows] = await Promise.all([
    deps.pool.query<{ n: number }>(countSql, params),
    deps.pool.query(pageSql, [...params, perPage, (page - 1) * perPage]),
  ]);
  const ids = rows.rows.map((r) => r.userId as string);
  // One query per module for the page's extra columns.
  const [kinds, plans, profiles] = await Promise.all([
    connectedKindsByUsers(deps.prisma, ids),
    livePlansByUsers(deps, ids),
    Promise.all(ids.map((id) => accounts.adminProfile(deps, id))),
  ]);
  const total = count.rows[0]?.n ?? 0;
  return {
    documents: rows.rows.map((r, i) => {
      const acc = kinds.get(r.userId)?.accounts ?? {};
      return {
        ...(r as Omit<AdminUserRow, 'platformIds' | 'stripeCustomerId' | 'plans'>),
        platformIds: { amazon: acc.AMAZON ?? null, ebay: acc.EBAY ?? null, shopify: acc.SHOPIFY ?? null, onbuy: acc.ONBUY ?? null },
        stripeCustomerId: profiles[i]?.stripeCustomerId ?? null,
        plans: plans.get(r.userId) ?? [],
      };
    }),
    numPages: Math.max(1, Math.ceil(total / perPage)),
    total,
    page,
    perPage,
    sort: key,
  };
}

// ---- one user --------------------------------------------------------------------------------

export async function adminUserDetail(deps: AdminDeps, userId: string) {
  const profile = /^[0-9a-f-]{36}$/i.test(userId) ? await accounts.adminProfile(deps, userId) : null;
  if (!profile) throw new AdminUserNotFoundError();
  const [rows, subscriptions, stats, sales, audit] = await Promise.all([
    connectionRows(deps, userId),
    subscriptionsOf(deps, userId),
    getStats(deps, userId),
    saleCountsByUsers(deps, [userId]),
    auditLogOf(deps, userId),
  ]);
  const platforms = linkedPlatformsOf(rows);
  const ebayRow = rows.find((r) => r.kind === 'EBAY');
  const ebayType = ebayRow ? ((ebayRow.settings as Record<string, unknown> | null)?.type ?? null) : null;
  return { profile, platforms, ebayType: typeof ebayType === 'string' ? ebayType : null, subscriptions, stats, salesCount: sales.get(userId) ?? 0, audit };
}

// ---- the audit log ---------------------------------------------------------------------------

/** As the account audit log's: 'started' (written before the control ran; still so: it did not finish), 'done', 'failed' (the reason in `after.error`). */
export type AuditOutcome = 'started' | 'done' | 'failed';

export interface AuditEntry {
  id: string;
  adminId: string;
  adminEmail: string | null;
  targetUserId: string;
  action: string;
  before: unknown;
  after: unknown;
  outcome: AuditOutcome;
  createdAt: Date;
}

type AuditDeps = Pick<AdminDeps, 'pool' | 'log'>;
type AuditInput = { adminId: string; targetUserId: string; action: string; before?: unknown; after?: unknown };

/** A jsonb parameter: undefined is SQL NULL. */
const jsonbParam = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

/** One entry, written before what it records runs (a read or change as the seller, a debug call). */
export async function recordAudit(deps: AuditDeps, e: AuditInput, outcome: AuditOutcome = 'done'): Promise<string> {
  const { rows } = await deps.pool.query(
    'INSERT INTO admin_audit_log (admin_id, target_user_id, action, before, after, outcome) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [e.adminId, e.targetUserId, e.action, jsonbParam(e.before), jsonbParam(e.after), outcome],
  );
  deps.log.info({ adminId: e.adminId, targetUserId: e.targetUserId, action: e.action }, 'admin action');
  return rows[0].id as string;
}

/**
 * Runs an admin control audited before it runs: the entry (who, whom, what; `before` and the change
 * asked as `after`) is written first, and when it cannot be, nothing runs. Then it is completed: 'done'
 * with what the control reports it did (`done`), or 'failed' with the reason. An entry left 'started'
 * means the process stopped mid-way: the user's page shows what is true now.
 */
export async function audited<T>(
  deps: AuditDeps,
  e: AuditInput,
  run: () => Promise<T>,
  done?: (result: T) => { before?: unknown; after?: unknown },
  /** The reason a failure records when it is not one of ours (AppError): e.g. the service's own refusal. */
  reasonOf?: (err: unknown) => string | null,
): Promise<T> {
  const id = await recordAudit(deps, e, 'started').catch((err) => {
    deps.log.error({ err, targetUserId: e.targetUserId, action: e.action }, 'could not record an admin control: refused');
    throw new AuditUnavailableError();
  });
  const complete = (outcome: Exclude<AuditOutcome, 'started'>, change: { before?: unknown; after?: unknown }) =>
    completeAudit(deps, id, outcome, { before: 'before' in change ? change.before : e.before, after: 'after' in change ? change.after : e.after });
  let result: T;
  try {
    result = await run();
  } catch (err) {
    // Our failures say what went wrong in the user's words; anything else stays in the server's log.
    const error = err instanceof AppError ? err.message : (reasonOf?.(err) ?? 'Unexpected error (see the server log)');
    await complete('failed', { after: { ...(e.after && typeof e.after === 'object' ? e.after : {}), error } });
    throw err;
  }
  await complete('done', done?.(result) ?? {});
  return result;
}

/** Completes a 'started' entry with how it ended. What ran has run: a lost completion leaves the entry 'started', never the admin an error. */
export async function completeAudit(
  deps: AuditDeps,
  id: string,
  outcome: Exclude<AuditOutcome, 'started'>,
  change: { before: unknown; after: unknown },
): Promise<void> {
  await deps.pool
    .query('UPDATE admin_audit_log SET outcome = $2, before = $3, after = $4 WHERE id = $1', [id, outcome, jsonbParam(change.before), jsonbParam(change.after)])
    .catch((err) => deps.log.error({ err, auditId: id }, 'could not complete an admin audit entry'));
}

export async function auditLogOf(deps: AdminDeps, targetUserId: string, limit = 100): Promise<AuditEntry[]> {
  const { rows } = await deps.pool.query(
    `SELECT id, admin_id AS "adminId", target_user_id AS "targetUserId", action, before, after, outcome, created_at AS "createdAt"
       FROM admin_audit_log WHERE target_user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [targetUserId, limit],
  );
  const admins = await accounts.adminSummaries(deps, [...new Set(rows.map((r) => r.adminId as string))]);
  const emails = new Map(admins.map((a) => [a.id, a.email]));
  return rows.map((r) => ({ ...(r as AuditEntry), adminEmail: emails.get(r.adminId) ?? null }));
}

// ---- the controls (each audited before it runs) --------------------------------------------

export type AdminAction =
  | 'update_email'
  | 'remove_ebay_auth'
  | 'remove_shopify_auth'
  | 'mark_for_deletion'
  | 'set_user_debug'
  | 'set_emails_disabled'
  | 'refresh_stripe_customer';

export async function requireTarget(deps: AdminDeps, userId: string) {
  const profile = /^[0-9a-f-]{36}$/i.test(userId) ? await accounts.adminProfile(deps, userId) : null;
  if (!profile) throw new AdminUserNotFoundError();
  return profile;
}

/** Change email: empty is ignored (spec 002 §5), else validated, unique, audited. */
export async function updateUserEmail(deps: AdminDeps, adminId: string, userId: string, newEmail: string | null | undefined): Promise<boolean> {
  await requireTarget(deps, userId);
  if (!newEmail?.trim()) return false;
  // Refused input (invalid, another user's) is answered before anything is recorded or changed.
  const asked = await accounts.checkEmailForAdmin(deps, userId, newEmail);
  await audited(
    deps,
    { adminId, targetUserId: userId, action: 'update_email', before: { email: asked.before }, after: { email: asked.after } },
    () => accounts.setEmailByAdmin(deps, userId, newEmail),
    ({ before, after }) => ({ before: { email: before }, after: { email: after } }),
  );
  await refreshUserStats(deps, [userId]);
  return true;
}

export async function removeChannelAuth(deps: AdminDeps, adminId: string, userId: string, channel: 'EBAY' | 'SHOPIFY'): Promise<void> {
  await requireTarget(deps, userId);
  await audited(
    deps,
    { adminId, targetUserId: userId, action: channel === 'EBAY' ? 'remove_ebay_auth' : 'remove_shopify_auth', after: null },
    async () => {
      // While the tokens are still there: what connecting set up on the channel goes first.
      await channelEntry(channel)?.beforeDisconnect?.(deps, userId);
      return deps.prisma.$transaction(async (tx) => {
        const was = await removeUserConnection(tx, userId, channel);
        if (was) await forgetChannelListings(tx, [userId], channel);
        return was;
      });
    },
    (removed) => ({ before: removed, after: null }),
  );
  await refreshUserStats(deps, [userId]);
}

const FLAG_ACTIONS = { markedForDeletion: 'mark_for_deletion', userDebug: 'set_user_debug', emailsDisabled: 'set_emails_disabled' } as const;

export async function setUserFlag(deps: AdminDeps, adminId: string, userId: string, flag: keyof accounts.AdminFlags, value: boolean): Promise<void> {
  const profile = await requireTarget(deps, userId);
  await audited(
    deps,
    { adminId, targetUserId: userId, action: FLAG_ACTIONS[flag], before: { [flag]: profile[flag] }, after: { [flag]: value } },
    () => accounts.setAdminFlags(deps, userId, { [flag]: value }),
    ({ before, after }) => ({ before: { [flag]: before[flag] }, after: { [flag]: after[flag] } }),
  );
}

/** Re-reads the seller's customer and subscriptions from Stripe through the billing module. */
export async function refreshStripeCustomer(deps: AdminDeps, adminId: string, userId: string): Promise<void> {
  const view = (p: accounts.AdminProfile, subs: Awaited<ReturnType<typeof subscriptionsOf>>) => ({
    stripeCustomerId: p.stripeCustomerId,
    cardSummary: p.cardSummary,
    subscriptions: subs.map((s) => ({ id: s.stripeSubscriptionId, status: s.status, planId: s.planId })),
  });
  const before = view(await requireTarget(deps, userId), await subscriptionsOf(deps, userId));
  await audited(
    deps,
    { adminId, targetUserId: userId, action: 'refresh_stripe_customer', before },
    async () => {
      await refreshFromStripe(deps, userId, 'all');
      return view(await requireTarget(deps, userId), await subscriptionsOf(deps, userId));
    },
    (after) => ({ after }),
  );
}

/**
 * Impersonation (issues 17, 29): an admin reading (`write: false`, action `impersonated_read`) or
 * changing (`impersonated_action`) another seller's data, recorded with both ids before it runs
 * (GraphQL: impersonation.ts through the `owner` scope; REST: rest/auth-middleware.ts's
 * ownerOnly). Throws when the row cannot be written: callers refuse the request then.
 */
export async function recordImpersonation(
  deps: Pick<AdminDeps, 'pool' | 'log'>,
  e: { adminId: string; targetUserId: string; what: string; write: boolean },
): Promise<void> {
  deps.log.warn({ adminId: e.adminId, targetUserId: e.targetUserId, what: e.what }, 'admin acting as seller');
  await recordAudit(deps, {
    adminId: e.adminId,
    targetUserId: e.targetUserId,
    action: e.write ? 'impersonated_action' : 'impersonated_read',
    after: { what: e.what },
  });
}
