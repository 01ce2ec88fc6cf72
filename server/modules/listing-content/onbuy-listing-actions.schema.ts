// GraphQL of the OnBuy status panel's actions: listOnOnbuy / delistFromOnbuy (typed results with
// OnBuy's alerts). The item's OnBuy listing (status, SKU, error) is InventoryItem.onbuyListing.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { PlanLimitReachedError } from '../billing/billing.errors.ts';
import { InventoryItemRef } from '../inventory/inventory.schema.ts';
import type { ActionResult } from '../listing-actions/actions.service.ts';
import { ListingValidationError } from '../listing-actions/listings.errors.ts';
import { delistFromOnbuy, listOnOnbuy } from './onbuy-listings.service.ts';
import { OnbuyAccountNeededError } from '../../channels/onbuy/connection-errors.ts';

/** Ids as Relay global ids (InventoryItem:…) or raw item ids. */
function rawItemIds(ids: readonly (string | number)[]): string[] {
  return ids.map((raw) => {
    const id = String(raw);
    try {
      const g = decodeGlobalID(id);
      if (g.typename === 'InventoryItem') return g.id;
    } catch {
      // not a global id
    }
    return id;
  });
}

const successType = (name: string, items: string) =>
  builder.objectRef<ActionResult>(name).implement({
    fields: (t) => ({
      count: t.exposeInt('count', { description: 'Items queued by this request (items already in that state are not counted).' }),
      items: t.field({ type: [InventoryItemRef], description: items, resolve: (r) => r.items }),
    }),
  });
const ListOnOnbuySuccess = successType('ListOnOnbuySuccess', 'The items, each with its OnBuy listing now LISTING (or already PUBLISHED).');
const DelistFromOnbuySuccess = successType('DelistFromOnbuySuccess', 'The items whose OnBuy listings are now DELISTING.');

const ItemsInput = (name: string) =>
  builder.inputType(name, { fields: (t) => ({ itemIds: t.idList({ required: true, description: 'InventoryItem ids (global or raw).' }) }) });
const ListOnOnbuyInput = ItemsInput('ListOnOnbuyInput');
const DelistFromOnbuyInput = ItemsInput('DelistFromOnbuyInput');

const actionErrors = { types: [OnbuyAccountNeededError, PlanLimitReachedError, ListingValidationError], directResult: true as const };

builder.mutationFields((t) => ({
  listOnOnbuy: t.field({
    type: ListOnOnbuySuccess,
    description:
      "The OnBuy status panel's and the bulk bar's 'List on OnBuy': queues the items not already on OnBuy for listing. An item without a chosen OnBuy product gets one found by its barcode, or created from its Amazon data (the listing then waits in OnBuy's product queue); an item OnBuy would refuse is held back with what to change. Returns at once with the count.",
    authScopes: ownerOf,
    errors: actionErrors,
    args: { userId: t.arg.string({ required: true }), input: t.arg({ type: ListOnOnbuyInput, required: true }) },
    resolve: (_p, a, ctx) => listOnOnbuy(ctx, me(ctx, a.userId), rawItemIds(a.input.itemIds)),
  }),
  delistFromOnbuy: t.field({
    type: DelistFromOnbuySuccess,
    description: "The OnBuy status panel's 'Delist from OnBuy': queues the items' OnBuy listings for delisting.",
    authScopes: ownerOf,
    errors: actionErrors,
    args: { userId: t.arg.string({ required: true }), input: t.arg({ type: DelistFromOnbuyInput, required: true }) },
    resolve: (_p, a, ctx) => delistFromOnbuy(ctx, me(ctx, a.userId), rawItemIds(a.input.itemIds)),
  }),
}));
