import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { toaster } from '../../components/ui/toaster.tsx';
import { BulkProgress } from './BulkProgress.tsx';
import { useSetItemsHiddenMutation } from './mutations/SetItemsHiddenMutation.ts';
import { useBulkRun } from './useBulkRun.ts';

interface Props {
  open: boolean;
  hidden: boolean;
  ids: readonly string[];
  userId: string;
  onClose: () => void;
  onDone: () => void;
}

/** Confirms hiding (or unhiding) the selected items, runs it with progress, then reports. */
export function HideItemsDialog({ open, hidden, ids, userId, onClose, onDone }: Props) {
  const [commit] = useSetItemsHiddenMutation();
  const { running, start } = useBulkRun();
  const verb = hidden ? 'Hide' : 'Unhide';
  const noun = `${ids.length} item${ids.length === 1 ? '' : 's'}`;

  const runBatch = (batch: string[]) =>
    new Promise<void>((resolve, reject) =>
      commit({
        variables: { userId, ids: batch, hidden },
        onCompleted: ({ setItemsHidden: r }) =>
          r.__typename === 'SetItemsHiddenSuccess' ? resolve() : reject(new Error(r.__typename !== '%other' ? r.message : 'Unknown error')),
        onError: reject,
      }),
    );

  async function confirm() {
    try {
      await start(ids, runBatch);
      toaster.create({ type: 'success', title: `${hidden ? 'Hidden' : 'Unhidden'}: ${noun}`, duration: 5000 });
      onDone();
    } catch (err) {
      toaster.create({
        type: 'error',
        title: `Could not ${verb.toLowerCase()} the items`,
        description: err instanceof Error ? err.message : undefined,
        duration: 5000,
      });
    }
    onClose();
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !running && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {verb} {noun}?
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {running ? (
                <BulkProgress done={running.done} total={running.total} verb={hidden ? 'Hiding' : 'Unhiding'} />
              ) : (
                <Text>
                  {hidden ? 'Hidden items stay in your inventory; the Archive filter shows or hides them.' : 'The items show again in your inventory.'}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={!!running}>
                Cancel
              </Button>
              <Button colorPalette="brand" onClick={confirm} loading={!!running}>
                {verb}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
