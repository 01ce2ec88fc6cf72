import { useEffect, useState } from 'react';
import { Spinner, Stack, Text } from '@chakra-ui/react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { AiFillNoticeQuery, AiFillNoticeQuery$data } from '../../../__generated__/AiFillNoticeQuery.graphql.ts';
import { itemsWord } from '../itemActions.ts';

const previewQuery = graphql`
  query AiFillNoticeQuery($userId: String!, $itemIds: [ID!]!) {
    ebayAiFillPreview(userId: $userId, itemIds: $itemIds) {
      __typename
      ... on EbayAiFillPreview {
        enabled
        items
        credits
        balance
      }
    }
  }
`;

type Preview = AiFillNoticeQuery$data['ebayAiFillPreview'];
const credits = (n: number) => `${n.toLocaleString('en-US')} AI credit${n === 1 ? '' : 's'}`;

/**
 * AI in bulk (issue 28), before a bulk listing starts: how many of the items would have missing
 * required item specifics filled by AI, and what it costs (a dry run of the pre-flight check).
 * Shows nothing when the setting is off or no item needs it.
 */
export function AiFillNotice({ userId, itemIds }: { userId: string; itemIds: readonly string[] }) {
  const env = useRelayEnvironment();
  const [preview, setPreview] = useState<Preview | 'loading' | null>('loading');
  const key = itemIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the ids
  useEffect(() => {
    if (itemIds.length === 0) return setPreview(null);
    setPreview('loading');
    const sub = fetchQuery<AiFillNoticeQuery>(env, previewQuery, { userId, itemIds: [...itemIds] }, { fetchPolicy: 'network-only' }).subscribe({
      next: (d) => setPreview(d.ebayAiFillPreview),
      error: () => setPreview(null), // a notice only: listing works without it
    });
    return () => sub.unsubscribe();
  }, [env, userId, key]);

  if (preview === 'loading')
    return (
      <Stack direction="row" align="center" gap="2" role="status">
        <Spinner size="xs" />
        <Text fontSize="sm">Checking item specifics…</Text>
      </Stack>
    );
  if (preview?.__typename !== 'EbayAiFillPreview' || !preview.enabled || !preview.items) return null;
  const short = preview.credits > preview.balance;
  return (
    <Text fontSize="sm" role="status" aria-label="AI item specifics">
      {itemsWord(preview.items)} {preview.items === 1 ? 'lacks' : 'lack'} an item specific eBay requires: AI will fill {preview.items === 1 ? 'it' : 'them'} for{' '}
      {credits(preview.credits ?? 0)} (you have {credits(preview.balance ?? 0)}).
      {short && ' Items beyond your credits are held back until you buy more or set the value yourself.'}
    </Text>
  );
}
