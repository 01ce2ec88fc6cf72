import { useCallback, useEffect, useState } from 'react';
import { Button, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { HeldBackDialogQuery, HeldBackDialogQuery$data } from '../../../__generated__/HeldBackDialogQuery.graphql.ts';
import { HeldBackGroupCard } from './HeldBackGroupCard.tsx';
import { DialogCloseX } from '../../../components/ui/dialog-close.tsx';

const groupsQuery = graphql`
  query HeldBackDialogQuery($userId: String!) {
    ebayHeldBackGroups(userId: $userId) {
      __typename
      ... on EbayHeldBackSummary {
        groups {
          key
          message
          categoryId
          categoryName
          count
          itemIds
          missing {
            name
            selectionOnly
            values
            multi
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export type HeldBackGroup = NonNullable<HeldBackDialogQuery$data['ebayHeldBackGroups']['groups']>[number];

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; groups: readonly HeldBackGroup[] };

interface Props {
  userId: string;
  open: boolean;
  onClose: () => void;
  /** The items of the held-back summary are shown in the table (the "errored" eBay filter). */
  onShowItems: () => void;
  /** Something was queued: the inventory asks for its rows again (their progress shows there). */
  onChanged: () => void;
}

/**
 * The held-back summary (issue 28): items eBay would refuse, by reason and eBay category, each
 * group with its fix (a value for the whole category where an item specific is missing) and
 * "List again".
 */
export function HeldBackDialog({ userId, open, onClose, onShowItems, onChanged }: Props) {
  const env = useRelayEnvironment();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState((s) => (s.kind === 'ready' ? s : { kind: 'loading' }));
    return fetchQuery<HeldBackDialogQuery>(env, groupsQuery, { userId }, { fetchPolicy: 'network-only' }).subscribe({
      next: (d) => {
        const r = d.ebayHeldBackGroups;
        if (r.groups) setState({ kind: 'ready', groups: r.groups });
        else setState({ kind: 'error', message: r.message ?? 'Could not load the held-back items.' });
      },
      error: () => setState({ kind: 'error', message: 'Could not load the held-back items.' }),
    });
  }, [env, userId]);
  useEffect(() => {
    if (!open) return;
    const sub = load();
    return () => sub.unsubscribe();
  }, [open, load]);

  const changed = () => {
    onChanged();
    load();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} scrollBehavior="inside" size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label="Held back from eBay">
            <Dialog.Header>
              <Dialog.Title>Held back from eBay</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {state.kind === 'loading' && (
                <Stack direction="row" align="center" gap="2" role="status">
                  <Spinner size="sm" />
                  <Text>Loading the held-back items…</Text>
                </Stack>
              )}
              {state.kind === 'error' && (
                <Stack gap="3" role="alert">
                  <Text>{state.message}</Text>
                  <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => load()}>
                    Try again
                  </Button>
                </Stack>
              )}
              {state.kind === 'ready' && state.groups.length === 0 && <Text>Nothing is held back from eBay.</Text>}
              {state.kind === 'ready' && state.groups.length > 0 && (
                <Stack gap="4" as="ul" listStyleType="none">
                  {state.groups.map((g) => (
                    <li key={g.key}>
                      <HeldBackGroupCard
                        userId={userId}
                        group={g}
                        onChanged={changed}
                        onShowItems={() => {
                          onShowItems();
                          onClose();
                        }}
                      />
                    </li>
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <DialogCloseX />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
