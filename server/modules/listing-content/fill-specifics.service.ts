// What the eBay adapter checks and sends as an item's specifics (issue 28): the item's own (the
// seller's and the catalogue's) over the seller's category defaults, and, when the seller turned
// on "AI in bulk", AI-filled values for required ones still missing (one credit per item that
// needed it; charged once however often the job runs). Also the dry run the bulk list dialog shows
// before the action: how many items would use AI and what it costs.
import type { AspectRule } from '../../channels/ebay/preflight.ts';
import { preflight, sellerSpecifics } from '../../channels/ebay/preflight.ts';
import { withDefaults } from '../../channels/ebay/category-defaults.ts';
import { categoryTitleKey, mapLimited } from '../../channels/ebay/categories.ts';
import { itemSpecifics, listingTitle } from '../../channels/ebay/payload.ts';
import * as accounts from '../accounts/accounts.service.ts';
import { readUserSettings } from '../accounts/accounts.service.ts';
import { fillMissingSpecifics, storedFills } from '../ai/bulk-fill.ts';
import type { AiDeps } from '../ai/ai.service.ts';
import { aspectRulesFor, type CatalogDeps, marketplaceFor, searchCategories } from '../catalog/catalog.service.ts';
import { categoryDefaultsFor } from '../catalog/category-defaults.service.ts';
import { getItemsByIds, type InventoryItemRow } from '../inventory/inventory.service.ts';
import { readCategorySuggestions, saveCategorySuggestions } from './channel-memory.service.ts';

/** AI calls at once in a listing run (the model's rate limit, and the seller's credits, are spent in order). */
const AI_CONCURRENCY = 4;

export type FillDeps = AiDeps & CatalogDeps;

export interface FillRow {
  id: string;
  item: InventoryItemRow;
  categoryId: string;
  rules: AspectRule[];
  /** The item's own specifics as the adapter derives them (the seller's and the catalogue's). */
  own: Record<string, string[]>;
}

const aspectsOf = (rules: AspectRule[]) => rules.map((r) => ({ name: r.dimension, required: r.required, mode: r.mode, values: r.values }));

/** Each row's specifics to check and send (by row id): own over defaults, then AI for what is still missing when `ai`. */
export async function fillSpecifics(
  deps: FillDeps,
  userId: string,
  marketplaceId: string,
  rows: FillRow[],
  opts: { ai: boolean },
): Promise<Map<string, Record<string, string[]>>> {
  const categories = [...new Set(rows.map((r) => r.categoryId))];
  const defaults = await categoryDefaultsFor(deps, userId, marketplaceId, categories);
  const out = new Map<string, Record<string, string[]>>();
  const needAi: { row: FillRow; missing: string[] }[] = [];
  for (const r of rows) {
    const merged = withDefaults(r.own, defaults.get(r.categoryId));
    out.set(r.id, merged);
    if (!opts.ai) continue;
    const { missing } = preflight(merged, r.rules, sellerSpecifics(r.item));
    if (missing.length) needAi.push({ row: r, missing });
  }
  await mapLimited(needAi, AI_CONCURRENCY, async ({ row, missing }) => {
    const filled = await fillMissingSpecifics(deps, userId, {
      item: row.item,
      marketplaceId,
      categoryId: row.categoryId,
      aspects: aspectsOf(row.rules),
      missing,
    });
    if (filled) out.set(row.id, withDefaults(out.get(row.id)!, filled));
  });
  return out;
}

export interface AiFillPreview {
  /** Whether the seller turned AI in bulk on (eBay settings). */
  enabled: boolean;
  /** Items that would use AI (a required item specific missing after their own values and the category defaults). */
  items: number;
  /** Credits it would cost (one per item; items the AI filled before cost nothing). */
  credits: number;
  balance: number;
}

/**
 * The dry run of the pre-flight check for a bulk listing: the items' categories (chosen, else the
 * stored or a new eBay suggestion, which is stored for the listing job), their aspects and the
 * seller's defaults; counts the items that would ask the AI and the credits it would cost.
 */
export async function aiFillPreview(deps: FillDeps, userId: string, itemIds: readonly string[]): Promise<AiFillPreview> {
  const [settings, profile] = await Promise.all([readUserSettings(deps, userId), accounts.billingProfile(deps, userId)]);
  const base = { enabled: settings.ebay_ai_fill_specifics, items: 0, credits: 0, balance: profile.aiCreditBalance };
  if (!settings.ebay_ai_fill_specifics || itemIds.length === 0) return base;
  const marketplaceId = await marketplaceFor(deps, userId);
  const items = await getItemsByIds(deps, itemIds, [userId]);
  const chosen = (i: InventoryItemRow) => {
    const id = (i.userEditedDetails as { ebay_category_id?: unknown } | null)?.ebay_category_id;
    return id === undefined || id === null || id === '' ? null : String(id);
  };
  const titles = new Map<string, string>();
  for (const i of items) if (!chosen(i)) titles.set(categoryTitleKey(listingTitle(i)), listingTitle(i));
  const suggested = await readCategorySuggestions(deps, userId, marketplaceId, [...titles.keys()]);
  const unknown = [...titles].filter(([key]) => !suggested.has(key));
  const found = await mapLimited(unknown, 4, async ([key, title]) => [key, (await searchCategories(deps, userId, title))[0]?.categoryId ?? null] as const);
  const fresh = found.filter((f): f is readonly [string, string] => f[1] !== null);
  for (const [key, id] of fresh) suggested.set(key, id);
  await saveCategorySuggestions(
    deps,
    userId,
    marketplaceId,
    fresh.map(([key, categoryId]) => ({ key, categoryId })),
  );
  const categoryOf = (i: InventoryItemRow) => chosen(i) ?? suggested.get(categoryTitleKey(listingTitle(i))) ?? null;
  const ids = [...new Set(items.map(categoryOf).filter((c): c is string => !!c))];
  const rules = new Map(await Promise.all(ids.map(async (c) => [c, await aspectRulesFor(deps, marketplaceId, c)] as const)));
  const defaults = await categoryDefaultsFor(deps, userId, marketplaceId, ids);
  const needing = items.filter((i) => {
    const c = categoryOf(i);
    const r = c ? rules.get(c) : null;
    if (!c || !r) return false;
    return preflight(withDefaults(itemSpecifics(i, r), defaults.get(c)), r, sellerSpecifics(i)).missing.length > 0;
  });
  const before = await storedFills(
    deps,
    userId,
    needing.map((i) => ({ itemId: i.id, marketplaceId, categoryId: categoryOf(i)! })),
  );
  const charged = needing.filter((i) => !before.has(`${i.id}:${categoryOf(i)}`));
  return { ...base, items: needing.length, credits: charged.length };
}
