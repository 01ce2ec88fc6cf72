import { Badge, Box, Button, Card, Field, Flex, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { SyncPanelResolveMutation } from '../../../__generated__/SyncPanelResolveMutation.graphql.ts';
import type { SyncPanel_item$key } from '../../../__generated__/SyncPanel_item.graphql.ts';
import { toaster } from '../../../components/ui/toaster.tsx';
import { formatMoney } from '../../../money/money.ts';
import { formatDateTime } from '../format.ts';
import { useSetQuantityBufferMutation } from '../mutations/SetQuantityBufferMutation.ts';
import { bufferInput } from '../QuantityBufferDialog.tsx';
import { channelName } from '../../channels/names.ts';
import { useMay } from '../../../components/accountAccess.tsx';

/**
 * What continuous sync does for this channel, true for the seller's settings and plan (issue 30):
 * the minute promise only where quantity sync actually runs.
 */
export function syncPromise(channel: string, s: { quantity: boolean; quantityInPlan: boolean; price: boolean }): string {
  const quantity = s.quantity
    ? `Amazon quantity changes reach ${channel} within about a minute`
    : s.quantityInPlan
      ? `Quantity sync to ${channel} is off in your settings`
      : `Your ${channel} plan does not include quantity sync (Pro and above)`;
  return `${quantity}; ${s.price ? 'price changes are sent too' : 'prices stay as listed'}.`;
}

/**
 * How a channel's quantity comes about, in the words of the rule (inventory/quantity.ts, the one
 * the push applies): "Amazon 10 − buffer 2 − eBay buffer 1, at most 5".
 */
export function quantityWorking(channel: string, total: number, itemBuffer: number | null, q: { sellerBuffer: number; cap?: number | null }): string {
  let text = `Amazon ${total}`;
  if (itemBuffer) text += ` − buffer ${itemBuffer}`;
  if (q.sellerBuffer) text += ` − ${channel} buffer ${q.sellerBuffer}`;
  if (q.cap != null) text += `, at most ${q.cap}`;
  return text;
}

/**
 * The listing view's 'Quantity & Sync' card (issue 15): the item's quantity buffer, what each
 * channel was last sent and when, and the History of continuous sync's automated changes with
 * their reasons. After a change here the page follows the sync for a while (`onChanged`).
 */
export function SyncPanel({ itemRef, userId, currency, onChanged }: { itemRef: SyncPanel_item$key; userId: string; currency: string; onChanged: () => void }) {
  const may = useMay();
  const item = useFragment(
    graphql`
      fragment SyncPanel_item on InventoryItem {
        id
        quantityBuffer
        totalQuantity
        channelQuantities {
          channel
          quantity
          sellerBuffer
          cap
        }
        ebayListing {
          ...SyncPanel_listing @relay(mask: false)
        }
        shopifyListing {
          ...SyncPanel_listing @relay(mask: false)
        }
        onbuyListing {
          ...SyncPanel_listing @relay(mask: false)
        }
      }
    `,
    itemRef,
  );
  const listings = [item.ebayListing, item.shopifyListing, item.onbuyListing].filter((l): l is NonNullable<typeof l> => !!l && l.live);
  const history = listings
    .flatMap((l) => l.history.edges.map((e) => e.node))
    .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))
    .slice(0, 20);
  /** "gets 5 (Amazon 10 − buffer 2 − eBay buffer 1, at most 5)": the quantity the channel gets by the rule. */
  const gets = (channel: string) => {
    const q = item.channelQuantities.find((c) => c.channel === channel);
    if (!q) return '';
    return `gets ${q.quantity} (${quantityWorking(channelName(channel), item.totalQuantity, item.quantityBuffer ?? null, q)})`;
  };
  const [text, setText] = useState(item.quantityBuffer === null ? '' : String(item.quantityBuffer));
  const [commit, saving] = useSetQuantityBufferMutation();
  const current = item.quantityBuffer === null ? '' : String(item.quantityBuffer);

  const [resolve] = useMutation<SyncPanelResolveMutation>(graphql`
    mutation SyncPanelResolveMutation($userId: String!, $changeId: String!, $keep: Boolean!) {
      resolveChannelEdit(userId: $userId, changeId: $changeId, keep: $keep)
    }
  `);
  const decide = (changeId: string, keep: boolean) =>
    resolve({
      variables: { userId, changeId, keep },
      onCompleted: (r) => {
        toaster.create(
          r.resolveChannelEdit
            ? { type: 'success', title: keep ? 'Kept the channel’s price (locked on eBay)' : 'Reverting to ListBridge’s price' }
            : { type: 'error', title: 'That change was already decided.' },
        );
        onChanged();
      },
    });

  const save = () =>
    commit({
      variables: { userId, ids: [item.id], quantityBuffer: text === '' ? null : text },
      onCompleted: ({ setQuantityBuffer: r }) => {
        if (r.__typename === 'SetQuantityBufferSuccess') {
          toaster.create({ type: 'success', title: text === '' ? 'Quantity buffer cleared' : `Quantity buffer set to ${text}` });
          onChanged();
        } else toaster.create({ type: 'error', title: 'Could not set the quantity buffer', description: r.__typename !== '%other' ? r.message : undefined });
      },
      onError: () => {
        toaster.create({ type: 'error', title: 'Could not set the quantity buffer' });
      },
    });

  return (
    <Card.Root as="section" aria-label="Quantity and sync">
      <Card.Header>
        <Card.Title as="h2">Quantity &amp; Sync</Card.Title>
        <Card.Description>
          Each channel gets Amazon’s quantity ({item.totalQuantity}) less this item’s buffer and the channel’s own buffer, at most the channel’s cap (eBay
          settings).
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Flex gap="3" align="flex-end" wrap="wrap">
            <Field.Root w="12rem">
              <Field.Label>Quantity buffer</Field.Label>
              <Input inputMode="numeric" value={text} onChange={(e) => setText(bufferInput(e.target.value))} placeholder="None" />
            </Field.Root>
            {may('setQuantityBuffer') && (
              <Button colorPalette="brand" onClick={save} loading={saving} disabled={text === current}>
                Save Buffer
              </Button>
            )}
          </Flex>
          {listings.length === 0 ? (
            <Text color="fg.muted">Not listed on any channel yet.</Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" aria-label="Channel quantities">
              {listings.map((l) => (
                <Box as="li" key={l.listingId}>
                  <Text>
                    <Text as="span" fontWeight="semibold">
                      {channelName(l.channel)}:
                    </Text>{' '}
                    {gets(l.channel)}
                    {l.lastPushedPriceCents !== null ? ` at ${formatMoney(l.lastPushedPriceCents, currency)}` : ''} · last sent {l.lastPushedQuantity ?? '—'} ·{' '}
                    <Text as="span" color="fg.muted">
                      {l.lastSyncedAt ? `Last synced ${formatDateTime(l.lastSyncedAt)}` : 'Not synced yet'}
                    </Text>
                    <Text as="span" display="block" color="fg.muted" fontSize="sm" data-testid="sync-promise">
                      {syncPromise(channelName(l.channel), l.syncSwitches)}
                    </Text>
                    {l.live ? (
                      <Text as="span" display="block" color="fg.muted" fontSize="sm">
                        {l.changesWaiting
                          ? 'Waiting to send your changes'
                          : l.contentSentAt
                            ? `Changes sent to ${channelName(l.channel)} ${formatDateTime(l.contentSentAt)}`
                            : ''}
                      </Text>
                    ) : null}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
          <Stack gap="2">
            <Text fontWeight="semibold">History</Text>
            {history.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                No automated changes yet.
              </Text>
            ) : (
              <Table.ScrollArea borderWidth="1px" rounded="md">
                <Table.Root size="sm" aria-label="Sync history">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>When</Table.ColumnHeader>
                      <Table.ColumnHeader>Channel</Table.ColumnHeader>
                      <Table.ColumnHeader>Change</Table.ColumnHeader>
                      <Table.ColumnHeader>Why</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {history.map((h) => {
                      const money = h.field === 'PRICE';
                      const show = (v: number | null | undefined) => (v == null ? '—' : money ? formatMoney(v, currency) : String(v));
                      return (
                        <Table.Row key={h.changeId}>
                          <Table.Cell whiteSpace="nowrap">{formatDateTime(h.createdAt)}</Table.Cell>
                          <Table.Cell>{channelName(h.channel)}</Table.Cell>
                          <Table.Cell whiteSpace="nowrap">
                            <HStack gap="1">
                              <Badge size="sm">{money ? 'Price' : 'Quantity'}</Badge>
                              <Text>
                                {show(h.oldValue)} → {show(h.newValue)}
                              </Text>
                            </HStack>
                          </Table.Cell>
                          <Table.Cell>
                            {h.reason}
                            {h.channelEdit && h.resolution === null && may('resolveChannelEdit') && (
                              <HStack gap="1" mt="1">
                                <Button size="xs" colorPalette="brand" onClick={() => decide(h.changeId, true)}>
                                  Keep
                                </Button>
                                <Button size="xs" variant="outline" onClick={() => decide(h.changeId, false)}>
                                  Revert
                                </Button>
                              </HStack>
                            )}
                            {h.resolution && (
                              <Text fontSize="xs" color="fg.muted">
                                {h.resolution === 'KEPT' ? 'Kept' : 'Reverted'}
                              </Text>
                            )}
                          </Table.Cell>
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

// The fields of a listing the panel reads (spread unmasked above).
graphql`
  fragment SyncPanel_listing on Listing {
    listingId
    channel
    live
    lastPushedQuantity
    lastPushedPriceCents
    lastSyncedAt
    contentSentAt
    changesWaiting
    syncSwitches {
      quantity
      quantityInPlan
      price
    }
    history(first: 10) {
      edges {
        node {
          changeId
          channel
          field
          oldValue
          newValue
          reason
          channelEdit
          resolution
          createdAt
        }
      }
    }
  }
`;
