import { useState } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { toaster } from '../../components/ui/toaster.tsx';
import { ConfirmDialog } from '../billing/ConfirmDialog.tsx';
import { ChannelActionRefused } from '../inventory/channelActions.ts';
import { onbuyRefusalText } from '../inventory/listing/onbuyPanel.ts';
import { useOnbuyAction } from '../inventory/onbuy/useOnbuyAction.ts';

// Toasts on list screens last 5 seconds (as on the Shopify Listings page).
const TOAST_MS = 5000;

/**
 * With rows selected, a bar '{n} records selected' with 'Delist' (confirmed): one delistFromOnbuy
 * request for the selected items; the list refreshes afterwards.
 */
export function OnbuyDelistBar({ itemIds, userId, onDone }: { itemIds: readonly string[]; userId: string; onDone: () => void }) {
  const run = useOnbuyAction(userId);
  const [confirming, setConfirming] = useState(false);
  const [delisting, setDelisting] = useState(false);
  const n = itemIds.length;
  if (n === 0) return null;

  async function delist() {
    setConfirming(false);
    setDelisting(true);
    try {
      const count = await run('delist', [...itemIds]);
      toaster.create({ type: 'success', title: `Queued ${count} OnBuy listings for delisting`, duration: TOAST_MS });
    } catch (err) {
      const kind = err instanceof ChannelActionRefused ? err.kind : 'NetworkError';
      toaster.create({ type: 'error', title: onbuyRefusalText(kind, err instanceof Error ? err.message : ''), duration: TOAST_MS });
    } finally {
      setDelisting(false);
      onDone();
    }
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
      bg="brand.subtle"
      position="sticky"
      bottom="3"
      shadow="lg"
      zIndex="docked"
    >
      <Text fontWeight="semibold" aria-live="polite">
        {n} records selected
      </Text>
      <Button size="sm" colorPalette="red" onClick={() => setConfirming(true)} loading={delisting}>
        Delist
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delist ${n} from OnBuy?`}
        confirmLabel="Delist"
        onConfirm={() => void delist()}
        onCancel={() => setConfirming(false)}
      >
        Your offers for the selected items are removed from OnBuy. You can list them again later.
      </ConfirmDialog>
    </Flex>
  );
}
