// What a seller's connections look like to the screens and to the legacy user JSON. Tokens and
// keys never leave this module's store: the views below carry names, ids and states only.
import type { Connection } from '../../db/generated/client.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import { findAmazonMarketplace } from '../../../shared/channels/marketplaces.ts';
import { channelConnectionViews } from './ports.ts';

// Other modules reach marketplaces and connection facts through these (never the table itself).
export { amazonSellerIds, sellersWithAmazonAnd } from './connection-store.ts';
export {
  connectedAmazonMarketplace,
  hasAmazonConnection,
  sessionFor,
  type AmazonSession,
  type EbaySession,
  type OnbuySession,
  type SessionChannel,
  type SessionDeps,
  type Sessions,
  type ShopifySession,
} from './sessions.ts';

export interface AmazonConnectionView {
  status: Connection['status'];
  sellingPartnerId: string;
  storeName: string | null;
  marketplaceId: string | null;
  marketplaceName: string | null;
  connectedAt: Date;
}

/**
 * The cards' data from the seller's connection rows: Amazon's, then each registered channel's view
 * under its code in lower case (ebay, shopify, onbuy, …), null where not connected. The channels'
 * views are their own (ChannelEntry.linkedPlatform, through ports.ts).
 */
export interface LinkedPlatforms {
  amazon: AmazonConnectionView | null;
  readonly [channel: string]: unknown;
}

/** Where a channel's view sits in LinkedPlatforms (and the admin's platforms JSON). */
export const linkedPlatformKey = (code: string) => code.toLowerCase();

/** Amazon's card from its connection row. */
function amazonView(amazon: Connection): AmazonConnectionView {
  return {
    status: amazon.status,
    sellingPartnerId: amazon.accountId,
    storeName: amazon.accountName,
    marketplaceId: amazon.marketplace,
    marketplaceName: amazon.marketplace ? (findAmazonMarketplace(amazon.marketplace)?.name ?? null) : null,
    connectedAt: amazon.updatedAt,
  };
}

export function linkedPlatformsOf(rows: Connection[]): LinkedPlatforms {
  const of = (k: Connection['kind']) => rows.find((r) => r.kind === k) ?? null;
  const amazon = of('AMAZON');
  const out: Record<string, unknown> = { amazon: amazon && amazonView(amazon) };
  for (const { code, linkedPlatform } of channelConnectionViews()) {
    const row = of(code);
    out[linkedPlatformKey(code)] = row && linkedPlatform.view(row);
  }
  return out as LinkedPlatforms;
}

/** The seller's connection rows (the only place the table is read for display). */
export function connectionRows(deps: { prisma: PrismaClient }, userId: string): Promise<Connection[]> {
  return deps.prisma.connection.findMany({ where: { userId } });
}

export async function linkedPlatforms(deps: { prisma: PrismaClient }, userId: string): Promise<LinkedPlatforms> {
  return linkedPlatformsOf(await connectionRows(deps, userId));
}

/** The legacy user JSON's connection settings (spec 000 §3, 002 §3): sp_creds, then each channel's (ebay_creds, shopify_creds, onbuy, …). */
export function legacyConnectionSettings(rows: Connection[] | undefined): Record<string, unknown> {
  if (!rows) return {};
  const amazon = rows.find((r) => r.kind === 'AMAZON');
  const out: Record<string, unknown> = {};
  if (amazon) {
    const a = amazonView(amazon);
    out.sp_creds = { date: a.connectedAt, marketplace: a.marketplaceId, selling_partner_id: a.sellingPartnerId };
  }
  for (const { code, linkedPlatform } of channelConnectionViews()) {
    const row = rows.find((r) => r.kind === code);
    if (row && linkedPlatform.legacySettings) Object.assign(out, linkedPlatform.legacySettings(linkedPlatform.view(row)));
  }
  return out;
}

/** A channel's card on Linked Platforms as its registry entry declares it (ChannelConnectionView.cardLines). */
export interface LinkedChannelCard {
  code: string;
  name: string;
  /** Its connection's state; null while the seller has not connected it. */
  status: Connection['status'] | null;
  lines: string[];
}

/** The cards of the channels that declare one, connected or not, in the registry's order. */
export async function linkedChannelCards(deps: { prisma: PrismaClient }, userId: string): Promise<LinkedChannelCard[]> {
  const declared = channelConnectionViews().filter((c) => c.linkedPlatform.cardLines);
  if (!declared.length) return [];
  const rows = await connectionRows(deps, userId);
  return declared.map(({ code, name, linkedPlatform }) => {
    const row = rows.find((r) => r.kind === code);
    return { code, name, status: row?.status ?? null, lines: row ? (linkedPlatform.cardLines?.(linkedPlatform.view(row)) ?? []) : [] };
  });
}
