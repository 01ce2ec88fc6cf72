import { useState } from 'react';
import { Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { canApplyEbayUpdate, parseEbayUpdateCsv, type EbayUpdateRow } from '../../../shared/listings/ebay-csv.ts';
import { toaster } from '../../components/ui/toaster.tsx';
import { CsvDialog, CsvError, CsvFileInput, CsvProblems, UPDATE_QUEUED } from './csvShared.tsx';
import { useUpdateEbayListingsMutation } from './mutations/UpdateEbayListingsMutation.ts';

/**
 * Update eBay Listings (spec 001 §2.14, §5; 002 §2.13): eBay Item Id, Update Type (eBayPrice or SKU),
 * Updated Value per line. Every row is checked here with the server's rules (ebay-csv.ts); a bad row
 * shows its line and reason, and the button is enabled only when there is at least one row and all
 * rows are valid.
 */
export function UpdateEbayListingsDialog({ open, onClose, userId }: { open: boolean; onClose: () => void; userId: string }) {
  const [rows, setRows] = useState<EbayUpdateRow[] | null>(null);
  const [text, setText] = useState('');
  const [notUpdated, setNotUpdated] = useState<readonly { line: number; message: string }[]>([]);
  const [failed, setFailed] = useState(false);
  const [run, updating] = useUpdateEbayListingsMutation();

  function close() {
    setRows(null);
    setNotUpdated([]);
    setFailed(false);
    onClose();
  }

  function choose(t: string | null) {
    setFailed(false);
    setNotUpdated([]);
    setText(t ?? '');
    setRows(t === null ? null : parseEbayUpdateCsv(t));
  }

  const ready = rows !== null && canApplyEbayUpdate(rows);

  function submit() {
    if (!ready) return;
    setFailed(false);
    run({
      variables: { userId, csv: text },
      onCompleted: ({ updateEbayListings: r }) => {
        if (r.__typename !== 'UpdateEbayListingsSuccess') return setFailed(true);
        toaster.create({ type: 'success', title: UPDATE_QUEUED });
        const problems = r.problems ?? [];
        if (problems.length === 0) return close();
        setRows(null);
        setNotUpdated(problems);
      },
      onError: () => setFailed(true),
    });
  }

  const invalid = (rows ?? []).filter((r) => !r.valid);
  return (
    <CsvDialog
      title="Update eBay Listings"
      open={open}
      busy={updating}
      onClose={close}
      size="xl"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={updating}>
            {notUpdated.length > 0 ? 'Done' : 'Cancel'}
          </Button>
          <Button colorPalette="brand" onClick={submit} disabled={!ready || updating}>
            {updating ? 'Updating...' : 'Update eBay Listings'}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm">
          Update eBay listings already in ListBridge. Choose a .csv or text file with three values on each line: the eBay Item Id, the Update Type (eBayPrice or
          SKU) and the Updated Value. An eBayPrice value is a price such as 12.99, with '.' for decimals and no thousands separator; a SKU value is the Amazon
          SKU the listing should now sell. Each eBay Item Id may appear once.
        </Text>
        <CsvFileInput label="eBay updates file" onText={choose} />
        {rows === null || rows.length === 0 ? (
          <Text color="fg.muted" fontSize="sm" role="status">
            upload a file to see the data
          </Text>
        ) : (
          <Box maxH="18rem" overflowY="auto" overflowX="auto" borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label="eBay listings to update" stickyHeader>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Line</Table.ColumnHeader>
                  <Table.ColumnHeader>eBay Item Id</Table.ColumnHeader>
                  <Table.ColumnHeader>Update Type</Table.ColumnHeader>
                  <Table.ColumnHeader>Updated Value</Table.ColumnHeader>
                  <Table.ColumnHeader>Check</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={r.line} bg={r.valid ? undefined : 'red.subtle'} aria-invalid={!r.valid || undefined}>
                    <Table.Cell>{r.line}</Table.Cell>
                    <Table.Cell>{r.ebayItemId}</Table.Cell>
                    <Table.Cell>{r.updateType}</Table.Cell>
                    <Table.Cell>{r.updatedValue}</Table.Cell>
                    <Table.Cell color={r.valid ? 'fg.success' : 'fg.error'}>{r.valid ? 'OK' : r.problem}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
        <CsvProblems title="Fix these lines to continue" problems={invalid.map((r) => ({ line: r.line, message: r.problem ?? '' }))} />
        <CsvProblems title="These lines were not updated" problems={notUpdated} />
        <CsvError error={failed ? 'failed' : null} quotaMessage="" userId={userId} />
      </Stack>
    </CsvDialog>
  );
}
