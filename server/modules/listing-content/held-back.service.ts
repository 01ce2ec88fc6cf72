// "Bulk listing reports how many were held back and why" (issue 12): the seller's eBay listings
// the pre-flight check kept from eBay (their last action failed with its message), counted per
// message. The engine records the message as the listing's error, so this is a read of listings.
import type pg from 'pg';
import { categoryTitleKey } from '../../channels/ebay/categories.ts';
import { listingTitle } from '../../channels/ebay/payload.ts';
import { PREFLIGHT_MESSAGE_PREFIXES } from '../../channels/ebay/preflight.ts';
import { EbayCategoryAuthorizationError } from '../catalog/catalog.errors.ts';
import { aspectRulesFor, type CatalogDeps, categoryOn, type ItemSpecificRule, marketplaceFor } from '../catalog/catalog.service.ts';
import { type CategoryDefault, setCategoryDefault } from '../catalog/category-defaults.service.ts';
import { getItemsByIds, type InventoryItemRow } from '../inventory/inventory.service.ts';
import { type ActionDeps, listItems, reviseItems } from '../listing-actions/actions.service.ts';
import { readCategorySuggestions } from './channel-memory.service.ts';

export interface HeldBack {
  count: number;
  /** Most frequent first. */
  reasons: { message: string; count: number }[];
}

export async function ebayHeldBack(deps: { pool: pg.Pool }, userId: string): Promise<HeldBack> {
  const { rows } = await deps.pool.query<{ message: string; count: number }>(
    `SELECT last_error AS message, count(*)::int AS count FROM listings
      WHERE user_id = $1 AND channel = 'EBAY' AND status IN ('FAILED_TO_LIST', 'FAILED_TO_REVISE')
        AND (starts_with(last_error, $2) OR starts_with(last_error, $3))
      GROUP BY last_error ORDER BY count(*) DESC, last_error`,
    [userId, ...PREFLIGHT_MESSAGE_PREFIXES],
  );
  return { count: rows.reduce((n, r) => n + r.count, 0), reasons: rows };
}

// ---- the grouped summary (issue 28) --------------------------------------------------------------

/** A required aspect a group lacks, with what the fix needs (eBay's values for a SELECTION_ONLY one). */
export interface MissingAspect {
  name: string;
  mode: 'SELECTION_ONLY' | 'FREE_TEXT';
  values: string[];
  multi: boolean;
}

/** Held-back items of one eBay category with one reason, and the fix. */
export interface HeldBackGroup {
  /** Stable per category and message (the client's key). */
  key: string;
  message: string;
  categoryId: string | null;
  /** The category's name on the seller's site (its id when eBay does not say). */
  categoryName: string | null;
  count: number;
  itemIds: string[];
  /** The required aspects the message names as missing (empty for another reason). */
  missing: MissingAspect[];
}

export type HeldBackDeps = CatalogDeps & ActionDeps;

const MISSING = PREFLIGHT_MESSAGE_PREFIXES[0];

/** The aspects a pre-flight message names as missing ('Missing item specifics: A, B. …'). */
export function missingAspectsOf(message: string): string[] {
  if (!message.startsWith(MISSING)) return [];
  const end = message.indexOf('. ', MISSING.length);
  return message
    .slice(MISSING.length, end < 0 ? undefined : end)
    .split(', ')
    .map((s) => s.trim())
    .filter(Boolean);
}

interface HeldRow {
  listingId: string;
  itemId: string;
  status: string;
  message: string;
  categoryId: string | null;
}

/** The seller's held-back eBay listings with the category each was (or would be) listed in. */
async function heldRows(deps: HeldBackDeps, userId: string): Promise<{ rows: HeldRow[]; marketplaceId: string | null }> {
  const { rows } = await deps.pool.query<{ listingId: string; itemId: string; status: string; message: string }>(
    `SELECT id AS "listingId", item_id AS "itemId", status, last_error AS message FROM listings
      WHERE user_id = $1 AND channel = 'EBAY' AND status IN ('FAILED_TO_LIST', 'FAILED_TO_REVISE')
        AND (starts_with(last_error, $2) OR starts_with(last_error, $3))`,
    [userId, ...PREFLIGHT_MESSAGE_PREFIXES],
  );
  if (rows.length === 0) return { rows: [], marketplaceId: null };
  const marketplaceId = await marketplaceFor(deps, userId).catch((err) => {
    if (err instanceof EbayCategoryAuthorizationError) return null;
    throw err;
  });
  const items = new Map((await getItemsByIds(deps, [...new Set(rows.map((r) => r.itemId))], [userId])).map((i) => [i.id, i]));
  // The adapter's own rule: the item's chosen category, else the suggestion stored for its title.
  const chosen = (i: InventoryItemRow | undefined) => {
    const id = (i?.userEditedDetails as { ebay_category_id?: unknown } | null)?.ebay_category_id;
    return id === undefined || id === null || id === '' ? null : String(id);
  };
  const keyOf = (i: InventoryItemRow) => categoryTitleKey(listingTitle(i));
  const keys = [...items.values()].filter((i) => !chosen(i)).map(keyOf);
  const suggested = marketplaceId ? await readCategorySuggestions(deps, userId, marketplaceId, [...new Set(keys)]) : new Map<string, string>();
  return {
    marketplaceId,
    rows: rows.map((r) => {
      const item = items.get(r.itemId);
      return { ...r, categoryId: chosen(item) ?? (item ? (suggested.get(keyOf(item)) ?? null) : null) };
    }),
  };
}

/**
 * The held-back summary: the seller's held-back eBay items grouped by reason and eBay category
 * (largest first), each with the category's name and, for missing required specifics, what a
 * category default needs (eBay's values for a SELECTION_ONLY aspect).
 */
export async function ebayHeldBackGroups(deps: HeldBackDeps, userId: string): Promise<HeldBackGroup[]> {
  const { rows, marketplaceId } = await heldRows(deps, userId);
  const groups = new Map<string, HeldBackGroup>();
  for (const r of rows) {
    const key = `${r.categoryId ?? ''}\u0000${r.message}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, message: r.message, categoryId: r.categoryId, categoryName: null, count: 0, itemIds: [], missing: [] }));
    g.count++;
    g.itemIds.push(r.itemId);
  }
  const list = [...groups.values()].sort((a, b) => b.count - a.count || a.message.localeCompare(b.message));
  const rulesByCategory = new Map<string, Promise<ItemSpecificRule[] | null>>();
  await Promise.all(
    list.map(async (g) => {
      if (!g.categoryId || !marketplaceId) return;
      g.categoryName = (await categoryOn(deps, marketplaceId, g.categoryId)).categoryName;
      let rules = rulesByCategory.get(g.categoryId);
      if (!rules) rulesByCategory.set(g.categoryId, (rules = aspectRulesFor(deps, marketplaceId, g.categoryId)));
      const known = await rules;
      g.missing = missingAspectsOf(g.message).map((name) => {
        const rule = known?.find((x) => x.dimension.toLowerCase() === name.toLowerCase());
        return { name, mode: rule?.mode ?? 'FREE_TEXT', values: rule?.values ?? [], multi: rule?.multi ?? false };
      });
    }),
  );
  return list;
}

/**
 * "List again" for held-back items: those never listed are listed, live ones whose revision was
 * held back are revised in full. Which items: one category's (and one reason's, when given), or
 * only those whose reason names `aspect` as missing. Answers how many were queued.
 */
export async function relistHeldBackGroup(
  deps: HeldBackDeps,
  userId: string,
  filter: { categoryId: string; message?: string | null; aspect?: string | null },
): Promise<number> {
  const { rows } = await heldRows(deps, userId);
  const aspect = filter.aspect?.trim().toLowerCase();
  const chosen = rows.filter(
    (r) =>
      (r.categoryId ?? '') === filter.categoryId &&
      (!filter.message || r.message === filter.message) &&
      (!aspect || missingAspectsOf(r.message).some((a) => a.toLowerCase() === aspect)),
  );
  const toList = chosen.filter((r) => r.status === 'FAILED_TO_LIST').map((r) => r.itemId);
  const toRevise = chosen.filter((r) => r.status === 'FAILED_TO_REVISE').map((r) => r.itemId);
  let count = 0;
  if (toList.length) count += (await listItems(deps, { userId, channel: 'EBAY', itemIds: toList })).count;
  if (toRevise.length) count += (await reviseItems(deps, { userId, channel: 'EBAY', itemIds: toRevise, kind: 'EVERYTHING' })).count;
  return count;
}

/**
 * Saves the seller's default for a category's aspect (catalog module: validated against eBay's
 * aspects, nothing saved on bad input), then lists again every held-back item of that category
 * whose reason names the aspect as missing.
 */
export async function setCategoryDefaultAndRelist(
  deps: HeldBackDeps,
  userId: string,
  input: { categoryId: string; aspectName: string; values: readonly string[] },
): Promise<{ saved: CategoryDefault; relisted: number }> {
  const saved = await setCategoryDefault(deps, userId, input);
  const relisted = await relistHeldBackGroup(deps, userId, { categoryId: saved.categoryId, aspect: saved.aspectName });
  return { saved, relisted };
}
