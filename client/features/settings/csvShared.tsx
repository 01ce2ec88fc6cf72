// The shared parts of the Import/Export Data page's CSV modals (eBay import and update, Shopify import).
import type { ReactNode } from 'react';
import { Alert, Box, Button, CloseButton, Dialog, Field, Input, List, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

// Spec 001 §8's CSV messages, word for word.
export const CSV_FAILED = 'Something went wrong. Please try again or contact support.';
export const IMPORT_QUEUED = 'eBay Listings queued for import. Please give it a few minutes to complete.';
export const UPDATE_QUEUED = 'eBay Listings queued for update. Please give it a few minutes to complete.';

/** The file picker of the eBay CSV modals: a .csv or text file, read as text. */
export function CsvFileInput({ label, onText }: { label: string; onText: (text: string | null) => void }) {
  return (
    <Field.Root>
      <Field.Label>File</Field.Label>
      <Input
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        p="1"
        aria-label={label}
        onChange={(e) => {
          const f = e.currentTarget.files?.[0];
          if (!f) return onText(null);
          void f.text().then(onText);
        }}
      />
    </Field.Root>
  );
}

/** Every line not applied, with its number and why (scrolls when long). */
export function CsvProblems({ title, problems }: { title: string; problems: readonly { line: number; message: string }[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert.Root status="warning" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Box maxH="10rem" overflowY="auto" w="full">
          <List.Root as="ul" fontSize="sm" ps="4" aria-label={title}>
            {problems.map((p) => (
              <List.Item key={`${p.line}:${p.message}`}>
                Line {p.line}: {p.message}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The request failed (CSV_FAILED), or the plan is full: its message with 'Upgrade Account'. */
export function CsvError({ error, quotaMessage, userId }: { error: 'failed' | 'quota' | null; quotaMessage: string; userId: string }) {
  if (error === 'failed')
    return (
      <Alert.Root status="error" size="sm" role="alert">
        <Alert.Indicator />
        <Alert.Title>{CSV_FAILED}</Alert.Title>
      </Alert.Root>
    );
  if (error === 'quota')
    return (
      <Alert.Root status="error" size="sm" alignItems="center" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{quotaMessage}</Alert.Title>
        </Alert.Content>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={`/account/${userId}/settings/account`}>Upgrade Account</RouterLink>
        </Button>
      </Alert.Root>
    );
  return null;
}

/** The frame of the eBay CSV modals: title, body, footer; closing is refused while `busy`. */
export function CsvDialog(props: {
  title: string;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  size: 'lg' | 'xl';
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && !props.busy && props.onClose()} size={props.size}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            <Dialog.Footer>{props.footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
