// Formatting at the edge (CONVENTIONS §6: money is integer minor units everywhere else).

/** 1299 → '$12.99'; null → '—'. */
export function formatCents(cents: number | null | undefined, symbol = '$'): string {
  if (cents === null || cents === undefined) return '—';
  const sign = cents < 0 ? '-' : '';
  return `${sign}${symbol}${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** '12.99' or '12' (dollars typed by the seller) → cents, or null when it is not a price. */
export function parseDollars(text: string): number | null {
  const t = text.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** A date-time in the seller's locale, or 'Never'. */
export function formatDateTime(iso: unknown): string {
  if (!iso) return 'Never';
  const d = new Date(String(iso));
  return Number.isNaN(d.getTime()) ? 'Never' : d.toLocaleString();
}
