import { AppError } from '../../errors.ts';

/** Expected failures of the back-office. */
export class AdminError extends AppError {}

/** The target of an admin action does not exist (REST 404, GraphQL error). */
export class AdminUserNotFoundError extends AdminError {
  constructor() {
    super('INVALID_USER_ID', 'Invalid user id', 404);
  }
}
