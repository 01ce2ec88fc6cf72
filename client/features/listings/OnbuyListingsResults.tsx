import { useEffect } from 'react';
import { EmptyState, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { OnbuyListingsResults_connection$key } from '../../__generated__/OnbuyListingsResults_connection.graphql.ts';
import { useSelection } from '../inventory/useSelection.ts';
import { ListingsPagination } from './ListingsPagination.tsx';
import { OnbuyDelistBar } from './OnbuyDelistBar.tsx';
import { OnbuyListingsTable } from './OnbuyListingsTable.tsx';
import type { OnbuyListingsParams } from './onbuyListingsParams.ts';

// As on the Shopify page: the page polls every 5 seconds while a listing waits on OnBuy.
const POLL_MS = 5000;

interface Props {
  connectionRef: OnbuyListingsResults_connection$key;
  params: OnbuyListingsParams;
  onParamsChange: (change: Partial<OnbuyListingsParams>) => void;
  pending: boolean;
  userId: string;
  /** Re-reads the rows on screen. */
  onRefresh: () => void;
}

/** One page of OnBuy listings: the table, the Delist bar, pagination. */
export function OnbuyListingsResults({ connectionRef, params, onParamsChange, pending, userId, onRefresh }: Props) {
  const connection = useFragment(
    graphql`
      fragment OnbuyListingsResults_connection on OnbuyListingConnection {
        totalCount
        page
        pageSize
        edges {
          node {
            id
            item {
              itemId
            }
            inProgress
            ...OnbuyListingRow_listing
          }
        }
      }
    `,
    connectionRef,
  );
  const nodes = connection.edges.map((e) => e.node);
  const selection = useSelection(nodes.map((n) => n.id));
  const selectedItemIds = nodes.filter((n) => selection.isSelected(n.id)).map((n) => n.item.itemId);
  const polling = nodes.some((n) => n.inProgress);

  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(onRefresh, POLL_MS);
    return () => clearInterval(timer);
  }, [polling, onRefresh]);

  return (
    <Stack gap="4" aria-busy={pending}>
      {pending && (
        <Text role="status" fontSize="sm" color="fg.muted">
          Loading...
        </Text>
      )}
      {nodes.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="md" bg="bg" role="status">
          <EmptyState.Content>
            <EmptyState.Description>No items here</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack opacity={pending ? 0.6 : 1}>
          <OnbuyListingsTable listingRefs={nodes} selection={selection} sort={params.sort} onSort={(sort) => onParamsChange({ sort })} userId={userId} />
        </Stack>
      )}
      <OnbuyDelistBar
        itemIds={selectedItemIds}
        userId={userId}
        onDone={() => {
          selection.clear();
          onRefresh();
        }}
      />
      <ListingsPagination
        totalCount={connection.totalCount}
        page={connection.page}
        pageSize={connection.pageSize}
        onPage={(page) => onParamsChange({ page })}
      />
    </Stack>
  );
}
