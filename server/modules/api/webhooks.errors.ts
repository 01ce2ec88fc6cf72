import { AppError } from '../../errors.ts';

export class WebhookEndpointInputError extends AppError {
  constructor(message: string) {
    super('WEBHOOK_ENDPOINT_INPUT', message, 400);
  }
}

export class WebhookNotFoundError extends AppError {
  constructor() {
    super('WEBHOOK_NOT_FOUND', 'No such webhook endpoint or delivery', 404);
  }
}
