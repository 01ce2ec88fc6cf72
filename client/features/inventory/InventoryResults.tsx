import { Box, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { InventoryResults_connection$key } from '../../__generated__/InventoryResults_connection.graphql.ts';
import { BulkActionBar } from './BulkActionBar.tsx';
import { ListPendingBar } from '../../components/ListPendingBar.tsx';
import { MD_UP, useMediaQuery } from '../../components/useMediaQuery.ts';
import { InventoryCard } from './InventoryCard.tsx';
import { InventoryEmptyState } from './InventoryEmptyState.tsx';
import { InventoryPagination } from './InventoryPagination.tsx';
import { InventoryTable } from './InventoryTable.tsx';
import type { InventoryParams } from './inventoryParams.ts';
import { anyInProgress } from '../channels/listingProgress.ts';
import { usePollWhile } from './usePollWhile.ts';
import { useSelection } from './useSelection.ts';

interface Props {
  connectionRef: InventoryResults_connection$key;
  params: InventoryParams;
  onParamsChange: (change: Partial<InventoryParams>) => void;
  pending: boolean;
  /** 'Please wait while we load your inventory...' instead of 'No items found…' (waitingForFirstImport). */
  waitForImport: boolean;
  userId: string;
  onChanged: () => void;
  /** Re-reads this page in place (no loading state): called every 5 s while a row is in progress. */
  onPoll: () => void;
}

/** One page of items: table (md and up) or cards (phones), selection with its bulk bar, pagination. */
export function InventoryResults({ connectionRef, params, onParamsChange, pending, waitForImport, userId, onChanged, onPoll }: Props) {
  const connection = useFragment(
    graphql`
      fragment InventoryResults_connection on InventoryConnection {
        totalCount
        numPages
        page
        pageSize
        edges {
          node {
            id
            listings {
              inProgress
              pendingRevision
            }
            ...InventoryRow_item
            ...InventoryCard_item
            ...BulkActionBar_items
          }
        }
      }
    `,
    connectionRef,
  );
  const nodes = connection.edges.map((e) => e.node);
  // Only the table or only the cards is rendered (not both, hidden by CSS): half the work per page.
  const wide = useMediaQuery(MD_UP);
  const selection = useSelection(nodes.map((n) => n.id));
  const selectedNodes = nodes.filter((n) => selection.isSelected(n.id));
  // LISTING → LISTED / FAILED_TO_LIST shows up live; the poll stops once nothing is in progress.
  usePollWhile(anyInProgress(nodes.flatMap((n) => n.listings)), onPoll);

  return (
    <Stack gap="4" aria-busy={pending}>
      {pending && (
        <Text role="status" fontSize="sm" color="fg.muted">
          Loading inventory...
        </Text>
      )}
      <Box position="relative" opacity={pending ? 0.6 : 1}>
        <ListPendingBar list="inventory" label="Loading inventory" />
        {nodes.length === 0 ? (
          <InventoryEmptyState waitForImport={waitForImport} />
        ) : wide ? (
          <InventoryTable itemRefs={nodes} selection={selection} sort={params.sort} onSort={(sort) => onParamsChange({ sort })} userId={userId} />
        ) : (
          <Stack gap="3">
            {nodes.map((n) => (
              <InventoryCard key={n.id} id={n.id} itemRef={n} selected={selection.isSelected(n.id)} onToggle={selection.toggle} userId={userId} />
            ))}
          </Stack>
        )}
      </Box>
      <InventoryPagination
        totalCount={connection.totalCount}
        page={connection.page}
        pageSize={connection.pageSize as InventoryParams['pageSize']}
        onPage={(page) => onParamsChange({ page })}
        onPageSize={(pageSize) => onParamsChange({ pageSize })}
      />
      <BulkActionBar itemRefs={selectedNodes} userId={userId} onClear={selection.clear} onDone={onChanged} />
    </Stack>
  );
}
