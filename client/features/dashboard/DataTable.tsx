// The Dashboard's tables: a chart's table view and the item lists. Text columns start, numbers end;
// scrolls sideways inside its card on a phone rather than widen the page.
import { Card, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface TableView {
  /** Column headers; a header starting with '#' is a number column (aligned to the end, shown without the '#'). */
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

const isNumber = (column: string) => column.startsWith('#');

export function DataTable({ table, label, labelledBy }: { table: TableView; label?: string; labelledBy?: string }) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={label} aria-labelledby={labelledBy}>
        <Table.Header>
          <Table.Row>
            {table.columns.map((c) => (
              <Table.ColumnHeader key={c} textAlign={isNumber(c) ? 'end' : 'start'}>
                {c.replace(/^#/, '')}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.rows.map((r) => (
            <Table.Row key={r.key}>
              {r.cells.map((cell, i) => (
                <Table.Cell
                  key={table.columns[i]}
                  textAlign={isNumber(table.columns[i] ?? '') ? 'end' : 'start'}
                  // Numbers stay on one line; names wrap, so a phone shows them without scrolling sideways.
                  whiteSpace={isNumber(table.columns[i] ?? '') ? 'nowrap' : 'normal'}
                  minW={isNumber(table.columns[i] ?? '') ? undefined : '8rem'}
                >
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A titled card holding a list of items as a table, or a sentence when there is none. */
export function ListCard({ title, empty, table, note }: { title: string; empty: string; table: TableView; note?: ReactNode }) {
  return (
    <Card.Root size="sm" minW="0" as="section" aria-label={title}>
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        {table.rows.length === 0 ? <Text color="fg.muted">{empty}</Text> : <DataTable table={table} label={title} />}
        {note}
      </Card.Body>
    </Card.Root>
  );
}
