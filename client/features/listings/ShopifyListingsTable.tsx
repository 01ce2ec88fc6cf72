import { Checkbox, Table, VisuallyHidden } from '@chakra-ui/react';
import type { ShopifyListingRow_listing$key } from '../../__generated__/ShopifyListingRow_listing.graphql.ts';
import type { Selection } from '../inventory/useSelection.ts';
import { ListingsSortButton } from './ListingsSortButton.tsx';
import { ShopifyListingRow } from './ShopifyListingRow.tsx';
import { nextSort, sortState, type Sort, type SortField } from './shopifyListingsParams.ts';

interface Props {
  listingRefs: readonly (ShopifyListingRow_listing$key & { id: string })[];
  selection: Selection;
  sort: Sort;
  onSort: (sort: Sort) => void;
  userId: string;
}

function ariaSort(sort: Sort, fields: readonly SortField[]) {
  return fields.map((f) => sortState(sort, f)).find((s) => s !== 'none') ?? 'none';
}

/**
 * The Shopify listings table (spec 002 §2.2 columns, §3 sort keys: 'ebay_item_id' is the channel's
 * listing id, here the Shopify product id; the Status column sorts by its time, updated_date).
 * The header checkbox selects the page.
 */
export function ShopifyListingsTable({ listingRefs, selection, sort, onSort, userId }: Props) {
  const click = (field: SortField) => onSort(nextSort(sort, field));
  const button = (label: string, field: SortField) => <ListingsSortButton label={label} field={field} sort={sort} onSort={click} />;
  const sortable = (label: string, field: SortField) => <Table.ColumnHeader aria-sort={ariaSort(sort, [field])}>{button(label, field)}</Table.ColumnHeader>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" interactive aria-label="Shopify listings">
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
            {sortable('Price', 'price')}
            {sortable('Status', 'updated_date')}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {listingRefs.map((ref) => (
            <ShopifyListingRow
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
