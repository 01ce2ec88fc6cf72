// GraphQL of the OnBuy Listings page (listings/onbuy; 002 §2.7 leaves it a placeholder, so it gives
// sellers what the Shopify Listings page does): the seller's items with an OnBuy listing, with
// search, list-status and zero-quantity filters, sort, page and page size. Its Delist is
// delistFromOnbuy (by item id). The query is declared once for it and the Shopify page (listing-page.schema.ts).
import { listingPageQuery } from './listing-page.schema.ts';

listingPageQuery('ONBUY', {
  field: 'onbuyListings',
  description:
    "The OnBuy Listings page: the seller's items with an OnBuy listing (any status). Sort keys: sku, asin, title, ebay_item_id (the OnBuy product code), qty, cond, price, updated_date, sales; '-' prefix descends. page from 1, pageSize 25, 50, 100, 250.",
  connection: { name: 'OnbuyListingConnection', description: 'One page of OnBuy listings, with the count and the page.' },
});
