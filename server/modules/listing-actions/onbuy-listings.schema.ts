// GraphQL of the OnBuy Listings page (listings/onbuy; 002 §2.7 leaves it a placeholder, so it gives
// sellers what the Shopify Listings page does): the seller's items with an OnBuy listing, with
// search, list-status and zero-quantity filters, sort, page and page size. Its Delist is
// delistFromOnbuy (by item id). Shares queryChannelListings with the eBay and Shopify pages.
import { builder } from '../../graphql/builder.ts';
import { firstIssueAsBadInput, pageFields, pagedConnection } from '../../graphql/paged-connection.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { queryChannelListings } from './channel-listings.ts';
import { ZeroQuantityFilter } from '../inventory/inventory.schema.ts';
import { ListingRef } from '../listings/listings.schema.ts';
import { ListStatusFilterEnum, SalesFilterEnum } from './shopify-listings.schema.ts';

builder.queryFields((t) => ({
  onbuyListings: t.connection(
    {
      type: ListingRef,
      description:
        "The OnBuy Listings page: the seller's items with an OnBuy listing (any status). Sort keys: sku, asin, title, ebay_item_id (the OnBuy product code), qty, cond, price, updated_date, sales; '-' prefix descends. page from 1, pageSize 25, 50, 100, 250.",
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
        const page = await queryChannelListings(ctx, me(ctx, a.userId), 'ONBUY', {
          search: a.search ?? undefined,
          listStatus: a.listStatus ?? undefined,
          sales: a.sales ?? undefined,
          zeroQuantity: a.zeroQuantity ?? undefined,
          sort: a.sort ?? undefined,
          page: a.page ?? undefined,
          pageSize: a.pageSize ?? undefined,
        }).catch(firstIssueAsBadInput);
        return pagedConnection(page, (item) => ({ ...item.listings.find((l) => l.channel === 'ONBUY')!, item }));
      },
    },
    {
      name: 'OnbuyListingConnection',
      description: 'One page of OnBuy listings, with the count and the page.',
      fields: pageFields,
    },
    { name: 'OnbuyListingConnectionEdge' },
  ),
}));
