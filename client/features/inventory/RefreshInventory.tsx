import { useMay } from '../../components/accountAccess.tsx';
import { Button, Flex, Stack } from '@chakra-ui/react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { RefreshInventory_query$key } from '../../__generated__/RefreshInventory_query.graphql.ts';
import type { RefreshInventoryPollQuery } from '../../__generated__/RefreshInventoryPollQuery.graphql.ts';
import { toaster } from '../../components/ui/toaster.tsx';
import { ImportProgress } from './ImportProgress.tsx';
import { useRefreshInventoryMutation } from './mutations/RefreshInventoryMutation.ts';
import { useImportPolling } from './useImportPolling.ts';

const REFRESH_FAILED = 'Sorry! There was an error queueing your inventory refresh';
export const isRunning = (status: string | null | undefined) => status === 'QUEUED' || status === 'RUNNING';

/** 'Refresh Inventory' and, while an import runs, its progress (polled every 2 s). */
export function RefreshInventory({ userId, queryRef, onFinished }: { userId: string; queryRef: RefreshInventory_query$key; onFinished: () => void }) {
  const may = useMay();
  // The screen's current import, a fragment of the inventory's query refetched on its own while it runs.
  const [data, refetch] = useRefetchableFragment<RefreshInventoryPollQuery, RefreshInventory_query$key>(
    graphql`
      fragment RefreshInventory_query on Query @refetchable(queryName: "RefreshInventoryPollQuery") {
        inventoryImport(userId: $userId) {
          status
          ...ImportProgress_run
        }
      }
    `,
    queryRef,
  );
  const run = data.inventoryImport;
  const [refresh, requesting] = useRefreshInventoryMutation();
  const running = isRunning(run?.status);
  useImportPolling(running, () => refetch({}, { fetchPolicy: 'store-and-network' }), onFinished);

  function onClick() {
    refresh({
      variables: { userId },
      // The answer's run becomes the screen's current import, so the progress shows at once.
      updater: (store) => {
        const run = store.getRootField('refreshInventory')?.getLinkedRecord('run');
        if (run) store.getRoot().setLinkedRecord(run, 'inventoryImport', { userId });
      },
      onCompleted: ({ refreshInventory: r }) => {
        if (r.__typename !== 'RefreshInventorySuccess') {
          toaster.create({ type: 'error', title: REFRESH_FAILED, duration: 5000 });
        } else if (r.joined) {
          toaster.create({ type: 'info', title: 'An inventory refresh is already running; following it.', duration: 5000 });
        }
      },
      onError: () => {
        toaster.create({ type: 'error', title: REFRESH_FAILED, duration: 5000 });
      },
    });
  }

  return (
    <Stack gap="3">
      {may('refreshInventory') && (
        <Flex justify="flex-end">
          <Button colorPalette="brand" onClick={onClick} loading={requesting} loadingText="Refresh Inventory">
            Refresh Inventory
          </Button>
        </Flex>
      )}
      {run && <ImportProgress runRef={run} />}
    </Stack>
  );
}
