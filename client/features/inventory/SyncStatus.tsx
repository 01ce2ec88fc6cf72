import { HStack, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SyncStatusQuery } from '../../__generated__/SyncStatusQuery.graphql.ts';
import { formatDateTime } from './format.ts';
import { usePollWhile } from './usePollWhile.ts';
import { channelName } from '../channels/names.ts';

function SyncStatusContent({ userId }: { userId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<SyncStatusQuery>(
    graphql`
      query SyncStatusQuery($userId: String!) {
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
    { userId },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  // Follows a sync under way (or failing) until it settles.
  usePollWhile(data.syncHealth.some((h) => h.waiting > 0 || h.failures > 0) || data.alerts.length > 0, () => setFetchKey((k) => k + 1), 15_000);
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

/** The inventory header's sync health and alert banners (issue 15); nothing while the seller has no listings. */
export function SyncStatus({ userId }: { userId: string }) {
  return (
    <Suspense fallback={null}>
      <SyncStatusContent userId={userId} />
    </Suspense>
  );
}
