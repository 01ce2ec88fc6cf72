export { createStripeClient, type StripeClient } from './client.ts';
export { STRIPE_API_VERSION, WEBHOOK_TOLERANCE_SECONDS, sdkConnection, type StripeClientConfig } from './config.ts';
export { StripeApiError, toStripeApiError, type StripeErrorKind } from './errors.ts';
export { idempotencyKey } from './idempotency.ts';
export { isDuplicateEvent, verifyStripeEvent } from './webhooks.ts';
export type * from './types.ts';
export { stripeBrowserSources, type StripeBrowserSources } from './browser.ts';
