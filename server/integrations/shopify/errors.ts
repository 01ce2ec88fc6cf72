export interface ShopifyGraphQLError {
  message: string;
  extensions?: { code?: string; [k: string]: unknown };
  path?: (string | number)[];
}

export interface ShopifyUserError {
  field: string[] | null;
  message: string;
  code?: string | null;
}

/**
 * The one error the Shopify client throws: HTTP failures (401 bad token, 402/423 shop frozen or
 * locked, 404), GraphQL errors (THROTTLED after retries, ACCESS_DENIED…) and, through `orThrow`,
 * userErrors. `message` is Shopify's own message.
 */
export class ShopifyApiError extends Error {
  override name = 'ShopifyApiError';
  readonly status?: number;
  readonly code?: string;
  readonly graphQLErrors: ShopifyGraphQLError[];
  readonly userErrors: ShopifyUserError[];
  constructor(message: string, opts: { status?: number; code?: string; graphQLErrors?: ShopifyGraphQLError[]; userErrors?: ShopifyUserError[] } = {}) {
    super(message);
    if (opts.status !== undefined) this.status = opts.status;
    if (opts.code !== undefined) this.code = opts.code;
    this.graphQLErrors = opts.graphQLErrors ?? [];
    this.userErrors = opts.userErrors ?? [];
  }
}

/** Throws when a mutation payload carries userErrors; returns the payload otherwise. */
export function orThrow<T extends { userErrors: ShopifyUserError[] }>(payload: T): T {
  if (payload.userErrors.length) {
    throw new ShopifyApiError(payload.userErrors.map((e) => e.message).join('; '), {
      code: payload.userErrors[0]!.code ?? 'USER_ERROR',
      userErrors: payload.userErrors,
    });
  }
  return payload;
}
