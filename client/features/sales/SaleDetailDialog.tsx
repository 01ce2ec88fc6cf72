import { Button, CloseButton, Dialog, List, Portal, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { SaleDetailDialogQuery } from '../../__generated__/SaleDetailDialogQuery.graphql.ts';
import { formatMoney } from '../../money/money.ts';
import { formatDateTime } from '../inventory/format.ts';

// The detail is asked when the seller opens it (the click loads the query), never on render.
const saleDetailQuery = graphql`
      query SaleDetailDialogQuery($userId: String!, $saleId: String!) {
        saleDetail(userId: $userId, saleId: $saleId) {
          name
          currency
          timeline {
            at
            event
            detail
          }
          profit {
            revenueCents
            channelFeeCents
            mcfFeeCents
            profitCents
            notCounted
          }
          figures {
            channelFeeBasis
          }
        }
      }
    `;

function Detail({ queryRef }: { queryRef: PreloadedQuery<SaleDetailDialogQuery> }) {
  const data = usePreloadedQuery<SaleDetailDialogQuery>(saleDetailQuery, queryRef);
  const sale = data.saleDetail;
  if (!sale) return <Text>This sale could not be found.</Text>;
  const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? 'Not known' : formatMoney(cents, sale.currency));
  const p = sale.profit;
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Text fontWeight="semibold">Profit</Text>
        <Table.Root size="sm" aria-label="Profit">
          <Table.Body>
            <Table.Row>
              <Table.Cell>Paid by the buyer</Table.Cell>
              <Table.Cell textAlign="end">{money(p.revenueCents)}</Table.Cell>
            </Table.Row>
            <Table.Row>
              <Table.Cell>
                Channel fee
                {sale.figures.channelFeeBasis ? (
                  <Text as="span" display="block" fontSize="xs" color="fg.muted">
                    {sale.figures.channelFeeBasis}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell textAlign="end">{p.channelFeeCents == null ? 'Not known' : `− ${money(p.channelFeeCents)}`}</Table.Cell>
            </Table.Row>
            <Table.Row>
              <Table.Cell>Amazon MCF fee</Table.Cell>
              <Table.Cell textAlign="end">{p.mcfFeeCents == null ? '—' : `− ${money(p.mcfFeeCents)}`}</Table.Cell>
            </Table.Row>
            <Table.Row fontWeight="semibold">
              <Table.Cell>Profit</Table.Cell>
              <Table.Cell textAlign="end">{money(p.profitCents)}</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
        <Text fontSize="xs" color="fg.muted">
          Not counted: {p.notCounted.join(', ')}.
        </Text>
      </Stack>
      <Stack gap="2">
        <Text fontWeight="semibold">Timeline</Text>
        <List.Root as="ol" gap="1" ps="5" aria-label="Timeline">
          {sale.timeline.map((e) => (
            <List.Item key={`${e.at}-${e.event}`} fontSize="sm">
              <Text as="span" color="fg.muted">
                {formatDateTime(e.at)}
              </Text>{' '}
              {e.event}
              {e.detail ? ` — ${e.detail}` : ''}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Stack>
  );
}

/** A sale's detail (issue 16): its timeline (ordered, MCF created, shipped, tracking sent) and its profit. */
export function SaleDetailButton({ userId, saleId, label }: { userId: string; saleId: string; label: string }) {
  const [open, setOpen] = useState(false);
  const [queryRef, loadDetail, disposeDetail] = useQueryLoader<SaleDetailDialogQuery>(saleDetailQuery);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) loadDetail({ userId, saleId }, { fetchPolicy: 'store-and-network' });
    else disposeDetail();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size="md">
      <Dialog.Trigger asChild>
        <Button size="2xs" variant="outline" aria-label={`Details of ${label}`}>
          Details
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Sale {label}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {open && queryRef && (
                <Suspense fallback={<Spinner size="sm" aria-label="Loading the sale" />}>
                  <Detail queryRef={queryRef} />
                </Suspense>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
