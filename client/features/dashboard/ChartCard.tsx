// A chart with its table view (issue 36: every chart readable without seeing it). The toggle is a
// real button (keyboard, aria-expanded); the chart is a figure whose name says what it shows, its
// drawing takes the keyboard focus (Recharts' accessibility layer: arrow keys move the tooltip from
// point to point), and the table holds the same numbers.
import { Box, Button, Card, Flex, Heading } from '@chakra-ui/react';
import { type ReactNode, useId, useState } from 'react';
import { DataTable, type TableView } from './DataTable.tsx';

export function ChartCard({ title, summary, chart, table }: { title: string; summary: string; chart: ReactNode; table: TableView }) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const areaId = useId();
  return (
    <Card.Root size="sm" minW="0">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          <Button size="xs" variant="outline" aria-expanded={asTable} aria-controls={areaId} onClick={() => setAsTable(!asTable)}>
            {asTable ? 'Show chart' : 'Show table'}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body id={areaId}>
        {asTable ? (
          <DataTable table={table} labelledBy={headingId} />
        ) : (
          <Box as="figure" role="group" aria-label={`${title}: ${summary}`} h={{ base: '14rem', md: '18rem' }}>
            {chart}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
