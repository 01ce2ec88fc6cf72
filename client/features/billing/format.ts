/** Money is held in cents and formatted only here, at the edge (CONVENTIONS.md §6). */
export const formatCents = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const formatDate = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '';
export const CHANNEL_LABELS = { EBAY: 'eBay', SHOPIFY: 'Shopify', ONBUY: 'OnBuy' } as const;
export type ChannelKey = keyof typeof CHANNEL_LABELS;
