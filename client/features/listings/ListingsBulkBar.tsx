import { useState } from 'react';
import { Button, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { toaster } from '../../components/ui/toaster.tsx';
import { ConfirmDialog } from '../billing/ConfirmDialog.tsx';
import { ChannelActionRefused } from '../channels/channelActions.ts';
import type { BulkActionDeclaration, ListingsChannel } from '../channels/types.ts';
import { useListingAction } from '../channels/useListingAction.ts';
import { useMay } from '../../components/accountAccess.tsx';

// Spec 002 §8: toasts on list screens last 5 seconds.
const TOAST_MS = 5000;

interface Props {
  channel: ListingsChannel;
  itemIds: readonly string[];
  userId: string;
  /** After a queued action: the selection goes and the rows are read again. */
  onDone: () => void;
}

/**
 * The listings page's bulk bar, below the rows (spec 001 §2.7, 002 §2.2): '{n} records selected'
 * and the channel's actions, each one request for the whole selection. A 'menu' bar stays on screen
 * with nothing selected, so that its warning (eBay's 'No eBay listings selected') is what a seller
 * who tries an action first is told; a 'buttons' bar shows with a selection only. A refused action
 * keeps the selection for another try.
 */
export function ListingsBulkBar({ channel, itemIds, userId, onDone }: Props) {
  const bulk = channel.listings.bulk;
  const run = useListingAction(userId);
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<BulkActionDeclaration | null>(null);
  const n = itemIds.length;
  const menu = bulk.style === 'menu';
  // Issue 35: no bar for a person whose role (or channels) cannot act on this channel's listings.
  const may = useMay();
  if (!may('listingAction', channel.code)) return null;
  if (!menu && n === 0) return null;

  async function apply(action: BulkActionDeclaration) {
    setConfirming(null);
    setBusy(true);
    try {
      const queued = await run(channel.code, action.action, itemIds, action.revision);
      toaster.create({ type: 'success', title: action.done(n, queued), duration: TOAST_MS });
      onDone();
    } catch (err) {
      const kind = err instanceof ChannelActionRefused ? err.kind : 'NetworkError';
      toaster.create({ type: 'error', title: bulk.refusalText(kind, err instanceof Error ? err.message : ''), duration: TOAST_MS });
    } finally {
      setBusy(false);
    }
  }

  function pick(action: BulkActionDeclaration | undefined) {
    if (n === 0) {
      toaster.create({ type: 'warning', title: bulk.nothingSelected ?? `No ${channel.name} listings selected`, duration: TOAST_MS });
      return;
    }
    if (!action) {
      toaster.create({ type: 'warning', title: 'Choose an action', duration: TOAST_MS });
      return;
    }
    if (action.confirm) setConfirming(action);
    else void apply(action);
  }

  return (
    <Flex
      role="region"
      aria-label="Bulk actions"
      gap="3"
      align="center"
      wrap="wrap"
      p="3"
      rounded="lg"
      borderWidth="1px"
      bg={n > 0 ? 'brand.subtle' : 'bg'}
      // With rows selected it floats at the bottom of the window while the seller scrolls the
      // table (as the inventory's bulk bar does); the top is the app header's.
      position={n > 0 ? 'sticky' : 'static'}
      bottom="3"
      shadow={n > 0 ? 'lg' : undefined}
      zIndex="docked"
    >
      {n > 0 && (
        <Text fontWeight="semibold" aria-live="polite">
          {n} records selected
        </Text>
      )}
      {menu ? (
        <>
          <NativeSelect.Root size="sm" w={{ base: 'full', sm: '16rem' }}>
            <NativeSelect.Field aria-label="Bulk action" value={choice} onChange={(e) => setChoice(e.currentTarget.value)} bg="bg">
              <option value="">Choose an action</option>
              <optgroup label={`${channel.name} Actions`}>
                {bulk.actions.map((a) => (
                  <option key={a.value} value={a.value}>
                    {a.label}
                  </option>
                ))}
              </optgroup>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" colorPalette="brand" onClick={() => pick(bulk.actions.find((a) => a.value === choice))} loading={busy}>
            Apply Action
          </Button>
        </>
      ) : (
        bulk.actions.map((a) => (
          <Button key={a.value} size="sm" colorPalette={a.action === 'DELIST' ? 'red' : 'brand'} onClick={() => pick(a)} loading={busy}>
            {a.label}
          </Button>
        ))
      )}
      {confirming?.confirm && (
        <ConfirmDialog
          open
          title={confirming.confirm.title(n)}
          confirmLabel={confirming.label}
          onConfirm={() => void apply(confirming)}
          onCancel={() => setConfirming(null)}
        >
          {confirming.confirm.body}
        </ConfirmDialog>
      )}
    </Flex>
  );
}
