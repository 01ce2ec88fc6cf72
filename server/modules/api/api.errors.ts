import { AppError } from '../../errors.ts';

export class AccessTokenInputError extends AppError {
  constructor(message: string) {
    super('ACCESS_TOKEN_INPUT', message, 400);
  }
}

export class AccessTokenNotFoundError extends AppError {
  constructor() {
    super('ACCESS_TOKEN_NOT_FOUND', 'No such access token', 404);
  }
}
