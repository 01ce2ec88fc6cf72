import type { ShopifyListingRow_listing$key } from '../../__generated__/ShopifyListingRow_listing.graphql.ts';
import type { Selection } from '../inventory/useSelection.ts';
import { ChannelListingsTable } from './ChannelListingsTable.tsx';
import { ShopifyListingRow } from './ShopifyListingRow.tsx';
import type { Sort } from './shopifyListingsParams.ts';

/** The Shopify listings table (its listing id is the Shopify product id). */
export function ShopifyListingsTable({
  listingRefs,
  selection,
  sort,
  onSort,
  userId,
}: {
  listingRefs: readonly (ShopifyListingRow_listing$key & { id: string })[];
  selection: Selection;
  sort: Sort;
  onSort: (sort: Sort) => void;
  userId: string;
}) {
  return (
    <ChannelListingsTable
      label="Shopify listings"
      idLabel="ID"
      listingRefs={listingRefs}
      row={(ref, selected, onSelect) => <ShopifyListingRow key={ref.id} listingRef={ref} selected={selected} onSelect={onSelect} userId={userId} />}
      selection={selection}
      sort={sort}
      onSort={onSort}
    />
  );
}
