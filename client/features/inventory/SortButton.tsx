import { Button } from '@chakra-ui/react';
import type { Sort, SortField } from './inventoryParams.ts';

const ARROWS = { ascending: '▲', descending: '▼', none: '' } as const;

/** A column's sort button; the header cell carries aria-sort (see InventoryTable). */
export function SortButton({ label, field, sort, onSort }: { label: string; field: SortField; sort: Sort; onSort: (field: SortField) => void }) {
  const state = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';
  return (
    <Button
      variant="ghost"
      colorPalette="gray"
      size="xs"
      px="1"
      fontWeight="semibold"
      onClick={() => onSort(field)}
      aria-label={`Sort by ${label}`}
      data-sort={state}
    >
      {label}
      <span aria-hidden>{ARROWS[state]}</span>
    </Button>
  );
}
