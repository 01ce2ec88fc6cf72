// GraphQL of the seller's item-specific defaults per eBay category (issue 28): list, set (which
// lists the category's held-back items again) and remove. Owner-scoped; a value eBay would refuse
// is a CategoryDefaultInputError and nothing is saved.
import { builder } from '../../graphql/builder.ts';
import { errorType } from '../../graphql/errors.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { PlanLimitReachedError } from '../billing/billing.errors.ts';
import { setCategoryDefaultAndRelist } from './held-back.service.ts';
import { ListingValidationError } from '../listing-actions/listings.errors.ts';
import { EbayNotAuthorizedError, EbayReauthorizationNeededError } from '../../channels/ebay/connection-errors.ts';
import {
  CategoryDefaultInputError,
  CategorySpecificsOutOfDateError,
  EbayCategoryAuthorizationError,
  EbayCategoryInputError,
  EbayCategoryLookupError,
} from '../catalog/catalog.errors.ts';
import { type CategoryDefault, listCategoryDefaults, removeCategoryDefault } from '../catalog/category-defaults.service.ts';

errorType(CategoryDefaultInputError, 'CategoryDefaultInputError');

export const CategoryDefaultRef = builder.objectRef<CategoryDefault>('EbayCategoryDefault').implement({
  description: "The seller's value for one item specific of an eBay category, used for every item of the category without a value of its own.",
  fields: (t) => ({
    marketplaceId: t.exposeString('marketplaceId', { description: "The eBay site's marketplace (e.g. EBAY_US)." }),
    categoryId: t.exposeString('categoryId', { description: "eBay's category id." }),
    aspectName: t.exposeString('aspectName', { description: "The item specific, in eBay's spelling (e.g. Shape)." }),
    values: t.exposeStringList('values', { description: "The value(s), in eBay's spelling for a SELECTION_ONLY aspect." }),
  }),
});

const ListResult = builder.objectRef<{ defaults: CategoryDefault[] }>('EbayCategoryDefaults').implement({
  description: "The seller's item-specific defaults on their eBay site.",
  fields: (t) => ({ defaults: t.field({ type: [CategoryDefaultRef], description: 'By category, then item specific.', resolve: (r) => r.defaults }) }),
});

const SetResult = builder.objectRef<{ saved: CategoryDefault; relisted: number }>('SetEbayCategoryDefaultSuccess').implement({
  description: 'The default as saved, and how many held-back items of the category were queued to list again.',
  fields: (t) => ({
    categoryDefault: t.field({ type: CategoryDefaultRef, description: 'The default as saved.', resolve: (r) => r.saved }),
    relisted: t.exposeInt('relisted', { description: 'Held-back items of the category missing this item specific, queued to list again.' }),
  }),
});
const RemoveResult = builder.objectRef<{ removed: boolean }>('RemoveEbayCategoryDefaultSuccess').implement({
  fields: (t) => ({ removed: t.exposeBoolean('removed', { description: 'Whether there was a default to remove.' }) }),
});

const SetInput = builder.inputType('SetEbayCategoryDefaultInput', {
  fields: (t) => ({
    categoryId: t.string({ required: true, description: "eBay's category id." }),
    aspectName: t.string({ required: true, description: 'One of the category’s item specifics.' }),
    values: t.stringList({ required: true, description: "One value (several where eBay allows); a SELECTION_ONLY aspect takes only eBay's values." }),
  }),
});
const RemoveInput = builder.inputType('RemoveEbayCategoryDefaultInput', {
  fields: (t) => ({ categoryId: t.string({ required: true }), aspectName: t.string({ required: true }) }),
});

const lookupErrors = [EbayCategoryAuthorizationError, EbayCategoryLookupError, EbayCategoryInputError];

builder.queryFields((t) => ({
  ebayCategoryDefaults: t.field({
    type: ListResult,
    description: "The seller's item-specific defaults on their eBay site (one category's when given).",
    authScopes: ownerOf,
    errors: { types: lookupErrors, directResult: true },
    args: { userId: t.arg.string({ required: true }), categoryId: t.arg.string() },
    resolve: async (_p, a, ctx) => ({ defaults: await listCategoryDefaults(ctx, me(ctx, a.userId), { categoryId: a.categoryId }) }),
  }),
}));

builder.mutationFields((t) => ({
  setEbayCategoryDefault: t.field({
    type: SetResult,
    description:
      "Sets the seller's value of an item specific for every item of an eBay category that has none of its own, and lists the category's items held back for lacking it again.",
    authScopes: ownerOf,
    errors: {
      types: [
        CategoryDefaultInputError,
        CategorySpecificsOutOfDateError,
        ...lookupErrors,
        EbayNotAuthorizedError,
        EbayReauthorizationNeededError,
        PlanLimitReachedError,
        ListingValidationError,
      ],
      directResult: true,
    },
    args: { userId: t.arg.string({ required: true }), input: t.arg({ type: SetInput, required: true }) },
    resolve: (_p, a, ctx) => setCategoryDefaultAndRelist(ctx, me(ctx, a.userId), a.input),
  }),
  removeEbayCategoryDefault: t.field({
    type: RemoveResult,
    description: "Removes the seller's value of an item specific for an eBay category (items then need their own).",
    authScopes: ownerOf,
    errors: { types: lookupErrors, directResult: true },
    args: { userId: t.arg.string({ required: true }), input: t.arg({ type: RemoveInput, required: true }) },
    resolve: async (_p, a, ctx) => ({ removed: await removeCategoryDefault(ctx, me(ctx, a.userId), a.input) }),
  }),
}));
