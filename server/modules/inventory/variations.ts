// Variation families read from Catalog Items (issue 34): a child's VARIATION relationship names
// its parent ASIN and the theme; its attributes carry the theme's values. The import links
// children to their family by the parent ASIN (v_parent_id) and keeps what Amazon says of the
// parent (title, theme) once per family.
import type { CatalogItem } from '../../integrations/amazon/index.ts';
import type { SqlRunner } from '../../db/transaction.ts';
import type { JoiningChild } from './ports.ts';
import { attributeLabel } from '../../../shared/inventory/theme-label.ts';

export { attributeLabel };

export interface ChildVariation {
  parentAsin: string;
  theme: string;
  /** The theme's attribute names, e.g. ['color', 'size']. */
  attributes: string[];
  /** This child's value of each attribute. */
  values: Record<string, string>;
}

const mine = <T extends { marketplaceId?: string }>(list: T[] | undefined, marketplaceId: string) =>
  list?.find((x) => x.marketplaceId === marketplaceId) ?? list?.[0];

/** The family a catalogue item is a child of, or null when Amazon relates it to no parent. */
export function variationOf(item: CatalogItem, marketplaceId: string): ChildVariation | null {
  const rel = mine(item.relationships, marketplaceId)?.relationships.find((r) => r.type === 'VARIATION' && r.parentAsins?.length);
  if (!rel) return null;
  const attributes = rel.variationTheme?.attributes ?? [];
  const attrs = (item.attributes ?? {}) as Record<string, { value?: unknown }[] | undefined>;
  const values: Record<string, string> = {};
  for (const a of attributes) {
    const v = attrs[a]?.[0]?.value;
    if (typeof v === 'string' || typeof v === 'number') values[a] = String(v);
  }
  return { parentAsin: rel.parentAsins![0]!, theme: rel.variationTheme?.theme ?? attributes.join('/').toUpperCase(), attributes, values };
}

/** The spec's variant_specifics (dimension, value) of a child: its theme values. */
export function variantSpecifics(v: ChildVariation): { dimension: string; value: string }[] {
  return v.attributes.filter((a) => v.values[a] !== undefined).map((a) => ({ dimension: attributeLabel(a), value: v.values[a]! }));
}

/**
 * Links the enriched items to their families (or unlinks those Amazon no longer relates) and
 * records each family once; the parent's title comes later (`nameFamilies`). Returns the items
 * that joined a family they were not in.
 */
export async function linkFamilies(tx: SqlRunner, userId: string, rows: { id: string; variation: ChildVariation | null }[]): Promise<string[]> {
  if (rows.length === 0) return [];
  // old: the row as it was before this update (a self-join sees the old version).
  const { rows: updated } = await tx.query<{ id: string; joined: boolean }>(
    `UPDATE inventory_items i SET v_parent_asin = d.parent, variation_values = d.vals
       FROM unnest($2::uuid[], $3::text[], $4::jsonb[]) AS d(id, parent, vals), inventory_items old
      WHERE i.id = d.id AND i.user_id = $1 AND old.id = i.id
        AND (i.v_parent_asin IS DISTINCT FROM d.parent OR i.variation_values IS DISTINCT FROM d.vals)
      RETURNING i.id, (d.parent IS NOT NULL AND old.v_parent_asin IS DISTINCT FROM d.parent) AS joined`,
    [
      userId,
      rows.map((r) => r.id),
      rows.map((r) => r.variation?.parentAsin ?? null),
      rows.map((r) => (r.variation ? JSON.stringify(r.variation.values) : null)),
    ],
  );
  const joinedIds = updated.filter((r) => r.joined).map((r) => r.id);
  const families = new Map<string, ChildVariation>();
  for (const r of rows) if (r.variation) families.set(r.variation.parentAsin, r.variation);
  if (families.size === 0) return joinedIds;
  const list = [...families.values()];
  await tx.query(
    `INSERT INTO variation_families (user_id, parent_asin, theme, attributes)
     SELECT $1, d.parent, d.theme, ARRAY(SELECT jsonb_array_elements_text(d.attrs))
       FROM unnest($2::text[], $3::text[], $4::jsonb[]) AS d(parent, theme, attrs)
     ON CONFLICT (user_id, parent_asin) DO UPDATE SET theme = EXCLUDED.theme, attributes = EXCLUDED.attributes, updated_at = now()
      WHERE variation_families.theme IS DISTINCT FROM EXCLUDED.theme OR variation_families.attributes IS DISTINCT FROM EXCLUDED.attributes`,
    [userId, list.map((f) => f.parentAsin), list.map((f) => f.theme), list.map((f) => JSON.stringify(f.attributes))],
  );
  return joinedIds;
}

/**
 * The joined children the seller's listing of their family would list (not excluded, in stock,
 * the family listed as GROUP), each with its siblings in the family (not excluded): what
 * `onChildrenJoining` lists where the family is live.
 */
export async function joiningChildren(tx: SqlRunner, userId: string, itemIds: readonly string[]): Promise<JoiningChild[]> {
  if (itemIds.length === 0) return [];
  const { rows } = await tx.query<JoiningChild>(
    `SELECT i.id AS "itemId", i.seller_sku AS sku,
            ARRAY(SELECT s.id::text FROM inventory_items s
                   WHERE s.user_id = i.user_id AND s.v_parent_asin = i.v_parent_asin AND s.id <> i.id AND NOT s.variation_excluded ORDER BY s.id) AS "siblingIds"
       FROM inventory_items i JOIN variation_families f ON f.user_id = i.user_id AND f.parent_asin = i.v_parent_asin
      WHERE i.user_id = $1 AND i.id = ANY($2::uuid[]) AND NOT i.variation_excluded AND i.total_quantity > 0 AND f.list_as = 'GROUP'
      ORDER BY i.id`,
    [userId, itemIds],
  );
  return rows.filter((r) => r.siblingIds.length > 0);
}

/** The seller's families still without the parent's title (to ask Catalog Items for). */
export async function unnamedFamilies(db: SqlRunner, userId: string, limit: number): Promise<string[]> {
  const { rows } = await db.query(`SELECT parent_asin FROM variation_families WHERE user_id = $1 AND title = '' ORDER BY parent_asin LIMIT $2`, [
    userId,
    limit,
  ]);
  return rows.map((r) => r.parent_asin as string);
}

/** Stores the parents' titles (summaries.itemName) Catalog Items gave. */
export async function nameFamilies(db: SqlRunner, userId: string, parents: CatalogItem[], marketplaceId: string): Promise<void> {
  const named = parents.map((p) => ({ asin: p.asin, title: mine(p.summaries, marketplaceId)?.itemName ?? '' })).filter((p) => p.title);
  if (named.length === 0) return;
  await db.query(
    `UPDATE variation_families f SET title = d.title, updated_at = now()
       FROM unnest($2::text[], $3::text[]) AS d(asin, title)
      WHERE f.user_id = $1 AND f.parent_asin = d.asin`,
    [userId, named.map((n) => n.asin), named.map((n) => n.title)],
  );
}
