import { useEffect, useState } from 'react';
import { Box, Button, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { ImportEbayListingsMutationRunQuery } from '../../__generated__/ImportEbayListingsMutationRunQuery.graphql.ts';
import { parseEbayImportCsv, type ParsedEbayImport } from '../../../shared/listings/ebay-csv.ts';
import { toaster } from '../../components/ui/toaster.tsx';
import { CSV_FAILED, CsvDialog, CsvError, CsvFileInput, CsvProblems, IMPORT_QUEUED } from './csvShared.tsx';
import { ebayImportRunQuery, useImportEbayListingsMutation } from './mutations/ImportEbayListingsMutation.ts';

interface Run {
  id: string;
  status: string;
  total: number;
  done: number;
  imported: number;
  unchanged: number;
  error: string | null | undefined;
  problems: readonly { line: number; message: string }[];
}

const POLL_MS = 2000;
const finished = (r: Run | null) => r !== null && (r.status === 'DONE' || r.status === 'FAILED');

/** Follows a queued run until it is DONE or FAILED. */
function useRunProgress(userId: string, run: Run | null, onRun: (r: Run) => void) {
  const environment = useRelayEnvironment();
  const id = run?.id;
  const done = finished(run);
  useEffect(() => {
    if (!id || done) return;
    const timer = setInterval(() => {
      fetchQuery<ImportEbayListingsMutationRunQuery>(environment, ebayImportRunQuery, { userId, id }, { fetchPolicy: 'network-only' }).subscribe({
        next: (d) => d.ebayImportRun && onRun(d.ebayImportRun),
      });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [environment, userId, id, done, onRun]);
}

/** The run's progress, then its outcome. */
function RunStatus({ run }: { run: Run }) {
  if (run.status === 'FAILED')
    return (
      <Text color="fg.error" role="alert">
        The import stopped: {run.error ?? 'unknown error'}
      </Text>
    );
  if (run.status === 'DONE')
    return (
      <Text role="status">
        Imported {run.imported} eBay listing{run.imported === 1 ? '' : 's'}
        {run.unchanged > 0 ? `; ${run.unchanged} already linked` : ''}.
      </Text>
    );
  return (
    <Stack gap="2" role="status">
      <Text fontSize="sm">
        Reading your listings from eBay: {run.done} of {run.total}
      </Text>
      <Progress.Root value={run.total ? (100 * run.done) / run.total : null} size="sm" aria-label="Import progress">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

/**
 * Import eBay Listings (spec 001 §2.14, 002 §2.13): listings the seller already has on eBay, not yet
 * in ListBridge. A file with no header and two values per line (Amazon SKU, eBay Item Id); blank
 * lines are dropped; bad lines are listed by number and the others go through. Over the plan nothing
 * is imported and 'Upgrade Account' is offered.
 */
export function ImportEbayListingsDialog({ open, onClose, userId }: { open: boolean; onClose: () => void; userId: string }) {
  const [parsed, setParsed] = useState<ParsedEbayImport | null>(null);
  const [text, setText] = useState('');
  const [run, setRun] = useState<Run | null>(null);
  const [error, setError] = useState<'failed' | 'quota' | null>(null);
  const [quotaMessage, setQuotaMessage] = useState('');
  const [send, importing] = useImportEbayListingsMutation();
  useRunProgress(userId, run, setRun);

  function close() {
    setParsed(null);
    setRun(null);
    setError(null);
    onClose();
  }

  function choose(t: string | null) {
    setError(null);
    setRun(null);
    setText(t ?? '');
    setParsed(t === null ? null : parseEbayImportCsv(t));
  }

  function submit() {
    if (!parsed || parsed.rows.length === 0) return;
    setError(null);
    send({
      variables: { userId, csv: text },
      onCompleted: ({ importEbayListings: r }) => {
        if (r.__typename === 'ImportEbayListingsSuccess') {
          toaster.create({ type: 'success', title: IMPORT_QUEUED });
          // The modal follows the run: its progress, then the lines that did not go through.
          setParsed(null);
          setRun(r.run ?? null);
        } else if (r.__typename === 'PlanLimitReachedError') {
          setQuotaMessage(r.message ?? '');
          setError('quota');
        } else setError('failed');
      },
      onError: () => setError('failed'),
    });
  }

  const rows = parsed?.rows ?? [];
  return (
    <CsvDialog
      title="Import eBay Listings"
      open={open}
      busy={importing}
      onClose={close}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={importing}>
            {run ? 'Done' : 'Cancel'}
          </Button>
          <Button colorPalette="brand" onClick={submit} disabled={rows.length === 0 || importing}>
            {importing ? 'Importing...' : 'Import eBay Listings'}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm">
          Link listings you already have on eBay, not yet in ListBridge, to your Amazon items. Choose a .csv or text file with no header row and two values on
          each line: the Amazon SKU, then the eBay Item Id. Blank lines are ignored.
        </Text>
        <CsvFileInput label="eBay listings file" onText={choose} />
        {run ? null : rows.length === 0 ? (
          <Text color="fg.muted" fontSize="sm" role="status">
            upload a file to see the data
          </Text>
        ) : (
          <Box maxH="18rem" overflowY="auto" overflowX="auto" borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label="eBay listings to import" stickyHeader>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Line</Table.ColumnHeader>
                  <Table.ColumnHeader>Amazon SKU</Table.ColumnHeader>
                  <Table.ColumnHeader>eBay Item Id</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={r.line}>
                    <Table.Cell>{r.line}</Table.Cell>
                    <Table.Cell>{r.sellerSku}</Table.Cell>
                    <Table.Cell>{r.ebayItemId}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
        <CsvProblems title="These lines will not be imported" problems={parsed?.problems ?? []} />
        {run && <RunStatus run={run} />}
        <CsvProblems title="These lines were not imported" problems={run?.problems ?? []} />
        <CsvError error={error} quotaMessage={quotaMessage || CSV_FAILED} userId={userId} />
      </Stack>
    </CsvDialog>
  );
}
