import type { OnbuyListingRow_listing$key } from '../../__generated__/OnbuyListingRow_listing.graphql.ts';
import type { Selection } from '../inventory/useSelection.ts';
import { ChannelListingsTable } from './ChannelListingsTable.tsx';
import { OnbuyListingRow } from './OnbuyListingRow.tsx';
import type { Sort } from './onbuyListingsParams.ts';

/** The OnBuy listings table (its listing id is the OnBuy product code). */
export function OnbuyListingsTable({
  listingRefs,
  selection,
  sort,
  onSort,
  userId,
}: {
  listingRefs: readonly (OnbuyListingRow_listing$key & { id: string })[];
  selection: Selection;
  sort: Sort;
  onSort: (sort: Sort) => void;
  userId: string;
}) {
  return (
    <ChannelListingsTable
      label="OnBuy listings"
      idLabel="OPC"
      listingRefs={listingRefs}
      row={(ref, selected, onSelect) => <OnbuyListingRow key={ref.id} listingRef={ref} selected={selected} onSelect={onSelect} userId={userId} />}
      selection={selection}
      sort={sort}
      onSort={onSort}
    />
  );
}
