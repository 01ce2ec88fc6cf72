import { Box, HStack, Progress, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ImportProgress_run$key } from '../../__generated__/ImportProgress_run.graphql.ts';
import { Notice } from '../../components/Notice.tsx';

const PHASES: Record<string, string> = {
  REQUESTING_REPORTS: 'Requesting reports from Amazon',
  DOWNLOADING: 'Downloading reports',
  WRITING: 'Writing items',
};

/** An import's progress bar with counts while it runs; a failed one's message afterwards. */
export function ImportProgress({ runRef }: { runRef: ImportProgress_run$key }) {
  const run = useFragment(
    graphql`
      fragment ImportProgress_run on InventoryImport {
        status
        phase
        totalRows
        processedRows
        skippedRows
        error
      }
    `,
    runRef,
  );
  if (run.status === 'FAILED') return <Notice status="error">The last inventory refresh failed{run.error ? `: ${run.error}` : '.'}</Notice>;
  if (run.status !== 'QUEUED' && run.status !== 'RUNNING') return null;

  const known = run.totalRows > 0;
  const label = run.status === 'QUEUED' ? 'Inventory refresh queued' : (PHASES[run.phase ?? ''] ?? 'Importing inventory');
  const counts = known ? `${run.processedRows.toLocaleString()} of ${run.totalRows.toLocaleString()} rows` : 'waiting for Amazon';
  return (
    <Box borderWidth="1px" rounded="md" bg="bg" p="4" data-testid="import-progress">
      <Progress.Root value={known ? Math.min(run.processedRows, run.totalRows) : null} max={known ? run.totalRows : 100} colorPalette="brand">
        <HStack justify="space-between" mb="2" wrap="wrap">
          <Progress.Label>{label}</Progress.Label>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {counts}
            {run.skippedRows > 0 ? ` (${run.skippedRows} malformed skipped)` : ''}
          </Text>
        </HStack>
        <Progress.Track aria-label="Inventory import progress" aria-valuetext={counts}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
