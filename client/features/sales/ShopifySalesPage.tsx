import { Badge, Box, EmptyState, Flex, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { ShopifySalesPageQuery, ShopifySalesPageQuery$data } from '../../__generated__/ShopifySalesPageQuery.graphql.ts';
import { SearchBox } from '../../components/SearchBox.tsx';
import { formatDateTime } from '../inventory/format.ts';
import { usePollWhile } from '../inventory/usePollWhile.ts';
import { EbayListingsFetchErrorBoundary as FetchErrorBoundary } from '../listings/EbayListingsFetchError.tsx';
import { EbayListingsLoading as Loading } from '../listings/EbayListingsLoading.tsx';
import { FilterSelect } from '../listings/FilterSelect.tsx';
import { ListingsPagination } from '../listings/ListingsPagination.tsx';
import { SaleActions } from './SaleActions.tsx';
import { SaleDetailButton } from './SaleDetailDialog.tsx';
import { PAGE_SIZES, PAYMENT_LABELS, parseSalesParams, type SalesParams, type SalesSort, withSalesParams } from './salesParams.ts';
import { Price, SaleCard, SaleCardList, SalesHeader, SortHeader, STATUS_COLOURS } from './salesShared.tsx';
import { saleStatusWord } from '../../../shared/status-words.ts';

type Sale = ShopifySalesPageQuery$data['shopifySales']['sales'][number];
/** 002 §2.3: the Payment Status filter is All, Paid or Unpaid. */
const PAYMENT = (['all', 'paid', 'unpaid'] as const).map((v) => ({ value: v, label: PAYMENT_LABELS[v] }));
const PER_PAGE = PAGE_SIZES.map((v) => ({ value: v, label: String(v) }));
const KEY = 'shopify_sales';

/** 002 §2.3's Fulfillment info: 'FBA ID' or 'Not fulfilled', and the tracking (a link, else 'Not yet available'). */
function Fulfilment({ s, userId, onDone, badge = true }: { s: Sale; userId: string; onDone: () => void; badge?: boolean }) {
  return (
    <Stack gap="1" fontSize="xs">
      {badge && (
        <Badge alignSelf="flex-start" colorPalette={STATUS_COLOURS[s.status] ?? 'gray'}>
          {saleStatusWord(s.status)}
        </Badge>
      )}
      <Text>{s.fbaId ? `FBA ID: ${s.fbaId}` : 'Not fulfilled'}</Text>
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
      <SaleCardList label="Shopify sales">
        {sales.map((s) => (
          <SaleCard
            key={s.id}
            order={
              <Stack gap="1" align="flex-start">
                {s.orderUrl ? (
                  <Link href={s.orderUrl} target="_blank" rel="noreferrer" colorPalette="brand" textDecoration="underline" fontWeight="semibold">
                    {s.name}
                  </Link>
                ) : (
                  <Text fontWeight="semibold">{s.name}</Text>
                )}
                <SaleDetailButton userId={userId} saleId={s.id} label={s.name} />
              </Stack>
            }
            status={s.status}
            soldAt={s.soldAt}
            payment={s.financialStatus}
            lines={s.products.map((p) => ({ key: p.sku, sku: p.sku, name: p.name, quantity: p.quantity }))}
            price={<Price cents={s.totalCents} currency={s.currency} />}
          >
            <Fulfilment s={s} userId={userId} onDone={onRefresh} badge={false} />
          </SaleCard>
        ))}
      </SaleCardList>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" hideBelow="md">
        <Table.Root size="sm" aria-label="Shopify sales">
          <Table.Header>
            <Table.Row>
              {head('SKU', 'seller_sku')}
              {head('Title', 'title')}
              {head('Order ID', 'order_id')}
              {head('Sold At', '_created_at')}
              {head('Sent to Amazon', 'amazon_fid')}
              {head('Qty', 'qty')}
              {head('Price', 'total_price_usd')}
              {head('Payment', 'finanacial_status')}
              {head('Fulfillment info', 'fulfilled_at')}
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
                    {s.orderUrl ? (
                      <Link href={s.orderUrl} target="_blank" rel="noreferrer" colorPalette="brand" textDecoration="underline">
                        {s.name}
                      </Link>
                    ) : (
                      s.name
                    )}
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
                  <Price cents={s.totalCents} currency={s.currency} />
                </Table.Cell>
                <Table.Cell>{s.financialStatus || '?'}</Table.Cell>
                <Table.Cell minW="12rem">
                  <Fulfilment s={s} userId={userId} onDone={onRefresh} />
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
  const data = useLazyLoadQuery<ShopifySalesPageQuery>(
    graphql`
      query ShopifySalesPageQuery($userId: String!, $search: String, $paymentStatus: SalePaymentStatusFilter, $sort: String, $page: Int, $pageSize: Int) {
        shopifySales(userId: $userId, search: $search, paymentStatus: $paymentStatus, sort: $sort, page: $page, pageSize: $pageSize) {
          totalCount
          page
          pageSize
          sales {
            id
            name
            orderUrl
            status
            financialStatus
            currency
            totalCents
            soldAt
            sentToAmazonAt
            fbaId
            trackingNumber
            trackingUrl
            lastError
            products {
              name
              sku
              itemId
              quantity
              status
              fulfilment
            }
          }
        }
      }
    `,
    { userId, search: params.search || null, paymentStatus: params.paymentStatus, sort: params.sort, page: params.page, pageSize: params.pageSize },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const page = data.shopifySales;
  // Sales still on their way to the buyer: the page follows them (5-second poll).
  usePollWhile(
    page.sales.some((s) => s.status === 'NEW' || s.status === 'MCF_REQUESTED'),
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

/** Shopify Sales (spec 002 §2.3): the seller's Shopify orders, their Amazon fulfilment and tracking; state in the URL. */
export function ShopifySalesPage() {
  const { userId = '-' } = useParams();
  const [search, setSearch] = useSearchParams();
  const params = parseSalesParams(search, KEY);
  const [pending, startTransition] = useTransition();
  const change = (c: Partial<SalesParams>) => startTransition(() => setSearch(withSalesParams(new URLSearchParams(window.location.search), params, c, KEY)));
  return (
    <Stack gap="6">
      <SalesHeader title="Shopify Sales" userId={userId} slug="shopify" />
      <Flex gap="3" wrap="wrap" align="flex-end">
        <SearchBox label="Search Shopify sales" value={params.search} onSearch={(s) => change({ search: s })} />
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
