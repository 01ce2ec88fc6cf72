/**
 * Deterministic Stripe-looking ids (`cus_…`, `sub_…`): a seeded PRNG, so the same seed and the same
 * calls give the same ids (DESIGN.md: sandboxes keep seeded, deterministic state).
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export type IdGen = (prefix: string, length?: number) => string;

/** `cursor` holds the generator's position: saved with the state, so a restart does not issue the same ids again. */
export function createIdGen(seed: number, cursor = { a: seed >>> 0 }): IdGen {
  // mulberry32: tiny, fast and good enough for ids.
  const next = () => {
    const a = (cursor.a = (cursor.a + 0x6d2b79f5) >>> 0);
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (prefix, length = 24) => {
    let s = '';
    for (let i = 0; i < length; i++) s += ALPHABET[Math.floor(next() * ALPHABET.length)];
    return prefix ? `${prefix}_${s}` : s;
  };
}
