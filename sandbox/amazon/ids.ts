// Deterministic, reversible identifiers. A catalogue of 250k items is never held in memory:
// every item is a pure function of (seed, seller, index), and ASINs/SKUs encode the index so a
// lookup by identifier is O(1) instead of needing a map of the whole catalogue.

/** 32-bit avalanche hash of any number of integers (splitmix-style mixing). */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) {
    h = Math.imul(h ^ (p >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** A small seeded PRNG (mulberry32): same seed, same sequence. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(list: readonly T[], r: number): T {
  return list[Math.floor(r * list.length) % list.length]!;
}

// ASIN = "B0" + 8 base-36 characters. The characters encode (seller * 1e6 + index) through a
// 4-round Feistel permutation of 40-bit numbers (2^40 < 36^8), so neighbouring items get
// unrelated-looking ASINs that still decode back to their item.
const HALF = 20;
const MASK = (1 << HALF) - 1;

function feistel(n: number, decode: boolean): number {
  let l = Math.floor(n / 2 ** HALF) & MASK;
  let r = n & MASK;
  const rounds = decode ? [3, 2, 1, 0] : [0, 1, 2, 3];
  for (const k of rounds) {
    if (decode) [l, r] = [r ^ (hash32(l, k, 0xa51) & MASK), l];
    else [l, r] = [r, l ^ (hash32(r, k, 0xa51) & MASK)];
  }
  return l * 2 ** HALF + r;
}

export function encodeAsin(sellerNumber: number, index: number): string {
  return (
    'B0' +
    feistel(sellerNumber * 1_000_000 + index, false)
      .toString(36)
      .toUpperCase()
      .padStart(8, '0')
  );
}

export function decodeAsin(asin: string): { sellerNumber: number; index: number } | null {
  if (!/^B0[0-9A-Z]{8}$/.test(asin)) return null;
  const v = parseInt(asin.slice(2).toLowerCase(), 36);
  if (v >= 2 ** (2 * HALF)) return null;
  const n = feistel(v, true);
  return { sellerNumber: Math.floor(n / 1_000_000), index: n % 1_000_000 };
}

/** FBA network SKU: "X00" + 7 characters derived from the ASIN's permutation value. */
export function fnSkuFor(asin: string): string {
  return 'X00' + asin.slice(3, 10);
}

const ALNUM = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Amazon image ids look like "71aB3xYzQzL": 10 base-62 characters then "L". */
export function imageId(h: number, n: number): string {
  const r = prng(hash32(h, n, 77));
  let s = String(Math.floor(r() * 9) + 1);
  for (let i = 0; i < 9; i++) s += ALNUM[Math.floor(r() * 62)];
  return s + 'L';
}

/** Listing ids in GET_MERCHANT_LISTINGS_ALL_DATA: 4 digits then 7 upper-case characters. */
export function listingId(h: number): string {
  const r = prng(hash32(h, 91));
  let s = String(Math.floor(r() * 9000) + 1000);
  for (let i = 0; i < 7; i++) s += ALNUM.toUpperCase()[Math.floor(r() * 36)];
  return s;
}

/** 12-digit UPC with a valid check digit. */
export function upcFor(h: number): string {
  const r = prng(hash32(h, 12));
  let digits = '0';
  for (let i = 0; i < 10; i++) digits += Math.floor(r() * 10);
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 3 : 1);
  return digits + ((10 - (sum % 10)) % 10);
}

/** A valid ISBN-13 in the 978 prefix (books' EAN too), deterministic per item hash. */
export function isbnFor(h: number): string {
  const r = prng(hash32(h, 13));
  let digits = '9781';
  for (let i = 0; i < 8; i++) digits += Math.floor(r() * 10);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return digits + ((10 - (sum % 10)) % 10);
}
