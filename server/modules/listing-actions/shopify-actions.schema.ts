// GraphQL of the Shopify listing actions (spec 000 §2, 002 §4): list, delist, publish, unpublish
// and reset ('Cancel Unposted'), each queuing the connection's push and answering at once.
import { builder } from '../../graphql/builder.ts';
import { errorType } from '../../graphql/errors.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { PlanLimitReachedError } from '../billing/billing.errors.ts';
import { ConnectionNeedsReauthError } from '../connections/connections.errors.ts';
import { InventoryItemRef } from '../inventory/inventory.schema.ts';
import { delistItems, listItems, publishItems, resetItems, unpublishItems, type ActionDeps, type ActionInput, type ActionResult } from './actions.service.ts';
import { rawItemIds } from './listing-actions.schema.ts';
import { ListingValidationError } from './listings.errors.ts';
import { ShopifyNotAuthorizedError } from '../../channels/shopify/connection-errors.ts';

errorType(ShopifyNotAuthorizedError, 'ShopifyNotAuthorizedError');
errorType(ConnectionNeedsReauthError, 'ConnectionNeedsReauthError');

const ShopifyActionSuccess = builder.objectRef<ActionResult>('ShopifyActionSuccess').implement({
  description: 'A Shopify listing action was queued.',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Items queued by this request (items already in that state are not counted).' }),
    items: t.field({ type: [InventoryItemRef], description: 'The items as they are now, with their Shopify status.', resolve: (r) => r.items }),
  }),
});

const ShopifyItemsInput = builder.inputType('ShopifyItemsInput', {
  description: 'The inventory items to act on.',
  fields: (t) => ({ itemIds: t.idList({ required: true, description: 'InventoryItem ids (global or raw).' }) }),
});

const ACTIONS: [string, string, (deps: ActionDeps, input: ActionInput) => Promise<ActionResult>][] = [
  ['listOnShopify', 'Queues the items not already on Shopify for listing (a product each, visible as the Shopify settings say).', listItems],
  ['delistFromShopify', "Queues the items' Shopify products for deletion from the shop.", delistItems],
  ['publishOnShopify', "Makes the items' unpublished Shopify products visible on the Online Store.", publishItems],
  ['unpublishFromShopify', "Hides the items' published Shopify products from the Online Store (they stay in the shop).", unpublishItems],
  ['resetShopify', "'Cancel Unposted': items still waiting to be listed on Shopify go back to not listed.", resetItems],
];

builder.mutationFields((t) =>
  Object.fromEntries(
    ACTIONS.map(([name, description, action]) => [
      name,
      t.field({
        type: ShopifyActionSuccess,
        description,
        authScopes: ownerOf,
        errors: { types: [ShopifyNotAuthorizedError, ConnectionNeedsReauthError, PlanLimitReachedError, ListingValidationError], directResult: true as const },
        args: { userId: t.arg.string({ required: true }), input: t.arg({ type: ShopifyItemsInput, required: true }) },
        resolve: (_p, a, ctx) => action(ctx, { userId: me(ctx, a.userId), channel: 'SHOPIFY', itemIds: rawItemIds(a.input.itemIds) }),
      }),
    ]),
  ),
);
