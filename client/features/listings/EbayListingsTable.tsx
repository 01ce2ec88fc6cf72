import { Checkbox, Table, VisuallyHidden } from '@chakra-ui/react';
import type { EbayListingRow_listing$key } from '../../__generated__/EbayListingRow_listing.graphql.ts';
import type { Selection } from '../inventory/useSelection.ts';
import { EbayListingRow } from './EbayListingRow.tsx';
import { nextSort, sortState, type Sort, type SortField } from './ebayListingsParams.ts';
import { ListingsSortButton } from './ListingsSortButton.tsx';

interface Props {
  listingRefs: readonly (EbayListingRow_listing$key & { id: string })[];
  selection: Selection;
  sort: Sort;
  onSort: (sort: Sort) => void;
  userId: string;
  currency: string;
}

/** aria-sort of a header holding one or more sort buttons. */
function ariaSort(sort: Sort, fields: readonly SortField[]) {
  return fields.map((f) => sortState(sort, f)).find((s) => s !== 'none') ?? 'none';
}

/** The listings table (spec 001 §2.6 columns, §9 sort keys); the header checkbox selects the page. */
export function EbayListingsTable({ listingRefs, selection, sort, onSort, userId, currency }: Props) {
  const click = (field: SortField) => onSort(nextSort(sort, field));
  const button = (label: string, field: SortField) => <ListingsSortButton label={label} field={field} sort={sort} onSort={click} />;
  const sortable = (label: string, field: SortField) => <Table.ColumnHeader aria-sort={ariaSort(sort, [field])}>{button(label, field)}</Table.ColumnHeader>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" interactive aria-label="eBay listings">
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
              {button('ID', 'ebay_item_id')} / {button('Asin', 'asin')}
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Image</VisuallyHidden>
            </Table.ColumnHeader>
            <Table.ColumnHeader aria-sort={ariaSort(sort, ['title', 'sku'])} whiteSpace="nowrap">
              {button('Product', 'title')} / {button('SKU', 'sku')}
            </Table.ColumnHeader>
            {sortable('Qty', 'qty')}
            {sortable('Condition', 'cond')}
            {sortable('Price', 'price')}
            {sortable('Updated Date', 'updated_date')}
            {sortable('Sales', 'sales')}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {listingRefs.map((ref) => (
            <EbayListingRow
              key={ref.id}
              listingRef={ref}
              selected={selection.isSelected(ref.id)}
              onSelect={(on) => selection.toggle(ref.id, on)}
              userId={userId}
              currency={currency}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
