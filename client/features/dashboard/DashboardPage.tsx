// The Dashboard (issue 36; account/:userId/dashboard): a period's sales, real profit and stock cover
// per channel, in charts with their tables. The period and channel live in the URL; the route
// loader preloaded the query. The landing after sign-in stays the inventory (the spec's).
import { Box, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useState, useTransition } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, useSearchParams } from 'react-router';
import type { DashboardPageQuery } from '../../__generated__/DashboardPageQuery.graphql.ts';
import { CHANNELS } from '../../../shared/channels.ts';
import { ListingsFetchErrorBoundary as FetchErrorBoundary } from '../listings/ListingsFetchError.tsx';
import { ListingsLoading as Loading } from '../listings/ListingsLoading.tsx';
import { FilterSelect } from '../listings/FilterSelect.tsx';
import { DashboardResults } from './DashboardResults.tsx';
import { type DashboardParams, dashboardSearch, PERIODS, parseDashboardParams } from './dashboardParams.ts';

const CHANNEL_OPTIONS = [{ value: '', label: 'All channels' }, ...CHANNELS.map((c) => ({ value: c.id as string, label: c.name }))];

function CustomDays({ params, onChange }: { params: DashboardParams; onChange: (c: Partial<DashboardParams>) => void }) {
  const day = (label: string, key: 'from' | 'to') => (
    <Field.Root w={{ base: 'full', sm: '11rem' }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input size="sm" type="date" bg="bg" value={params[key]} onChange={(e) => onChange({ [key]: e.currentTarget.value })} />
    </Field.Root>
  );
  return (
    <>
      {day('From', 'from')}
      {day('To', 'to')}
    </>
  );
}

export function DashboardPage() {
  const { userId = '-' } = useParams();
  const loaded = useLoaderData() as PreloadedQuery<DashboardPageQuery>;
  const [search, setSearch] = useSearchParams();
  const params = parseDashboardParams(search);
  // A new period or channel keeps the current figures on screen (marked busy) until the next arrive.
  const [shown, setShown] = useState(loaded);
  const [pending, startTransition] = useTransition();
  useEffect(() => startTransition(() => setShown(loaded)), [loaded]);
  const change = (c: Partial<DashboardParams>) => startTransition(() => setSearch(dashboardSearch({ ...params, ...c })));
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Dashboard
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Sales, real profit and stock cover on every channel. Days are UTC days; each currency is shown on its own.
        </Text>
      </Stack>
      <Flex gap="3" wrap="wrap" align="flex-end" role="group" aria-label="Period and channel">
        <FilterSelect label="Period" value={params.period} options={PERIODS} onChange={(period) => change({ period })} />
        {params.period === 'CUSTOM' && <CustomDays params={params} onChange={change} />}
        <FilterSelect label="Channel" value={params.channel} options={CHANNEL_OPTIONS} onChange={(channel) => change({ channel })} />
      </Flex>
      <Box minW="0" aria-busy={pending} opacity={pending ? 0.6 : 1}>
        <FetchErrorBoundary resetKey={search.toString()}>
          <Suspense fallback={<Loading />}>
            <DashboardResults queryRef={shown} userId={userId} />
          </Suspense>
        </FetchErrorBoundary>
      </Box>
    </Stack>
  );
}
