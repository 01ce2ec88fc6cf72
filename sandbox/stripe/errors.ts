/**
 * Stripe's error envelope `{error:{type,code,decline_code,message,param,doc_url}}` with the HTTP
 * status real Stripe uses for each kind (400 invalid request, 401 key, 402 card, 404 missing,
 * 429 rate/lock, 5xx api_error). `shouldRetry` becomes the `Stripe-Should-Retry` header, which the
 * official SDKs obey before their own status-based rules.
 */
export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  [extra: string]: unknown;
}

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    readonly shouldRetry?: boolean,
  ) {
    super(body.message);
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

export function invalidRequest(message: string, opts: { code?: string; param?: string; status?: number } = {}): StripeError {
  const body: StripeErrorBody = { type: 'invalid_request_error', message };
  if (opts.code) Object.assign(body, { code: opts.code, doc_url: docUrl(opts.code) });
  if (opts.param) body.param = opts.param;
  return new StripeError(opts.status ?? 400, body);
}

export function missingParam(param: string): StripeError {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

export function invalidParam(param: string, message: string): StripeError {
  return invalidRequest(message, { code: 'parameter_invalid_empty', param });
}

/**
 * Stripe words a missing object as "No such customer: 'cus_x'" with `resource_missing`: 404 when
 * the id is in the path, 400 when a parameter names it.
 */
export function noSuch(kind: string, id: string, param = 'id'): StripeError {
  return invalidRequest(`No such ${kind}: '${id}'`, { code: 'resource_missing', param, status: param === 'id' ? 404 : 400 });
}

export function cardError(code: string, message: string, extra: Partial<StripeErrorBody> = {}): StripeError {
  return new StripeError(402, { type: 'card_error', code, message, doc_url: docUrl(code), ...extra });
}
