// GraphQL of the held-back summary (issues 12 and 28): how many eBay items the pre-flight check held
// back and why, the same grouped by reason and category with the fix, and "List again" for a group.
import { builder } from '../../graphql/builder.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { PlanLimitReachedError } from '../billing/billing.errors.ts';
import { EbayCategoryAuthorizationError, EbayCategoryLookupError } from '../catalog/catalog.errors.ts';
import { ebayHeldBack, ebayHeldBackGroups, type HeldBack, type HeldBackGroup, type MissingAspect, relistHeldBackGroup } from './held-back.service.ts';
import { ListingValidationError } from '../listing-actions/listings.errors.ts';
import { EbayNotAuthorizedError, EbayReauthorizationNeededError } from '../../channels/ebay/connection-errors.ts';

const HeldBackReasonRef = builder.objectRef<HeldBack['reasons'][number]>('EbayHeldBackReason').implement({
  description: 'One reason the pre-flight check gave, and for how many listings.',
  fields: (t) => ({
    message: t.exposeString('message', { description: "The check's message (e.g. 'Missing item specifics: Size')." }),
    count: t.exposeInt('count', { description: 'Listings held back for it.' }),
  }),
});
const HeldBackRef = builder.objectRef<HeldBack>('EbayHeldBack').implement({
  description: "eBay listings the pre-flight check held back (not sent to eBay) and why; the inventory's 'errored' filter shows them.",
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Listings held back in all.' }),
    reasons: t.field({ type: [HeldBackReasonRef], description: 'Per message, most frequent first.', resolve: (h) => h.reasons }),
  }),
});

builder.queryFields((t) => ({
  ebayHeldBack: t.field({
    type: HeldBackRef,
    description: 'How many of the seller’s items the pre-flight check kept from eBay, and why (their item specifics).',
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) => ebayHeldBack(ctx, me(ctx, a.userId)),
  }),
}));

const MissingAspectRef = builder.objectRef<MissingAspect>('EbayHeldBackMissingAspect').implement({
  description: 'A required item specific the group lacks, with what a category default for it takes.',
  fields: (t) => ({
    name: t.exposeString('name', { description: "The item specific (eBay's name)." }),
    selectionOnly: t.boolean({ description: "Only eBay's values are accepted (choose one of `values`).", resolve: (m) => m.mode === 'SELECTION_ONLY' }),
    values: t.exposeStringList('values', { description: "eBay's values (suggestions unless selectionOnly)." }),
    multi: t.exposeBoolean('multi', { description: 'Several values allowed.' }),
  }),
});

const GroupRef = builder.objectRef<HeldBackGroup>('EbayHeldBackGroup').implement({
  description: 'Held-back eBay items of one category with one reason.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Stable per category and reason.' }),
    message: t.exposeString('message', { description: "The pre-flight check's message (e.g. 'Missing item specifics: Shape')." }),
    categoryId: t.exposeString('categoryId', { nullable: true, description: 'The eBay category the items would be listed in; null when not known yet.' }),
    categoryName: t.exposeString('categoryName', { nullable: true, description: "The category's name on the seller's site." }),
    count: t.exposeInt('count', { description: 'Items in the group.' }),
    itemIds: t.exposeStringList('itemIds', { description: 'The items (inventory item ids).' }),
    missing: t.field({ type: [MissingAspectRef], description: 'The required item specifics the reason names as missing.', resolve: (g) => g.missing }),
  }),
});

const SummaryRef = builder.objectRef<{ groups: HeldBackGroup[] }>('EbayHeldBackSummary').implement({
  description: 'The held-back summary: held-back eBay items by reason and category.',
  fields: (t) => ({ groups: t.field({ type: [GroupRef], description: 'Largest group first.', resolve: (s) => s.groups }) }),
});

const RelistInput = builder.inputType('RelistEbayHeldBackInput', {
  fields: (t) => ({
    categoryId: t.string({ required: true, description: "The group's category ('' for items whose category is not known yet)." }),
    message: t.string({ description: "The group's reason; none: every held-back item of the category." }),
  }),
});
const RelistResult = builder.objectRef<{ count: number }>('RelistEbayHeldBackSuccess').implement({
  fields: (t) => ({ count: t.exposeInt('count', { description: 'Items queued to list (or revise) again.' }) }),
});

builder.queryFields((t) => ({
  ebayHeldBackGroups: t.field({
    type: SummaryRef,
    description: 'The held-back summary: held-back eBay items by reason and category, largest group first.',
    authScopes: ownerOf,
    errors: { types: [EbayCategoryLookupError], directResult: true },
    args: { userId: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => ({ groups: await ebayHeldBackGroups(ctx, me(ctx, a.userId)) }),
  }),
}));

builder.mutationFields((t) => ({
  relistEbayHeldBack: t.field({
    type: RelistResult,
    description: "'List again' for a held-back group: lists its items (revises live ones) again.",
    authScopes: ownerOf,
    errors: {
      types: [
        EbayNotAuthorizedError,
        EbayReauthorizationNeededError,
        PlanLimitReachedError,
        ListingValidationError,
        EbayCategoryAuthorizationError,
        EbayCategoryLookupError,
      ],
      directResult: true,
    },
    args: { userId: t.arg.string({ required: true }), input: t.arg({ type: RelistInput, required: true }) },
    resolve: async (_p, a, ctx) => ({ count: await relistHeldBackGroup(ctx, me(ctx, a.userId), { categoryId: a.input.categoryId, message: a.input.message }) }),
  }),
}));
