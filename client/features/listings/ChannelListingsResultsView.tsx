import type { ReactNode } from 'react';
import { EmptyState, Stack, Text } from '@chakra-ui/react';
import { usePollWhile } from '../inventory/usePollWhile.ts';
import { ListingsPagination } from './ListingsPagination.tsx';

interface Props {
  /** Rows on this page (0 shows the empty state). */
  rowCount: number;
  pending: boolean;
  /** Spec 002 §4, §9: the page polls every 5 seconds while a listing waits on its channel. */
  polling: boolean;
  /** Re-reads the rows on screen. */
  onRefresh: () => void;
  table: ReactNode;
  /** The channel's bulk bar for the selected rows. */
  bar: ReactNode;
  totalCount: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** One page of a channel's listings (Shopify, OnBuy): loading note, table or empty state, bulk bar, pagination. */
export function ChannelListingsResultsView({ rowCount, pending, polling, onRefresh, table, bar, totalCount, page, pageSize, onPage }: Props) {
  usePollWhile(polling, onRefresh);
  return (
    <Stack gap="4" aria-busy={pending}>
      {pending && (
        <Text role="status" fontSize="sm" color="fg.muted">
          Loading...
        </Text>
      )}
      {rowCount === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="md" bg="bg" role="status">
          <EmptyState.Content>
            <EmptyState.Description>No items here</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack opacity={pending ? 0.6 : 1}>{table}</Stack>
      )}
      {bar}
      <ListingsPagination totalCount={totalCount} page={page} pageSize={pageSize} onPage={onPage} />
    </Stack>
  );
}
