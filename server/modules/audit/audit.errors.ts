import { AppError, errorClass } from '../../errors.ts';

/** The account's audit entry could not be written before the change, so the change did not run (fail closed). */
export class AuditLogUnavailableError extends errorClass(
  AppError,
  'AUDIT_UNAVAILABLE',
  'This change could not be recorded in the audit log, so it was not done. Try again later.',
  503,
) {}
