// The seller's edits of an item (spec 001 §3 user_edited_details): overrides kept next to
// Amazon's data, never written over it. Pure, so the merge rules are unit-tested.
import { sanitizeDescription } from '../../html/description.ts';
import { UNSET } from '../../pricing/overrides.ts';
import { InventoryValidationError } from './inventory.errors.ts';

/** The override keys of spec 001 §3; anything else in a request is ignored. */
export const EDITABLE_KEYS = [
  'title',
  'user_description',
  'description',
  'images',
  'product_details',
  'ebay_category_id',
  'variant_specifics',
  'feature_bullets',
  'ebay_price',
  // The seller's cost of one unit, in minor units (issue 36: profit takes it off where it is set).
  'cost_basis',
  'ebay_condition_id',
  'allow_best_offer',
  'condition_note',
  'onbuy_brand',
  'onbuy_category',
  'onbuy_condition_code',
  'onbuy_product_code',
  'onbuy_product_url',
] as const;
export type EditableKey = (typeof EDITABLE_KEYS)[number];
export type UserEditedDetails = Partial<Record<EditableKey, unknown>>;

/**
 * The longest title override kept. The spec sets no limit of its own; each channel cuts to its
 * own (eBay 80 at a word, OnBuy 150, Shopify 255), so this only bounds what is stored.
 */
export const TITLE_MAX_LENGTH = 500;

/** The value the legacy client sends to clear the price override (pricing reads it too, so it lives there). */
export { UNSET };

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Lists lose blank entries (the editor drops them on blur); a pair is blank when its value is. */
function dropBlankEntries(key: string, v: unknown): unknown {
  if (Array.isArray(v)) {
    return v
      .map((e) => (typeof e === 'string' ? e.trim() : e))
      .filter((e) => {
        if (isBlank(e)) return false;
        if (e && typeof e === 'object' && !Array.isArray(e)) {
          const o = e as Record<string, unknown>;
          return !isBlank(o.value ?? o.text ?? o.url);
        }
        return true;
      });
  }
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).filter(([, x]) => !isBlank(x)));
  throw new InventoryValidationError(key, `${key} must be a list`);
}

/** ebay_price in minor units (spec 000 §5: pricing inputs are minor units). */
function priceCents(v: unknown, key: 'ebay_price' | 'cost_basis' = 'ebay_price'): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN;
  if (!Number.isFinite(n) || n < 0 || n > 100_000_000) throw new InventoryValidationError(key, `${key} must be a price in cents`);
  return Math.round(n);
}

/**
 * Applies a request's edits to the stored overrides: a key set to null or '' (or ebay_price set
 * to '__UNSET') removes that override; lists and detail maps lose blank entries; other values
 * are stored as given.
 */
export function mergeEdits(current: UserEditedDetails, edits: Record<string, unknown>): UserEditedDetails {
  const next: UserEditedDetails = { ...current };
  for (const key of EDITABLE_KEYS) {
    if (!(key in edits)) continue;
    const v = edits[key];
    if (isBlank(v) || (key === 'ebay_price' && v === UNSET)) {
      delete next[key];
      continue;
    }
    switch (key) {
      case 'ebay_price':
      case 'cost_basis':
        next[key] = priceCents(v, key);
        break;
      case 'images':
      case 'feature_bullets':
      case 'product_details':
      case 'variant_specifics':
        next[key] = dropBlankEntries(key, v);
        break;
      case 'allow_best_offer':
        // true/false only: absent means the seller's enable_best_offer setting.
        if (typeof v !== 'boolean') throw new InventoryValidationError(key, 'allow_best_offer must be true or false');
        next[key] = v;
        break;
      case 'title':
        if (typeof v !== 'string') throw new InventoryValidationError(key, 'title must be text');
        // Refused rather than cut: a seller must see that the title they typed was not kept.
        if (v.trim().length > TITLE_MAX_LENGTH) throw new InventoryValidationError(key, `title must be at most ${TITLE_MAX_LENGTH} characters`);
        next[key] = v.trim();
        break;
      case 'description':
      case 'user_description': {
        // HTML from the listing view's editor: stored sanitised (templates sanitise again).
        if (typeof v !== 'string') throw new InventoryValidationError(key, `${key} must be text`);
        const html = sanitizeDescription(v);
        if (html) next[key] = html;
        else delete next[key];
        break;
      }
      default:
        next[key] = typeof v === 'string' ? v.trim() : v;
    }
  }
  return next;
}
