// Which rows of a push are children of a variation family the seller lists as one listing (issue
// 34), for the adapters of channels that can group (eBay's item groups, Shopify's variants).
import type { VariationFamily } from '../modules/inventory/families.service.ts';
import type { PushRow } from './types.ts';

/** The seller's families by parent ASIN (the `channels.variationFamilies` port, bound to the seller). */
export type FamiliesOf = (parentAsins: string[]) => Promise<Map<string, VariationFamily>>;

/** The families (listed as GROUP) these rows are children of, by parent ASIN; excluded children count for none. */
export async function groupFamilies(rows: PushRow[], families: FamiliesOf | undefined): Promise<Map<string, VariationFamily>> {
  const parents = [...new Set(rows.flatMap((r) => (r.item.vParentAsin && !r.item.variationExcluded ? [r.item.vParentAsin] : [])))];
  if (!families || parents.length === 0) return new Map();
  const found = await families(parents);
  return new Map([...found].filter(([, f]) => f.listAs === 'GROUP'));
}

/** The rows split into those listed alone and those of each grouped family (by parent ASIN). */
export function splitByFamily<D>(rows: D[], rowOf: (d: D) => PushRow, groups: Map<string, VariationFamily>): { alone: D[]; byFamily: Map<string, D[]> } {
  const alone: D[] = [];
  const byFamily = new Map<string, D[]>();
  for (const d of rows) {
    const r = rowOf(d);
    const family = groups.get(r.item.vParentAsin ?? '');
    if (!family || r.item.variationExcluded) alone.push(d);
    else byFamily.set(family.parentAsin, [...(byFamily.get(family.parentAsin) ?? []), d]);
  }
  return { alone, byFamily };
}
