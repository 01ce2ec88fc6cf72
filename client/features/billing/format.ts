import { formatMoney } from '../../money/money.ts';
import { CHANNEL_NAMES, type ChannelCode } from '../channels/names.ts';

/**
 * ListBridge's own prices (plans, AI credits, the referral discount) in the seller's billing
 * currency (User.billingCurrency: their Amazon marketplace's; each price has the same figure in
 * every currency, README "Plans per currency"): 9999, 'GBP' → '£99.99'.
 */
export const formatCents = (cents: number, currency: string) => formatMoney(cents, currency);
export const formatDate = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '';
/** The channels' display names by code (channels/names.ts). */
export const CHANNEL_LABELS = Object.fromEntries(CHANNEL_NAMES.map((c) => [c.code, c.name])) as Record<ChannelCode, string>;
export type ChannelKey = ChannelCode;
