// A variation family as an eBay inventory item group (issue 34): one multi-variation listing whose
// variations are the children's own inventory items and offers (own SKU, quantity, price). The
// group carries the family's title, the first child's description and images, the aspects all
// children share, and what they differ by (variesBy), with Color also as the aspect whose values
// have their own pictures (each child's inventory item carries its colour's images).
import type { EbayInventoryItemGroup, EbayInventoryItemWithSku } from '../../integrations/ebay/index.ts';
import type { VariationFamily } from '../../modules/inventory/families.service.ts';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { attributeLabel } from '../../../shared/inventory/theme-label.ts';

/** eBay's limits on a multiple-variation listing: 250 variations, 5 aspects in variesBy. */
export const EBAY_MAX_VARIATIONS = 250;
export const EBAY_MAX_VARIES_BY = 5;
const TITLE_MAX = 80;

/** An Amazon theme attribute as eBay names the aspect: color → Color, size → Size. */
export const aspectName = attributeLabel;

/** The group's key: the parent ASIN (stable, unique per seller, within eBay's 50 characters). */
export const groupKeyOf = (family: Pick<VariationFamily, 'parentAsin'>) => family.parentAsin;

/** The child's value of each varying aspect, e.g. {Color: ['Black']}. */
export function variationAspects(child: InventoryItemRow, family: Pick<VariationFamily, 'attributes'>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const a of family.attributes) {
    const v = child.variationValues?.[a];
    if (v !== undefined) out[aspectName(a)] = [v];
  }
  return out;
}

/**
 * Why the family cannot be one eBay listing (then its children are listed alone), or null: fewer
 * than two children to list, more variations or varying aspects than eBay allows, or a child
 * without a value of every varying aspect.
 */
export function groupProblem(family: VariationFamily, members: InventoryItemRow[]): string | null {
  if (members.length < 2) return 'A multi-variation listing needs two or more variations.';
  if (varyingAttributes(family, members).length === 0) return 'The children listed do not differ by any aspect the family varies by.';
  if (members.length > EBAY_MAX_VARIATIONS) return `eBay allows at most ${EBAY_MAX_VARIATIONS} variations in one listing; this family has ${members.length}.`;
  if (family.attributes.length > EBAY_MAX_VARIES_BY)
    return `eBay allows at most ${EBAY_MAX_VARIES_BY} varying aspects; this family varies by ${family.attributes.length}.`;
  const missing = members.find((m) => Object.keys(variationAspects(m, family)).length !== family.attributes.length);
  return missing ? `${missing.sellerSku} has no value for every aspect the family varies by.` : null;
}

/**
 * The family's attributes whose values differ among these members. eBay refuses an aspect in
 * variesBy with a single value ("needs two or more values"): when only the medium sizes of a
 * size × colour family are listed, Size is the same for all and is a shared aspect instead.
 */
export function varyingAttributes(family: Pick<VariationFamily, 'attributes'>, members: InventoryItemRow[]): string[] {
  return family.attributes.filter((a) => new Set(members.map((m) => m.variationValues?.[a])).size >= 2);
}

/** The group for these members (their SKUs on eBay in `skus`), from the first described member's inventory item. */
export function groupPayload(
  family: VariationFamily,
  members: InventoryItemRow[],
  skus: Map<string, string>,
  first: EbayInventoryItemWithSku,
): EbayInventoryItemGroup {
  const varyingAttrs = varyingAttributes(family, members);
  const varying = new Set(varyingAttrs.map(aspectName));
  const product = first.product ?? {};
  const shared = Object.fromEntries(Object.entries(product.aspects ?? {}).filter(([name]) => !varying.has(name)));
  // An attribute all these members share is an aspect of the group, with its one value.
  for (const a of family.attributes) {
    const value = members[0]?.variationValues?.[a];
    if (!varyingAttrs.includes(a) && value) shared[aspectName(a)] = [value];
  }
  const specifications = varyingAttrs.map((a) => ({
    name: aspectName(a),
    values: [...new Set(members.map((m) => m.variationValues?.[a]).filter((v): v is string => !!v))],
  }));
  const title = family.title || product.title || '';
  return {
    title: title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1).trimEnd()}…` : title,
    description: product.description ?? '',
    imageUrls: product.imageUrls ?? [],
    aspects: shared,
    variantSKUs: members.map((m) => skus.get(m.id)!),
    variesBy: {
      // Colours differ in looks: each colour's pictures come from its own inventory item.
      ...(varying.has('Color') ? { aspectsImageVariesBy: ['Color'] } : {}),
      specifications,
    },
  };
}
