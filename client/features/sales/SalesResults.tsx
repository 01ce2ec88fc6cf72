import { Badge, EmptyState, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { SalesPageQuery, SalesPageQuery$data } from '../../__generated__/SalesPageQuery.graphql.ts';
import { formatMoney } from '../../money/money.ts';
import { formatDateTime } from '../inventory/format.ts';
import { usePollWhile } from '../inventory/usePollWhile.ts';
import { ListingsPagination } from '../listings/ListingsPagination.tsx';
import { saleStatusWord } from '../../../shared/status-words.ts';
import { SaleActions } from './SaleActions.tsx';
import { SaleDetailButton } from './SaleDetailDialog.tsx';
import { salesPageQuery } from './SalesPageQuery.ts';
import { SalesTotals } from './SalesTotals.tsx';
import type { SalesChannel } from './salesChannels.ts';
import type { SalesParams, SalesSort } from './salesParams.ts';
import { Price, SaleCard, SaleCardList, SortHeader, STATUS_COLOURS } from './salesShared.tsx';

type Sale = SalesPageQuery$data['sales']['sales'][number];
/** Sales still on their way to the buyer: the page follows them (spec 001 §9's 5-second poll). */
const IN_FLIGHT = new Set(['NEW', 'MCF_REQUESTED']);

/** The order's link on the channel's site (Shopify's only once the shop is known). */
function OrderLink({ s, bold }: { s: Sale; bold?: boolean }) {
  if (!s.orderUrl) return <Text fontWeight={bold ? 'semibold' : undefined}>{s.name}</Text>;
  return (
    <Link href={s.orderUrl} target="_blank" rel="noreferrer" colorPalette="brand" textDecoration="underline" fontWeight={bold ? 'semibold' : undefined}>
      {s.name}
    </Link>
  );
}

/** The order's profit: the total less the known fees (sale-figures.ts), in the order's currency. */
function Profit({ s }: { s: Sale }) {
  const f = s.figures;
  return (
    <Text as="span" whiteSpace="nowrap" title={`Not counted: ${f.notCounted.join(', ')}`} color={f.profitCents < 0 ? 'red.600' : undefined}>
      {formatMoney(f.profitCents, f.currency)}
    </Text>
  );
}

/** Fulfillment info (001 §2.8, 002 §2.3): skipped or flagged products, 'FBA ID' and the tracking; Retry/Cancel when Amazon cannot. */
function Fulfilment({ s, channel, userId, onDone, badge }: { s: Sale; channel: SalesChannel; userId: string; onDone: () => void; badge: boolean }) {
  const notes = s.products.filter((p) => p.note);
  return (
    <Stack gap="1" fontSize="xs">
      {badge && (
        <Badge alignSelf="flex-start" colorPalette={STATUS_COLOURS[s.status] ?? 'gray'}>
          {saleStatusWord(s.status)}
        </Badge>
      )}
      {notes.map((p) => (
        <Text key={p.sku} color={p.status === 'FLAGGED' ? 'red.600' : 'fg.muted'}>
          {p.note}
        </Text>
      ))}
      {s.fbaId ? <Text>FBA ID: {s.fbaId}</Text> : channel.notFulfilled && <Text>{channel.notFulfilled}</Text>}
      <Text>
        Tracking:{' '}
        {s.trackingUrl ? (
          <Link href={s.trackingUrl} target="_blank" rel="noreferrer" colorPalette="brand" textDecoration="underline">
            {s.trackingNumber}
          </Link>
        ) : (
          'Not yet available'
        )}
      </Text>
      {s.status === 'UNFULFILLABLE' && (
        <>
          <Text color="red.600">{s.lastError ?? 'Amazon cannot fulfil this order.'}</Text>
          <SaleActions userId={userId} saleId={s.id} onDone={onDone} />
        </>
      )}
    </Stack>
  );
}

function SaleCards({ sales, channel, userId, onRefresh }: { sales: readonly Sale[]; channel: SalesChannel; userId: string; onRefresh: () => void }) {
  return (
    <SaleCardList label={`${channel.name} sales`} everywhere={channel.layout === 'cards'}>
      {sales.map((s) => (
        <SaleCard
          key={s.id}
          label={`Order ${s.name}`}
          order={
            <Stack gap="1" align="flex-start">
              <OrderLink s={s} bold />
              <SaleDetailButton userId={userId} saleId={s.id} label={s.name} />
            </Stack>
          }
          status={s.status}
          meta={[formatDateTime(s.soldAt), ...(channel.layout === 'cards' ? [s.deliveryService ?? 'Standard delivery'] : []), s.paymentStatus || '?']}
          lines={s.products.map((p) => ({ key: p.sku, sku: p.sku, name: p.name, quantity: p.quantity }))}
          price={
            channel.currencyCode ? (
              `${s.figures.currency} ${formatMoney(s.figures.totalCents, s.figures.currency)}`
            ) : (
              <Price cents={s.figures.totalCents} currency={s.figures.currency} />
            )
          }
          profit={<Profit s={s} />}
        >
          <Fulfilment s={s} channel={channel} userId={userId} onDone={onRefresh} badge={false} />
        </SaleCard>
      ))}
    </SaleCardList>
  );
}

function SalesTable({
  sales,
  channel,
  params,
  onSort,
  userId,
  onRefresh,
}: {
  sales: readonly Sale[];
  channel: SalesChannel;
  params: SalesParams;
  onSort: (s: string) => void;
  userId: string;
  onRefresh: () => void;
}) {
  const head = (label: string, field: SalesSort) => <SortHeader label={label} field={field} sort={params.sort} onSort={onSort} />;
  const c = channel.columns;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" hideBelow="md">
      <Table.Root size="sm" aria-label={`${channel.name} sales`}>
        <Table.Header>
          <Table.Row>
            {head('SKU', 'seller_sku')}
            {head('Title', 'title')}
            {head(c.order, 'order_id')}
            {head('Sold At', '_created_at')}
            {head('Sent to Amazon', 'amazon_fid')}
            {head('Qty', 'qty')}
            {head(c.price[0], c.price[1])}
            <Table.ColumnHeader whiteSpace="nowrap">Profit</Table.ColumnHeader>
            {head('Payment', c.payment)}
            {head(c.fulfilment, 'fulfilled_at')}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sales.map((s) => (
            <Table.Row key={s.id} verticalAlign="top">
              <Table.Cell>
                <Stack gap="1">
                  {s.products.map((p) => (
                    <HStack key={p.sku} gap="1" wrap="wrap">
                      {p.itemId ? (
                        <Link asChild colorPalette="brand" textDecoration="underline">
                          <RouterLink to={`/account/${userId}/amazon-inventory/${encodeURIComponent(p.itemId)}`}>{p.sku}</RouterLink>
                        </Link>
                      ) : (
                        <Text>{p.sku}</Text>
                      )}
                      <Badge size="xs" colorPalette={p.fulfilment === 'MFN' ? 'purple' : 'orange'}>
                        {p.fulfilment === 'MFN' ? 'MFN' : 'FBA'}
                      </Badge>
                      {p.fulfilment === 'MFN' && p.status === 'SKIPPED' && (
                        <Text fontSize="xs" color="fg.muted">
                          (Processed - Skipped)
                        </Text>
                      )}
                    </HStack>
                  ))}
                </Stack>
              </Table.Cell>
              <Table.Cell maxW="xs">
                <Stack gap="1">
                  {s.products.map((p) => (
                    <Text key={p.sku} lineClamp={2}>
                      {p.name}
                    </Text>
                  ))}
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Stack gap="1" align="flex-start">
                  <OrderLink s={s} />
                  <SaleDetailButton userId={userId} saleId={s.id} label={s.name} />
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(s.soldAt)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{s.sentToAmazonAt ? formatDateTime(s.sentToAmazonAt) : '—'}</Table.Cell>
              <Table.Cell>
                <Stack gap="1">
                  {s.products.map((p) => (
                    <Text key={p.sku}>{p.quantity}</Text>
                  ))}
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <Price cents={s.figures.totalCents} currency={s.figures.currency} />
              </Table.Cell>
              <Table.Cell>
                <Profit s={s} />
              </Table.Cell>
              <Table.Cell>{s.paymentStatus || '?'}</Table.Cell>
              <Table.Cell minW="12rem">
                <Fulfilment s={s} channel={channel} userId={userId} onDone={onRefresh} badge />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The page below the filters: the period's totals, the sales (a table, or cards), and the pages. */
export function SalesResults({
  queryRef,
  channel,
  params,
  onChange,
  pending,
  userId,
  onRefresh,
}: {
  queryRef: PreloadedQuery<SalesPageQuery>;
  channel: SalesChannel;
  params: SalesParams;
  onChange: (c: Partial<SalesParams>) => void;
  pending: boolean;
  userId: string;
  onRefresh: () => void;
}) {
  const page = usePreloadedQuery<SalesPageQuery>(salesPageQuery, queryRef).sales;
  usePollWhile(
    page.sales.some((s) => IN_FLIGHT.has(s.status)),
    onRefresh,
  );
  return (
    <Stack gap="4" aria-busy={pending} opacity={pending ? 0.6 : 1}>
      <SalesTotals totals={page.totals} />
      {page.sales.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="md" bg="bg" role="status">
          <EmptyState.Content>
            <EmptyState.Description>No Sales Found</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <SaleCards sales={page.sales} channel={channel} userId={userId} onRefresh={onRefresh} />
          {channel.layout === 'table' && (
            <SalesTable sales={page.sales} channel={channel} params={params} onSort={(sort) => onChange({ sort })} userId={userId} onRefresh={onRefresh} />
          )}
        </>
      )}
      <ListingsPagination noun="sales" totalCount={page.totalCount} page={page.page} pageSize={page.pageSize} onPage={(p) => onChange({ page: p })} />
    </Stack>
  );
}
