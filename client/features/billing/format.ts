import { formatListBridgePrice } from '../../money/money.ts';
import { CHANNEL_NAMES, type ChannelCode } from '../channels/names.ts';

/** Plans and AI credits are priced in USD (the Stripe catalogue's currency), whatever the marketplace. */
export const formatCents = (cents: number) => formatListBridgePrice(cents);
export const formatDate = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '';
/** The channels' display names by code (channels/names.ts). */
export const CHANNEL_LABELS = Object.fromEntries(CHANNEL_NAMES.map((c) => [c.code, c.name])) as Record<ChannelCode, string>;
export type ChannelKey = ChannelCode;
