// GraphQL of the Shopify Listings page (spec 002 §2.2): the shopifyListings page query and the page's
// Delist, which takes listing ids (the page's rows) rather than item ids. Import Shopify Listings
// (002 §2.13) is listing-csv/shopify-import.schema.ts. The Listing's `item` field comes from listing-actions.schema.ts.
import { builder } from '../../graphql/builder.ts';
import { firstIssueAsBadInput, pageFields, pagedConnection } from '../../graphql/paged-connection.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { LIST_STATUS_FILTERS, queryChannelListings, SALES_FILTERS } from './channel-listings.ts';
import { ZeroQuantityFilter } from '../inventory/inventory.schema.ts';
import { ListingValidationError } from './listings.errors.ts';
import { ListingRef } from '../listings/listings.schema.ts';
import { delistShopifyListings } from './shopify-listings.service.ts';

export const ListStatusFilterEnum = builder.enumType('ListingListStatusFilter', {
  description: "Spec 002 §2.2's List Status: 'listed' = a live listing; 'unlisted' = the page's other rows (in progress, refused).",
  values: LIST_STATUS_FILTERS,
});

export const SalesFilterEnum = builder.enumType('ListingSalesFilter', {
  description: "Spec 002 §2.2's Sales filter: 'sold' = at least one unit sold through the listing, 'unsold' = none.",
  values: SALES_FILTERS,
});

builder.queryFields((t) => ({
  shopifyListings: t.connection(
    {
      type: ListingRef,
      description:
        "The Shopify Listings page: the seller's items with a Shopify listing. Sort keys (spec 002 §3): sku, asin, title, ebay_item_id (the Shopify product id), qty, cond, price, updated_date, sales; '-' prefix descends. page from 1, pageSize 25, 50, 100, 250.",
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
        const page = await queryChannelListings(ctx, me(ctx, a.userId), 'SHOPIFY', {
          search: a.search ?? undefined,
          listStatus: a.listStatus ?? undefined,
          sales: a.sales ?? undefined,
          zeroQuantity: a.zeroQuantity ?? undefined,
          sort: a.sort ?? undefined,
          page: a.page ?? undefined,
          pageSize: a.pageSize ?? undefined,
        }).catch(firstIssueAsBadInput);
        return pagedConnection(page, (item) => ({ ...item.listings.find((l) => l.channel === 'SHOPIFY')!, item }));
      },
    },
    {
      name: 'ShopifyListingConnection',
      fields: pageFields,
    },
  ),
}));

const DelistShopifyListingsSuccess = builder.objectRef<{ count: number }>('DelistShopifyListingsSuccess').implement({
  fields: (t) => ({ count: t.exposeInt('count', { description: 'Listings queued for delisting (already delisting ones are not counted).' }) }),
});

builder.mutationFields((t) => ({
  delistShopifyListings: t.field({
    type: DelistShopifyListingsSuccess,
    description:
      "The Shopify Listings page's Delist: queues the seller's Shopify listings among these listing ids for delisting. Without a Shopify connection it fails with the connection's error.",
    authScopes: ownerOf,
    errors: { types: [ListingValidationError], directResult: true },
    args: { userId: t.arg.string({ required: true }), listingIds: t.arg.stringList({ required: true, description: 'Listing ids (listingId).' }) },
    resolve: (_p, a, ctx) => delistShopifyListings(ctx, me(ctx, a.userId), a.listingIds),
  }),
}));
