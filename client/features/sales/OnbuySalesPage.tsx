import { Badge, Box, Button, Card, EmptyState, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Suspense, useId, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams, useSearchParams } from 'react-router';
import type { OnbuySalesPageQuery } from '../../__generated__/OnbuySalesPageQuery.graphql.ts';
import { SearchBox } from '../../components/SearchBox.tsx';
import { formatMoney } from '../../money/money.ts';
import { formatDateTime } from '../inventory/format.ts';
import { usePollWhile } from '../inventory/usePollWhile.ts';
import { EbayListingsFetchErrorBoundary as FetchErrorBoundary } from '../listings/EbayListingsFetchError.tsx';
import { EbayListingsLoading as Loading } from '../listings/EbayListingsLoading.tsx';
import { FilterSelect } from '../listings/FilterSelect.tsx';
import { ListingsPagination } from '../listings/ListingsPagination.tsx';
import { SaleActions } from './SaleActions.tsx';
import { SaleDetailButton } from './SaleDetailDialog.tsx';
import { SalesHeader, STATUS_COLOURS } from './salesShared.tsx';
import { PAGE_SIZES, PAYMENT_LABELS, PAYMENT_VALUES, parseSalesParams, type SalesParams, withSalesParams } from './salesParams.ts';
import { saleStatusWord } from '../../../shared/status-words.ts';

const PAYMENT = PAYMENT_VALUES.map((v) => ({ value: v, label: PAYMENT_LABELS[v] }));
const PER_PAGE = PAGE_SIZES.map((v) => ({ value: v, label: String(v) }));
const SORTS = [
  { value: '-_created_at', label: 'Newest first' },
  { value: '_created_at', label: 'Oldest first' },
  { value: '-price_total', label: 'Total, highest first' },
  { value: 'price_total', label: 'Total, lowest first' },
  { value: 'order_id', label: 'Order id' },
  { value: 'finanacial_status', label: 'Financial status' },
];
function OnbuySalesResults({
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
  const data = useLazyLoadQuery<OnbuySalesPageQuery>(
    graphql`
      query OnbuySalesPageQuery($userId: String!, $search: String, $paymentStatus: SalePaymentStatusFilter, $sort: String, $page: Int, $pageSize: Int) {
        onbuySales(userId: $userId, search: $search, paymentStatus: $paymentStatus, sort: $sort, page: $page, pageSize: $pageSize) {
          totalCount
          page
          pageSize
          sales {
            id
            orderId
            orderUrl
            status
            paymentStatus
            currency
            totalCents
            orderedAt
            deliveryService
            fbaId
            trackingNumber
            trackingUrl
            lastError
            products {
              name
              sku
              quantity
              note
            }
          }
        }
      }
    `,
    { userId, search: params.search || null, paymentStatus: params.paymentStatus, sort: params.sort, page: params.page, pageSize: params.pageSize },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const page = data.onbuySales;
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
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" as="ul" listStyleType="none" aria-label="OnBuy sales">
          {page.sales.map((s) => (
            <Card.Root as="li" key={s.id} size="sm" aria-label={`Order ${s.orderId}`}>
              <Card.Header>
                <Flex justify="space-between" gap="2" wrap="wrap">
                  <Link href={s.orderUrl} target="_blank" rel="noreferrer" colorPalette="brand" textDecoration="underline" fontWeight="semibold">
                    {s.orderId}
                  </Link>
                  <Badge colorPalette={STATUS_COLOURS[s.status] ?? 'gray'}>{saleStatusWord(s.status)}</Badge>
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(s.orderedAt)} · {s.deliveryService ?? 'Standard delivery'} · {s.paymentStatus}
                </Text>
              </Card.Header>
              <Card.Body>
                <Stack gap="2" fontSize="sm">
                  <Stack as="ul" gap="1" listStyleType="none">
                    {s.products.map((p) => (
                      <Box as="li" key={p.sku}>
                        <Text>
                          {p.quantity} × {p.name}
                        </Text>
                        {p.note && (
                          <Text fontSize="xs" color="fg.muted">
                            {p.note}
                          </Text>
                        )}
                      </Box>
                    ))}
                  </Stack>
                  <Text fontWeight="semibold">
                    {s.currency} {formatMoney(s.totalCents, s.currency)}
                  </Text>
                  {s.fbaId && <Text fontSize="xs">FBA ID: {s.fbaId}</Text>}
                  <Text fontSize="xs">
                    Tracking:{' '}
                    {s.trackingUrl ? (
                      <Link href={s.trackingUrl} target="_blank" rel="noreferrer" colorPalette="brand" textDecoration="underline">
                        {s.trackingNumber}
                      </Link>
                    ) : (
                      'Not yet available'
                    )}
                  </Text>
                  {s.lastError && (
                    <Text fontSize="xs" color="red.600">
                      {s.lastError}
                    </Text>
                  )}
                  {s.status === 'UNFULFILLABLE' && <SaleActions userId={userId} saleId={s.id} onDone={() => setFetchKey((k) => k + 1)} />}
                  <SaleDetailButton userId={userId} saleId={s.id} label={s.orderId} />
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      <ListingsPagination noun="sales" totalCount={page.totalCount} page={page.page} pageSize={page.pageSize} onPage={(p) => onChange({ page: p })} />
    </Stack>
  );
}

/** OnBuy Sales (spec 002 §2.7): the seller's OnBuy orders as cards, with their Amazon fulfilment; state in the URL. */
export function OnbuySalesPage() {
  const { userId = '-' } = useParams();
  const [search, setSearch] = useSearchParams();
  const params = parseSalesParams(search, 'onbuy_sales');
  const [pending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const areaId = useId();
  const change = (c: Partial<SalesParams>) =>
    startTransition(() => setSearch(withSalesParams(new URLSearchParams(window.location.search), params, c, 'onbuy_sales')));
  return (
    <Stack gap="6">
      <SalesHeader title="OnBuy Sales" userId={userId} slug="onbuy" />
      <Flex gap="3" wrap="wrap" align="flex-end">
        <SearchBox label="Search OnBuy sales" value={params.search} onSearch={(s) => change({ search: s })} />
        <Button variant="outline" bg="bg" aria-expanded={open} aria-controls={areaId} onClick={() => setOpen(!open)}>
          {open ? 'Hide Filters' : 'Show Filters'}
        </Button>
      </Flex>
      <Flex id={areaId} role="group" aria-label="Filters" gap="3" wrap="wrap" display={open ? 'flex' : 'none'}>
        <FilterSelect label="Financial Status" value={params.paymentStatus} options={PAYMENT} onChange={(paymentStatus) => change({ paymentStatus })} />
        <FilterSelect label="Sort" value={params.sort} options={SORTS} onChange={(sort) => change({ sort })} />
        <FilterSelect label="Results Per Page" value={params.pageSize} options={PER_PAGE} onChange={(pageSize) => change({ pageSize })} />
      </Flex>
      <Box minW="0">
        <FetchErrorBoundary resetKey={search.toString()}>
          <Suspense fallback={<Loading />}>
            <OnbuySalesResults userId={userId} params={params} onChange={change} pending={pending} />
          </Suspense>
        </FetchErrorBoundary>
      </Box>
    </Stack>
  );
}
