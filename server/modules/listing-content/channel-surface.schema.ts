// GraphQL of the one listings page and the one set of listing actions (issue 33): `channelListings`
// pages the seller's listings on any channel, `listingAction` runs list / revise / delist / publish /
// unpublish / reset on any channel. The spec's per-channel fields (ebayListings, listOnEbay,
// delistFromOnbuy, …) stay beside them for the REST shim and partners; the screens use these two.
import { builder } from '../../graphql/builder.ts';
import { requiredChannel } from '../../channels/argument.ts';
import { firstIssueAsBadInput, pagedConnection, pageFields } from '../../graphql/paged-connection.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { CONDITION_FILTERS } from '../../channels/ebay/conditions.ts';
import { PlanLimitReachedError } from '../billing/billing.errors.ts';
import { ConnectionNeedsReauthError } from '../connections/connections.errors.ts';
import { queryChannelListings } from '../listing-actions/channel-listings.ts';
import { InventoryItemRef, ZeroQuantityFilter } from '../inventory/inventory.schema.ts';
import {
  type ActionDeps,
  type ActionInput,
  type ActionResult,
  delistItems,
  listItems,
  publishItems,
  resetItems,
  REVISION_KINDS,
  reviseItems,
  unpublishItems,
} from '../listing-actions/actions.service.ts';
import { rawItemIds } from '../listing-actions/listing-actions.schema.ts';
import { ListingValidationError } from '../listing-actions/listings.errors.ts';
import { EbayNotAuthorizedError, EbayReauthorizationNeededError } from '../../channels/ebay/connection-errors.ts';
import { ShopifyNotAuthorizedError } from '../../channels/shopify/connection-errors.ts';
import { ListingChannelEnum, ListingRef } from '../listings/listings.schema.ts';
import { OnbuyAccountNeededError } from '../../channels/onbuy/connection-errors.ts';
import { ListStatusFilterEnum, SalesFilterEnum } from '../listing-actions/listing-page.schema.ts';

// ---- the listings page ----------------------------------------------------------------------

const ListingsPageConditionEnum = builder.enumType('ListingsPageCondition', {
  description: "The item condition filter (the eBay Listings page's Condition, spec 001 §9).",
  values: CONDITION_FILTERS,
});

const ChannelListingsFilter = builder.inputType('ChannelListingsFilter', {
  description: "A listings page's filters, sort and page; a channel's page sets the ones it shows.",
  fields: (t) => ({
    search: t.string(),
    condition: t.field({ type: ListingsPageConditionEnum }),
    listStatus: t.field({ type: ListStatusFilterEnum }),
    sales: t.field({ type: SalesFilterEnum }),
    zeroQuantity: t.field({ type: ZeroQuantityFilter }),
    sort: t.string({ description: "sku, asin, title, ebay_item_id (the channel's listing id), qty, cond, price, updated_date, sales; '-' prefix descends." }),
    page: t.int({ description: 'From 1.' }),
    pageSize: t.int({ description: '25, 50, 100 or 250.' }),
  }),
});

builder.queryFields((t) => ({
  channelListings: t.connection(
    {
      type: ListingRef,
      description: "A channel's Listings page (listings/ebay, listings/shopify, listings/onbuy): the seller's items with a listing on the channel.",
      authScopes: ownerOf,
      args: {
        userId: t.arg.string({ required: true }),
        channel: t.arg({ type: ListingChannelEnum, description: 'The channel, one of the spec’s (or give channelCode).' }),
        channelCode: t.arg.string({ description: 'The channel by its code (RegisteredChannel.code): any registered channel.' }),
        filter: t.arg({ type: ChannelListingsFilter }),
      },
      resolve: async (_p, a, ctx) => {
        const channel = requiredChannel(a.channel, a.channelCode);
        // GraphQL's nulls are the page's defaults.
        const filter = Object.fromEntries(Object.entries(a.filter ?? {}).filter(([, v]) => v != null));
        // A sort key or page size the page does not have: say which filter field, not "Unexpected error".
        const page = await queryChannelListings(ctx, me(ctx, a.userId), channel, filter).catch((err) => firstIssueAsBadInput(err, 'filter.'));
        return pagedConnection(page, (item) => ({ ...item.listings.find((l) => l.channel === channel)!, item }));
      },
    },
    {
      name: 'ChannelListingConnection',
      description: "One page of a channel's listings, with the count and the page.",
      fields: pageFields,
    },
    { name: 'ChannelListingConnectionEdge' },
  ),
}));

// ---- the listing actions --------------------------------------------------------------------

const LISTING_ACTIONS = ['LIST', 'REVISE', 'DELIST', 'PUBLISH', 'UNPUBLISH', 'RESET'] as const;
type ListingAction = (typeof LISTING_ACTIONS)[number];

const ListingActionEnum = builder.enumType('ListingAction', {
  description: 'What to do with the items on the channel (PUBLISH, UNPUBLISH and RESET: channels with a visibility, i.e. Shopify).',
  values: LISTING_ACTIONS,
});

const RevisionKindEnum = builder.enumType('ListingRevisionKind', {
  description: 'What a revision pushes: everything, or only the price, the UPC or the images.',
  values: REVISION_KINDS,
});

const ListingActionInput = builder.inputType('ListingActionInput', {
  fields: (t) => ({
    channel: t.field({ type: ListingChannelEnum, description: 'The channel, one of the spec’s (or give channelCode).' }),
    channelCode: t.string({ description: 'The channel by its code (RegisteredChannel.code): any registered channel.' }),
    action: t.field({ type: ListingActionEnum, required: true }),
    itemIds: t.idList({ required: true, description: 'InventoryItem ids (global or raw).' }),
    revision: t.field({ type: RevisionKindEnum, description: 'REVISE only; EVERYTHING when left out.' }),
  }),
});

const ListingActionSuccess = builder.objectRef<ActionResult>('ListingActionSuccess').implement({
  description: 'A listing action was queued.',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Items queued by this request (items already in that state are not counted).' }),
    items: t.field({ type: [InventoryItemRef], description: 'The items as they are now, with their listings.', resolve: (r) => r.items }),
  }),
});

type Run = (deps: ActionDeps, input: ActionInput & { revision?: (typeof REVISION_KINDS)[number] | null }) => Promise<ActionResult>;

const RUN: Record<ListingAction, Run> = {
  LIST: listItems,
  REVISE: (deps, { revision, ...input }) => reviseItems(deps, { ...input, kind: revision ?? 'EVERYTHING' }),
  DELIST: delistItems,
  PUBLISH: publishItems,
  UNPUBLISH: unpublishItems,
  RESET: resetItems,
};
builder.mutationFields((t) => ({
  listingAction: t.field({
    type: ListingActionSuccess,
    description: 'Queues a listing action on the items for the channel (as listOnEbay, delistFromShopify, listOnOnbuy, … do); returns at once with the count.',
    authScopes: ownerOf,
    errors: {
      types: [
        EbayNotAuthorizedError,
        EbayReauthorizationNeededError,
        ShopifyNotAuthorizedError,
        ConnectionNeedsReauthError,
        OnbuyAccountNeededError,
        PlanLimitReachedError,
        ListingValidationError,
      ],
      directResult: true as const,
    },
    args: { userId: t.arg.string({ required: true }), input: t.arg({ type: ListingActionInput, required: true }) },
    resolve: (_p, a, ctx) => {
      const { action, revision } = a.input;
      const channel = requiredChannel(a.input.channel, a.input.channelCode);
      return RUN[action](ctx, { userId: me(ctx, a.userId), channel, itemIds: rawItemIds(a.input.itemIds), revision });
    },
  }),
}));
