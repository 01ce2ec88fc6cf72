import { Badge, Box, EmptyState, Flex, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { EbaySalesPageQuery, EbaySalesPageQuery$data } from '../../__generated__/EbaySalesPageQuery.graphql.ts';
import { SearchBox } from '../../components/SearchBox.tsx';
import { formatDateTime } from '../inventory/format.ts';
import { usePollWhile } from '../inventory/usePollWhile.ts';
import { EbayListingsFetchErrorBoundary as FetchErrorBoundary } from '../listings/EbayListingsFetchError.tsx';
import { EbayListingsLoading as Loading } from '../listings/EbayListingsLoading.tsx';
import { FilterSelect } from '../listings/FilterSelect.tsx';
import { ListingsPagination } from '../listings/ListingsPagination.tsx';
import { SaleActions } from './SaleActions.tsx';
import { SaleDetailButton } from './SaleDetailDialog.tsx';
import { Price, SaleCard, SaleCardList, SalesHeader, SortHeader, STATUS_COLOURS } from './salesShared.tsx';
import { PAGE_SIZES, PAYMENT_LABELS, PAYMENT_VALUES, parseSalesParams, type SalesParams, type SalesSort, withSalesParams } from './salesParams.ts';
import { saleStatusWord } from '../../../shared/status-words.ts';

type Sale = EbaySalesPageQuery$data['ebaySales']['sales'][number];
const PAYMENT = PAYMENT_VALUES.map((v) => ({ value: v, label: PAYMENT_LABELS[v] }));
const PER_PAGE = PAGE_SIZES.map((v) => ({ value: v, label: String(v) }));
/** Sales still on their way to the buyer: the page follows them (spec 001 §9's 5-second poll). */
const IN_FLIGHT = new Set(['NEW', 'MCF_REQUESTED']);

function Fulfilment({ s, userId, onDone }: { s: Sale; userId: string; onDone: () => void }) {
  if (s.lineNote) {
    return (
      <Text fontSize="xs" color={s.lineStatus === 'FLAGGED' ? 'red.600' : 'fg.muted'}>
        {s.lineNote}
      </Text>
    );
  }
  if (s.status === 'UNFULFILLABLE')
    return (
      <Stack gap="1">
        <Text fontSize="xs" color="red.600">
          {s.lastError ?? 'Amazon cannot fulfil this order.'}
        </Text>
        <SaleActions userId={userId} saleId={s.saleId} onDone={onDone} />
      </Stack>
    );
  return (
    <Stack gap="0" fontSize="xs">
      {s.fbaId && <Text>FBA ID: {s.fbaId}</Text>}
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
    </Stack>
  );
}

function SalesTable({
  sales,
  params,
  onSort,
  userId,
  onRefresh,
}: {
  sales: readonly Sale[];
  params: SalesParams;
  onSort: (s: string) => void;
  userId: string;
  onRefresh: () => void;
}) {
  const head = (label: string, field: SalesSort) => <SortHeader label={label} field={field} sort={params.sort} onSort={onSort} />;
  return (
    <>
      <SaleCardList label="eBay sales">
        {sales.map((s) => (
          <SaleCard
            key={s.id}
            order={
              <Stack gap="1" align="flex-start">
                <Link href={s.orderUrl} target="_blank" rel="noreferrer" colorPalette="brand" textDecoration="underline" fontWeight="semibold">
                  {s.orderId}
                </Link>
                <SaleDetailButton userId={userId} saleId={s.saleId} label={s.orderId} />
              </Stack>
            }
            status={s.status}
            soldAt={s.soldAt}
            payment={s.paymentStatus}
            lines={[{ key: s.id, sku: s.sku, name: s.title, quantity: s.quantity }]}
            price={<Price cents={s.priceCents} currency={s.currency} />}
          >
            <Fulfilment s={s} userId={userId} onDone={onRefresh} />
          </SaleCard>
        ))}
      </SaleCardList>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" hideBelow="md">
        <Table.Root size="sm" aria-label="eBay sales">
          <Table.Header>
            <Table.Row>
              {head('SKU', 'seller_sku')}
              {head('Title', 'title')}
              {head('eBay Order', 'order_id')}
              {head('Sold At', '_created_at')}
              {head('Sent to Amazon', 'amazon_fid')}
              {head('Qty', 'qty')}
              {head('eBay Price', 'final_price')}
              {head('Payment', 'payment_staus')}
              {head('Fulfillment Status', 'fulfilled_at')}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sales.map((s) => (
              <Table.Row key={s.id}>
                <Table.Cell>
                  {s.itemId ? (
                    <Link asChild colorPalette="brand" textDecoration="underline">
                      <RouterLink to={`/account/${userId}/amazon-inventory/${encodeURIComponent(s.itemId)}`}>{s.sku}</RouterLink>
                    </Link>
                  ) : (
                    s.sku
                  )}
                </Table.Cell>
                <Table.Cell maxW="xs">
                  <Text lineClamp={2}>{s.title}</Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Stack gap="1" align="flex-start">
                    <Link href={s.orderUrl} target="_blank" rel="noreferrer" colorPalette="brand" textDecoration="underline">
                      {s.orderId}
                    </Link>
                    <SaleDetailButton userId={userId} saleId={s.saleId} label={s.orderId} />
                  </Stack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(s.soldAt)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{s.sentToAmazonAt ? formatDateTime(s.sentToAmazonAt) : '—'}</Table.Cell>
                <Table.Cell>{s.quantity}</Table.Cell>
                <Table.Cell>
                  <Price cents={s.priceCents} currency={s.currency} />
                </Table.Cell>
                <Table.Cell>{s.paymentStatus || '?'}</Table.Cell>
                <Table.Cell minW="12rem">
                  <Stack gap="1">
                    <Badge alignSelf="flex-start" colorPalette={STATUS_COLOURS[s.status] ?? 'gray'}>
                      {saleStatusWord(s.status)}
                    </Badge>
                    <Fulfilment s={s} userId={userId} onDone={onRefresh} />
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}

function SalesResults({
  userId,
  params,
  onChange,
  pending,
}: {
  userId: string;
  params: SalesParams;
  onChange: (c: Partial<SalesParams>) => void;
  pending: boolean;
}) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<EbaySalesPageQuery>(
    graphql`
      query EbaySalesPageQuery($userId: String!, $search: String, $paymentStatus: SalePaymentStatusFilter, $sort: String, $page: Int, $pageSize: Int) {
        ebaySales(userId: $userId, search: $search, paymentStatus: $paymentStatus, sort: $sort, page: $page, pageSize: $pageSize) {
          totalCount
          page
          pageSize
          sales {
            id
            saleId
            sku
            itemId
            title
            orderId
            orderUrl
            soldAt
            sentToAmazonAt
            quantity
            priceCents
            currency
            paymentStatus
            status
            lineStatus
            lineNote
            fbaId
            trackingNumber
            trackingUrl
            lastError
          }
        }
      }
    `,
    { userId, search: params.search || null, paymentStatus: params.paymentStatus, sort: params.sort, page: params.page, pageSize: params.pageSize },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const page = data.ebaySales;
  usePollWhile(
    page.sales.some((s) => IN_FLIGHT.has(s.status)),
    () => setFetchKey((k) => k + 1),
  );
  return (
    <Stack gap="4" aria-busy={pending} opacity={pending ? 0.6 : 1}>
      {page.sales.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="md" bg="bg" role="status">
          <EmptyState.Content>
            <EmptyState.Description>No Sales Found</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SalesTable sales={page.sales} params={params} onSort={(sort) => onChange({ sort })} userId={userId} onRefresh={() => setFetchKey((k) => k + 1)} />
      )}
      <ListingsPagination noun="sales" totalCount={page.totalCount} page={page.page} pageSize={page.pageSize} onPage={(p) => onChange({ page: p })} />
    </Stack>
  );
}

/** eBay Sales (spec 001 §2.8): the seller's eBay orders, their Amazon fulfilment and tracking; state in the URL. */
export function EbaySalesPage() {
  const { userId = '-' } = useParams();
  const [search, setSearch] = useSearchParams();
  const params = parseSalesParams(search);
  const [pending, startTransition] = useTransition();
  const change = (c: Partial<SalesParams>) => startTransition(() => setSearch(withSalesParams(new URLSearchParams(window.location.search), params, c)));
  return (
    <Stack gap="6">
      <SalesHeader title="eBay Sales" userId={userId} slug="ebay" />
      <Flex gap="3" wrap="wrap" align="flex-end">
        <SearchBox label="Search eBay sales" value={params.search} onSearch={(s) => change({ search: s })} />
        <FilterSelect label="Payment Status" value={params.paymentStatus} options={PAYMENT} onChange={(paymentStatus) => change({ paymentStatus })} />
        <FilterSelect label="Results Per Page" value={params.pageSize} options={PER_PAGE} onChange={(pageSize) => change({ pageSize })} />
      </Flex>
      <Box minW="0">
        <FetchErrorBoundary resetKey={search.toString()}>
          <Suspense fallback={<Loading />}>
            <SalesResults userId={userId} params={params} onChange={change} pending={pending} />
          </Suspense>
        </FetchErrorBoundary>
      </Box>
    </Stack>
  );
}
