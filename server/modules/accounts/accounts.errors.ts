import { AppError, errorClass } from '../../errors.ts';
import type { FieldError } from '../../../shared/accounts/password-rules.ts';

/** Expected failures of the accounts module: a stable code, the spec's message, an HTTP status. */
export class AccountsError extends AppError {}

/** Field messages of a form; REST lists them all in `errors`, the message is the first one. */
export class ValidationError extends AccountsError {
  constructor(readonly fieldErrors: FieldError[]) {
    super('VALIDATION', fieldErrors[0]?.message ?? 'Invalid input', 400);
  }
  override restFields() {
    return { code: this.code, errors: this.fieldErrors };
  }
}
export class InvalidCredentialsError extends errorClass(AccountsError, 'INVALID_CREDENTIALS', 'Incorrect email or password', 401) {}
export class EmailTakenError extends errorClass(AccountsError, 'EMAIL_TAKEN', 'An account with this email already exists', 409) {}
export class RateLimitedError extends AccountsError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', `Too many sign-in attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, 429);
  }
}
export class InvalidTwoFactorCodeError extends errorClass(AccountsError, 'INVALID_2FA_CODE', 'Invalid or already used code', 401) {}
export class InvalidResetTokenError extends errorClass(AccountsError, 'INVALID_RESET_TOKEN', 'Sorry, this token is invalid or expired.', 400) {}
export class WrongPasswordError extends errorClass(AccountsError, 'WRONG_PASSWORD', 'Current password is incorrect', 400) {}
export class PasswordChangeTooSoonError extends errorClass(AccountsError, 'PASSWORD_CHANGE_TOO_SOON', 'You may only set your password once per day.', 400) {}
export class NotAuthenticatedError extends AccountsError {
  constructor(readonly expired = false) {
    super('NOT_AUTHENTICATED', expired ? 'Your session has expired. Please sign in again.' : 'Please sign in', 401);
  }
  // Spec 000 §8: the legacy client signs out on `expired`.
  override restFields() {
    return this.expired ? { code: this.code, expired: true } : { code: this.code };
  }
}
export class ForbiddenError extends errorClass(AccountsError, 'FORBIDDEN', 'Forbidden', 403) {}
/** The two-factor step token was already exchanged for a session: it is single-use. */
export class TwoFactorStepUsedError extends errorClass(
  AccountsError,
  'TWO_FACTOR_STEP_USED',
  'This sign-in was already completed. Please sign in again.',
  401,
) {}
export class TwoFactorNotEnabledError extends errorClass(AccountsError, 'TWO_FACTOR_NOT_ENABLED', 'Two-factor authentication is already off', 409) {}
