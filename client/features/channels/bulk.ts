// Bulk actions more than one channel's listings page declares.
import type { BulkActionDeclaration } from './types.ts';

const FAILED = 'Something went wrong. Please try again or contact support.';

/** A bar's 'Delist' (spec 002 §2.2): 'Queued {n} {name} listings for delisting' with the count the server queued. */
export const delistButton = (name: string, confirm?: BulkActionDeclaration['confirm']): BulkActionDeclaration => ({
  value: 'delist',
  label: 'Delist',
  action: 'DELIST',
  done: (_selected, queued) => `Queued ${queued} ${name} listings for delisting`,
  ...(confirm ? { confirm } : {}),
});

/** The server's message for a refusal, else the apology (spec 002 §8). */
export const serverRefusalText = (_kind: string, message: string) => message || FAILED;
