// The Dashboard's state in the URL (CONVENTIONS §10): the period (today, 7, 30, 90 days, custom
// days) and the channel (all or one), so a view can be shared and the back button works.

export const PERIODS = [
  { value: 'TODAY', label: 'Today' },
  { value: 'LAST_7_DAYS', label: 'Last 7 days' },
  { value: 'LAST_30_DAYS', label: 'Last 30 days' },
  { value: 'LAST_90_DAYS', label: 'Last 90 days' },
  { value: 'CUSTOM', label: 'Custom' },
] as const;

export type PeriodKind = (typeof PERIODS)[number]['value'];

export interface DashboardParams {
  period: PeriodKind;
  /** A channel's code, or '' for all. */
  channel: string;
  /** Custom days (YYYY-MM-DD); '' when not chosen. */
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Dashboard's state from the URL; anything unknown falls back to the last 30 days on every channel. */
export function parseDashboardParams(search: URLSearchParams): DashboardParams {
  const period = PERIODS.find((p) => p.value === search.get('period'))?.value ?? 'LAST_30_DAYS';
  const day = (k: string) => (DAY.test(search.get(k) ?? '') ? search.get(k)! : '');
  return { period, channel: /^[A-Z_]{1,40}$/.test(search.get('channel') ?? '') ? search.get('channel')! : '', from: day('from'), to: day('to') };
}

/** The URL's query for a state (the defaults left out, so the plain page has a plain URL). */
export function dashboardSearch(p: DashboardParams): URLSearchParams {
  const q = new URLSearchParams();
  if (p.period !== 'LAST_30_DAYS') q.set('period', p.period);
  if (p.channel) q.set('channel', p.channel);
  if (p.period === 'CUSTOM') {
    if (p.from) q.set('from', p.from);
    if (p.to) q.set('to', p.to);
  }
  return q;
}

/** The dashboard query's variables for a state (a custom period without both days shows the last 30 days until it has them). */
export function dashboardVariables(userId: string, p: DashboardParams) {
  const custom = p.period === 'CUSTOM' && p.from && p.to;
  return {
    userId,
    period: p.period === 'CUSTOM' && !custom ? 'LAST_30_DAYS' : p.period,
    from: custom ? p.from : null,
    to: custom ? p.to : null,
    channel: p.channel || null,
  } as const;
}
