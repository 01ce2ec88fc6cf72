// Dates at the edge, for every feature (money is client/money/money.ts).

/** A date-time in the seller's locale, or 'Never'. */
export function formatDateTime(iso: unknown): string {
  if (!iso) return 'Never';
  const d = new Date(String(iso));
  return Number.isNaN(d.getTime()) ? 'Never' : d.toLocaleString();
}
