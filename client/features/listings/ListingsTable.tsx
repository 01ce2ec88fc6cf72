import { Checkbox, Table, VisuallyHidden } from '@chakra-ui/react';
import type { ListingRow_listing$key } from '../../__generated__/ListingRow_listing.graphql.ts';
import type { ListingsChannel } from '../channels/types.ts';
import type { Selection } from '../inventory/useSelection.ts';
import { FamilyListingRow } from './FamilyListingRow.tsx';
import { groupFamilies, type GroupableListing } from './familyGroups.ts';
import { ListingRow } from './ListingRow.tsx';
import { nextSort, sortState, type Sort, type SortField } from './listingsParams.ts';
import { ListingsSortButton } from './ListingsSortButton.tsx';

interface Props {
  channel: ListingsChannel;
  listingRefs: readonly (ListingRow_listing$key & GroupableListing)[];
  selection: Selection;
  sort: Sort;
  onSort: (sort: Sort) => void;
  userId: string;
}

/** aria-sort of a header holding one or more sort buttons. */
function ariaSort(sort: Sort, fields: readonly SortField[]) {
  return fields.map((f) => sortState(sort, f)).find((s) => s !== 'none') ?? 'none';
}

/**
 * A channel's listings table (spec 001 §2.6, 002 §2.2 columns; §9 sort keys, 'ebay_item_id' being
 * the channel's listing id): the common columns, then the channel's. The header checkbox selects the page.
 */
export function ListingsTable({ channel, listingRefs, selection, sort, onSort, userId }: Props) {
  const click = (field: SortField) => onSort(nextSort(sort, field));
  const button = (label: string, field: SortField) => <ListingsSortButton label={label} field={field} sort={sort} onSort={click} />;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" interactive aria-label={`${channel.name} listings`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8">
              <Checkbox.Root
                checked={selection.all ? true : selection.some ? 'indeterminate' : false}
                onCheckedChange={(e) => selection.setAll(e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <VisuallyHidden>Select all listings on this page</VisuallyHidden>
                </Checkbox.Label>
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader aria-sort={ariaSort(sort, ['ebay_item_id', 'asin'])} whiteSpace="nowrap">
              {button(channel.listings.idHeader, 'ebay_item_id')} / {button('Asin', 'asin')}
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Image</VisuallyHidden>
            </Table.ColumnHeader>
            <Table.ColumnHeader aria-sort={ariaSort(sort, ['title', 'sku'])} whiteSpace="nowrap">
              {button('Product', 'title')} / {button('SKU', 'sku')}
            </Table.ColumnHeader>
            {channel.listings.columns.map((c) => (
              <Table.ColumnHeader key={c.sort} aria-sort={ariaSort(sort, [c.sort])}>
                {button(c.header, c.sort)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {groupFamilies(listingRefs).map((entry) => {
            const row = (ref: (typeof listingRefs)[number], variation: boolean) => (
              <ListingRow
                key={ref.id}
                channel={channel}
                listingRef={ref}
                selected={selection.isSelected(ref.id)}
                onSelect={(on) => selection.toggle(ref.id, on)}
                userId={userId}
                variation={variation}
              />
            );
            if (entry.kind === 'one') return row(entry.listing, false);
            return [
              <FamilyListingRow
                key={entry.key}
                channel={channel}
                title={entry.title}
                listingRef={entry.listings[0]!}
                count={entry.listings.length}
                columns={4 + channel.listings.columns.length}
                selected={entry.listings.every((l) => selection.isSelected(l.id))}
                onSelect={(on) => {
                  for (const l of entry.listings) selection.toggle(l.id, on);
                }}
              />,
              ...entry.listings.map((l) => row(l, true)),
            ];
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
