import { HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { SyncStatus_query$key } from '../../__generated__/SyncStatus_query.graphql.ts';
import type { SyncStatusRefetchQuery } from '../../__generated__/SyncStatusRefetchQuery.graphql.ts';
import { formatDateTime } from './format.ts';
import { usePollWhile } from './usePollWhile.ts';
import { channelName } from '../channels/names.ts';

/** The inventory header's sync health and alert banners (issue 15); nothing while the seller has no listings. */
export function SyncStatus({ queryRef }: { queryRef: SyncStatus_query$key }) {
  // Part of the inventory's query; refetched on its own while a sync is under way.
  const [data, refetch] = useRefetchableFragment<SyncStatusRefetchQuery, SyncStatus_query$key>(
    graphql`
      fragment SyncStatus_query on Query @refetchable(queryName: "SyncStatusRefetchQuery") {
        syncHealth(userId: $userId) {
          channel
          lastSyncedAt
          waiting
          failures
          lastError
        }
        alerts(userId: $userId) {
          type
          level
          message
          link
          linkText
        }
      }
    `,
    queryRef,
  );
  // Follows a sync under way (or failing) until it settles.
  usePollWhile(
    data.syncHealth.some((h) => h.waiting > 0 || h.failures > 0) || data.alerts.length > 0,
    () => refetch({}, { fetchPolicy: 'store-and-network' }),
    15_000,
  );
  // The banners themselves are the app shell's (AlertBanners): this refetch brings them up to date.
  if (data.syncHealth.length === 0) return null;
  return (
    <Stack gap="2">
      <HStack as="ul" listStyleType="none" gap="4" wrap="wrap" aria-label="Sync health" fontSize="sm" color="fg.muted">
        {data.syncHealth.map((h) => (
          <Text as="li" key={h.channel}>
            <Text as="span" fontWeight="semibold" color="fg">
              {channelName(h.channel)} sync:
            </Text>{' '}
            {h.lastSyncedAt ? `last push ${formatDateTime(h.lastSyncedAt)}` : 'no push yet'} · {h.waiting.toLocaleString('en-US')} waiting
            {h.failures > 0 ? ` · ${h.failures} failed run${h.failures === 1 ? '' : 's'}` : ''}
          </Text>
        ))}
      </HStack>
    </Stack>
  );
}
