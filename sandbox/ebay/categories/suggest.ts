// Category suggestions the way a seller expects them: whole words (a cable is not a building toy
// because "usb" contains no "building"), simple plural stems, phrases outrank single words, and
// the best match comes first.

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'pack',
  'piece',
  'set',
  'und',
  'mit',
  'für',
  'der',
  'die',
  'das',
  'von',
]);

/** Plural to singular for the common English endings (knives → knife, accessories → accessory, boxes → box, mats → mat). */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ives')) return `${word.slice(0, -4)}ife`;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower-case whole words of a text, stemmed, without stop words, single letters or numbers ("100W", "6mm", "12"). */
export function tokenise(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !/^\d/.test(w) && !STOP_WORDS.has(w))
    .map(stem);
}

export interface Suggestible {
  /** Keyword phrases, already tokenised. */
  phrases: string[][];
  /** Words of the category's own name, tokenised. */
  nameWords: string[];
}

const at = (query: string[], phrase: string[], i: number) => phrase.every((w, j) => query[i + j] === w);

/**
 * How well a query fits a category: each keyword phrase found as consecutive words scores twice its
 * length, and each word of the category name not already covered by a phrase scores one.
 */
export function score(query: string[], c: Suggestible): number {
  const covered = new Set<string>();
  let total = 0;
  for (const phrase of c.phrases) {
    if (phrase.length === 0) continue;
    let found = false;
    for (let i = 0; i + phrase.length <= query.length && !found; i++) found = at(query, phrase, i);
    if (!found) continue;
    total += 2 * phrase.length;
    phrase.forEach((w) => covered.add(w));
  }
  for (const w of new Set(c.nameWords)) if (!covered.has(w) && query.includes(w)) total += 1;
  return total;
}

/** eBay's `relevancy` is free text; the sandbox grades its score. */
export const relevancyOf = (s: number): 'HIGH' | 'MEDIUM' | 'LOW' => (s >= 4 ? 'HIGH' : s >= 2 ? 'MEDIUM' : 'LOW');

/** Categories that fit `q`, best first (ties keep tree order), at most `limit`. */
export function rank<T extends Suggestible>(q: string, categories: T[], limit = 10): { category: T; score: number }[] {
  const query = tokenise(q);
  if (query.length === 0) return [];
  return categories
    .map((category, order) => ({ category, order, score: score(query, category) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ category, score: s }) => ({ category, score: s }));
}
