import { useState } from 'react';
import { Button, Dialog, Field, Input, List, Portal, Stack, Text } from '@chakra-ui/react';
import { channelQuantity, NO_CHANNEL_LIMITS, parseQuantityBuffer } from '../../../shared/inventory/quantity.ts';
import { toaster } from '../../components/ui/toaster.tsx';
import { BulkProgress } from './BulkProgress.tsx';
import { useSetQuantityBufferMutation } from './mutations/SetQuantityBufferMutation.ts';
import { useBulkRun } from './useBulkRun.ts';

export interface BufferItem {
  id: string;
  sellerSku: string;
  fbaQuantity: number;
  mfnQuantity: number;
}

interface Props {
  open: boolean;
  items: readonly BufferItem[];
  userId: string;
  onClose: () => void;
  onDone: () => void;
}

/** Spec 000 §5: numeric input, a non-number becomes empty (empty clears the buffer). */
export const bufferInput = (text: string) => (/^\d*$/.test(text.trim()) ? text.trim() : '');

/** Sets the quantity buffer of the selected items, showing each one's channel quantity (FBA + MFN − buffer, never below 0). */
export function QuantityBufferDialog({ open, items, userId, onClose, onDone }: Props) {
  const [text, setText] = useState('');
  const [commit] = useSetQuantityBufferMutation();
  const { running, start } = useBulkRun();
  const buffer = parseQuantityBuffer(text);

  const runBatch = (batch: string[]) =>
    new Promise<void>((resolve, reject) =>
      commit({
        variables: { userId, ids: batch, quantityBuffer: text === '' ? null : text },
        onCompleted: ({ setQuantityBuffer: r }) =>
          r.__typename === 'SetQuantityBufferSuccess' ? resolve() : reject(new Error(r.__typename !== '%other' ? r.message : 'Unknown error')),
        onError: reject,
      }),
    );

  async function confirm() {
    try {
      await start(
        items.map((i) => i.id),
        runBatch,
      );
      toaster.create({ type: 'success', title: buffer === null ? 'Quantity buffer cleared' : `Quantity buffer set to ${buffer}`, duration: 5000 });
      onDone();
    } catch (err) {
      toaster.create({
        type: 'error',
        title: 'Could not set the quantity buffer',
        description: err instanceof Error ? err.message : undefined,
        duration: 5000,
      });
    }
    setText('');
    onClose();
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !running && onClose()} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Set quantity buffer</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {running ? (
                <BulkProgress done={running.done} total={running.total} verb="Setting buffer" />
              ) : (
                <Stack gap="4">
                  <Field.Root>
                    <Field.Label>Quantity buffer</Field.Label>
                    <Input inputMode="numeric" autoComplete="off" value={text} onChange={(e) => setText(bufferInput(e.target.value))} />
                    <Field.HelperText>
                      Channel quantity = FBA + MFN − buffer, never below 0; on eBay also less your eBay quantity buffer and at most your eBay maximum quantity
                      (eBay settings). Leave empty to remove the buffer.
                    </Field.HelperText>
                  </Field.Root>
                  <List.Root as="ul" gap="1" fontSize="sm" aria-label="Channel quantities with this buffer" variant="plain">
                    {items.map((i) => (
                      <List.Item key={i.id}>
                        <Text as="span" fontWeight="medium">
                          {i.sellerSku}
                        </Text>
                        : {i.fbaQuantity} + {i.mfnQuantity} − {buffer ?? 0} = {channelQuantity({ ...i, quantityBuffer: buffer }, NO_CHANNEL_LIMITS)}
                      </List.Item>
                    ))}
                  </List.Root>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={!!running}>
                Cancel
              </Button>
              <Button colorPalette="brand" onClick={confirm} loading={!!running}>
                {buffer === null ? 'Remove buffer' : 'Set buffer'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
