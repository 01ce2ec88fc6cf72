// What the signed-in person may do in the account on screen (issue 35), for the screens' buttons:
// the same rules the server checks (shared/api/token-scopes.ts, one entry per mutation) against the
// role's permissions, so a button is offered only when its mutation would be allowed. The owner,
// and an admin impersonating, may do everything (the provider's default).
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { ROLE_PERMISSIONS, type TeamRole } from '../../shared/api/roles.ts';
import { type Permission, ROOT_FIELD_RULES } from '../../shared/api/token-scopes.ts';

export interface AccountAccess {
  /** null: everything (the account's owner, or an admin). */
  readonly permissions: ReadonlySet<Permission> | null;
  /** The channel codes the person may act on; null: every channel. */
  readonly channels: ReadonlySet<string> | null;
}

const EVERYTHING: AccountAccess = { permissions: null, channels: null };
const AccessContext = createContext<AccountAccess>(EVERYTHING);

export interface AccessEntry {
  readonly accountId: string;
  readonly role: string;
  readonly channels?: readonly string[] | null;
}

/** The person's access to `accountId` from their accounts (the shell's teamAccounts); everything when it is not a membership. */
export function accessFor(accounts: readonly AccessEntry[], accountId: string | null): AccountAccess {
  const found = accountId ? accounts.find((a) => a.accountId === accountId) : undefined;
  if (!found || found.role === 'OWNER' || !(found.role in ROLE_PERMISSIONS)) return EVERYTHING;
  return { permissions: new Set(ROLE_PERMISSIONS[found.role as TeamRole]), channels: found.channels ? new Set(found.channels) : null };
}

/** Whether the mutation (a root field of the schema) is allowed, on `channel` when it acts on one. */
export function mayRun(access: AccountAccess, mutation: string, channel?: string): boolean {
  if (channel && access.channels && !access.channels.has(channel)) return false;
  if (!access.permissions) return true;
  const rule = ROOT_FIELD_RULES.Mutation[mutation];
  if (rule === 'open') return true;
  return !!rule && rule !== 'deny' && access.permissions.has(rule);
}

export function AccountAccessProvider({ value, children }: { value: AccountAccess; children: ReactNode }) {
  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
}

/** `may(mutation, channel?)` for the account on screen. */
export function useMay(): (mutation: string, channel?: string) => boolean {
  const access = useContext(AccessContext);
  return useMemo(() => (mutation: string, channel?: string) => mayRun(access, mutation, channel), [access]);
}
