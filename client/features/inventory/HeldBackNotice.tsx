import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, List } from '@chakra-ui/react';
import { graphql, type PreloadedQuery, usePreloadedQuery, useRefetchableFragment } from 'react-relay';
import type { HeldBackNotice_query$key } from '../../__generated__/HeldBackNotice_query.graphql.ts';
import type { HeldBackNoticeQuery } from '../../__generated__/HeldBackNoticeQuery.graphql.ts';
import type { HeldBackNoticeRefetchQuery } from '../../__generated__/HeldBackNoticeRefetchQuery.graphql.ts';
import { QuietBoundary } from '../../components/QuietBoundary.tsx';
import { itemsWord } from '../channels/itemActions.ts';
import { HeldBackDialog } from './held-back/HeldBackDialog.tsx';
import { heldBackNoticeQuery } from './HeldBackNoticeQuery.ts';

interface Props {
  userId: string;
  /** The route's preloaded query: a new one with every new set of rows (a filter, a page, an action). */
  queryRef: PreloadedQuery<HeldBackNoticeQuery>;
  /** How many answers the rows' poll has had: the notice asks again after each. */
  polls: number;
  onShow: () => void;
  /** An action of the held-back summary queued items (the inventory reloads to show their progress). */
  onChanged: () => void;
}

/**
 * Issue 12: how many items the pre-flight check kept from eBay (a bulk listing's items included)
 * and why, with the way to them (the "errored" eBay filter) and to the held-back summary that fixes
 * them by group (issue 28). Asked again whenever the inventory's rows change (after an action and
 * while the table polls), never on its own; a failure hides it (the table shows each row's error anyway).
 */
export function HeldBackNotice({ queryRef, ...props }: Props) {
  // The notice on screen stays until the next answer is in (no blink while the rows change). Each
  // query comes with the rows' poll count when it was handed over: a poll answered while the new
  // notice was still loading (rows settled meanwhile, and the table stopped polling) asks again.
  const [shown, setShown] = useState({ queryRef, since: props.polls });
  useEffect(() => {
    if (shown.queryRef !== queryRef) startTransition(() => setShown({ queryRef, since: props.polls }));
  }, [queryRef, shown, props.polls]);
  return (
    <QuietBoundary resetKey={shown.queryRef}>
      <Suspense fallback={null}>
        <HeldBack queryRef={shown.queryRef} since={shown.since} {...props} />
      </Suspense>
    </QuietBoundary>
  );
}

function HeldBack({ userId, queryRef, polls, since, onShow, onChanged }: Props & { since: number }) {
  const query = usePreloadedQuery<HeldBackNoticeQuery>(heldBackNoticeQuery, queryRef);
  const [data, refetch] = useRefetchableFragment<HeldBackNoticeRefetchQuery, HeldBackNotice_query$key>(
    graphql`
      fragment HeldBackNotice_query on Query @refetchable(queryName: "HeldBackNoticeRefetchQuery") {
        ebayHeldBack(userId: $userId) {
          count
          reasons {
            message
            count
          }
        }
      }
    `,
    query,
  );
  // A row's status can change without the rows' connection changing: each poll's answer asks again.
  const asked = useRef(since);
  useEffect(() => {
    if (polls === asked.current) return;
    asked.current = polls;
    refetch({}, { fetchPolicy: 'store-and-network' });
  }, [polls, refetch]);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const held = data.ebayHeldBack;

  // The summary stays open when its fixes empty the notice (it then says nothing is held back): it
  // sits beside the notice, not in it, so the notice going away does not close it.
  return (
    <>
      {held.count > 0 && (
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
        </Alert.Root>
      )}
      <HeldBackDialog userId={userId} open={summaryOpen} onClose={() => setSummaryOpen(false)} onShowItems={onShow} onChanged={onChanged} />
    </>
  );
}
