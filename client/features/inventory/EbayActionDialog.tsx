import { useRef, useState } from 'react';
import { Alert, Button, Dialog, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { toaster } from '../../components/ui/toaster.tsx';
import { BulkProgress } from './BulkProgress.tsx';
import {
  ACTION_WORDS,
  actionableIds,
  bulkRefusalText,
  EbayActionRefused,
  type EbayAction,
  itemsWord,
  needsLinkedPlatforms,
  type SelectedItem,
} from './ebayActions.ts';
import { useBulkRun } from './useBulkRun.ts';
import { useEbayAction } from './useEbayAction.ts';

interface Props {
  action: EbayAction | null;
  items: readonly SelectedItem[];
  userId: string;
  onClose: () => void;
  onDone: () => void;
}

const WHY_NONE: Record<EbayAction, string> = {
  list: 'All of the selected items are already listed on eBay or being listed.',
  revise: 'None of the selected items has a settled eBay listing to revise.',
  delist: 'None of the selected items is listed on eBay (or they are already being delisted).',
};

const LEFT_OUT: Record<EbayAction, string> = {
  list: 'already listed or being listed',
  revise: 'not listed, or busy on eBay',
  delist: 'not listed, or already being delisted',
};

/**
 * Confirms an eBay action on the selected items, saying how many it applies to (only items not
 * already listed are listed), runs it with progress, then either closes with a toast (the table
 * shows the rows turn LISTING and polls until they settle) or shows the spec's alert.
 */
export function EbayActionDialog({ action, items, userId, onClose, onDone }: Props) {
  const run = useEbayAction(userId);
  const { running, start } = useBulkRun();
  const [refusal, setRefusal] = useState<{ kind: string; text: string; queued: number } | null>(null);
  const queued = useRef(0);
  const shown = action ?? 'list';
  const words = ACTION_WORDS[shown];
  // Fixed when the seller confirms: the rows change status (and count differently) as it runs.
  const [frozen, setFrozen] = useState<string[] | null>(null);
  const ids = frozen ?? actionableIds(shown, items);
  const skipped = items.length - ids.length;

  const close = () => {
    setRefusal(null);
    setFrozen(null);
    onClose();
  };

  async function confirm() {
    if (!action) return;
    queued.current = 0;
    setFrozen(ids);
    try {
      // A listing goes in one request, so the plan check takes all of the items or none.
      await start(
        ids,
        async (batch) => {
          queued.current += await run(action, batch);
        },
        action === 'list' ? ids.length : undefined,
      );
      toaster.create({ type: 'success', title: `${itemsWord(queued.current)} ${words.done}`, duration: 5000 });
      onDone();
      close();
    } catch (err) {
      const kind = err instanceof EbayActionRefused ? err.kind : 'NetworkError';
      const message = err instanceof Error ? err.message : '';
      // Rows of batches already queued show their new status from the answers (and the poll).
      setRefusal({ kind, text: bulkRefusalText(kind, message), queued: queued.current });
    }
  }

  return (
    <Dialog.Root open={action !== null} onOpenChange={(e) => !e.open && !running && close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {words.verb}: {itemsWord(ids.length)}?
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {running ? (
                  <BulkProgress done={running.done} total={running.total} verb={words.doing} />
                ) : ids.length === 0 ? (
                  <Text>{WHY_NONE[shown]}</Text>
                ) : (
                  <Text>
                    {itemsWord(ids.length)} will be {words.done}.
                    {skipped > 0 && ` ${itemsWord(skipped)} of your selection ${skipped === 1 ? 'is' : 'are'} left out: ${LEFT_OUT[shown]}.`}
                  </Text>
                )}
                {refusal && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{refusal.text}</Alert.Title>
                      {(refusal.queued > 0 || needsLinkedPlatforms(refusal.kind)) && (
                        <Alert.Description>
                          {refusal.queued > 0 && `${itemsWord(refusal.queued)} ${words.done} before that. `}
                          {needsLinkedPlatforms(refusal.kind) && (
                            <Link asChild colorPalette="brand" fontWeight="semibold">
                              <RouterLink to={`/account/${userId}/settings/linked-platforms`}>Go to Linked Platforms</RouterLink>
                            </Link>
                          )}
                        </Alert.Description>
                      )}
                    </Alert.Content>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={!!running}>
                {refusal ? 'Close' : 'Cancel'}
              </Button>
              {!refusal && (
                <Button colorPalette="brand" onClick={confirm} loading={!!running} disabled={ids.length === 0}>
                  {words.verb}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
