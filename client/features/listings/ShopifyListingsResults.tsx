import { useEffect } from 'react';
import { EmptyState, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ShopifyListingsResults_connection$key } from '../../__generated__/ShopifyListingsResults_connection.graphql.ts';
import { useSelection } from '../inventory/useSelection.ts';
import { ListingsPagination } from './ListingsPagination.tsx';
import { ShopifyDelistBar } from './ShopifyDelistBar.tsx';
import { ShopifyListingsTable } from './ShopifyListingsTable.tsx';
import type { ShopifyListingsParams } from './shopifyListingsParams.ts';

// Spec 002 §4, §9: the page polls every 5 seconds while a listing waits on Shopify.
const POLL_MS = 5000;

interface Props {
  connectionRef: ShopifyListingsResults_connection$key;
  params: ShopifyListingsParams;
  onParamsChange: (change: Partial<ShopifyListingsParams>) => void;
  pending: boolean;
  userId: string;
  /** Re-reads the rows on screen. */
  onRefresh: () => void;
}

/** One page of Shopify listings: the table, the Delist bar, pagination. */
export function ShopifyListingsResults({ connectionRef, params, onParamsChange, pending, userId, onRefresh }: Props) {
  const connection = useFragment(
    graphql`
      fragment ShopifyListingsResults_connection on ShopifyListingConnection {
        totalCount
        page
        pageSize
        edges {
          node {
            id
            listingId
            inProgress
            ...ShopifyListingRow_listing
          }
        }
      }
    `,
    connectionRef,
  );
  const nodes = connection.edges.map((e) => e.node);
  const selection = useSelection(nodes.map((n) => n.id));
  const selectedListingIds = nodes.filter((n) => selection.isSelected(n.id)).map((n) => n.listingId);
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
          <ShopifyListingsTable listingRefs={nodes} selection={selection} sort={params.sort} onSort={(sort) => onParamsChange({ sort })} userId={userId} />
        </Stack>
      )}
      <ShopifyDelistBar
        listingIds={selectedListingIds}
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
