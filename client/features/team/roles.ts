import { MEMBER_ROLES, ROLE_DESCRIPTIONS } from '../../../shared/api/roles.ts';

/** "LISTER" → "Lister". */
export const roleWord = (role: string) => role.charAt(0) + role.slice(1).toLowerCase();

/** The roles an owner can give, with what each may do (the server's list). */
export const ROLE_CHOICES = MEMBER_ROLES.map((r) => ({ value: r, label: roleWord(r), description: ROLE_DESCRIPTIONS[r] }));
