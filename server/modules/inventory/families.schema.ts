// Variation families on the inventory screen (issue 34): an item's own theme values, its family
// with every child (each keeps its SKU, quantities and price), and the seller's choices.
import { builder } from '../../graphql/builder.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { FAMILY_LIST_AS, getFamilies, setFamilyListAs, setVariationExcluded, type VariationFamily } from './families.service.ts';
import { InventoryItemNotFoundError, InventoryValidationError } from './inventory.errors.ts';
import { InventoryItemRef, ItemSpecificRef, itemIds } from './inventory.schema.ts';
import type { InventoryItemRow } from './inventory.service.ts';
import { attributeLabel } from './variations.ts';

const ListAsEnum = builder.enumType('VariationFamilyListAs', {
  description: 'GROUP: one multi-variation listing per channel (the default); SEPARATE: each child listed alone.',
  values: FAMILY_LIST_AS,
});

/** The families a request resolves, loaded once per seller and request (a page with several family rows makes two queries). */
const loaded = new WeakMap<object, Map<string, Promise<Map<string, VariationFamily>>>>();
function familyOf(ctx: GraphQLContext, item: InventoryItemRow): Promise<VariationFamily | null> | null {
  if (!item.vParentAsin) return null;
  let byKey = loaded.get(ctx);
  if (!byKey) loaded.set(ctx, (byKey = new Map()));
  const key = `${item.userId}\u0000${item.vParentAsin}`;
  let read = byKey.get(key);
  if (!read) byKey.set(key, (read = getFamilies(ctx, item.userId, [item.vParentAsin])));
  const parent = item.vParentAsin;
  return read.then((m) => m.get(parent) ?? null);
}

const themeValues = (item: InventoryItemRow, attributes: readonly string[]) =>
  attributes.filter((a) => item.variationValues?.[a] !== undefined).map((a) => ({ dimension: attributeLabel(a), value: item.variationValues![a]! }));

export const VariationFamilyRef = builder.objectRef<VariationFamily>('VariationFamily').implement({
  description: "An Amazon variation family: a parent ASIN (Amazon's abstract product, never sold itself) and the seller's items that are its children.",
  fields: (t) => ({
    parentAsin: t.exposeString('parentAsin', { description: 'The parent ASIN (spec 001 v_parent_id).' }),
    title: t.exposeString('title', { description: "The parent's title on Amazon (empty until Catalog Items gave it)." }),
    theme: t.exposeString('theme', { description: "Amazon's variation theme, e.g. COLOR_NAME or SIZE_NAME/COLOR_NAME." }),
    dimensions: t.stringList({
      description: 'What the children differ by, as a buyer reads it (e.g. Color, Size).',
      resolve: (f) => f.attributes.map(attributeLabel),
    }),
    listAs: t.field({ type: ListAsEnum, description: 'How the seller chose to list the family on the channels.', resolve: (f) => f.listAs }),
    childCount: t.int({
      description: 'How many children the family has (a page of family rows asks this, not the children).',
      resolve: (f) => f.children.length,
    }),
    children: t.field({ type: [InventoryItemRef], description: 'Every child by SKU (excluded ones too: variationExcluded).', resolve: (f) => f.children }),
  }),
});

builder.objectFields(InventoryItemRef, (t) => ({
  family: t.field({
    type: VariationFamilyRef,
    nullable: true,
    description: 'The variation family the item is a child of (null: sold alone).',
    resolve: (i, _a, ctx) => familyOf(ctx, i),
  }),
  variationValues: t.field({
    type: [ItemSpecificRef],
    description: "The item's values of its family's theme (spec 001 variant_specifics), e.g. Color: Black; empty when sold alone.",
    resolve: async (i, _a, ctx) => {
      const family = await familyOf(ctx, i);
      return family ? themeValues(i, family.attributes) : [];
    },
  }),
  variationExcluded: t.boolean({
    description: "The seller leaves this child out of its family's multi-variation listing.",
    resolve: (i) => i.variationExcluded ?? false,
  }),
}));

builder.mutationFields((t) => ({
  setFamilyListAs: t.field({
    type: VariationFamilyRef,
    authScopes: ownerOf,
    description: 'Lists a family as one multi-variation listing (GROUP, the default) or each child alone (SEPARATE), from the next listing action on.',
    errors: { types: [InventoryItemNotFoundError, InventoryValidationError], directResult: true },
    args: { userId: t.arg.string({ required: true }), parentAsin: t.arg.string({ required: true }), listAs: t.arg({ type: ListAsEnum, required: true }) },
    resolve: (_p, a, ctx) => setFamilyListAs(ctx, me(ctx, a.userId), a.parentAsin, a.listAs),
  }),
  setVariationExcluded: t.field({
    type: VariationFamilyRef,
    authScopes: ownerOf,
    description: "Leaves one child out of its family's multi-variation listing (or takes it back), from the next listing action on.",
    errors: { types: [InventoryItemNotFoundError], directResult: true },
    args: { userId: t.arg.string({ required: true }), id: t.arg.id({ required: true }), excluded: t.arg.boolean({ required: true }) },
    resolve: (_p, a, ctx) => setVariationExcluded(ctx, me(ctx, a.userId), itemIds([a.id])[0]!, a.excluded),
  }),
}));
