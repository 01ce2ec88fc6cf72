import { EbayApiError, type EbayErrorDetail } from './errors.ts';
import { EbayReauthorizationNeeded } from './reauth.ts';

export const EBAY_BULK_MAX = 25;

/** What happened to one item of a bulk call (eBay's per-item `statusCode`, errors and warnings). */
export interface EbayItemOutcome<T> {
  /** The item's key: SKU, or offerId for publish. */
  key: string;
  ok: boolean;
  statusCode: number;
  result?: T;
  errors: EbayErrorDetail[];
  warnings: EbayErrorDetail[];
}

export function chunk<T>(items: T[], size = EBAY_BULK_MAX): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Runs a bulk call 25 items at a time and returns one outcome per input item, in order. A chunk
 * eBay refuses as a whole (a 4xx other than 401 and 429) marks each of its items failed with eBay's error,
 * so the other chunks still go through. A chunk refused because eBay could not read one of its
 * items (400 errorId 2004: eBay answers for the request, not per item) is halved and sent again
 * until the unreadable items stand alone: the others go through, and those fail with eBay's reason.
 */
export async function runChunked<I, O>(
  items: I[],
  keyOf: (item: I) => string,
  call: (chunk: I[]) => Promise<EbayItemOutcome<O>[]>,
  size = EBAY_BULK_MAX,
): Promise<EbayItemOutcome<O>[]> {
  const out: EbayItemOutcome<O>[] = [];
  const send = async (part: I[]): Promise<void> => {
    try {
      out.push(...(await call(part)));
    } catch (err) {
      if (err instanceof EbayReauthorizationNeeded) err.completed = [...out];
      // An outage or a throttle is not eBay's word on these items: a 5xx may even come after the
      // write was applied (issue 32). The caller's run fails and runs again, looking before it creates.
      if (!(err instanceof EbayApiError) || err.status === 401 || err.status === 429 || err.status >= 500) throw err;
      if (err.isUnreadableRequest && part.length > 1) {
        const half = Math.ceil(part.length / 2);
        await send(part.slice(0, half));
        await send(part.slice(half));
        return;
      }
      const errors = err.errors.length ? err.errors : [{ errorId: 0, message: err.message }];
      out.push(...part.map((i) => ({ key: keyOf(i), ok: false, statusCode: err.status, errors, warnings: [] })));
    }
  };
  for (const part of chunk(items, size)) await send(part);
  return out;
}

export function outcome<T>(key: string, r: { statusCode: number; errors?: EbayErrorDetail[]; warnings?: EbayErrorDetail[] }, result?: T): EbayItemOutcome<T> {
  const ok = r.statusCode >= 200 && r.statusCode < 300 && !r.errors?.length;
  return { key, ok, statusCode: r.statusCode, ...(result !== undefined ? { result } : {}), errors: r.errors ?? [], warnings: r.warnings ?? [] };
}
