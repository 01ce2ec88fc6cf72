// Which adapter pushes a channel's listings: the engine asks here and knows no channel by name.
// Each channel's entry builds its adapter from the seller's connection session (the only place
// tokens are decrypted) and says which of its errors mean "reauthorise the connection".
import type { AppServices } from '../services.ts';
import type { ListingChannel, ListingStatus } from '../modules/listings/listings.statuses.ts';
import { ebayChannel } from './ebay/index.ts';
import { shopifyChannel } from './shopify/index.ts';
import { onbuyChannel } from './onbuy/index.ts';
import type { ChannelAdapter } from './types.ts';
import type { InventoryItemRow } from '../modules/inventory/inventory.service.ts';
import type { ChannelPrice } from './sync-rules.ts';

/** A channel's pricing for continuous sync: the seller's settings read once, applied per item. */
export interface ChannelPricer {
  /** The seller's pricing settings as a key: when it changes, the history says "formula changed". */
  readonly key: string;
  priceOf(item: InventoryItemRow): ChannelPrice;
}

export type ChannelDeps = Omit<AppServices, 'worker'>;

export interface ChannelEntry {
  /** The channel's name in messages ("eBay", "Shopify", "OnBuy"). */
  readonly name: string;
  /** The status a listing has once the channel holds it (eBay/Shopify LISTED, OnBuy PUBLISHED). */
  readonly listedStatus: ListingStatus;
  /** The adapter for one seller's connection; throws ConnectionNotFoundError / ConnectionNeedsReauthError / ChannelSetupError. */
  adapterFor(deps: ChannelDeps, userId: string, connectionId: string | null): Promise<ChannelAdapter>;
  /** The channel client's own "token revoked" error, thrown mid-run (the connection needs reauthorisation). */
  isReauthError?(err: unknown): boolean;
  /** Continuous sync's price for the channel's listings; without one, sync pushes quantities only. */
  pricer?(deps: ChannelDeps, userId: string): Promise<ChannelPricer>;
  /**
   * The listing's content (title, description, images, category, specifics, condition) is the
   * listing's own on the channel (eBay, Shopify): continuous sync revises it when the item's
   * content changes. Absent: the content is not the listing's to change (OnBuy: its catalogue product).
   */
  readonly revisesContent?: boolean;
}

const CHANNELS: Partial<Record<ListingChannel, ChannelEntry>> = {
  EBAY: ebayChannel,
  SHOPIFY: shopifyChannel,
  ONBUY: onbuyChannel,
};

/** The channel's entry, or null while the channel has no listing adapter. */
export function channelEntry(channel: ListingChannel): ChannelEntry | null {
  return CHANNELS[channel] ?? null;
}
