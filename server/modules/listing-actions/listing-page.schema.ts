// The GraphQL query of a channel's Listings page with the Shopify page's filters (spec 002 §2.2:
// search, list status, sales, zero quantity, sort, page, page size), declared once and given per
// channel (shopifyListings, onbuyListings) so each page is one line, not a copy. eBay's page has
// its own condition filter (listing-actions.schema.ts).
import { builder } from '../../graphql/builder.ts';
import { firstIssueAsBadInput, pageFields, pagedConnection } from '../../graphql/paged-connection.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { LIST_STATUS_FILTERS, queryChannelListings, SALES_FILTERS } from './channel-listings.ts';
import { ZeroQuantityFilter } from '../inventory/inventory.schema.ts';
import { ListingRef } from '../listings/listings.schema.ts';
import type { ListingChannel } from '../listings/listings.statuses.ts';

export const ListStatusFilterEnum = builder.enumType('ListingListStatusFilter', {
  description: "Spec 002 §2.2's List Status: 'listed' = a live listing; 'unlisted' = the page's other rows (in progress, refused).",
  values: LIST_STATUS_FILTERS,
});

export const SalesFilterEnum = builder.enumType('ListingSalesFilter', {
  description: "Spec 002 §2.2's Sales filter: 'sold' = at least one unit sold through the listing, 'unsold' = none.",
  values: SALES_FILTERS,
});

/** Adds the query `field`: one page of the seller's listings on `channel`, as the connection `connection`. */
export function listingPageQuery(channel: ListingChannel, o: { field: string; description: string; connection: { name: string; description?: string } }) {
  builder.queryFields((t) => ({
    [o.field]: t.connection(
      {
        type: ListingRef,
        description: o.description,
        authScopes: ownerOf,
        args: {
          userId: t.arg.string({ required: true }),
          search: t.arg.string(),
          listStatus: t.arg({ type: ListStatusFilterEnum }),
          sales: t.arg({ type: SalesFilterEnum }),
          zeroQuantity: t.arg({ type: ZeroQuantityFilter }),
          sort: t.arg.string(),
          page: t.arg.int(),
          pageSize: t.arg.int(),
        },
        resolve: async (_p, a, ctx) => {
          const page = await queryChannelListings(ctx, me(ctx, a.userId), channel, {
            search: a.search ?? undefined,
            listStatus: a.listStatus ?? undefined,
            sales: a.sales ?? undefined,
            zeroQuantity: a.zeroQuantity ?? undefined,
            sort: a.sort ?? undefined,
            page: a.page ?? undefined,
            pageSize: a.pageSize ?? undefined,
          }).catch(firstIssueAsBadInput);
          return pagedConnection(page, (item) => ({ ...item.listings.find((l) => l.channel === channel)!, item }));
        },
      },
      { name: o.connection.name, ...(o.connection.description ? { description: o.connection.description } : {}), fields: pageFields },
    ),
  }));
}
