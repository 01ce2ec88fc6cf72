import { AppError, errorClass } from '../../errors.ts';

/** A ticket the server refuses; the message is the spec's (or the form's) wording, nothing is stored. */
export class TicketInvalidError extends errorClass(AppError, 'TICKET_INVALID', (message: string) => message, 400) {}

export class TicketRateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 'You have sent many reports in a short time. Please try again later.', 429);
  }
}
