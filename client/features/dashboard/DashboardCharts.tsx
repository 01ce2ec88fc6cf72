// The Dashboard's two charts, drawn with Chakra's charts (@chakra-ui/charts: Recharts styled by the
// theme's tokens), each with its table view: revenue and profit day by day, and channels side by side.
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../money/money.ts';
import { ChartCard } from './ChartCard.tsx';
import { SERIES_COLOURS, SERIES_DASHES } from './palette.ts';

export interface DayPoint {
  day: string;
  orders: number;
  units: number;
  revenueCents: number;
  profitCents: number;
}

export interface ChannelBar {
  channel: string;
  name: string;
  orders: number;
  revenueCents: number;
  profitCents: number;
  marginPercent?: number | null;
}

// Chakra's chart styles take every outline off; the drawing's keyboard focus is shown again.
const FOCUS_CSS = { '& .recharts-surface:focus-visible': { outline: '2px solid', outlineColor: 'blue.solid', outlineOffset: '2px' } };

const major = (cents: number) => Math.round(cents) / 100;
const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Revenue and profit per day in one currency. */
export function SeriesChart({ points, currency }: { points: DayPoint[]; currency: string }) {
  const data = points.map((p) => ({ day: shortDay(p.day), Revenue: major(p.revenueCents), Profit: major(p.profitCents) }));
  const chart = useChart({
    data,
    series: [
      { name: 'Revenue', color: SERIES_COLOURS.revenue, strokeDasharray: SERIES_DASHES.revenue },
      { name: 'Profit', color: SERIES_COLOURS.profit, strokeDasharray: SERIES_DASHES.profit },
    ],
  });
  const money = (v: number) => formatMoney(Math.round(v * 100), currency);
  const revenue = points.reduce((n, p) => n + p.revenueCents, 0);
  const profit = points.reduce((n, p) => n + p.profitCents, 0);
  return (
    <ChartCard
      title="Revenue and profit over time"
      summary={`${points.length} days, revenue ${formatMoney(revenue, currency)}, profit ${formatMoney(profit, currency)}`}
      chart={
        <Chart.Root chart={chart} h="full" aspectRatio="auto" css={FOCUS_CSS}>
          <LineChart responsive data={chart.data} margin={{ left: 8, right: 8 }}>
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis dataKey={chart.key('day')} tickLine={false} axisLine={false} minTickGap={16} stroke={chart.color('fg.muted')} />
            <YAxis tickLine={false} axisLine={false} width={64} tickFormatter={money} stroke={chart.color('fg.muted')} />
            <Tooltip content={<Chart.Tooltip />} />
            <Legend content={<Chart.Legend />} />
            {chart.series.map((s) => (
              <Line
                key={s.name}
                isAnimationActive={false}
                type="monotone"
                dataKey={chart.key(s.name)}
                stroke={chart.color(s.color)}
                strokeWidth={2}
                strokeDasharray={s.strokeDasharray}
                dot={false}
              />
            ))}
          </LineChart>
        </Chart.Root>
      }
      table={{
        columns: ['Day', '#Orders', '#Units', '#Revenue', '#Profit'],
        rows: points.map((p) => ({
          key: p.day,
          cells: [p.day, p.orders, p.units, formatMoney(p.revenueCents, currency), formatMoney(p.profitCents, currency)],
        })),
      }}
    />
  );
}

/** Each channel's revenue and profit side by side, in one currency. */
export function ChannelsChart({ bars, currency }: { bars: ChannelBar[]; currency: string }) {
  const data = bars.map((b) => ({ channel: b.name, Revenue: major(b.revenueCents), Profit: major(b.profitCents) }));
  const chart = useChart({
    data,
    series: [
      { name: 'Revenue', color: SERIES_COLOURS.revenue },
      { name: 'Profit', color: SERIES_COLOURS.profit },
    ],
  });
  const money = (v: number) => formatMoney(Math.round(v * 100), currency);
  return (
    <ChartCard
      title="Channels side by side"
      summary={bars.map((b) => `${b.name}: revenue ${formatMoney(b.revenueCents, currency)}, profit ${formatMoney(b.profitCents, currency)}`).join('; ')}
      chart={
        <Chart.Root chart={chart} h="full" aspectRatio="auto" css={FOCUS_CSS}>
          <BarChart responsive data={chart.data} margin={{ left: 8, right: 8 }}>
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis dataKey={chart.key('channel')} tickLine={false} axisLine={false} stroke={chart.color('fg.muted')} />
            <YAxis tickLine={false} axisLine={false} width={64} tickFormatter={money} stroke={chart.color('fg.muted')} />
            <Tooltip content={<Chart.Tooltip />} />
            <Legend content={<Chart.Legend />} />
            {chart.series.map((s) => (
              <Bar key={s.name} isAnimationActive={false} dataKey={chart.key(s.name)} fill={chart.color(s.color)} radius={2} />
            ))}
          </BarChart>
        </Chart.Root>
      }
      table={{
        columns: ['Channel', '#Orders', '#Revenue', '#Profit', '#Margin'],
        rows: bars.map((b) => ({
          key: b.channel,
          cells: [
            b.name,
            b.orders,
            formatMoney(b.revenueCents, currency),
            formatMoney(b.profitCents, currency),
            b.marginPercent == null ? '—' : `${b.marginPercent}%`,
          ],
        })),
      }}
    />
  );
}
