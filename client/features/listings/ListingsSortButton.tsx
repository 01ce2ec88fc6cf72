import { Button } from '@chakra-ui/react';
import { sortState, type Sort, type SortField } from './listingsParams.ts';

const ARROWS = { ascending: '▲', descending: '▼', none: '' } as const;

/** A column's sort button; the header cell carries aria-sort (see ListingsTable). */
export function ListingsSortButton({ label, field, sort, onSort }: { label: string; field: SortField; sort: Sort; onSort: (field: SortField) => void }) {
  const state = sortState(sort, field);
  return (
    <Button variant="ghost" size="xs" px="1" fontWeight="semibold" onClick={() => onSort(field)} aria-label={`Sort by ${label}`} data-sort={state}>
      {label}
      <span aria-hidden>{ARROWS[state]}</span>
    </Button>
  );
}
