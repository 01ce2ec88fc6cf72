import { Checkbox, Table, VisuallyHidden } from '@chakra-ui/react';
import type { OnbuyListingRow_listing$key } from '../../__generated__/OnbuyListingRow_listing.graphql.ts';
import type { Selection } from '../inventory/useSelection.ts';
import { ListingsSortButton } from './ListingsSortButton.tsx';
import { OnbuyListingRow } from './OnbuyListingRow.tsx';
import { nextSort, sortState, type Sort, type SortField } from './onbuyListingsParams.ts';

interface Props {
  listingRefs: readonly (OnbuyListingRow_listing$key & { id: string })[];
  selection: Selection;
  sort: Sort;
  onSort: (sort: Sort) => void;
  userId: string;
}

function ariaSort(sort: Sort, fields: readonly SortField[]) {
  return fields.map((f) => sortState(sort, f)).find((s) => s !== 'none') ?? 'none';
}

/**
 * The OnBuy listings table (the Shopify page's columns and sort keys: 'ebay_item_id' is the channel's
 * listing id, here the OnBuy product code; the Status column sorts by its time, updated_date).
 * The header checkbox selects the page.
 */
export function OnbuyListingsTable({ listingRefs, selection, sort, onSort, userId }: Props) {
  const click = (field: SortField) => onSort(nextSort(sort, field));
  const button = (label: string, field: SortField) => <ListingsSortButton label={label} field={field} sort={sort} onSort={click} />;
  const sortable = (label: string, field: SortField) => <Table.ColumnHeader aria-sort={ariaSort(sort, [field])}>{button(label, field)}</Table.ColumnHeader>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" interactive aria-label="OnBuy listings">
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
              {button('OPC', 'ebay_item_id')} / {button('Asin', 'asin')}
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Image</VisuallyHidden>
            </Table.ColumnHeader>
            <Table.ColumnHeader aria-sort={ariaSort(sort, ['title', 'sku'])} whiteSpace="nowrap">
              {button('Product', 'title')} / {button('SKU', 'sku')}
            </Table.ColumnHeader>
            {sortable('Qty', 'qty')}
            {sortable('Price', 'price')}
            {sortable('Status', 'updated_date')}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {listingRefs.map((ref) => (
            <OnbuyListingRow
              key={ref.id}
              listingRef={ref}
              selected={selection.isSelected(ref.id)}
              onSelect={(on) => selection.toggle(ref.id, on)}
              userId={userId}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
