import { useRef, useState } from 'react';
import { Alert, Button, Dialog, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { toaster } from '../../components/ui/toaster.tsx';
import { BulkProgress } from './BulkProgress.tsx';
import { ChannelActionRefused } from '../channels/channelActions.ts';
import { itemsWord } from '../channels/itemActions.ts';
import { useBulkRun } from './useBulkRun.ts';

export interface ChannelActionCopy {
  verb: string;
  doing: string;
  done: string;
  /** Why nothing of the selection applies. */
  whyNone: string;
  /** What the items left out of the selection are. */
  leftOut: string;
}

interface Props {
  open: boolean;
  copy: ChannelActionCopy;
  /** The selected items the action applies to (the server makes the same choice). */
  actionable: string[];
  selected: number;
  userId: string;
  /** Queues the batch; resolves with the number of rows queued, rejects with a ChannelActionRefused. */
  run: (batch: string[]) => Promise<number>;
  /** All items in one request (a listing: the plan check takes all of them or none). */
  oneRequest: boolean;
  refusalText: (kind: string, serverMessage: string) => string;
  /** Refusals the seller fixes on the Linked Platforms page (the alert links there). */
  needsLinkedPlatforms: (kind: string) => boolean;
  onClose: () => void;
  onDone: () => void;
  /** Shown under the count before the action starts (eBay listing: what AI in bulk would cost). */
  notice?: React.ReactNode;
}

/**
 * Confirms a channel action on the selected items, saying how many it applies to, runs it with
 * progress, then either closes with a toast (the table shows the rows' new status and polls until
 * they settle) or shows the refusal with the way to fix it.
 */
export function ChannelActionDialog({
  open,
  copy,
  actionable,
  selected,
  userId,
  run,
  oneRequest,
  refusalText,
  needsLinkedPlatforms,
  onClose,
  onDone,
  notice,
}: Props) {
  const { running, start } = useBulkRun();
  const [refusal, setRefusal] = useState<{ kind: string; text: string; queued: number } | null>(null);
  const queued = useRef(0);
  // Fixed when the seller confirms: the rows change status (and count differently) as it runs.
  const [frozen, setFrozen] = useState<string[] | null>(null);
  const ids = frozen ?? actionable;
  const skipped = selected - ids.length;

  const close = () => {
    setRefusal(null);
    setFrozen(null);
    onClose();
  };

  async function confirm() {
    queued.current = 0;
    setFrozen(ids);
    try {
      await start(
        ids,
        async (batch) => {
          queued.current += await run(batch);
        },
        oneRequest ? ids.length : undefined,
      );
      toaster.create({ type: 'success', title: `${itemsWord(queued.current)} ${copy.done}`, duration: 5000 });
      onDone();
      close();
    } catch (err) {
      const kind = err instanceof ChannelActionRefused ? err.kind : 'NetworkError';
      const message = err instanceof Error ? err.message : '';
      // Rows of batches already queued show their new status from the answers (and the poll).
      setRefusal({ kind, text: refusalText(kind, message), queued: queued.current });
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !running && close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {copy.verb}: {itemsWord(ids.length)}?
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {running ? (
                  <BulkProgress done={running.done} total={running.total} verb={copy.doing} />
                ) : ids.length === 0 ? (
                  <Text>{copy.whyNone}</Text>
                ) : (
                  <Text>
                    {itemsWord(ids.length)} will be {copy.done}.
                    {skipped > 0 && ` ${itemsWord(skipped)} of your selection ${skipped === 1 ? 'is' : 'are'} left out: ${copy.leftOut}.`}
                  </Text>
                )}
                {!running && !refusal && ids.length > 0 && notice}
                {refusal && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{refusal.text}</Alert.Title>
                      {(refusal.queued > 0 || needsLinkedPlatforms(refusal.kind)) && (
                        <Alert.Description>
                          {refusal.queued > 0 && `${itemsWord(refusal.queued)} ${copy.done} before that. `}
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
                  {copy.verb}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
