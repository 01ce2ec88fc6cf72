// Shopify's card on Linked Platforms and its part of the legacy user JSON (spec 002 §3), from the
// seller's Shopify connection row: the registry entry declares it (ChannelEntry.linkedPlatform).
import type { Connection } from '../../db/generated/client.ts';
import type { ChannelConnectionView } from '../../modules/connections/ports.ts';

export interface ShopifyConnectionView {
  status: Connection['status'];
  authorized: boolean;
  needsReauth: boolean;
  domain: string;
  username: string | null;
}

export const shopifyConnectionView = (c: Connection): ShopifyConnectionView => ({
  status: c.status,
  authorized: c.status === 'AUTHORIZED',
  needsReauth: c.status === 'NEEDS_REAUTH',
  domain: c.accountId,
  username: c.accountName,
});

/** The Shopify view among the seller's linked platforms (connections.service.ts's linkedPlatforms), or null. */
export const shopifyOf = (platforms: { readonly [channel: string]: unknown }) => (platforms.shopify ?? null) as ShopifyConnectionView | null;

export const shopifyLinkedPlatform: ChannelConnectionView<ShopifyConnectionView> = {
  view: shopifyConnectionView,
  legacySettings: (shopify) => ({
    shopify_creds: { authorized: shopify.authorized, needs_reauth: shopify.needsReauth, username: shopify.username, domain: shopify.domain },
  }),
};
