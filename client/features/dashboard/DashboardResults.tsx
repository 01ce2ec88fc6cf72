// The Dashboard's figures for the loaded period and channel: a card per figure with the change
// against the previous period, the charts, the top items and stock cover. A seller selling in
// several currencies picks which one the page shows (the seller's own first); nothing is converted.
import { Badge, Box, Button, Card, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { DashboardPageQuery, DashboardPageQuery$data } from '../../__generated__/DashboardPageQuery.graphql.ts';
import { CHANNELS } from '../../../shared/channels.ts';
import { formatMoney } from '../../money/money.ts';
import { ChannelsChart, SeriesChart } from './DashboardCharts.tsx';
import { dashboardPageQuery } from './DashboardPageQuery.ts';
import { StockCoverLists } from './StockCoverLists.tsx';
import { TopItems } from './TopItems.tsx';

type Data = Extract<DashboardPageQuery$data['dashboard'], { __typename: 'QueryDashboardSuccess' }>['data'];

const channelName = (id: string) => CHANNELS.find((c) => c.id === id)?.name ?? id;

/** '+12.5%' / '−3%' / 'new' (nothing before to compare with). */
function changeText(change: number | null | undefined, unit = '%'): string {
  if (change === null || change === undefined) return 'no earlier sales';
  return `${change > 0 ? '+' : change < 0 ? '−' : '±'}${Math.abs(change)}${unit}`;
}

function Stat({ label, value, change, unit }: { label: string; value: string; change: number | null | undefined; unit?: string }) {
  // The sign is written out, not only coloured (colour-blind safe).
  const palette = change === null || change === undefined || change === 0 ? 'gray' : change > 0 ? 'blue' : 'orange';
  const id = useId();
  return (
    <Card.Root size="sm" role="group" aria-labelledby={id}>
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted" id={id}>
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="semibold" lineHeight="short">
          {value}
        </Text>
        <Badge alignSelf="flex-start" colorPalette={palette} variant="subtle" aria-label={`${label} against the previous period: ${changeText(change, unit)}`}>
          {changeText(change, unit)}
        </Badge>
      </Card.Body>
    </Card.Root>
  );
}

function Sales({ data, userId }: { data: Data; userId: string }) {
  const currencies = data.figures.map((f) => f.currency);
  const first = currencies.includes(data.sellerCurrency ?? '') ? data.sellerCurrency! : (currencies[0] ?? data.sellerCurrency ?? 'USD');
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked && currencies.includes(picked) ? picked : first;
  const f = data.figures.find((x) => x.currency === currency);
  const money = (cents: number) => formatMoney(cents, currency);
  if (!f || f.current.orders === 0)
    return (
      <Card.Root size="sm">
        <Card.Body>
          <Text>
            No sales from {data.period.from} to {data.period.to}
            {currencies.length ? ` in ${currency}` : ''}. Sales imported from your channels appear here.
          </Text>
        </Card.Body>
      </Card.Root>
    );
  const c = f.current;
  const points = (data.series.find((s) => s.currency === currency)?.days ?? []).map((d) => ({ day: d.day, ...d.figures }));
  const bars = data.channels.flatMap((ch) =>
    ch.figures.filter((x) => x.currency === currency).map((x) => ({ ...x, channel: ch.channel, name: channelName(ch.channel) })),
  );
  return (
    <Stack gap="5">
      {currencies.length > 1 && (
        <Flex gap="2" role="group" aria-label="Currency" wrap="wrap">
          {currencies.map((cur) => (
            <Button key={cur} size="xs" variant={cur === currency ? 'solid' : 'outline'} aria-pressed={cur === currency} onClick={() => setPicked(cur)}>
              {cur}
            </Button>
          ))}
        </Flex>
      )}
      <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3" role="group" aria-label={`Figures from ${data.period.from} to ${data.period.to}`}>
        <Stat label="Orders" value={String(c.orders)} change={f.change.orders} />
        <Stat label="Units" value={String(c.units)} change={f.change.units} />
        <Stat label="Revenue" value={money(c.revenueCents)} change={f.change.revenue} />
        <Stat label="Profit" value={money(c.profitCents)} change={f.change.profit} />
        <Stat label="Margin" value={c.marginPercent === null ? '—' : `${c.marginPercent}%`} change={f.change.margin} unit=" pts" />
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        Profit = revenue {money(c.revenueCents)} − channel fees {money(c.channelFeeCents)} − MCF fees {money(c.mcfFeeCents)} − cost basis {money(c.costCents)} −
        your offsite fees {money(c.offsiteFeeCents)}.
        {c.feesUnknown > 0 ? ` ${c.feesUnknown} order(s) with a channel fee the channel does not report (not taken off).` : ''} Compared with{' '}
        {data.previousPeriod.from} to {data.previousPeriod.to}.
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <SeriesChart points={points} currency={currency} />
        <ChannelsChart bars={bars} currency={currency} />
        <TopItems title="Top items by profit" itemsRef={data.topByProfit} currency={currency} userId={userId} show="profit" />
        <TopItems title="Top items by units" itemsRef={data.topByUnits} currency={currency} userId={userId} show="units" />
      </SimpleGrid>
    </Stack>
  );
}

export function DashboardResults({ queryRef, userId }: { queryRef: PreloadedQuery<DashboardPageQuery>; userId: string }) {
  const data = usePreloadedQuery<DashboardPageQuery>(dashboardPageQuery, queryRef);
  const d = data.dashboard;
  return (
    <Stack gap="6">
      {d.__typename === 'QueryDashboardSuccess' ? (
        <Sales data={d.data} userId={userId} />
      ) : (
        <Box role="alert" color="fg.error">
          {d.__typename === 'DashboardInputError' ? d.message : 'The dashboard could not be shown.'}
        </Box>
      )}
      <StockCoverLists cover={data.stockCover} userId={userId} />
    </Stack>
  );
}
