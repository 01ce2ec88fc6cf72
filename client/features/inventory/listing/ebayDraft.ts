// The 'eBay Settings' section's editable state (spec 001 §2.12, §3, §4): the chosen category, the
// seller's item specifics (variant_specifics), the eBay condition and the condition note, and what
// Save sends for them. Kept apart from the General Settings draft (listingDraft.ts); the listing
// editor saves both with one updateInventoryItem. Pure, unit-tested.

export interface SpecificPair {
  dimension: string;
  value: string;
}

/** One of the category's item specifics (EbayItemSpecificRule). */
export interface SpecificRule {
  readonly dimension: string;
  readonly values: readonly string[];
  readonly mode: 'SELECTION_ONLY' | 'FREE_TEXT' | '%future added value';
  readonly required: boolean;
}

export interface EbaySource {
  edits: {
    ebayCategoryId?: string | null;
    ebayConditionId?: string | null;
    conditionNote?: string | null;
    variantSpecifics?: readonly SpecificPair[] | null;
  };
  /** The chosen category's path as the server gives it. */
  categoryText: string | null;
}

export interface EbayDraft {
  categoryId: string | null;
  /** The chosen category's full path (for display; not saved). */
  categoryText: string | null;
  /** The seller's own specifics (catalogue values are shown, not copied, until changed). */
  specifics: SpecificPair[];
  conditionId: string | null;
  conditionNote: string;
}

export interface EbayEditsInput {
  ebayCategoryId?: string | null;
  variantSpecifics?: SpecificPair[] | null;
  ebayConditionId?: string | null;
  conditionNote?: string | null;
}

export function ebayDraftFromItem(s: EbaySource): EbayDraft {
  return {
    categoryId: s.edits.ebayCategoryId ?? null,
    categoryText: s.edits.ebayCategoryId ? s.categoryText : null,
    specifics: (s.edits.variantSpecifics ?? []).map((p) => ({ dimension: p.dimension, value: p.value })),
    conditionId: s.edits.ebayConditionId ?? null,
    conditionNote: s.edits.conditionNote ?? '',
  };
}

const norm = (s: string) => s.trim().toLowerCase();
const cleanSpecifics = (list: readonly SpecificPair[]) =>
  list.map((p) => ({ dimension: p.dimension.trim(), value: p.value.trim() })).filter((p) => p.dimension !== '' && p.value !== '');

/** Only what differs from the saved state (null clears an override). */
export function ebayEditsFromDraft(draft: EbayDraft, s: EbaySource): EbayEditsInput {
  const saved = ebayDraftFromItem(s);
  const out: EbayEditsInput = {};
  if (draft.categoryId !== saved.categoryId) out.ebayCategoryId = draft.categoryId;
  const specifics = cleanSpecifics(draft.specifics);
  if (JSON.stringify(specifics) !== JSON.stringify(cleanSpecifics(saved.specifics))) out.variantSpecifics = specifics.length ? specifics : null;
  if (draft.conditionId !== saved.conditionId) out.ebayConditionId = draft.conditionId;
  if (draft.conditionNote.trim() !== saved.conditionNote.trim()) out.conditionNote = draft.conditionNote.trim() || null;
  return out;
}

/** The seller's value of a dimension (names compared without case), or undefined. */
export const ownValue = (specifics: readonly SpecificPair[], dimension: string) => specifics.find((p) => norm(p.dimension) === norm(dimension))?.value;

/** Sets (or, with '', removes) the seller's value of a dimension. */
export function setSpecific(specifics: readonly SpecificPair[], dimension: string, value: string): SpecificPair[] {
  const i = specifics.findIndex((p) => norm(p.dimension) === norm(dimension));
  if (i < 0) return value === '' ? [...specifics] : [...specifics, { dimension, value }];
  return specifics.flatMap((p, j) => (j !== i ? [p] : value === '' ? [] : [{ dimension: p.dimension, value }]));
}

/** Adopts specifics from elsewhere (e.g. AI recommendations): each replaces the seller's value of its dimension. */
export function applySpecifics(specifics: readonly SpecificPair[], incoming: readonly SpecificPair[]): SpecificPair[] {
  return incoming.reduce((acc, p) => (p.value.trim() ? setSpecific(acc, p.dimension, p.value.trim()) : acc), [...specifics]);
}

export interface SpecificRow {
  dimension: string;
  /** What is shown: the seller's value, else the catalogue's (an allowed one for SELECTION_ONLY), else ''. */
  value: string;
  /** The value comes from the item's catalogue data (not yet the seller's own). */
  fromCatalogue: boolean;
  required: boolean;
  /** eBay's values for a SELECTION_ONLY specific (a picker); null: free text. */
  choices: readonly string[] | null;
  /** eBay's suggested values for a free-text specific. */
  suggestions: readonly string[];
  /** A custom specific (not one of the category's): removable. */
  custom: boolean;
}

/**
 * The specifics editor's rows: the category's specifics, required first, then the seller's
 * custom ones. A value outside a SELECTION_ONLY list is not shown as chosen.
 */
export function specificRows(rules: readonly SpecificRule[], own: readonly SpecificPair[], catalogue: readonly SpecificPair[]): SpecificRow[] {
  const ordered = [...rules.filter((r) => r.required), ...rules.filter((r) => !r.required)];
  const rows: SpecificRow[] = ordered.map((r) => {
    const selection = r.mode === 'SELECTION_ONLY' && r.values.length > 0;
    const pick = (v: string | undefined) => (v === undefined ? undefined : selection ? r.values.find((x) => norm(x) === norm(v)) : v);
    const mine = ownValue(own, r.dimension);
    const fromCatalogue = mine === undefined ? pick(ownValue(catalogue, r.dimension)) : undefined;
    return {
      dimension: r.dimension,
      value: (mine !== undefined ? (pick(mine) ?? '') : fromCatalogue) ?? '',
      fromCatalogue: fromCatalogue !== undefined,
      required: r.required,
      choices: selection ? r.values : null,
      suggestions: selection ? [] : r.values,
      custom: false,
    };
  });
  const known = new Set(rules.map((r) => norm(r.dimension)));
  for (const p of own) {
    if (!known.has(norm(p.dimension)))
      rows.push({ dimension: p.dimension, value: p.value, fromCatalogue: false, required: false, choices: null, suggestions: [], custom: true });
  }
  return rows;
}

/** Required specifics with no value: what the pre-flight check would hold the item back for. */
export const missingRequired = (rows: readonly SpecificRow[]) => rows.filter((r) => r.required && r.value.trim() === '').map((r) => r.dimension);

/** Spec 001 §4: a category without conditions clears the condition; one it does not accept is cleared too. */
export function conditionAfterCategory(conditionId: string | null, conditions: readonly { conditionId: string }[]): string | null {
  if (conditions.length === 0) return null;
  return conditionId && conditions.some((c) => c.conditionId === conditionId) ? conditionId : null;
}
