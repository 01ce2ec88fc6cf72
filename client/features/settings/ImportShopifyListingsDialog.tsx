import { useState } from 'react';
import { Alert, Box, Button, Dialog, Field, Input, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { parseShopifyImportCsv, shopifyProductNumber, type ParsedShopifyImport } from '../../../shared/listings/shopify-import-csv.ts';
import { toaster } from '../../components/ui/toaster.tsx';
import { CsvError } from './csvShared.tsx';
import { useImportShopifyListingsMutation } from './mutations/ImportShopifyListingsMutation.ts';
import { DialogCloseX } from '../../components/ui/dialog-close.tsx';

// Spec 002 §2.13's messages, word for word.
const QUEUED = 'Shopify Listings queued for import. Please give it a few minutes to complete.';

/** Lines not imported, as a toast's text (the first few). */
function problemsText(problems: readonly { line: number; message: string }[]): string {
  const shown = problems.slice(0, 5).map((p) => `Line ${p.line}: ${p.message}`);
  return problems.length > 5 ? [...shown, `… and ${problems.length - 5} more`].join('\n') : shown.join('\n');
}

/**
 * Import Shopify Listings (spec 002 §2.13): a .csv or text file with no header, "Amazon SKU, Shopify
 * Item Id" per line; a preview of the rows, then the import. A file that would exceed the plan imports
 * nothing and offers 'Upgrade Account'.
 */
export function ImportShopifyListingsDialog({ open, onClose, userId }: { open: boolean; onClose: () => void; userId: string }) {
  const [file, setFile] = useState<{ name: string; text: string; parsed: ParsedShopifyImport } | null>(null);
  const [error, setError] = useState<'failed' | 'quota' | null>(null);
  const [quotaMessage, setQuotaMessage] = useState('');
  const [run, importing] = useImportShopifyListingsMutation();

  function close() {
    setFile(null);
    setError(null);
    onClose();
  }

  async function choose(f: File | undefined) {
    setError(null);
    if (!f) return setFile(null);
    const text = await f.text();
    setFile({ name: f.name, text, parsed: parseShopifyImportCsv(text) });
  }

  function submit() {
    if (!file || file.parsed.rows.length === 0) return;
    setError(null);
    run({
      variables: { userId, csv: file.text },
      onCompleted: ({ importShopifyListings: r }) => {
        if (r.__typename === 'ImportShopifyListingsSuccess') {
          toaster.create({ type: 'success', title: QUEUED });
          const problems = r.problems ?? [];
          if (problems.length > 0)
            toaster.create({ type: 'warning', title: `${problems.length} lines were not imported`, description: problemsText(problems) });
          close();
        } else if (r.__typename === 'PlanLimitReachedError') {
          setQuotaMessage(r.message ?? '');
          setError('quota');
        } else setError('failed');
      },
      onError: () => setError('failed'),
    });
  }

  const rows = file?.parsed.rows ?? [];
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !importing && close()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Import Shopify Listings</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm">Choose a .csv or text file with no header row and two values on each line: the Amazon SKU, then the Shopify Item Id.</Text>
                <Field.Root>
                  <Field.Label>File</Field.Label>
                  <Input
                    type="file"
                    accept=".csv,.txt,text/csv,text/plain"
                    p="1"
                    onChange={(e) => void choose(e.currentTarget.files?.[0])}
                    aria-label="Shopify listings file"
                  />
                </Field.Root>
                {rows.length === 0 ? (
                  <Text color="fg.muted" fontSize="sm" role="status">
                    upload a file to see the data
                  </Text>
                ) : (
                  <Box maxH="18rem" overflowY="auto" borderWidth="1px" rounded="md">
                    <Table.Root size="sm" aria-label="Shopify listings to import" stickyHeader>
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>SKU</Table.ColumnHeader>
                          <Table.ColumnHeader>Shopify Item Id</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {rows.map((r) => (
                          <Table.Row key={r.line}>
                            <Table.Cell>{r.sellerSku}</Table.Cell>
                            <Table.Cell>{shopifyProductNumber(r.shopifyItemId)}</Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Box>
                )}
                {file && file.parsed.problems.length > 0 && (
                  <Alert.Root status="warning" size="sm">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>These lines will not be imported</Alert.Title>
                      <Alert.Description whiteSpace="pre-line">{problemsText(file.parsed.problems)}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}
                <CsvError error={error} quotaMessage={quotaMessage} userId={userId} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={importing}>
                Cancel
              </Button>
              <Button colorPalette="brand" onClick={submit} disabled={rows.length === 0 || importing}>
                {importing ? 'Importing...' : 'Import Shopify Listings'}
              </Button>
            </Dialog.Footer>
            <DialogCloseX />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
