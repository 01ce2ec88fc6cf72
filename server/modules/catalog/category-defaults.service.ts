// The seller's item-specific defaults per eBay category (issue 28): where Amazon's catalogue has no
// value for an aspect eBay requires, the seller sets one once for a whole category on their site
// (Shape = Rectangular for every cutting board). The eBay adapter merges them under each item's
// own specifics, so an item's value (the seller's, or the catalogue's) always wins. Values are
// checked against the category's aspects from the Taxonomy cache: a SELECTION_ONLY aspect takes
// only eBay's values (kept in eBay's spelling); nothing is saved on bad input.
import { CategoryDefaultInputError } from './catalog.errors.ts';
import { type CatalogDeps, categoryRulesOn, type ItemSpecificRule, marketplaceFor } from './catalog.service.ts';

/** eBay's limit on an aspect value's length (Inventory API: aspects values up to 65 characters). */
export const ASPECT_VALUE_MAX = 65;

export interface CategoryDefault {
  marketplaceId: string;
  categoryId: string;
  aspectName: string;
  values: string[];
}

type Db = Pick<CatalogDeps, 'pool'>;

/**
 * The seller's defaults of these categories on a marketplace, by category then aspect name (for the
 * eBay adapter): one read for a push batch, however many categories its items fall in.
 */
export async function categoryDefaultsFor(
  db: Db,
  userId: string,
  marketplaceId: string,
  categoryIds: readonly string[],
): Promise<Map<string, Record<string, string[]>>> {
  const out = new Map<string, Record<string, string[]>>(categoryIds.map((c) => [c, {}]));
  if (categoryIds.length === 0) return out;
  const { rows } = await db.pool.query<{ categoryId: string; aspectName: string; values: string[] }>(
    `SELECT category_id AS "categoryId", aspect_name AS "aspectName", values FROM ebay_category_defaults
      WHERE user_id = $1 AND marketplace_id = $2 AND category_id = ANY($3::text[])`,
    [userId, marketplaceId, [...new Set(categoryIds)]],
  );
  for (const r of rows) out.set(r.categoryId, { ...out.get(r.categoryId), [r.aspectName]: r.values });
  return out;
}

/** The seller's defaults on their eBay site (one category's when given), by category then aspect. */
export async function listCategoryDefaults(deps: CatalogDeps, userId: string, opts: { categoryId?: string | null } = {}): Promise<CategoryDefault[]> {
  const marketplaceId = await marketplaceFor(deps, userId);
  const { rows } = await deps.pool.query<CategoryDefault>(
    `SELECT marketplace_id AS "marketplaceId", category_id AS "categoryId", aspect_name AS "aspectName", values
       FROM ebay_category_defaults
      WHERE user_id = $1 AND marketplace_id = $2 AND ($3::text IS NULL OR category_id = $3)
      ORDER BY category_id, aspect_name`,
    [userId, marketplaceId, opts.categoryId ?? null],
  );
  return rows;
}

/** The values to keep for a rule, in eBay's spelling; a clear error for anything eBay would refuse. */
export function checkDefaultValues(rule: ItemSpecificRule, raw: readonly string[]): string[] {
  const values = [...new Set(raw.map((v) => String(v).trim()).filter(Boolean))];
  if (values.length === 0) throw new CategoryDefaultInputError(`Enter a value for ${rule.dimension}.`);
  if (values.length > 1 && !rule.multi) throw new CategoryDefaultInputError(`${rule.dimension} takes one value.`);
  const long = values.find((v) => v.length > ASPECT_VALUE_MAX);
  if (long) throw new CategoryDefaultInputError(`A value of ${rule.dimension} may have at most ${ASPECT_VALUE_MAX} characters.`);
  if (rule.mode !== 'SELECTION_ONLY' || rule.values.length === 0) return values;
  return values.map((v) => {
    const allowed = rule.values.find((x) => x.toLowerCase() === v.toLowerCase());
    if (!allowed) throw new CategoryDefaultInputError(`${rule.dimension} does not accept '${v}': choose one of eBay's values (${rule.values.join(', ')}).`);
    return allowed;
  });
}

/**
 * Sets (or replaces) the seller's default for one aspect of a category on their eBay site. The
 * aspect must be one of the category's; its name is stored in eBay's spelling.
 */
export async function setCategoryDefault(
  deps: CatalogDeps,
  userId: string,
  input: { categoryId: string; aspectName: string; values: readonly string[] },
): Promise<CategoryDefault> {
  const marketplaceId = await marketplaceFor(deps, userId);
  const rules = await categoryRulesOn(deps, marketplaceId, input.categoryId);
  const name = String(input.aspectName ?? '').trim();
  const rule = rules.find((r) => r.dimension.toLowerCase() === name.toLowerCase());
  if (!rule) throw new CategoryDefaultInputError(`Category ${input.categoryId} has no item specific '${name}'.`);
  const values = checkDefaultValues(rule, input.values ?? []);
  const categoryId = String(input.categoryId).trim();
  // One default per aspect (any spelling): a new one replaces the old.
  await deps.pool.query(
    `WITH gone AS (
       DELETE FROM ebay_category_defaults
        WHERE user_id = $1 AND marketplace_id = $2 AND category_id = $3 AND lower(aspect_name) = lower($4) AND aspect_name <> $4)
     INSERT INTO ebay_category_defaults (user_id, marketplace_id, category_id, aspect_name, values, updated_at)
     VALUES ($1, $2, $3, $4, $5::text[], now())
     ON CONFLICT (user_id, marketplace_id, category_id, aspect_name) DO UPDATE SET values = EXCLUDED.values, updated_at = now()`,
    [userId, marketplaceId, categoryId, rule.dimension, values],
  );
  return { marketplaceId, categoryId, aspectName: rule.dimension, values };
}

/** Removes the seller's default for an aspect of a category on their eBay site; whether one was there. */
export async function removeCategoryDefault(deps: CatalogDeps, userId: string, input: { categoryId: string; aspectName: string }): Promise<boolean> {
  const marketplaceId = await marketplaceFor(deps, userId);
  const { rowCount } = await deps.pool.query(
    `DELETE FROM ebay_category_defaults WHERE user_id = $1 AND marketplace_id = $2 AND category_id = $3 AND lower(aspect_name) = lower($4)`,
    [userId, marketplaceId, String(input.categoryId).trim(), String(input.aspectName ?? '').trim()],
  );
  return (rowCount ?? 0) > 0;
}
