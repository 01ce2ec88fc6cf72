/**
 * Billing periods in UTC calendar terms, as Stripe computes them: a monthly subscription anchored
 * on the 31st renews on the last day of shorter months, then returns to the 31st.
 */
export type Interval = 'day' | 'week' | 'month' | 'year';

export function addInterval(ts: number, interval: Interval, count: number, anchorTs = ts): number {
  if (interval === 'day') return ts + count * 86_400;
  if (interval === 'week') return ts + count * 7 * 86_400;
  const d = new Date(ts * 1000);
  const anchorDay = new Date(anchorTs * 1000).getUTCDate();
  const months = interval === 'month' ? count : count * 12;
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(anchorDay, lastDay));
  return Math.floor(target.getTime() / 1000);
}

export function addMonths(ts: number, months: number): number {
  return addInterval(ts, 'month', months);
}
