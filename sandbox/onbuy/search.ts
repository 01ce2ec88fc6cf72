// How OnBuy's catalogue search matches: names by words (a shopper's "resistance bands" finds
// "Resistance Bands, Set of 5"), product codes by EAN with a UPC as the same code (a UPC is an
// EAN-13 with a leading zero), brands from OnBuy's list and its products.
import { hash32 } from '../amazon/ids.ts';
import { BRANDS } from './seed.ts';
import type { OnbuySandboxState } from './state.ts';

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('es') && /(ch|sh|x|ss)es$/.test(w) ? w.slice(0, -2) : w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));

/** Every word of the query is a word of the name (singular or plural), or begins one (3+ letters). */
export function nameMatches(name: string, query: string): boolean {
  const have = words(name);
  const want = words(query);
  if (want.length === 0) return false;
  return want.every((w) => have.some((h) => h === w || (w.length >= 3 && h.startsWith(w))));
}

const ean = (code: string) => (/^\d{12}$/.test(code) ? `0${code}` : code);

/** A code (EAN-13, UPC-A, EAN-8, GTIN-14) is one of the product's codes. */
export function codeMatches(codes: readonly string[], code: string): boolean {
  const c = ean(code.trim());
  return codes.some((x) => ean(x) === c);
}

/** OnBuy's brands: its own list, then each other brand its catalogue carries (ids stable per name). */
export function brandsOf(state: Pick<OnbuySandboxState, 'catalogue'>): { brand_id: number; name: string }[] {
  const out = [...BRANDS];
  const known = new Set(out.map((b) => b.name.toLowerCase()));
  for (const p of state.catalogue) {
    const name = p.brand_name.trim();
    if (!name || known.has(name.toLowerCase())) continue;
    known.add(name.toLowerCase());
    const id = 10_000 + (hash32(...[...name.toLowerCase()].map((ch) => ch.charCodeAt(0))) % 900_000);
    out.push({ brand_id: id, name });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}
