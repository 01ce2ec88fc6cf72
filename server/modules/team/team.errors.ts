import { AppError, errorClass } from '../../errors.ts';

/** An invitation, role change or removal the owner asked for that cannot be done (the message says why). */
export class TeamInputError extends errorClass(AppError, 'TEAM_INPUT', (message: string) => message, 400) {}

/** The invitation link is unknown, used, withdrawn or older than 7 days. */
export class InvitationInvalidError extends errorClass(
  AppError,
  'INVITATION_INVALID',
  'This invitation link is no longer valid: ask the account owner to invite you again.',
  404,
) {}

/** The invitation was sent to another address than the signed-in person's. */
export class InvitationEmailMismatchError extends errorClass(
  AppError,
  'INVITATION_EMAIL_MISMATCH',
  (email: string) => `This invitation was sent to ${email}: sign in with that address to accept it.`,
  403,
) {}
