import { useCallback, useTransition } from 'react';
import { Box, Checkbox, EmptyState, Stack, Text } from '@chakra-ui/react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { ListingsResults_query$key } from '../../__generated__/ListingsResults_query.graphql.ts';
import type { ListingsResultsRefetchQuery } from '../../__generated__/ListingsResultsRefetchQuery.graphql.ts';
import { ListPendingBar } from '../../components/ListPendingBar.tsx';
import type { ListingsChannel } from '../channels/types.ts';
import { usePollWhile } from '../inventory/usePollWhile.ts';
import { useSelection } from '../inventory/useSelection.ts';
import { ListingCard } from './ListingRow.tsx';
import { ListingsBulkBar } from './ListingsBulkBar.tsx';
import { ListingsPagination } from './ListingsPagination.tsx';
import type { ListingsChange, ListingsParams } from './listingsParams.ts';
import { ListingsTable } from './ListingsTable.tsx';

interface Props {
  channel: ListingsChannel;
  queryRef: ListingsResults_query$key;
  params: ListingsParams;
  onParamsChange: (change: ListingsChange) => void;
  pending: boolean;
  userId: string;
}

/** Waits on the channel: an action in progress or a queued revision (the page polls, spec 001 §9, 002 §4). */
const isBusy = (l: { inProgress: boolean; pendingRevision: string | null | undefined }) => l.inProgress || l.pendingRevision != null;

/** One page of a channel's listings: table (md and up) or cards (phones), the bulk bar, pagination. */
export function ListingsResults({ channel, queryRef, params, onParamsChange, pending, userId }: Props) {
  const [data, refetch] = useRefetchableFragment<ListingsResultsRefetchQuery, ListingsResults_query$key>(
    graphql`
      fragment ListingsResults_query on Query
      @refetchable(queryName: "ListingsResultsRefetchQuery")
      @argumentDefinitions(channel: { type: "ListingChannel" }, channelCode: { type: "String" }) {
        channelListings(userId: $userId, channel: $channel, channelCode: $channelCode, filter: $filter) {
          totalCount
          page
          pageSize
          edges {
            node {
              id
              externalId
              inProgress
              pendingRevision
              item {
                id
                family {
                  parentAsin
                  title
                }
              }
              ...ListingRow_listing
            }
          }
        }
      }
    `,
    queryRef,
  );
  const connection = data.channelListings;
  const nodes = connection.edges.map((e) => e.node);
  const selection = useSelection(nodes.map((n) => n.id));
  const selectedItemIds = nodes.filter((n) => selection.isSelected(n.id)).map((n) => n.item.id);
  // Re-reads the rows on screen (same variables): a poll or the end of an action updates them in
  // place from the store, without the page's pending state.
  const [, startRefresh] = useTransition();
  const refresh = useCallback(() => startRefresh(() => void refetch({}, { fetchPolicy: 'store-and-network' })), [refetch]);
  usePollWhile(nodes.some(isBusy), refresh);
  const list = `${channel.segment}-listings`;

  return (
    <Stack gap="4" aria-busy={pending}>
      {pending && (
        <Text role="status" fontSize="sm" color="fg.muted">
          Loading...
        </Text>
      )}
      <Box position="relative">
        <ListPendingBar list={list} label="Loading listings" />
        {nodes.length === 0 ? (
          <EmptyState.Root borderWidth="1px" rounded="md" bg="bg" role="status">
            <EmptyState.Content>
              <EmptyState.Description>No items here</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <>
            <Box hideBelow="md" opacity={pending ? 0.6 : 1}>
              <ListingsTable
                channel={channel}
                listingRefs={nodes}
                selection={selection}
                sort={params.sort}
                onSort={(sort) => onParamsChange({ sort })}
                userId={userId}
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
                <ListingCard
                  key={n.id}
                  channel={channel}
                  listingRef={n}
                  selected={selection.isSelected(n.id)}
                  onSelect={(on) => selection.toggle(n.id, on)}
                  userId={userId}
                />
              ))}
            </Stack>
          </>
        )}
      </Box>
      <ListingsBulkBar
        channel={channel}
        itemIds={selectedItemIds}
        userId={userId}
        onDone={() => {
          selection.clear();
          refresh();
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
