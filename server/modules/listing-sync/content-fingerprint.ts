// A listing's content as desired state (issue 28 "Edits reach live listings"; DESIGN: "Desired
// state, pushed as a difference"): the item's title, description, images, category, specifics and
// condition — Amazon's data with the seller's overrides — hashed into one fingerprint. The listing
// keeps the fingerprint it was last sent with (listings.content_fingerprint); continuous sync
// revises it when the item's differs, so an edit saved twice, or a revision run twice, sends the
// latest content once. Pure.
import { createHash } from 'node:crypto';
import type { InventoryItemRow } from '../inventory/inventory.service.ts';

/** The inputs of every channel's listing content (server/channels/item-content.ts and the payloads). */
const CATALOG_KEYS = ['title', 'brand', 'product_description', 'feature_bullets', 'product_details', 'images', 'identifiers', 'attributes'] as const;
const EDIT_KEYS = [
  'title',
  'user_description',
  'description',
  'images',
  'product_details',
  'ebay_category_id',
  'variant_specifics',
  'feature_bullets',
  'ebay_condition_id',
  'condition_note',
  'allow_best_offer',
] as const;

/**
 * JSON with object keys sorted and undefined members left out, so the same content always hashes
 * the same. Built in one pass: it runs for every settled listing (a large catalogue's attributes
 * are hundreds of nodes), and the listings keep the fingerprints it gave, so its output must not change.
 */
function canonical(v: unknown): string {
  if (Array.isArray(v)) {
    let out = '[';
    for (let i = 0; i < v.length; i++) out += (i > 0 ? ',' : '') + canonical(v[i]);
    return `${out}]`;
  }
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    let out = '{';
    for (const k of Object.keys(o).sort()) {
      if (o[k] === undefined) continue;
      out += `${out.length > 1 ? ',' : ''}${JSON.stringify(k)}:${canonical(o[k])}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(v ?? null);
}

/** The fingerprint of what a listing of this item shows (not its quantity or price: those sync on their own). */
export function contentFingerprint(item: Pick<InventoryItemRow, 'title' | 'condition' | 'catalogDetails' | 'userEditedDetails'>): string {
  const catalog = (item.catalogDetails ?? {}) as Record<string, unknown>;
  const edits = (item.userEditedDetails ?? {}) as Record<string, unknown>;
  const content = {
    title: item.title,
    condition: item.condition,
    catalog: Object.fromEntries(CATALOG_KEYS.map((k) => [k, catalog[k]])),
    edits: Object.fromEntries(EDIT_KEYS.map((k) => [k, edits[k]])),
  };
  return createHash('sha256').update(canonical(content)).digest('base64url');
}
