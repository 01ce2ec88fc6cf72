// A variation family as one Shopify product (issue 34): the theme's attributes are its options
// (Color, Size), each child one variant with its own SKU, barcode, price and tracked stock. Pure;
// adapter.ts decides which children are members and calls productSet with this input.
import type { VariationFamily } from '../../modules/inventory/families.service.ts';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { attributeLabel } from '../../../shared/inventory/theme-label.ts';
import { cutAtWord, listingImages } from '../item-content.ts';
import { productFields, shopifyTitle, variantInput, type ProductContext } from './payload.ts';

/** Shopify's limits on one product: 3 options (ProductSetInput.productOptions) and 2,048 variants (productSet, 2025-10 on). */
export const SHOPIFY_MAX_OPTIONS = 3;
export const SHOPIFY_MAX_VARIANTS = 2048;
/** A product holds at most 250 media. */
const MAX_MEDIA = 250;

/** The child's value of each option, e.g. [{optionName: 'Color', name: 'Black'}]. */
export const optionValuesOf = (child: InventoryItemRow, family: Pick<VariationFamily, 'attributes'>) =>
  family.attributes.map((a) => ({ optionName: attributeLabel(a), name: child.variationValues?.[a] ?? '' }));

/**
 * Why the family cannot be one Shopify product (its children are then refused with the reason,
 * as on eBay), or null: more options or variants than Shopify allows, a child without a value of
 * every option, or two children with the same values (Shopify wants each combination once).
 */
export function familyProblem(family: VariationFamily, members: InventoryItemRow[]): string | null {
  if (family.attributes.length > SHOPIFY_MAX_OPTIONS)
    return `Shopify allows at most ${SHOPIFY_MAX_OPTIONS} options on a product; this family varies by ${family.attributes.length}.`;
  if (members.length > SHOPIFY_MAX_VARIANTS) return `Shopify allows at most ${SHOPIFY_MAX_VARIANTS} variants on a product; this family has ${members.length}.`;
  const missing = members.find((m) => optionValuesOf(m, family).some((o) => !o.name));
  if (missing) return `${missing.sellerSku} has no value for every option the family varies by.`;
  const seen = new Map<string, string>();
  for (const m of members) {
    const key = JSON.stringify(optionValuesOf(m, family));
    const twin = seen.get(key);
    if (twin) return `${twin} and ${m.sellerSku} have the same ${family.attributes.map(attributeLabel).join(' and ')}: Shopify needs each combination once.`;
    seen.set(key, m.sellerSku);
  }
  return null;
}

/** A member pushed now (its full variant) or already on the product (named by its variant id only, so its stock and price stay). */
export type FamilyMember = { item: InventoryItemRow; sku: string } & ({ push: Omit<ProductContext, 'productId'> } | { push?: undefined; variantId: string });

/**
 * productSet's input for the family's product: the parent's title (else the first child's), the
 * first child's description and facts, every member's pictures, one option per theme attribute
 * with the members' values, one variant per member. Variants left out are deleted by productSet,
 * so every member on the product is named.
 */
export function familyProductSetInput(family: VariationFamily, members: FamilyMember[], productId: string | null): Record<string, unknown> {
  const first = members.find((m) => m.push)?.item ?? members[0]!.item;
  const images = [...new Set(members.flatMap((m) => listingImages(m.item)))].slice(0, MAX_MEDIA);
  const productOptions = family.attributes.map((a) => ({
    name: attributeLabel(a),
    values: [...new Set(members.map((m) => m.item.variationValues?.[a] ?? ''))].map((name) => ({ name })),
  }));
  return {
    ...(productId ? { id: productId } : {}),
    ...productFields(first, images),
    title: family.title ? cutAtWord(family.title, 255) : shopifyTitle(first),
    productOptions,
    variants: members.map((m) =>
      m.push
        ? variantInput(m.item, m.sku, m.push, optionValuesOf(m.item, family))
        : { id: m.variantId, optionValues: optionValuesOf(m.item, family), sku: m.sku },
    ),
  };
}
