// The model's answer (pure): 'Name: value' lines → item specifics of the category. Spec 001 §7:
// values 'n/a' and 'not specified' are ignored; names are matched to the category's aspects; a
// value outside a SELECTION_ONLY aspect's list is dropped (eBay would refuse the listing).
import type { CategoryAspect } from './prompt.ts';

export interface ItemSpecific {
  dimension: string;
  value: string;
}

const IGNORED = new Set(['n/a', 'not specified', '']);
const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Strips list markers, bold and quotes a model may put around a line, a name or a value. */
const unwrap = (s: string) =>
  s
    .trim()
    .replace(/^(?:[-*•]|\d+[.)])\s+/, '')
    .replace(/^\*\*(.*)\*\*$/, '$1')
    .replace(/^["'`](.*)["'`]$/, '$1')
    .trim();

/** The answer's specifics, in the category's aspect order, one per aspect (the first answer wins). */
export function parseSpecificsAnswer(answer: string, aspects: CategoryAspect[]): ItemSpecific[] {
  const byName = new Map(aspects.map((a) => [key(a.name), a]));
  const found = new Map<CategoryAspect, string>();
  for (const raw of answer.split(/\r?\n/)) {
    const line = unwrap(raw);
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const aspect = byName.get(key(unwrap(line.slice(0, colon)).replace(/\*\*/g, '')));
    if (!aspect || found.has(aspect)) continue;
    const value = unwrap(line.slice(colon + 1));
    if (IGNORED.has(key(value).replace(/\.$/, ''))) continue;
    if (aspect.mode === 'SELECTION_ONLY') {
      // eBay's spelling of the value, whatever case the model used; outside the list: dropped.
      const allowed = aspect.values.find((v) => key(v) === key(value));
      if (allowed) found.set(aspect, allowed);
      continue;
    }
    found.set(aspect, value);
  }
  return aspects.filter((a) => found.has(a)).map((a) => ({ dimension: a.name, value: found.get(a)! }));
}
