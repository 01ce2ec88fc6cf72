// Every channel by its code: the engine, the sales module and the webhooks ask here and know no
// channel by name. Each channel's entry builds its adapters from the seller's connection session
// (the only place tokens are decrypted), says which of its errors mean "reauthorise the
// connection", and declares its orders and inbound webhooks. The three product channels are
// registered below; registerChannel adds another (the tests' in-memory channel) without touching them.
import type { AppServices } from '../services.ts';
import type { Connection } from '../db/generated/client.ts';
import { type ChannelRule, declareChannelRule, type ListingStatus } from '../modules/listings/listings.statuses.ts';
import type { UserSettings } from '../modules/accounts/user-settings.ts';
import type { Channel as PlanChannel, Plan } from '../../shared/billing/plans.ts';
import { ebayChannel } from './ebay/index.ts';
import { shopifyChannel } from './shopify/index.ts';
import { onbuyChannel } from './onbuy/index.ts';
import type { ChannelAdapter, ChannelOrders, ChannelWebhooks } from './types.ts';
import type { InventoryItemRow } from '../modules/inventory/inventory.service.ts';
import type { ChannelPrice } from './sync-rules.ts';
import type { ChannelAlert, ChannelAlertFacts } from './account-alerts.ts';
import type { ChannelConnectionView } from '../modules/connections/ports.ts';
import type { ConnectRoute } from './connect-routes.ts';
import type { SaleLineRow, SaleOrderRow } from '../modules/sales/sales-page.service.ts';

/** A channel's pricing for continuous sync: the seller's settings read once, applied per item. */
export interface ChannelPricer {
  /** The seller's pricing settings as a key: when it changes, the history says "formula changed". */
  readonly key: string;
  priceOf(item: InventoryItemRow): ChannelPrice;
}

export type ChannelDeps = Omit<AppServices, 'worker'>;

/**
 * A channel's code as the registry, the jobs' payloads, the listings, connections and sales rows
 * carry it (EBAY, SHOPIFY, ONBUY; any other a registered channel brings): upper-case letters,
 * digits and underscores (the database checks the form, the registry that it names a channel).
 */
export type ChannelCode = string;

export const CHANNEL_CODE = /^[A-Z][A-Z0-9_]{0,31}$/;

/**
 * How listing on the channel is paid for: the channel's own plans in the plan catalogue
 * (shared/billing/plans.ts, subscribed per channel), or an allowance the channel declares and no
 * subscription (a plan-like tier and maximum of live listings).
 */
export type ChannelBilling = { readonly plans: PlanChannel } | { readonly allowance: Pick<Plan, 'tier' | 'maxListings'> };

/** Which of continuous sync's pushes the seller's settings allow on the channel (sync-rules.ts adds the plan's part). */
export interface ChannelSyncSwitches {
  quantity: boolean;
  price: boolean;
}

/** The listings page's columns a channel may declare, after the common ones (listing id / ASIN, image, product / SKU). */
export const LISTING_COLUMNS = ['QUANTITY', 'PRICE', 'STATUS', 'SALES'] as const;
export type ListingColumn = (typeof LISTING_COLUMNS)[number];

/** The listings page's bulk actions a channel may declare (each one request for the selection). */
export const BULK_ACTIONS = ['DELIST', 'REVISE'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/**
 * What the screens show of the channel, as data (the `channels` query): the generic listings and
 * sales pages render a channel the client has no folder for from this alone.
 */
export interface ChannelScreens {
  /** The route segment of its pages (listings/<segment>, sales/<segment>); absent: the code in lower case. */
  readonly segment?: string;
  /** The listings page's columns, in order; absent: all of LISTING_COLUMNS. */
  readonly listingColumns?: readonly ListingColumn[];
  /** The listings page's bulk actions; absent: DELIST. */
  readonly bulkActions?: readonly BulkAction[];
}

/**
 * A channel's legacy REST sales documents (GET /user/:userId/{slug}-sales and …/get/{saleId},
 * server/rest/sales.ts): whether its rows are sale lines or orders, the list's payment-status
 * parameter and one row's document, in the spec's shape and spellings (kept byte for byte).
 */
export type LegacySales =
  | { readonly rows: 'lines'; readonly statusParam: string; document(row: SaleLineRow): unknown }
  | { readonly rows: 'orders'; readonly statusParam: string; document(row: SaleOrderRow): unknown };

export interface ChannelEntry {
  /** The channel's name in messages ("eBay", "Shopify", "OnBuy"). */
  readonly name: string;
  /**
   * Its card on Linked Platforms (User.linkedPlatforms under its code in lower case) and its part
   * of the legacy user JSON (ebay_creds, …), from its connection row. Absent: no card.
   */
  readonly linkedPlatform?: ChannelConnectionView;
  /**
   * Before the seller's connection is removed (an admin's Remove authorisation): undoes, best effort,
   * what connecting set up on the channel (eBay: the seller's ORDER_CONFIRMATION subscription). Never throws.
   */
  beforeDisconnect?(deps: Pick<ChannelDeps, 'pool' | 'config' | 'clients' | 'log'>, userId: string): Promise<void>;
  /** Its connect flow's REST calls (/user/:userId/<channel>/…, connect-routes.ts), beside its connect.ts. */
  readonly connectRoutes?: readonly ConnectRoute[];
  /** Its pages' segment, columns and bulk actions (absent: the defaults of ChannelScreens). */
  readonly screens?: ChannelScreens;
  /**
   * The GraphQL mutations and REST routes ("POST /user/:userId/…") that change this channel's
   * listings or listing settings only: a Lister the owner limited to other channels is refused them
   * (issue 35). Operations naming their channel in an argument (listingAction) need no entry.
   */
  readonly listingOperations?: readonly string[];
  /** The status a listing has once the channel holds it (eBay/Shopify LISTED, OnBuy PUBLISHED). */
  readonly listedStatus: ListingStatus;
  /**
   * The listing statuses the channel uses and which are live, in progress and errored. The spec's
   * three channels have theirs in listings.statuses.ts (the database's CHECK mirrors them); any
   * other channel declares its own here.
   */
  readonly statuses?: ChannelRule;
  /**
   * The messages (RowOutcome.waiting) the channel's rows carry while the channel itself is still
   * preparing them (OnBuy's product queue): the sweep of orphaned rows leaves those to the channel.
   */
  readonly waitingMessages?: readonly string[];
  /** How listing on the channel is billed (the plan the capacity check and quantity sync read). */
  readonly billing: ChannelBilling;
  /** Continuous sync's switches in the seller's settings; absent: quantities follow Amazon, prices stay as listed. */
  syncSwitches?(settings: UserSettings): ChannelSyncSwitches;
  /** The seller's settings (user-settings.ts keys) that move this channel's desired quantity or price: saving one syncs its listings. */
  readonly settingsKeys?: readonly string[];
  /** Of settingsKeys, those that move prices (their change is a repricing: the repricing_updating alert). */
  readonly pricingKeys?: readonly string[];
  /** The adapter for one seller's connection; throws ConnectionNotFoundError / ConnectionNeedsReauthError / ChannelSetupError. */
  adapterFor(deps: ChannelDeps, userId: string, connectionId: string | null): Promise<ChannelAdapter>;
  /**
   * The channel's own answers when an action finds no usable connection (the spec's "authorize
   * first" alerts): `notConnected` without one, `needsReauth` when it must be authorised again, and
   * `usable`, a further check of the stored connection (eBay: only an oauth token lists). Absent:
   * ConnectionNotFoundError / ConnectionNeedsReauthError with the channel's name.
   */
  readonly connectionCheck?: {
    notConnected?(): Error;
    needsReauth?(): Error;
    usable?(connection: Connection): boolean;
  };
  /** The listing action's alert when the plan has no room (absent: listings.errors.ts's quotaAlertOf the name). */
  readonly quotaAlert?: string;
  /** The channel client's own "token revoked" error, thrown mid-run (the connection needs reauthorisation). */
  isReauthError?(err: unknown): boolean;
  /**
   * The seller kept a price they edited directly on the channel (resolveChannelEdit): what holds it
   * there against repricing (eBay: the item's price lock). Absent: nothing to hold, the price stays.
   */
  keepEditedPrice?(deps: ChannelDeps, userId: string, itemId: string, priceCents: number): Promise<void>;
  /** Continuous sync's price for the channel's listings; without one, sync pushes quantities only. */
  pricer?(deps: ChannelDeps, userId: string): Promise<ChannelPricer>;
  /**
   * The listing's content (title, description, images, category, specifics, condition) is the
   * listing's own on the channel (eBay, Shopify): continuous sync revises it when the item's
   * content changes. Absent: the content is not the listing's to change (OnBuy: its catalogue product).
   */
  readonly revisesContent?: boolean;
  /**
   * A variation family listed as GROUP is one listing on the channel (eBay's item groups, Shopify's
   * variants): a child that leaves its family on Amazon is delisted, which takes it off that
   * listing. Absent: each child is a listing of its own (OnBuy), kept when it leaves the family.
   */
  readonly groupsFamilies?: boolean;
  /**
   * The channel's account banners (spec 001 §8) from its connection, plan and the seller's settings
   * (account-alerts.ts). Absent: token_revoked_error while its connection must be authorised again.
   */
  accountAlerts?(facts: ChannelAlertFacts): ChannelAlert[];
  /** The channel's orders: import since a mark, tracking upload, order settings (absent: the channel has no orders to import). */
  readonly orders?: ChannelOrders;
  /** Its legacy REST sales list and get documents (the spec's channels); absent: none (refresh and export are every channel's with orders). */
  readonly legacySales?: LegacySales;
  /** The channel's inbound webhooks, where it sends any. */
  readonly webhooks?: ChannelWebhooks;
}

const CHANNELS = new Map<ChannelCode, ChannelEntry>([
  ['EBAY', ebayChannel],
  ['SHOPIFY', shopifyChannel],
  ['ONBUY', onbuyChannel],
]);

/** The channel's entry, or null while the channel has none. */
export function channelEntry(channel: ChannelCode): ChannelEntry | null {
  return CHANNELS.get(channel) ?? null;
}

/** Every registered channel with its entry, in registration order. */
export function registeredChannels(): [ChannelCode, ChannelEntry][] {
  return [...CHANNELS];
}

/** The channel's orders, or null when it has none to import. */
export function channelOrders(channel: ChannelCode): ChannelOrders | null {
  return CHANNELS.get(channel)?.orders ?? null;
}

/** The channels whose orders ListBridge imports. */
export function channelsWithOrders(): ChannelCode[] {
  return [...CHANNELS].flatMap(([code, entry]) => (entry.orders ? [code] : []));
}

/**
 * Registers a channel under its code (a code already registered is refused: a channel is replaced
 * only by removing it first). Returns the function that removes it again.
 */
export function registerChannel(code: ChannelCode, entry: ChannelEntry): () => void {
  if (!CHANNEL_CODE.test(code)) throw new Error(`A channel's code is upper-case letters, digits and _: ${code}`);
  if (CHANNELS.has(code)) throw new Error(`A channel ${code} is registered already`);
  if (!entry.statuses) throw new Error(`The channel ${code} declares no listing statuses`);
  if (!entry.statuses.statuses.includes(entry.listedStatus)) throw new Error(`The channel ${code}'s listed status is not among its statuses`);
  const forgetRule = declareChannelRule(code, entry.statuses);
  CHANNELS.set(code, entry);
  return () => {
    if (CHANNELS.get(code) !== entry) return;
    CHANNELS.delete(code);
    forgetRule();
  };
}

/** The channel whose listingOperations hold the mutation or REST route, or null. */
export function channelOfOperation(operation: string): ChannelCode | null {
  for (const [code, entry] of CHANNELS) if (entry.listingOperations?.includes(operation)) return code;
  return null;
}

/** The route segment of the channel's pages (listings/ebay, sales/onbuy): declared, else the code in lower case. */
export function channelSegment(code: ChannelCode, entry: ChannelEntry): string {
  return entry.screens?.segment ?? code.toLowerCase().replaceAll('_', '-');
}

/** Whether `code` names a registered channel (a request's or a job's channel is checked here before anything else). */
export function isRegisteredChannel(code: unknown): code is ChannelCode {
  return typeof code === 'string' && CHANNELS.has(code);
}
