import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A yes/no question in an alert dialog (keyboard: Escape = cancel, focus trapped inside). */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Escape or a click outside; defaults to onCancel. The last-chance offer must not cancel on Escape. */
  onDismiss?: () => void;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && !props.busy && (props.onDismiss ?? props.onCancel)()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onCancel} disabled={props.busy}>
                {props.cancelLabel ?? 'Cancel'}
              </Button>
              <Button colorPalette="brand" onClick={props.onConfirm} loading={props.busy}>
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
