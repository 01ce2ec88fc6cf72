import { Checkbox, Table, VisuallyHidden } from '@chakra-ui/react';
import type { InventoryRow_item$key } from '../../__generated__/InventoryRow_item.graphql.ts';
import { InventoryRow } from './InventoryRow.tsx';
import { ariaSort, nextSort, type Sort, type SortField } from './inventoryParams.ts';
import { SortButton } from './SortButton.tsx';
import type { Selection } from './useSelection.ts';

interface Props {
  itemRefs: readonly (InventoryRow_item$key & { id: string })[];
  selection: Selection;
  sort: Sort;
  onSort: (sort: Sort) => void;
  userId: string;
}

/** The inventory table (spec 000 §2 columns); header checkbox selects the whole page. */
export function InventoryTable({ itemRefs, selection, sort, onSort, userId }: Props) {
  const click = (field: SortField) => onSort(nextSort(sort, field));
  const sortable = (label: string, field: SortField) => (
    <Table.ColumnHeader aria-sort={ariaSort(sort, [field])}>
      <SortButton label={label} field={field} sort={sort} onSort={click} />
    </Table.ColumnHeader>
  );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" interactive aria-label="Amazon inventory">
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
                  <VisuallyHidden>Select all items on this page</VisuallyHidden>
                </Checkbox.Label>
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader aria-sort={ariaSort(sort, ['sku', 'asin'])} whiteSpace="nowrap">
              <SortButton label="SKU" field="sku" sort={sort} onSort={click} /> / <SortButton label="Asin" field="asin" sort={sort} onSort={click} />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Image</VisuallyHidden>
            </Table.ColumnHeader>
            {sortable('Product', 'title')}
            <Table.ColumnHeader fontSize="xs" fontWeight="semibold" px="3" whiteSpace="nowrap">
              List Status
            </Table.ColumnHeader>
            {sortable('Cond', 'cond')}
            {sortable('Qty', 'qty')}
            {sortable('Price', 'price')}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {itemRefs.map((ref) => (
            <InventoryRow key={ref.id} id={ref.id} itemRef={ref} selected={selection.isSelected(ref.id)} onToggle={selection.toggle} userId={userId} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
