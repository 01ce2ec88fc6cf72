// OnBuy's card on Linked Platforms and its part of the legacy user JSON (spec 000 §3, §5), from the
// seller's OnBuy connection row: the registry entry declares it (ChannelEntry.linkedPlatform).
import type { Connection } from '../../db/generated/client.ts';
import type { ChannelConnectionView } from '../../modules/connections/ports.ts';

/** OnBuy's sites and seller entities as its connection keeps them (connect.ts records them). */
export interface OnbuySite {
  site_id: number;
  name: string;
}
export interface OnbuySeller {
  seller_id: number | string;
  trading_name: string;
}

export interface OnbuyConnectionView {
  status: Connection['status'];
  sites: OnbuySite[];
  sellers: OnbuySeller[];
  consumerKeyHint: string | null;
}

export function onbuyConnectionView(c: Connection): OnbuyConnectionView {
  const s = (c.settings ?? {}) as Record<string, unknown>;
  return {
    status: c.status,
    sites: (s.sites as OnbuySite[] | undefined) ?? [],
    sellers: (s.sellers as OnbuySeller[] | undefined) ?? [],
    consumerKeyHint: (s.consumerKeyHint as string | undefined) ?? null,
  };
}

/** The OnBuy view among the seller's linked platforms (connections.service.ts's linkedPlatforms), or null. */
export const onbuyOf = (platforms: { readonly [channel: string]: unknown }) => (platforms.onbuy ?? null) as OnbuyConnectionView | null;

export const onbuyLinkedPlatform: ChannelConnectionView<OnbuyConnectionView> = {
  view: onbuyConnectionView,
  legacySettings: (onbuy) => ({
    onbuy: {
      sites: onbuy.sites,
      site: onbuy.sites.length === 1 ? onbuy.sites[0] : null,
      sellers: onbuy.sellers,
      seller: onbuy.sellers.length === 1 ? onbuy.sellers[0] : null,
      // The key itself stays encrypted; the legacy field shows which key is in use.
      consumer_key: onbuy.consumerKeyHint ? `…${onbuy.consumerKeyHint}` : null,
    },
  }),
};
