import { AppError, errorClass } from '../../errors.ts';

/** Expected failures of the back-office. */
export class AdminError extends AppError {}

/** The target of an admin action does not exist (REST 404, GraphQL error). */
export class AdminUserNotFoundError extends errorClass(AdminError, 'INVALID_USER_ID', 'Invalid user id', 404) {}

/** The audit row of an impersonation (issue 29) or a control could not be written, so the admin's request did not run. */
export class AuditUnavailableError extends errorClass(
  AdminError,
  'AUDIT_UNAVAILABLE',
  'This admin action could not be recorded in the audit log, so it was not done. Try again later.',
  503,
) {}
