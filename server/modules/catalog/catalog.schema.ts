// GraphQL of the listing view's 'eBay Settings' (spec 001 §2.12): category search and suggestions,
// a category's path and conditions, its item specifics, and on each item its chosen category (or
// eBay's suggestion) and the item specifics it would be listed with. Owner-scoped, typed errors.
import { listingAspects } from '../../channels/ebay/payload.ts';
import { builder } from '../../graphql/builder.ts';
import { errorType } from '../../graphql/errors.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { InventoryItemNotFoundError } from '../inventory/inventory.errors.ts';
import { InventoryItemRef, ItemSpecificRef, itemIds } from '../inventory/inventory.schema.ts';
import type { InventoryItemRow } from '../inventory/inventory.service.ts';
import { CategorySpecificsOutOfDateError, EbayCategoryAuthorizationError, EbayCategoryInputError, EbayCategoryLookupError } from './catalog.errors.ts';
import {
  categoryDetails,
  categorySpecifics,
  chosenCategory,
  searchCategories,
  suggestCategories,
  type CategorySpecifics,
  type EbayCategoryView,
  type EbayConditionView,
  type ItemSpecificRule,
} from './catalog.service.ts';

errorType(EbayCategoryAuthorizationError, 'EbayCategoryAuthorizationError');
errorType(CategorySpecificsOutOfDateError, 'CategorySpecificsOutOfDateError', (t) => ({
  categoryId: t.exposeString('categoryId', { description: 'The category eBay no longer knows.' }),
}));
errorType(EbayCategoryLookupError, 'EbayCategoryLookupError');
errorType(EbayCategoryInputError, 'EbayCategoryInputError');

export const EbayCategoryRef = builder.objectRef<EbayCategoryView>('EbayCategory').implement({
  description: 'An eBay category of the seller’s site (spec 001 §3: category_id, category_name, category_tree, full_category_text).',
  fields: (t) => ({
    categoryId: t.exposeString('categoryId', { description: "eBay's category id (category_id)." }),
    categoryName: t.exposeString('categoryName', { description: "The category's own name (category_name)." }),
    categoryTree: t.exposeStringList('categoryTree', { description: 'Names from the top of the tree down to this category.' }),
    fullCategoryText: t.exposeString('fullCategoryText', { description: "The path as one text, e.g. 'Sound & Vision > Headphones'." }),
  }),
});

const EbayConditionRef = builder.objectRef<EbayConditionView>('EbayCondition').implement({
  description: "A condition the category accepts: eBay's condition id (e.g. 1000) and its name there.",
  fields: (t) => ({
    conditionId: t.exposeString('conditionId', { description: "eBay's condition id (e.g. 1000)." }),
    displayName: t.exposeString('displayName', { description: "eBay's name of the condition in this category." }),
  }),
});

const SpecificModeEnum = builder.enumType('EbayItemSpecificMode', {
  description: "SELECTION_ONLY: one of eBay's values; FREE_TEXT: any text (eBay's values are suggestions).",
  values: ['SELECTION_ONLY', 'FREE_TEXT'] as const,
});

const ItemSpecificRuleRef = builder.objectRef<ItemSpecificRule>('EbayItemSpecificRule').implement({
  description: 'One of a category’s item specifics (spec 001 §3 required_specifics: dimension, values, mode, required).',
  fields: (t) => ({
    dimension: t.exposeString('dimension', { description: "The aspect's name (e.g. Brand)." }),
    values: t.exposeStringList('values', { description: "eBay's values (the only ones allowed when SELECTION_ONLY)." }),
    mode: t.field({ type: SpecificModeEnum, description: "SELECTION_ONLY (a picker of eBay's values) or FREE_TEXT.", resolve: (r) => r.mode }),
    required: t.exposeBoolean('required', { description: 'eBay refuses a listing without it (the pre-flight check holds it back).' }),
    multi: t.exposeBoolean('multi', { description: 'Several values allowed.' }),
  }),
});

const CategoriesResult = builder.objectRef<{ categories: EbayCategoryView[] }>('EbayCategoriesResult').implement({
  description: 'Categories found by a search or suggested for an item, best first.',
  fields: (t) => ({ categories: t.field({ type: [EbayCategoryRef], description: 'Best first.', resolve: (r) => r.categories }) }),
});
const DetailsResult = builder.objectRef<{ category: EbayCategoryView; conditions: EbayConditionView[] }>('EbayCategoryDetails').implement({
  description: 'A category with its path and the conditions it accepts (none: the condition is cleared, spec 001 §4).',
  fields: (t) => ({
    category: t.field({ type: EbayCategoryRef, description: 'The category and its path.', resolve: (r) => r.category }),
    conditions: t.field({ type: [EbayConditionRef], description: 'The conditions the category accepts.', resolve: (r) => r.conditions }),
  }),
});
const SpecificsResult = builder.objectRef<CategorySpecifics>('EbayCategorySpecifics').implement({
  description: "A category's item specifics (eBay's aspects) and conditions.",
  fields: (t) => ({
    categoryId: t.exposeString('categoryId', { description: "eBay's category id." }),
    requiredSpecifics: t.field({ type: [ItemSpecificRuleRef], description: 'Required ones first.', resolve: (r) => r.requiredSpecifics }),
    conditions: t.field({ type: [EbayConditionRef], description: 'The conditions the category accepts.', resolve: (r) => r.conditions }),
  }),
});

const lookupErrors = [EbayCategoryAuthorizationError, EbayCategoryLookupError, EbayCategoryInputError];

builder.queryFields((t) => ({
  ebayCategorySearch: t.field({
    type: CategoriesResult,
    description: "eBay's categories for a text on the seller's site (Taxonomy getCategorySuggestions; cached 60 s).",
    authScopes: ownerOf,
    errors: { types: lookupErrors, directResult: true },
    args: { userId: t.arg.string({ required: true }), query: t.arg.string({ required: true }), siteId: t.arg.int() },
    resolve: async (_p, a, ctx) => ({ categories: await searchCategories(ctx, me(ctx, a.userId), a.query, { siteId: a.siteId }) }),
  }),
  ebayCategorySuggestions: t.field({
    type: CategoriesResult,
    description: "'Suggest Categories': eBay's categories for the item's title (cached 60 s).",
    authScopes: ownerOf,
    errors: { types: [InventoryItemNotFoundError, ...lookupErrors], directResult: true },
    args: { userId: t.arg.string({ required: true }), itemId: t.arg.id({ required: true }) },
    resolve: async (_p, a, ctx) => ({ categories: await suggestCategories(ctx, me(ctx, a.userId), itemIds([a.itemId])[0]!) }),
  }),
  ebayCategoryDetails: t.field({
    type: DetailsResult,
    description: "A category's full path and the conditions it accepts.",
    authScopes: ownerOf,
    errors: { types: lookupErrors, directResult: true },
    args: { userId: t.arg.string({ required: true }), categoryId: t.arg.string({ required: true }), siteId: t.arg.int() },
    resolve: (_p, a, ctx) => categoryDetails(ctx, me(ctx, a.userId), a.categoryId, { siteId: a.siteId }),
  }),
  ebayCategorySpecifics: t.field({
    type: SpecificsResult,
    description: "A category's item specifics (required first) and conditions; eBay's 400 is the spec's out-of-date message.",
    authScopes: ownerOf,
    errors: { types: [CategorySpecificsOutOfDateError, ...lookupErrors], directResult: true },
    args: { userId: t.arg.string({ required: true }), categoryId: t.arg.string({ required: true }), siteId: t.arg.int() },
    resolve: (_p, a, ctx) => categorySpecifics(ctx, me(ctx, a.userId), a.categoryId, { siteId: a.siteId }),
  }),
}));

builder.objectFields(InventoryItemRef, (t) => ({
  ebayCategory: t.field({
    type: EbayCategoryRef,
    nullable: true,
    description: 'The category the seller chose for eBay (user_edited_details.ebay_category_id) with its path; null: none chosen.',
    resolve: (i: InventoryItemRow, _a, ctx) => chosenCategory(ctx, i.userId, i.userEditedDetails),
  }),
  ebaySuggestedCategory: t.field({
    type: EbayCategoryRef,
    nullable: true,
    description:
      "eBay's first suggestion for the item's title when no category is chosen (what listing would use); null otherwise or when eBay cannot be asked.",
    resolve: async (i: InventoryItemRow, _a, ctx) => {
      if ((i.userEditedDetails as { ebay_category_id?: unknown } | null)?.ebay_category_id) return null;
      return (await suggestCategories(ctx, i.userId, i.id).catch(() => []))[0] ?? null;
    },
  }),
  ebayCatalogSpecifics: t.field({
    type: [ItemSpecificRef],
    description:
      "Item specifics the item's catalogue data gives (brand, product details): the editor's prefilled values; the seller's own (edits.variantSpecifics) go over them.",
    resolve: (i: InventoryItemRow) => Object.entries(listingAspects(i)).flatMap(([dimension, values]) => values.map((value) => ({ dimension, value }))),
  }),
}));
