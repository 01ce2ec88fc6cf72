import { useEffect } from 'react';
import { Box, Checkbox, EmptyState, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { EbayListingsResults_connection$key } from '../../__generated__/EbayListingsResults_connection.graphql.ts';
import { useSelection } from '../inventory/useSelection.ts';
import { ListPendingBar } from '../../components/ListPendingBar.tsx';
import { EbayBulkActionBar } from './EbayBulkActionBar.tsx';
import { EbayListingCard } from './EbayListingCard.tsx';
import { isBusy } from './EbayListingStatus.tsx';
import { EbayListingsTable } from './EbayListingsTable.tsx';
import type { EbayListingsParams } from './ebayListingsParams.ts';
import { ListingsPagination } from './ListingsPagination.tsx';

// Spec 001 §9: the page polls every 5 seconds while a listing waits on eBay.
const POLL_MS = 5000;

interface Props {
  connectionRef: EbayListingsResults_connection$key;
  currency: string;
  params: EbayListingsParams;
  onParamsChange: (change: Partial<EbayListingsParams>) => void;
  pending: boolean;
  userId: string;
  /** Re-reads the rows on screen. */
  onRefresh: () => void;
}

/** One page of listings: table (md and up) or cards (phones), the bulk bar, pagination. */
export function EbayListingsResults({ connectionRef, currency, params, onParamsChange, pending, userId, onRefresh }: Props) {
  const connection = useFragment(
    graphql`
      fragment EbayListingsResults_connection on EbayListingConnection {
        totalCount
        page
        pageSize
        edges {
          node {
            id
            inProgress
            pendingRevision
            item {
              id
            }
            ...EbayListingRow_listing
          }
        }
      }
    `,
    connectionRef,
  );
  const nodes = connection.edges.map((e) => e.node);
  const selection = useSelection(nodes.map((n) => n.id));
  const selectedItemIds = nodes.filter((n) => selection.isSelected(n.id)).map((n) => n.item.id);
  const polling = nodes.some(isBusy);

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
      <Box position="relative">
        <ListPendingBar list="ebay-listings" label="Loading listings" />
        {nodes.length === 0 ? (
          <EmptyState.Root borderWidth="1px" rounded="md" bg="bg" role="status">
            <EmptyState.Content>
              <EmptyState.Description>No items here</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <>
            <Box hideBelow="md" opacity={pending ? 0.6 : 1}>
              <EbayListingsTable
                listingRefs={nodes}
                selection={selection}
                sort={params.sort}
                onSort={(sort) => onParamsChange({ sort })}
                userId={userId}
                currency={currency}
              />
            </Box>
            <Stack hideFrom="md" gap="3" opacity={pending ? 0.6 : 1}>
              <Checkbox.Root
                size="sm"
                checked={selection.all ? true : selection.some ? 'indeterminate' : false}
                onCheckedChange={(e) => selection.setAll(e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Select all on this page</Checkbox.Label>
              </Checkbox.Root>
              {nodes.map((n) => (
                <EbayListingCard
                  key={n.id}
                  listingRef={n}
                  selected={selection.isSelected(n.id)}
                  onSelect={(on) => selection.toggle(n.id, on)}
                  userId={userId}
                  currency={currency}
                />
              ))}
            </Stack>
          </>
        )}
      </Box>
      <EbayBulkActionBar itemIds={selectedItemIds} userId={userId} onDone={selection.clear} />
      <ListingsPagination
        totalCount={connection.totalCount}
        page={connection.page}
        pageSize={connection.pageSize}
        onPage={(page) => onParamsChange({ page })}
      />
    </Stack>
  );
}
