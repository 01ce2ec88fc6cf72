import { formatListBridgePrice } from '../../money/money.ts';

/** Plans and AI credits are priced in USD (the Stripe catalogue's currency), whatever the marketplace. */
export const formatCents = (cents: number) => formatListBridgePrice(cents);
export const formatDate = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '';
export const CHANNEL_LABELS = { EBAY: 'eBay', SHOPIFY: 'Shopify', ONBUY: 'OnBuy' } as const;
export type ChannelKey = keyof typeof CHANNEL_LABELS;
