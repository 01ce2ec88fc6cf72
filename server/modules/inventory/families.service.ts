// The seller's variation families (issue 34): what Amazon says of the parent, the children (each
// an ordinary item) and the seller's choices, how to list the family and which children to leave out.
import type { SqlRunner } from '../../db/transaction.ts';
import { InventoryItemNotFoundError, InventoryValidationError } from './inventory.errors.ts';
import { ITEM_COLUMNS, itemRows, type InventoryItemRow } from './inventory.service.ts';

type Db = { pool: SqlRunner };

/** GROUP: one multi-variation listing per channel (the default); SEPARATE: each child listed alone. */
export const FAMILY_LIST_AS = ['GROUP', 'SEPARATE'] as const;
export type FamilyListAs = (typeof FAMILY_LIST_AS)[number];

export interface VariationFamily {
  userId: string;
  parentAsin: string;
  /** The parent's title on Amazon (empty until Catalog Items gave it). */
  title: string;
  theme: string;
  /** The theme's attribute names, e.g. ['color', 'size']. */
  attributes: string[];
  listAs: FamilyListAs;
  /** Every child (excluded ones too), by SKU. */
  children: InventoryItemRow[];
}

/** The seller's families of these parent ASINs with their children (two queries however many). */
export async function getFamilies(db: Db, userId: string, parentAsins: readonly string[]): Promise<Map<string, VariationFamily>> {
  const asins = [...new Set(parentAsins)];
  if (asins.length === 0) return new Map();
  const [families, children] = await Promise.all([
    db.pool.query(
      `SELECT user_id AS "userId", parent_asin AS "parentAsin", title, theme, attributes, list_as AS "listAs"
         FROM variation_families WHERE user_id = $1 AND parent_asin = ANY($2::text[])`,
      [userId, asins],
    ),
    db.pool.query<InventoryItemRow>(`SELECT ${ITEM_COLUMNS} FROM inventory_items WHERE user_id = $1 AND v_parent_asin = ANY($2::text[]) ORDER BY seller_sku`, [
      userId,
      asins,
    ]),
  ]);
  const out = new Map<string, VariationFamily>(families.rows.map((f) => [f.parentAsin, { ...f, children: [] }]));
  for (const c of itemRows(children.rows)) out.get(c.vParentAsin!)?.children.push(c);
  return out;
}

/** Lists the family as one multi-variation listing (GROUP) or each child alone (SEPARATE). */
export async function setFamilyListAs(db: Db, userId: string, parentAsin: string, listAs: string): Promise<VariationFamily> {
  if (!(FAMILY_LIST_AS as readonly string[]).includes(listAs)) throw new InventoryValidationError('listAs', 'listAs must be GROUP or SEPARATE');
  const { rowCount } = await db.pool.query(`UPDATE variation_families SET list_as = $3, updated_at = now() WHERE user_id = $1 AND parent_asin = $2`, [
    userId,
    parentAsin,
    listAs,
  ]);
  if (!rowCount) throw new InventoryItemNotFoundError();
  return (await getFamilies(db, userId, [parentAsin])).get(parentAsin)!;
}

/** Leaves one child out of (or takes it back into) its family's multi-variation listing. */
export async function setVariationExcluded(db: Db, userId: string, itemId: string, excluded: boolean): Promise<VariationFamily> {
  const { rows } = await db.pool.query(
    `UPDATE inventory_items SET variation_excluded = $3, updated_at = now()
      WHERE id::text = $2 AND user_id = $1 AND v_parent_asin IS NOT NULL RETURNING v_parent_asin`,
    [userId, itemId, excluded],
  );
  if (!rows[0]) throw new InventoryItemNotFoundError();
  return (await getFamilies(db, userId, [rows[0].v_parent_asin])).get(rows[0].v_parent_asin)!;
}

/**
 * The items with the rest of their families (listed as one listing, GROUP): selecting a family's
 * row lists the family. Siblings the seller excluded, or without stock to list, are not added.
 */
export async function withFamilies(db: Db, userId: string, items: InventoryItemRow[]): Promise<InventoryItemRow[]> {
  const parents = items.flatMap((i) => (i.vParentAsin && !i.variationExcluded ? [i.vParentAsin] : []));
  if (parents.length === 0) return items;
  const families = await getFamilies(db, userId, parents);
  const out = new Map(items.map((i) => [i.id, i]));
  for (const f of families.values()) {
    if (f.listAs !== 'GROUP') continue;
    for (const c of f.children) if (!c.variationExcluded && c.totalQuantity > 0 && !out.has(c.id)) out.set(c.id, c);
  }
  return [...out.values()];
}
