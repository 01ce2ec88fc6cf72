// The pre-flight check (issue 12): before any list or revise, an item's item specifics are checked
// against its eBay category's aspects, so an item eBay would refuse is held back with a message
// naming what is missing, without a call to eBay. Pure; the adapter fetches the aspects (through
// the catalog module's cache) and the engine records the message as the listing's error.
export { itemSpecifics, sellerSpecifics } from './payload.ts';

/** One of a category's aspects (spec 001 §3 required_specifics: dimension, values, mode, required). */
export interface AspectRule {
  dimension: string;
  values: string[];
  mode: 'SELECTION_ONLY' | 'FREE_TEXT';
  required: boolean;
}

export interface PreflightResult {
  /** The aspects to send: eBay's spelling of names and allowed values, invalid optional derived values dropped. */
  aspects: Record<string, string[]>;
  /** Required aspects without a value, in the category's order. */
  missing: string[];
  /** SELECTION_ONLY aspects given a value outside eBay's list (the seller's own, or a required one). */
  invalid: { dimension: string; value: string }[];
  /** Null when eBay would accept the specifics; else the listing's error message. */
  message: string | null;
}

const norm = (s: string) => s.trim().toLowerCase();

/** How the check's messages begin (the held-back summary finds them by these). */
export const PREFLIGHT_MESSAGE_PREFIXES = ['Missing item specifics: ', 'Item specific '] as const;

/**
 * Checks specifics against a category's aspects. `own` names the seller's specifics: a value of
 * theirs outside a SELECTION_ONLY list holds the item back; a catalogue-derived one is dropped
 * (unless the aspect is required, when it counts as invalid).
 */
export function preflight(specifics: Record<string, string[]>, rules: readonly AspectRule[], own: Record<string, string[]> = {}): PreflightResult {
  const ownNames = new Set(Object.keys(own).map(norm));
  const byName = new Map(rules.map((r) => [norm(r.dimension), r]));
  const aspects: Record<string, string[]> = {};
  const invalid: PreflightResult['invalid'] = [];
  for (const [name, rawValues] of Object.entries(specifics)) {
    const values = rawValues.map((v) => v.trim()).filter(Boolean);
    if (values.length === 0) continue;
    const rule = byName.get(norm(name));
    if (!rule) {
      aspects[name] = values;
      continue;
    }
    if (rule.mode !== 'SELECTION_ONLY' || rule.values.length === 0) {
      aspects[rule.dimension] = values;
      continue;
    }
    const allowed = new Map(rule.values.map((v) => [norm(v), v]));
    const kept = values.map((v) => allowed.get(norm(v))).filter((v): v is string => !!v);
    const refused = values.filter((v) => !allowed.has(norm(v)));
    if (refused.length && (ownNames.has(norm(name)) || rule.required)) for (const value of refused) invalid.push({ dimension: rule.dimension, value });
    if (kept.length) aspects[rule.dimension] = kept;
  }
  const missing = rules.filter((r) => r.required && !aspects[r.dimension]?.length && !invalid.some((x) => x.dimension === r.dimension)).map((r) => r.dimension);
  const parts: string[] = [];
  if (missing.length) parts.push(`${PREFLIGHT_MESSAGE_PREFIXES[0]}${missing.join(', ')}`);
  for (const x of invalid) parts.push(`${PREFLIGHT_MESSAGE_PREFIXES[1]}${x.dimension} does not accept '${x.value}': choose one of eBay's values`);
  return { aspects, missing, invalid, message: parts.length ? parts.join('. ') : null };
}
