// GraphQL of the Shopify Listings page (spec 002 §2.2): the shopifyListings page query and the page's
// Delist, which takes listing ids (the page's rows) rather than item ids. Import Shopify Listings
// (002 §2.13) is listing-csv/shopify-import.schema.ts. The Listing's `item` field comes from listing-actions.schema.ts.
import { builder } from '../../graphql/builder.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { ListingValidationError } from './listings.errors.ts';
import { listingPageQuery } from './listing-page.schema.ts';
import { delistShopifyListings } from './shopify-listings.service.ts';

export { ListStatusFilterEnum, SalesFilterEnum } from './listing-page.schema.ts';

listingPageQuery('SHOPIFY', {
  field: 'shopifyListings',
  description:
    "The Shopify Listings page: the seller's items with a Shopify listing. Sort keys (spec 002 §3): sku, asin, title, ebay_item_id (the Shopify product id), qty, cond, price, updated_date, sales; '-' prefix descends. page from 1, pageSize 25, 50, 100, 250.",
  connection: { name: 'ShopifyListingConnection' },
});

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
