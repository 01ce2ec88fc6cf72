// Rounding shared by every pricing rule (spec 000 §9: "Result is rounded, never below 0; NaN becomes 0").

/** A price or fee in whole cents: nearest cent, never below 0, NaN (or ±Infinity) becomes 0. */
export function roundCents(x: number): number {
  if (!Number.isFinite(x)) return 0;
  return Math.max(0, Math.round(x));
}

/**
 * Like roundCents but rounds up, for prices grossed up to cover fees: rounding to the nearest
 * cent could leave the seller a fraction of a cent short. The epsilon keeps binary noise
 * (1234.0000000001) from adding a cent.
 */
export function roundCentsUp(x: number): number {
  if (!Number.isFinite(x)) return 0;
  return Math.max(0, Math.ceil(x - 1e-9));
}

/**
 * A number from a stored setting or override: null, undefined and '' are "not set" (undefined);
 * numbers and numeric strings are read as numbers; anything else is NaN, so the rule using it
 * gives 0 rather than a made-up price.
 */
export function readNumber(v: unknown): number | undefined {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return undefined;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return Number(v.trim());
  return Number.NaN;
}
