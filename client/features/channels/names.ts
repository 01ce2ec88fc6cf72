// The channels the screens know, as plain data: code (the server's ListingChannel), display name and
// the route segment of their pages (listings/ebay, sales/onbuy, …). The one place a channel's name is
// written on the client; the full declarations (columns, actions, panels) are in registry.ts.
// Dependency-free, so the router and any feature may import it without pulling in a page.

export const CHANNEL_NAMES = [
  { code: 'EBAY', name: 'eBay', segment: 'ebay' },
  { code: 'SHOPIFY', name: 'Shopify', segment: 'shopify' },
  { code: 'ONBUY', name: 'OnBuy', segment: 'onbuy' },
] as const;

export type ChannelCode = (typeof CHANNEL_NAMES)[number]['code'];
export type ChannelSegment = (typeof CHANNEL_NAMES)[number]['segment'];

/** 'EBAY' → 'eBay'; a code the client does not know shows as itself. */
export const channelName = (code: string): string => CHANNEL_NAMES.find((c) => c.code === code)?.name ?? code;

/** The route segments of the channels' pages, in the menus' order. */
export const CHANNEL_SEGMENTS: readonly ChannelSegment[] = CHANNEL_NAMES.map((c) => c.segment);

/** A channel's code, name and segment, for its declaration. */
export const channelNamed = <C extends ChannelCode>(code: C) =>
  CHANNEL_NAMES.find((c) => c.code === code) as Extract<(typeof CHANNEL_NAMES)[number], { code: C }>;
