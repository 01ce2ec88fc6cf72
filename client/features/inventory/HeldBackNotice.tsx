import { useEffect, useState } from 'react';
import { Alert, Button, Flex, List } from '@chakra-ui/react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { HeldBackNoticeQuery, HeldBackNoticeQuery$data } from '../../__generated__/HeldBackNoticeQuery.graphql.ts';
import { itemsWord } from '../channels/itemActions.ts';
import { HeldBackDialog } from './held-back/HeldBackDialog.tsx';

const heldBackQuery = graphql`
  query HeldBackNoticeQuery($userId: String!) {
    ebayHeldBack(userId: $userId) {
      count
      reasons {
        message
        count
      }
    }
  }
`;

/**
 * Issue 12: how many items the pre-flight check kept from eBay (a bulk listing's items included)
 * and why, with the way to them (the "errored" eBay filter) and to the held-back summary that fixes
 * them by group (issue 28). Asked again whenever the inventory's
 * rows change (after an action and while the table polls), never on its own.
 */
export function HeldBackNotice({
  userId,
  refreshKey,
  onShow,
  onChanged,
}: {
  userId: string;
  refreshKey: unknown;
  onShow: () => void;
  /** An action of the held-back summary queued items (the inventory reloads to show their progress). */
  onChanged: () => void;
}) {
  const env = useRelayEnvironment();
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [held, setHeld] = useState<HeldBackNoticeQuery$data['ebayHeldBack'] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey only says when to ask again
  useEffect(() => {
    const sub = fetchQuery<HeldBackNoticeQuery>(env, heldBackQuery, { userId }, { fetchPolicy: 'network-only' }).subscribe({
      next: (d) => setHeld(d.ebayHeldBack),
      error: () => setHeld(null), // a notice only: the table shows each row's error anyway
    });
    return () => sub.unsubscribe();
  }, [env, userId, refreshKey]);

  if (!held || held.count === 0) return null;
  return (
    <Alert.Root status="warning" role="status" aria-label="Held back from eBay">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {itemsWord(held.count)} held back from eBay: eBay would refuse {held.count === 1 ? 'it' : 'them'} for missing or invalid item specifics.
        </Alert.Title>
        <Alert.Description>
          <List.Root ps="4" fontSize="sm">
            {held.reasons.map((r) => (
              <List.Item key={r.message}>
                {r.message} ({itemsWord(r.count)})
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
      <Flex gap="2" wrap="wrap" alignSelf="center">
        <Button size="sm" onClick={() => setSummaryOpen(true)}>
          Fix held-back items
        </Button>
        <Button size="sm" variant="outline" onClick={onShow}>
          Show errored items
        </Button>
      </Flex>
      <HeldBackDialog userId={userId} open={summaryOpen} onClose={() => setSummaryOpen(false)} onShowItems={onShow} onChanged={onChanged} />
    </Alert.Root>
  );
}
