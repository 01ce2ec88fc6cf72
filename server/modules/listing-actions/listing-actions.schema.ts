// GraphQL of the listing actions and the eBay Listings page: listOnEbay / reviseOnEbay /
// delistFromEbay (typed results), the Listing's item, page URL and condition code, and the
// ebayListings page query. Kept apart from listings.schema.ts because it needs InventoryItem,
// whose schema in turn uses Listing.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { errorType } from '../../graphql/errors.ts';
import { pageFields, pagedConnection } from '../../graphql/paged-connection.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { ebayItemUrl } from '../../integrations/ebay/item-url.ts';
import { specConditionCode, CONDITION_FILTERS } from '../../channels/ebay/conditions.ts';
import { PlanLimitReachedError } from '../billing/billing.errors.ts';
import { linkedPlatforms } from '../connections/connections.service.ts';
import { ebayOf } from '../../channels/ebay/connection-view.ts';
import { findEbaySite } from '../../../shared/channels/marketplaces.ts';
import { queryChannelListings } from './channel-listings.ts';
import { InventoryItemRef, ZeroQuantityFilter } from '../inventory/inventory.schema.ts';
import { getItemsByIds, type InventoryItemRow } from '../inventory/inventory.service.ts';
import { delistItems, listItems, REVISION_KINDS, reviseItems, type ActionResult } from './actions.service.ts';
import { ListingValidationError } from './listings.errors.ts';
import { EbayNotAuthorizedError, EbayReauthorizationNeededError } from '../../channels/ebay/connection-errors.ts';
import { ListingRef } from '../listings/listings.schema.ts';
import type { ListingRow } from '../listings/listings.service.ts';

errorType(EbayNotAuthorizedError, 'EbayNotAuthorizedError');
errorType(EbayReauthorizationNeededError, 'EbayReauthorizationNeededError');
errorType(ListingValidationError, 'ListingValidationError');

/** A listing as the listings page sends it: with its item already loaded. */
type ListingWithItem = ListingRow & { item?: InventoryItemRow };

/** Ids as Relay global ids (InventoryItem:…) or raw item ids, as the REST shim sends them. */
export function rawItemIds(ids: readonly (string | number)[]): string[] {
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

// The seller's eBay marketplace, once per request (item page URLs are per site).
const marketplaces = new WeakMap<GraphQLContext, Map<string, Promise<string | undefined>>>();
function ebayMarketplace(ctx: GraphQLContext, userId: string): Promise<string | undefined> {
  let byUser = marketplaces.get(ctx);
  if (!byUser) marketplaces.set(ctx, (byUser = new Map()));
  let found = byUser.get(userId);
  if (!found) {
    found = linkedPlatforms(ctx, userId).then((p) => {
      const siteId = ebayOf(p)?.siteId;
      return siteId != null ? findEbaySite(siteId)?.marketplaceEnum : undefined;
    });
    byUser.set(userId, found);
  }
  return found;
}

builder.objectFields(ListingRef, (t) => ({
  item: t.field({
    type: InventoryItemRef,
    resolve: async (l: ListingWithItem, _a, ctx) => l.item ?? (await getItemsByIds(ctx, [l.itemId], [l.userId]))[0]!,
  }),
  url: t.string({
    nullable: true,
    description: "The listing's public page on the channel (eBay: /itm/{listingId}); null until it has one.",
    resolve: async (l, _a, ctx) => {
      if (l.channel !== 'EBAY' || !l.externalId || !ctx.clients.ebay) return null;
      return ebayItemUrl(ctx.clients.ebay, l.externalId, await ebayMarketplace(ctx, l.userId));
    },
  }),
}));

builder.objectField(InventoryItemRef, 'ebayConditionCode', (t) =>
  t.int({
    description: "Spec 001 §3's condition code (1000 New … 5000 Used Acceptable) of the item's condition.",
    resolve: (i) => specConditionCode(i.condition),
  }),
);

// ---- mutations ---------------------------------------------------------------------------

export const EbayRevisionKindEnum = builder.enumType('EbayRevisionKind', {
  description: 'What a revision pushes: everything, or only the price, the UPC or the images.',
  values: REVISION_KINDS,
});

const successType = (name: string) =>
  builder.objectRef<ActionResult>(name).implement({
    fields: (t) => ({
      count: t.exposeInt('count', { description: 'Items queued by this request (items already in that state are not counted).' }),
      items: t.field({ type: [InventoryItemRef], resolve: (r) => r.items }),
    }),
  });
const ListOnEbaySuccess = successType('ListOnEbaySuccess');
const ReviseOnEbaySuccess = successType('ReviseOnEbaySuccess');
const DelistFromEbaySuccess = successType('DelistFromEbaySuccess');

const ItemsInput = (name: string) =>
  builder.inputType(name, { fields: (t) => ({ itemIds: t.idList({ required: true, description: 'InventoryItem ids (global or raw).' }) }) });
const ListOnEbayInput = ItemsInput('ListOnEbayInput');
const DelistFromEbayInput = ItemsInput('DelistFromEbayInput');
const ReviseOnEbayInput = builder.inputType('ReviseOnEbayInput', {
  fields: (t) => ({ itemIds: t.idList({ required: true }), kind: t.field({ type: EbayRevisionKindEnum, required: true }) }),
});

const actionErrors = {
  types: [EbayNotAuthorizedError, EbayReauthorizationNeededError, PlanLimitReachedError, ListingValidationError],
  directResult: true as const,
};

builder.mutationFields((t) => ({
  listOnEbay: t.field({
    type: ListOnEbaySuccess,
    description: 'Queues the items not already live on eBay for listing; returns at once with the count.',
    authScopes: ownerOf,
    errors: actionErrors,
    args: { userId: t.arg.string({ required: true }), input: t.arg({ type: ListOnEbayInput, required: true }) },
    resolve: (_p, a, ctx) => listItems(ctx, { userId: me(ctx, a.userId), channel: 'EBAY', itemIds: rawItemIds(a.input.itemIds) }),
  }),
  reviseOnEbay: t.field({
    type: ReviseOnEbaySuccess,
    description: "Queues a revision of the items' live eBay listings.",
    authScopes: ownerOf,
    errors: actionErrors,
    args: { userId: t.arg.string({ required: true }), input: t.arg({ type: ReviseOnEbayInput, required: true }) },
    resolve: (_p, a, ctx) => reviseItems(ctx, { userId: me(ctx, a.userId), channel: 'EBAY', itemIds: rawItemIds(a.input.itemIds), kind: a.input.kind }),
  }),
  delistFromEbay: t.field({
    type: DelistFromEbaySuccess,
    description: "Queues the items' eBay listings for delisting.",
    authScopes: ownerOf,
    errors: actionErrors,
    args: { userId: t.arg.string({ required: true }), input: t.arg({ type: DelistFromEbayInput, required: true }) },
    resolve: (_p, a, ctx) => delistItems(ctx, { userId: me(ctx, a.userId), channel: 'EBAY', itemIds: rawItemIds(a.input.itemIds) }),
  }),
}));

// ---- the eBay Listings page ----------------------------------------------------------------

const ConditionFilterEnum = builder.enumType('EbayListingConditionFilter', { values: CONDITION_FILTERS });

builder.queryFields((t) => ({
  ebayListings: t.connection(
    {
      type: ListingRef,
      description:
        "The eBay Listings page: the seller's items with an eBay listing. Sort keys (spec 001 §9): sku, asin, title, ebay_item_id, qty, cond, price, updated_date, sales; '-' prefix descends. page from 1, pageSize 25, 50, 100, 250.",
      authScopes: ownerOf,
      args: {
        userId: t.arg.string({ required: true }),
        search: t.arg.string(),
        condition: t.arg({ type: ConditionFilterEnum }),
        zeroQuantity: t.arg({ type: ZeroQuantityFilter }),
        sort: t.arg.string(),
        page: t.arg.int(),
        pageSize: t.arg.int(),
      },
      resolve: async (_p, a, ctx) => {
        const page = await queryChannelListings(ctx, me(ctx, a.userId), 'EBAY', {
          search: a.search ?? undefined,
          condition: a.condition ?? undefined,
          zeroQuantity: a.zeroQuantity ?? undefined,
          sort: a.sort ?? undefined,
          page: a.page ?? undefined,
          pageSize: a.pageSize ?? undefined,
        });
        return pagedConnection(page, (item): ListingWithItem => ({ ...item.listings.find((l) => l.channel === 'EBAY')!, item }));
      },
    },
    {
      name: 'EbayListingConnection',
      fields: pageFields,
    },
  ),
}));
