import { Box, Button, Field, Flex, Input, Stack } from '@chakra-ui/react';
import { Suspense, useCallback, useEffect, useId, useRef, useState, useTransition } from 'react';
import { loadQuery, type PreloadedQuery, useRelayEnvironment } from 'react-relay';
import { useLoaderData, useParams, useSearchParams } from 'react-router';
import type { SalesPageQuery } from '../../__generated__/SalesPageQuery.graphql.ts';
import { SearchBox } from '../../components/SearchBox.tsx';
import { EbayListingsFetchErrorBoundary as FetchErrorBoundary } from '../listings/EbayListingsFetchError.tsx';
import { EbayListingsLoading as Loading } from '../listings/EbayListingsLoading.tsx';
import { FilterSelect } from '../listings/FilterSelect.tsx';
import { salesPageQuery } from './SalesPageQuery.ts';
import { SalesResults } from './SalesResults.tsx';
import { CARD_SORTS, type SalesChannel } from './salesChannels.ts';
import type { SalesLoaderData } from './loaders.ts';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { SalesHeader } from './salesShared.tsx';
import { PAGE_SIZES, PAYMENT_LABELS, parseSalesParams, periodBounds, type SalesParams, withSalesParams } from './salesParams.ts';

const PER_PAGE = PAGE_SIZES.map((v) => ({ value: v, label: String(v) }));

/** The period's two days (native date inputs: a phone's own picker). */
function PeriodFilter({ params, onChange }: { params: SalesParams; onChange: (c: Partial<SalesParams>) => void }) {
  const day = (label: string, key: 'soldFrom' | 'soldTo') => (
    <Field.Root w={{ base: 'full', sm: '11rem' }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input
        size="sm"
        type="date"
        bg="bg"
        value={params[key]}
        max={key === 'soldFrom' ? params.soldTo || undefined : undefined}
        onChange={(e) => onChange({ [key]: e.currentTarget.value })}
      />
    </Field.Root>
  );
  return (
    <>
      {day('Sold from', 'soldFrom')}
      {day('Sold to', 'soldTo')}
    </>
  );
}

function Filters({ channel, params, onChange }: { channel: SalesChannel; params: SalesParams; onChange: (c: Partial<SalesParams>) => void }) {
  const [open, setOpen] = useState(false);
  const areaId = useId();
  const payment = channel.payment.values.map((v) => ({ value: v, label: PAYMENT_LABELS[v] }));
  const filters = (
    <>
      <FilterSelect label={channel.payment.label} value={params.paymentStatus} options={payment} onChange={(paymentStatus) => onChange({ paymentStatus })} />
      <PeriodFilter params={params} onChange={onChange} />
      {channel.filtersToggle && <FilterSelect label="Sort" value={params.sort} options={CARD_SORTS} onChange={(sort) => onChange({ sort })} />}
      <FilterSelect label="Results Per Page" value={params.pageSize} options={PER_PAGE} onChange={(pageSize) => onChange({ pageSize })} />
    </>
  );
  const search = <SearchBox label={`Search ${channel.name} sales`} value={params.search} onSearch={(s) => onChange({ search: s })} />;
  if (!channel.filtersToggle)
    return (
      <Flex gap="3" wrap="wrap" align="flex-end">
        {search}
        {filters}
      </Flex>
    );
  // OnBuy's page (002 §2.7): a filter menu toggle beside the search.
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" align="flex-end">
        {search}
        <Button variant="outline" bg="bg" aria-expanded={open} aria-controls={areaId} onClick={() => setOpen(!open)}>
          {open ? 'Hide Filters' : 'Show Filters'}
        </Button>
      </Flex>
      <Flex id={areaId} role="group" aria-label="Filters" gap="3" wrap="wrap" align="flex-end" display={open ? 'flex' : 'none'}>
        {filters}
      </Flex>
    </Stack>
  );
}

/**
 * The Sales page of every channel (sales/:channel; spec 001 §2.8 eBay, 002 §2.3 Shopify, §2.7 OnBuy):
 * the seller's orders with their Amazon fulfilment, tracking and profit, the totals of the filtered
 * period, and the export. State in the URL; the route loader preloaded the query.
 */
export function SalesPage() {
  // null: the segment names no channel with sales. Another channel is another page: nothing of
  // the last one's state carries over.
  const data = useLoaderData() as SalesLoaderData | null;
  return data ? <ChannelSalesPage key={data.channel.id} channel={data.channel} loaded={data.queryRef} /> : <NotFoundPage />;
}

function ChannelSalesPage({ channel, loaded }: { channel: SalesChannel; loaded: PreloadedQuery<SalesPageQuery> }) {
  const { userId = '-' } = useParams();
  const [search, setSearch] = useSearchParams();
  const params = parseSalesParams(search, channel.key);
  // A new filter, sort or page keeps the current sales on screen (marked busy) until the next arrive;
  // a refresh (the 5-second poll, a retried order) swaps them in place without the busy mark.
  const [shown, setShown] = useState(loaded);
  const [pending, startTransition] = useTransition();
  const [, startRefresh] = useTransition();
  useEffect(() => startTransition(() => setShown(loaded)), [loaded]);
  const environment = useRelayEnvironment();
  const ownRef = useRef<PreloadedQuery<SalesPageQuery> | null>(null);
  const refresh = useCallback(() => {
    const ref = loadQuery<SalesPageQuery>(environment, salesPageQuery, loaded.variables, { fetchPolicy: 'network-only' });
    startRefresh(() => setShown(ref));
    // The previous refresh's reference is this page's to release (the new one retains the same data).
    ownRef.current?.dispose();
    ownRef.current = ref;
  }, [environment, loaded.variables]);
  useEffect(() => () => ownRef.current?.dispose(), []);
  const change = (c: Partial<SalesParams>) =>
    startTransition(() => setSearch(withSalesParams(new URLSearchParams(window.location.search), params, c, channel.key)));
  return (
    <Stack gap="6">
      <SalesHeader title={`${channel.name} Sales`} userId={userId} slug={channel.exportable ? channel.slug : null} period={periodBounds(params)} />
      <Filters channel={channel} params={params} onChange={change} />
      <Box minW="0">
        <FetchErrorBoundary resetKey={search.toString()}>
          <Suspense fallback={<Loading />}>
            <SalesResults queryRef={shown} channel={channel} params={params} onChange={change} pending={pending} userId={userId} onRefresh={refresh} />
          </Suspense>
        </FetchErrorBoundary>
      </Box>
    </Stack>
  );
}
