import { AppError } from '../../errors.ts';

/** A ticket the server refuses; the message is the spec's (or the form's) wording, nothing is stored. */
export class TicketInvalidError extends AppError {
  constructor(message: string) {
    super('TICKET_INVALID', message, 400);
  }
}

export class TicketRateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 'You have sent many reports in a short time. Please try again later.', 429);
  }
}
