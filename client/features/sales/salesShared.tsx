// What the Sales pages share: the price with small cents, the fulfilment status words and colours,
// and the CSV export that needs the session token.
import { Button, Table, Text } from '@chakra-ui/react';
import { nextSalesSort, type SalesSort } from './salesParams.ts';
import { currencySymbol } from '../../money/money.ts';
import { getToken } from '../accounts/session.ts';

/** Spec 001 §2.8: the currency symbol and amount with the cents in small type; '?' when unknown. */
export function Price({ cents, currency }: { cents: number; currency: string }) {
  if (!currency) return <>?</>;
  const whole = Math.trunc(cents / 100).toLocaleString('en-US');
  return (
    <Text as="span" whiteSpace="nowrap">
      {currencySymbol(currency)}
      {whole}
      <Text as="sup" fontSize="0.7em">
        .{String(Math.abs(cents) % 100).padStart(2, '0')}
      </Text>
    </Text>
  );
}

export const STATUS_COLOURS: Record<string, string> = {
  FULFILLED: 'green',
  MCF_REQUESTED: 'blue',
  NEW: 'yellow',
  UNFULFILLABLE: 'red',
  CANCELLED: 'gray',
  SKIPPED: 'gray',
};

/** An export needs the session token (a plain link would not send it): fetched, then saved under `filename`. */
export function downloadWithToken(e: React.MouseEvent, url: string, filename: string) {
  e.preventDefault();
  const token = getToken();
  void fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
    .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
    .then((blob) => {
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = filename;
      a.click();
      URL.revokeObjectURL(a.href);
    })
    .catch(() => undefined);
}

/** A sortable column header of a Sales table: ascending, then descending, then the default sort. */
export function SortHeader({ label, field, sort, onSort }: { label: string; field: SalesSort; sort: string; onSort: (s: string) => void }) {
  const state = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';
  return (
    <Table.ColumnHeader aria-sort={state} whiteSpace="nowrap">
      <Button variant="ghost" size="xs" px="1" fontWeight="semibold" onClick={() => onSort(nextSalesSort(sort, field))} aria-label={`Sort by ${label}`}>
        {label}
        <span aria-hidden>{state === 'ascending' ? '▲' : state === 'descending' ? '▼' : ''}</span>
      </Button>
    </Table.ColumnHeader>
  );
}
