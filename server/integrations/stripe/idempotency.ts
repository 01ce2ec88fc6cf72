/**
 * Idempotency keys derived from ListBridge ids, so a create repeated after a crash or timeout
 * returns the object made the first time instead of a duplicate. Stripe keeps keys 24 h and
 * refuses a key reused with different parameters (idempotency_error): pass an id that names the
 * attempt (a billing request row), not just the user, when the same user may legitimately
 * create twice.
 */
export function idempotencyKey(operation: string, ...ids: (string | number)[]): string {
  return `listbridge:${operation}:${ids.join(':')}`;
}
