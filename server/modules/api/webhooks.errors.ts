import { AppError, errorClass } from '../../errors.ts';

export class WebhookEndpointInputError extends errorClass(AppError, 'WEBHOOK_ENDPOINT_INPUT', (message: string) => message, 400) {}

export class WebhookNotFoundError extends errorClass(AppError, 'WEBHOOK_NOT_FOUND', 'No such webhook endpoint or delivery', 404) {}
