import { AppError, errorClass } from '../../errors.ts';

export class AccessTokenInputError extends errorClass(AppError, 'ACCESS_TOKEN_INPUT', (message: string) => message, 400) {}

export class AccessTokenNotFoundError extends errorClass(AppError, 'ACCESS_TOKEN_NOT_FOUND', 'No such access token', 404) {}
