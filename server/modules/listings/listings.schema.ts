// GraphQL for listings: the channel and status enums and the Listing object, with what each status
// means (live, in progress, errored) computed here from listings.statuses.ts, so the client never
// keeps its own copy of the rule. The inventory's InventoryItem fields use ListingRef.
import { builder } from '../../graphql/builder.ts';
import { getListingsByIds, type ListingRow } from './listings.service.ts';
import { isErrored, isInProgress, isLive, LISTING_CHANNELS, LISTING_STATUSES, type SpecChannel } from './listings.statuses.ts';

export const ListingChannelEnum = builder.enumType('ListingChannel', { values: LISTING_CHANNELS });
export const ListingStatusEnum = builder.enumType('ListingStatus', {
  description: "The spec's listing statuses across eBay, Shopify and OnBuy; a channel uses a subset. Not listed = no listing.",
  values: LISTING_STATUSES,
});

export const ListingRef = builder.objectRef<ListingRow>('Listing');
builder.node(ListingRef, {
  description: 'An item on one channel.',
  id: { resolve: (l) => l.id },
  // node(id)/nodes(ids): only the viewer's listings (an admin reaches any); others are null.
  loadMany: async (ids, ctx) => {
    if (!ctx.viewer) return ids.map(() => null);
    const rows = await getListingsByIds(ctx, ids, ctx.viewer.isAdmin ? null : [ctx.viewer.userId]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  },
  isTypeOf: (v) => typeof v === 'object' && v !== null && 'channel' in v && 'offerId' in v && 'itemId' in v,
  runScopesOnType: true,
  authScopes: (l) => ({ owner: l.userId }),
  fields: (t) => ({
    listingId: t.exposeString('id'),
    channel: t.field({ type: ListingChannelEnum, resolve: (l) => l.channel as SpecChannel }),
    channelCode: t.exposeString('channel', { description: 'The channel code: any registered channel’s (channel names the spec’s three only).' }),
    status: t.field({ type: ListingStatusEnum, resolve: (l) => l.status }),
    statusAt: t.expose('statusAt', { type: 'DateTime', description: 'When the status last changed.' }),
    live: t.boolean({
      description: "Counts as a live listing: takes a plan slot, matches the 'listed' filter, shows green.",
      resolve: (l) => isLive(l.channel, l.status),
    }),
    inProgress: t.boolean({ description: 'An action is running on the channel (spinner).', resolve: (l) => isInProgress(l.channel, l.status) }),
    errored: t.boolean({ description: "The channel refused the last action (the 'errored' filter).", resolve: (l) => isErrored(l.channel, l.status) }),
    lastError: t.exposeString('lastError', { nullable: true, description: "The channel's message for the last failure." }),
    sku: t.exposeString('sku', { nullable: true }),
    offerId: t.exposeString('offerId', { nullable: true, description: "eBay's offer id." }),
    externalId: t.exposeString('externalId', { nullable: true, description: 'eBay listing id, Shopify product id or OnBuy OPC.' }),
    variantId: t.exposeString('variantId', { nullable: true, description: 'Shopify variant id.' }),
    inventoryItemId: t.exposeString('inventoryItemId', { nullable: true, description: 'Shopify inventory item id.' }),
    lastPushedQuantity: t.exposeInt('lastPushedQuantity', { nullable: true }),
    lastPushedPriceCents: t.exposeInt('lastPushedPriceCents', { nullable: true }),
    forceRemoved: t.exposeBoolean('forceRemoved'),
    priceCents: t.exposeInt('lastPushedPriceCents', { nullable: true, description: 'The price on the channel (minor units), as last pushed.' }),
    quantity: t.exposeInt('lastPushedQuantity', { nullable: true, description: 'The quantity on the channel, as last pushed.' }),
    salesCount: t.exposeInt('salesCount', { description: 'Units sold through the listing (the Sales column).' }),
    pendingRevision: t.exposeString('pendingRevision', { nullable: true, description: 'The kind of a queued revision, until the channel answers.' }),
  }),
});
