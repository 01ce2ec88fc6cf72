// The three channels as both sides name them: the id the server and GraphQL use, the slug of the
// routes and REST paths (sales/ebay, ebay-sales), and the display name. Pure: client/ and server/
// may both import it (issue 33: the names were written out nine times).
export const CHANNELS = [
  { id: 'EBAY', slug: 'ebay', name: 'eBay' },
  { id: 'SHOPIFY', slug: 'shopify', name: 'Shopify' },
  { id: 'ONBUY', slug: 'onbuy', name: 'OnBuy' },
] as const;

export type ChannelId = (typeof CHANNELS)[number]['id'];
export type ChannelSlug = (typeof CHANNELS)[number]['slug'];

export const CHANNEL_IDS = CHANNELS.map((c) => c.id) as ChannelId[];

/** The channel of a route or path slug ('ebay' → eBay), or undefined. */
export function channelBySlug(slug: string | undefined): (typeof CHANNELS)[number] | undefined {
  return CHANNELS.find((c) => c.slug === slug);
}
