// GraphQL of the OnBuy Listings page (listings/onbuy; 002 §2.7 leaves it a placeholder, so it gives
// sellers what the Shopify Listings page does): the seller's items with an OnBuy listing, with
// search, list-status and zero-quantity filters, sort, page and page size. Its Delist is
// delistFromOnbuy (by item id). Shares queryChannelListings with the eBay and Shopify pages.
import { offsetToCursor } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { builder } from '../../graphql/builder.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { queryChannelListings } from './channel-listings.ts';
import { ZeroQuantityFilter } from '../inventory/inventory.schema.ts';
import type { InventoryItemRow } from '../inventory/inventory.service.ts';
import { ListingRef } from '../listings/listings.schema.ts';
import type { ListingRow } from '../listings/listings.service.ts';
import { ListStatusFilterEnum, SalesFilterEnum } from './shopify-listings.schema.ts';

interface OnbuyListingsPage {
  edges: { node: ListingRow & { item: InventoryItemRow }; cursor: string }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
  numPages: number;
  page: number;
  pageSize: number;
}

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
        }).catch((err) => {
          if (err?.name === 'ZodError') {
            const issue = err.issues?.[0];
            throw new GraphQLError(`${issue?.path?.join('.') ?? 'argument'}: ${issue?.message ?? 'invalid'}`, { extensions: { code: 'BAD_USER_INPUT' } });
          }
          throw err;
        });
        const edges = page.items.map((item, i) => ({
          node: { ...item.listings.find((l) => l.channel === 'ONBUY')!, item },
          cursor: offsetToCursor(page.offset + i),
        }));
        const result: OnbuyListingsPage = {
          edges,
          pageInfo: {
            hasNextPage: page.offset + page.items.length < page.totalCount,
            hasPreviousPage: page.offset > 0,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
          totalCount: page.totalCount,
          numPages: page.numPages,
          page: page.page,
          pageSize: page.pageSize,
        };
        return result;
      },
    },
    {
      name: 'OnbuyListingConnection',
      description: 'One page of OnBuy listings, with the count and the page.',
      fields: (c) => ({
        totalCount: c.int({ resolve: (p) => (p as unknown as OnbuyListingsPage).totalCount }),
        numPages: c.int({ resolve: (p) => (p as unknown as OnbuyListingsPage).numPages }),
        page: c.int({ resolve: (p) => (p as unknown as OnbuyListingsPage).page }),
        pageSize: c.int({ resolve: (p) => (p as unknown as OnbuyListingsPage).pageSize }),
      }),
    },
    { name: 'OnbuyListingConnectionEdge' },
  ),
}));
