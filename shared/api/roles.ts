// Team roles (issue 35) as sets of the one permission list (token-scopes.ts). The words:
// Owner (everything, one per account, transferable), Admin (everything but billing and ownership),
// Lister (inventory, listings and their settings), Fulfilment (sales, MCF, tracking), Viewer (read only).
import { PERMISSIONS, type Permission } from './token-scopes.ts';

export const TEAM_ROLES = ['OWNER', 'ADMIN', 'LISTER', 'FULFILMENT', 'VIEWER'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** What an invitation or a role change may give: the owner is one per account (transferOwnership). */
export const MEMBER_ROLES = ['ADMIN', 'LISTER', 'FULFILMENT', 'VIEWER'] as const satisfies readonly TeamRole[];
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const ROLE_PERMISSIONS: Record<TeamRole, readonly Permission[]> = {
  OWNER: PERMISSIONS,
  ADMIN: PERMISSIONS.filter((p) => p !== 'BILLING' && p !== 'TEAM_MANAGE'),
  LISTER: ['ACCOUNT_READ', 'INVENTORY_READ', 'LISTINGS_READ', 'LISTINGS_WRITE', 'SETTINGS_WRITE', 'LISTING_SETTINGS'],
  // Fulfilment reads where each item is listed (the inventory and sale screens show it).
  FULFILMENT: ['ACCOUNT_READ', 'INVENTORY_READ', 'LISTINGS_READ', 'SALES_READ', 'SALES_WRITE'],
  VIEWER: ['ACCOUNT_READ', 'INVENTORY_READ', 'LISTINGS_READ', 'SALES_READ'],
};

export const ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  OWNER: 'Everything, billing and the team included. One per account.',
  ADMIN: 'Everything but billing and the team.',
  LISTER: 'Inventory, listings and their settings.',
  FULFILMENT: 'Sales, fulfilment (MCF) and tracking.',
  VIEWER: 'Reads everything but billing; changes nothing.',
};

export const isTeamRole = (s: string): s is TeamRole => (TEAM_ROLES as readonly string[]).includes(s);
export const isMemberRole = (s: string): s is MemberRole => (MEMBER_ROLES as readonly string[]).includes(s);
export const rolePermissions = (role: TeamRole): ReadonlySet<Permission> => new Set(ROLE_PERMISSIONS[role]);
