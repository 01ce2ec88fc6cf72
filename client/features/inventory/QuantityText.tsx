import { Stack, Text } from '@chakra-ui/react';

const CHANNEL_NAMES: Record<string, string> = { EBAY: 'eBay', SHOPIFY: 'Shopify', ONBUY: 'OnBuy' };

/** What a channel gets (InventoryItem.channelQuantities). */
export interface ChannelFigure {
  channel: string;
  quantity: number;
}

/**
 * The quantity the channels the item is listed on get, by the one rule (server/modules/inventory/
 * quantity.ts, what the push sends): "buffer 2 → 8" when they all get the same, "eBay 5 · Shopify 8"
 * when a channel's own buffer or cap (eBay settings) makes them differ. Nothing below the total when
 * every channel gets it all.
 */
export function channelQuantityText(total: number, buffer: number | null | undefined, own: number, listed: readonly ChannelFigure[]): string | null {
  const figures = new Set(listed.map((c) => c.quantity));
  if (figures.size > 1) return listed.map((c) => `${CHANNEL_NAMES[c.channel] ?? c.channel} ${c.quantity}`).join(' · ');
  const only = listed[0]?.quantity;
  if (buffer != null) return `buffer ${buffer} → ${only ?? own}`;
  if (only !== undefined && only !== total) return `${CHANNEL_NAMES[listed[0]!.channel] ?? listed[0]!.channel} ${only}`;
  return null;
}

/**
 * Total quantity, and under it what the channels get when that is less (channelQuantityText). `own`:
 * the item's own rule (InventoryItem.channelQuantity without a channel); `listed`: the channels the
 * item is live on, with what each gets.
 */
export function QuantityText({ total, buffer, own, listed }: { total: number; buffer?: number | null; own: number; listed: readonly ChannelFigure[] }) {
  const below = channelQuantityText(total, buffer, own, listed);
  return (
    <Stack gap="0">
      <Text as="span">{total}</Text>
      {below && (
        <Text as="span" fontSize="xs" color="fg.muted">
          {below}
        </Text>
      )}
    </Stack>
  );
}

/** The channels an item is live on, with what each gets, from the fragments' `listings` and `channelQuantities`. */
export function liveChannelFigures(listings: readonly { channel: string; live: boolean }[], quantities: readonly ChannelFigure[]): ChannelFigure[] {
  return quantities.filter((q) => listings.some((l) => l.live && l.channel === q.channel));
}
