// GraphQL `channels`: every registered channel as the screens need it (issue 33) — its code, name,
// route segment and what its pages show, read from the server's registry. The client's generic
// listings and sales pages serve a channel it has no folder for from this data alone.
import { builder } from '../../graphql/builder.ts';
import { BULK_ACTIONS, type ChannelCode, type ChannelEntry, channelSegment, LISTING_COLUMNS, registeredChannels } from '../../channels/registry.ts';

const ListingColumnEnum = builder.enumType('ChannelListingColumn', {
  description: "A column of a channel's listings page after the common ones: the quantity, price, status (with its time) and units sold.",
  values: LISTING_COLUMNS,
});

const BulkActionEnum = builder.enumType('ChannelBulkAction', {
  description: "An action of a channel's listings page on the selected rows (listingAction's DELIST or REVISE).",
  values: BULK_ACTIONS,
});

const RegisteredChannelType = builder.objectRef<[ChannelCode, ChannelEntry]>('RegisteredChannel').implement({
  description: 'A channel ListBridge lists on, as its pages show it.',
  fields: (t) => ({
    code: t.string({ description: 'The channel code (channelCode of channelListings, listingAction and sales).', resolve: ([code]) => code }),
    name: t.string({ description: 'The display name.', resolve: ([, e]) => e.name }),
    segment: t.string({
      description: 'The route segment of its pages (listings/{segment}, sales/{segment}).',
      resolve: ([code, e]) => channelSegment(code, e),
    }),
    listingColumns: t.field({
      type: [ListingColumnEnum],
      description: 'Its listings page’s columns, in order.',
      resolve: ([, e]) => [...(e.screens?.listingColumns ?? LISTING_COLUMNS)],
    }),
    bulkActions: t.field({
      type: [BulkActionEnum],
      description: 'Its listings page’s bulk actions.',
      resolve: ([, e]) => [...(e.screens?.bulkActions ?? ['DELIST' as const])],
    }),
    hasSales: t.boolean({ description: 'Whether ListBridge imports its orders (it has a Sales page).', resolve: ([, e]) => !!e.orders }),
  }),
});

builder.queryField('channels', (t) =>
  t.field({
    type: [RegisteredChannelType],
    // Open like amazonMarketplaces: names and page layouts, nobody's data (the signed-out shell asks too).
    description: 'Every channel ListBridge lists on, in the registry’s order.',
    resolve: () => registeredChannels(),
  }),
);
