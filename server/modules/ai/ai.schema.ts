import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { errorType } from '../../graphql/errors.ts';
import { me, ownerOf, userResult } from '../../graphql/viewer.ts';
import { IntegrationUnavailableError } from '../connections/connections.errors.ts';
import { InventoryItemNotFoundError } from '../inventory/inventory.errors.ts';
import { AiEbayNotAuthorizedError, AiUnavailableError, CategorySpecificsUnavailableError, OutOfAiCreditsError } from './ai.errors.ts';
import { recommendSpecifics, type SpecificsRecommendation } from './ai.service.ts';
import type { ItemSpecific } from './parse.ts';

errorType(OutOfAiCreditsError, 'OutOfAiCreditsError');
errorType(AiUnavailableError, 'AiUnavailableError');
errorType(AiEbayNotAuthorizedError, 'AiEbayNotAuthorizedError');
errorType(CategorySpecificsUnavailableError, 'CategorySpecificsUnavailableError', (t) => ({
  categoryId: t.string({ description: 'The category eBay refused.', resolve: (e: CategorySpecificsUnavailableError) => e.categoryId }),
}));

const ItemSpecificType = builder.objectRef<ItemSpecific>('RecommendedItemSpecific').implement({
  description: "An item specific the AI found in the item's catalogue data (spec 001 §3: dimension, value).",
  fields: (t) => ({
    dimension: t.exposeString('dimension', { description: "The aspect's name, as eBay names it in the category." }),
    value: t.exposeString('value', { description: "For a SELECTION_ONLY aspect, always one of eBay's values." }),
  }),
});

type Success = SpecificsRecommendation & { userId: string };
const SuccessType = builder.objectRef<Success>('RecommendItemSpecificsSuccess').implement({
  fields: (t) => ({
    specifics: t.field({ type: [ItemSpecificType], resolve: (r) => r.specifics }),
    aiCreditBalance: t.exposeInt('aiCreditBalance', { description: 'The balance after this recommendation.' }),
    charged: t.exposeBoolean('charged', { description: 'False when the category has no aspects (no AI call, no credit spent).' }),
    user: t.prismaField({ type: 'User', resolve: (query, r, _a, ctx) => userResult(query, ctx, r.userId) }),
  }),
});

/** An InventoryItem global id or a raw item id. */
function itemIdOf(raw: string): string {
  try {
    const g = decodeGlobalID(raw);
    if (g.typename === 'InventoryItem') return g.id;
  } catch {
    // not a global id
  }
  return raw;
}

builder.mutationFields((t) => ({
  recommendItemSpecifics: t.field({
    type: SuccessType,
    description: "'Get AI Recommendations': the item's specifics for an eBay category from its catalogue data; one AI credit when the AI answered.",
    authScopes: ownerOf,
    errors: {
      types: [
        InventoryItemNotFoundError,
        OutOfAiCreditsError,
        AiUnavailableError,
        AiEbayNotAuthorizedError,
        CategorySpecificsUnavailableError,
        IntegrationUnavailableError,
      ],
      directResult: true,
    },
    args: { userId: t.arg.string({ required: true }), itemId: t.arg.id({ required: true }), categoryId: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => {
      const userId = me(ctx, a.userId);
      return { ...(await recommendSpecifics(ctx, userId, itemIdOf(String(a.itemId)), a.categoryId)), userId };
    },
  }),
}));
