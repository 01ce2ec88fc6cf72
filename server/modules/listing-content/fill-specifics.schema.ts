// GraphQL of AI in bulk's dry run (issue 28): before a bulk listing on eBay, how many of the chosen
// items would use AI for missing required item specifics and what it would cost.
import { builder } from '../../graphql/builder.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { EbayCategoryAuthorizationError, EbayCategoryLookupError } from '../catalog/catalog.errors.ts';
import { rawItemIds } from '../listing-actions/listing-actions.schema.ts';
import { type AiFillPreview, aiFillPreview } from './fill-specifics.service.ts';

const PreviewRef = builder.objectRef<AiFillPreview>('EbayAiFillPreview').implement({
  description: 'What AI in bulk would do for a bulk listing on eBay (a dry run of the pre-flight check).',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', { description: 'Whether the seller turned AI in bulk on (eBay settings).' }),
    items: t.exposeInt('items', { description: 'Items that lack a required item specific after their own values and the category defaults.' }),
    credits: t.exposeInt('credits', { description: 'AI credits it would cost: one per item (items the AI filled before cost nothing).' }),
    balance: t.exposeInt('balance', { description: "The seller's AI credits now." }),
  }),
});

builder.queryFields((t) => ({
  ebayAiFillPreview: t.field({
    type: PreviewRef,
    description: 'Before listing the items on eBay: how many would use AI for missing required item specifics, and the credits it would cost.',
    authScopes: ownerOf,
    errors: { types: [EbayCategoryAuthorizationError, EbayCategoryLookupError], directResult: true },
    args: { userId: t.arg.string({ required: true }), itemIds: t.arg.idList({ required: true }) },
    resolve: (_p, a, ctx) => aiFillPreview(ctx, me(ctx, a.userId), rawItemIds(a.itemIds)),
  }),
}));
