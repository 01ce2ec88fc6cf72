// The quantity buffer rule of spec 000 §9, shared by the screens, the REST shim and channel sync.

/** Channel quantity = FBA + MFN - buffer, never below 0; no buffer counts as 0. */
export function channelQuantity(item: { fbaQuantity: number; mfnQuantity: number; quantityBuffer: number | null }): number {
  return Math.max(0, item.fbaQuantity + item.mfnQuantity - (item.quantityBuffer ?? 0));
}

/**
 * The buffer as the seller typed it (spec 000 §5: "a non-number becomes empty"): a number or a
 * numeric string gives a whole number (fractions dropped, negatives 0); anything else null.
 */
export function parseQuantityBuffer(input: unknown): number | null {
  let n: number;
  if (typeof input === 'number') n = input;
  else if (typeof input === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(input)) n = Number(input);
  else return null;
  if (!Number.isFinite(n)) return null;
  // Postgres integer; a buffer above any real stock is as good as "list nothing".
  return Math.min(Math.max(0, Math.trunc(n)), 1_000_000_000);
}

/** The largest buffer stored (Postgres integer; a buffer above any real stock is "list nothing"). */
export const MAX_QUANTITY_BUFFER = 1_000_000_000;

/**
 * The buffer as an API call sends it (REST `quantity_buffer`, GraphQL `quantityBuffer`): empty
 * (null, absent or '') clears it; a whole number from 0 to MAX_QUANTITY_BUFFER, as a number or
 * digits, sets it; anything else (−5, NaN, "abc", 2.5) is refused, so a typo never changes an item.
 * The screens turn what the seller types into one of these first (parseQuantityBuffer).
 */
export function quantityBufferFromApi(input: unknown): { ok: true; value: number | null } | { ok: false } {
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) return { ok: true, value: null };
  const n = typeof input === 'number' ? input : typeof input === 'string' && /^\s*\d+\s*$/.test(input) ? Number(input) : Number.NaN;
  if (!Number.isInteger(n) || n < 0 || n > MAX_QUANTITY_BUFFER) return { ok: false };
  return { ok: true, value: n };
}
