import { Checkbox, Table, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Selection } from '../inventory/useSelection.ts';
import { ListingsSortButton } from './ListingsSortButton.tsx';
import { nextSort, sortState, type Sort, type SortField } from './channelListingsParams.ts';

interface Props<R extends { id: string }> {
  /** The table's name for screen readers ("Shopify listings"). */
  label: string;
  /** The header of the channel's listing id ('ID' for Shopify's product id, 'OPC' for OnBuy's). */
  idLabel: string;
  listingRefs: readonly R[];
  /** The channel's row (its own fragment) for one listing. */
  row: (ref: R, selected: boolean, onSelect: (on: boolean) => void) => ReactNode;
  selection: Selection;
  sort: Sort;
  onSort: (sort: Sort) => void;
}

function ariaSort(sort: Sort, fields: readonly SortField[]) {
  return fields.map((f) => sortState(sort, f)).find((s) => s !== 'none') ?? 'none';
}

/**
 * A channel's listings table (Shopify 002 §2.2 columns, §3 sort keys: 'ebay_item_id' is the
 * channel's listing id; the Status column sorts by its time, updated_date). The header checkbox
 * selects the page.
 */
export function ChannelListingsTable<R extends { id: string }>({ label, idLabel, listingRefs, row, selection, sort, onSort }: Props<R>) {
  const click = (field: SortField) => onSort(nextSort(sort, field));
  const button = (label: string, field: SortField) => <ListingsSortButton label={label} field={field} sort={sort} onSort={click} />;
  const sortable = (label: string, field: SortField) => <Table.ColumnHeader aria-sort={ariaSort(sort, [field])}>{button(label, field)}</Table.ColumnHeader>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" interactive aria-label={label}>
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
              {button(idLabel, 'ebay_item_id')} / {button('Asin', 'asin')}
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
            {sortable('Sales', 'sales')}
          </Table.Row>
        </Table.Header>
        <Table.Body>{listingRefs.map((ref) => row(ref, selection.isSelected(ref.id), (on) => selection.toggle(ref.id, on)))}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
