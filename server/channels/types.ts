// The shapes every channel plugs into: the listing engine's adapter (server/modules/listing-sync/engine.ts;
// each channel's entry in server/channels/registry.ts builds its adapter), which turns items into the
// channel's calls and the channel's answers into outcomes (the engine owns the rows and never sees
// a channel's payloads); and, below, the orders adapter and the inbound webhooks.
import type { InventoryItemRow } from '../modules/inventory/inventory.service.ts';
import type { ListingRow } from '../modules/listings/listings.service.ts';
import type { RevisionKind } from '../modules/listing-actions/actions.service.ts';
import type { ListingStatus } from '../modules/listings/listings.statuses.ts';
import type { SessionDeps } from '../modules/connections/sessions.ts';
import type { WebhookTx } from '../modules/webhooks/webhooks.service.ts';
import type { Address } from '../integrations/amazon/mcf.ts';
import type { PrismaClient } from '../db/prisma.ts';
import type { UserSettings } from '../modules/accounts/user-settings.ts';
import type { AppServices } from '../services.ts';
import type { Config } from '../config.ts';

/** One listing row in progress with its item. */
export interface PushRow {
  listing: ListingRow;
  item: InventoryItemRow;
}

/** What the channel said about one row. */
export interface RowOutcome {
  /** The listing row's id. */
  id: string;
  ok: boolean;
  /** The channel's own message when not ok. */
  error?: string;
  /** Ids the channel gave (kept even when a later step failed, so a retry reuses them). */
  offerId?: string | null;
  externalId?: string | null;
  /** Shopify: the product's variant and inventory item ids. */
  variantId?: string | null;
  inventoryItemId?: string | null;
  pushedQuantity?: number;
  pushedPriceCents?: number;
  /** Delist or visibility change: the listing is gone from the channel (the row is removed). */
  gone?: boolean;
  /** List only: the live status the channel gave, when not the channel's usual one (a Shopify product created unpublished). */
  status?: ListingStatus;
  /**
   * List only: the channel is still preparing the listing (OnBuy's queue creating its product); the
   * row stays in progress with this message, and the channel's adapter has the push run again.
   */
  waiting?: string;
}

export interface ChannelAdapter {
  /** Rows per call (eBay's bulk calls take 25). */
  readonly batchSize: number;
  /** Revisions the channel allows per listing per (UTC) day (eBay: 250); continuous sync waits for the next day past it. */
  readonly revisionsPerDay?: number;
  /** Create (or reuse, by SKU) and publish; `onIds` saves ids as soon as the channel gives them. */
  publish(rows: PushRow[], onIds: (ids: { id: string; offerId: string }[]) => Promise<void>): Promise<RowOutcome[]>;
  /**
   * Optional: works out ahead what publish(rows) needs before its first listing call (reads and
   * CPU only, nothing written to the channel). The engine calls it for the next batch while the
   * current one is with the channel; publish with the same array then takes it.
   */
  prepare?(rows: PushRow[]): void;
  revise(rows: PushRow[], kind: RevisionKind): Promise<RowOutcome[]>;
  withdraw(rows: PushRow[]): Promise<RowOutcome[]>;
  setQuantities(rows: (PushRow & { quantity: number })[]): Promise<RowOutcome[]>;
  setPrices(rows: (PushRow & { priceCents: number })[]): Promise<RowOutcome[]>;
  /** Channels with a storefront visibility (Shopify): publish (true) or unpublish (false) live listings. */
  setVisibility?(rows: PushRow[], visible: boolean): Promise<RowOutcome[]>;
  /**
   * What the channel shows now for live listings (the nightly reconcile compares it with what was
   * last pushed): quantity and price in minor units, null when the channel did not say.
   */
  actual?(rows: PushRow[]): Promise<{ id: string; quantity: number | null; priceCents: number | null }[]>;
  /** The channel's truth for rows stuck in progress: is each one live there, and under which ids? */
  truth(rows: PushRow[]): Promise<
    {
      id: string;
      live: boolean;
      offerId: string | null;
      externalId: string | null;
      variantId?: string | null;
      inventoryItemId?: string | null;
      status?: ListingStatus;
      /** Not live yet but still being prepared by the channel (RowOutcome.waiting): the row stays in progress. */
      waiting?: string;
    }[]
  >;
}

// ---- orders, tracking and inbound webhooks --------------------------------------------------
// The sales module imports every channel's orders and sends back every tracking through these,
// knowing no channel by name (server/modules/sales/sales.service.ts, fulfilment.service.ts).

/** A channel's order as the sales module keeps it: money in minor units, the buyer's address as Amazon's MCF takes it. */
export interface ChannelOrder {
  orderId: string;
  /** The order's name where the channel has one (Shopify: #1001). */
  orderName?: string | null;
  /** The channel's payment status; PAID (any case) is what starts the fulfilment. */
  paymentStatus: string;
  currency: string;
  totalCents: number;
  buyerName: string | null;
  shipTo: Address | null;
  /** The buyer's chosen service in the channel's words (the channel's shippingSpeed maps it to MCF's). */
  shippingService: string | null;
  orderedAt: Date;
  modifiedAt: Date;
  /** Cancelled or refunded: not to be shipped. */
  cancelled: boolean;
  lines: { lineId: string; sku: string; title: string; quantity: number; priceCents: number }[];
  /** The fees the channel itself reports having taken on the order (eBay's totalMarketplaceFee, OnBuy's sales fee); absent: not reported. */
  reportedFee?: ReportedFee | null;
}

/** A fee as the channel reports it, in the order's currency, and in the channel's words. */
export interface ReportedFee {
  cents: number;
  /** What it is, in the channel's words ("eBay's totalMarketplaceFee"). */
  basis: string;
}

/** One poll's orders and where the next poll starts. */
export interface FetchedOrders {
  orders: ChannelOrder[];
  /** Where the next import starts (the sales module re-reads a little before it); absent: the moment this import began. */
  mark?: Date;
}

/** What Amazon shipped of a sale, to be told to the channel. */
export interface ShipmentUpload {
  orderId: string;
  /** The lines Amazon shipped: the channel's line id, the SKU and the quantity. */
  lines: { lineId: string; sku: string; quantity: number }[];
  /** Amazon's carrier code (each channel maps it to its own carriers). */
  carrierCode: string;
  trackingNumber: string;
}

/** One seller's orders on a channel, built from the seller's connection. */
export interface OrdersAdapter {
  /** Every order modified since the mark (all pages), in the channel-neutral shape. */
  fetchOrders(since: Date): Promise<FetchedOrders>;
  /**
   * Sends the carrier and tracking of the shipped lines. Safe to run twice: the channel's own record
   * of a shipment is checked first, so a re-run after the channel took it sends nothing. Throws
   * (with the channel's message) when the channel refuses.
   */
  uploadTracking(shipment: ShipmentUpload): Promise<void>;
}

/** The seller's choices for a channel's orders, as the channel's settings keys hold them. */
export interface OrderSettings {
  /** Paid sales go to Amazon's Multi-Channel Fulfilment automatically. */
  autoFulfil: boolean;
  /** MCF's blank box and Amazon Logistics block: '' (Amazon's account setting), required, enabled or disabled. */
  blankBox?: string;
  blockAmzl?: string;
}

export type McfShippingSpeed = 'Standard' | 'Expedited' | 'Priority';

/** A channel's orders: import, tracking, the settings that steer its fulfilment, and what its fee is. */
export interface ChannelOrders {
  /** The orders adapter for one seller; throws ConnectionNotFoundError / ConnectionNeedsReauthError like adapterFor. */
  ordersFor(deps: SessionDeps, userId: string): Promise<OrdersAdapter>;
  /** Reads the channel's order settings keys from the seller's settings (absent keys: the channel's defaults). */
  settings(settings: Record<string, unknown>): OrderSettings;
  /**
   * How often one seller's orders are polled, given how many sellers the application polls on the
   * channel (a daily quota per application is shared by all of them); at most a minute (the
   * import's cron). `config`: the app's settings, where a channel may let an operator choose its
   * interval. Absent: every minute.
   */
  pollIntervalMs?(sellers: number, config: Partial<Config>): number;
  /** MCF's speed for the buyer's chosen service; absent: Standard. */
  shippingSpeed?(service: string | null): McfShippingSpeed;
  /** The channel's fee on a sale where ListBridge can know it (eBay's fee rules), in minor units. */
  saleFee?(totalCents: number, settings: UserSettings): number;
  /** The published rate saleFee applies, named for the seller ("eBay UK, private seller: 35 per order"). */
  saleFeeRate?(settings: UserSettings): string;
  /** Without saleFee: what the sale's profit leaves out, in the seller's words ("OnBuy's commission"). */
  unknownFee?: string;
  /**
   * The seller's account on the channel that its order links need (Shopify: the shop's domain), read
   * once per page of sales; absent: the links need none.
   */
  orderAccount?(deps: { prisma: PrismaClient }, userId: string): Promise<string | null>;
  /** The order on the channel's own site, given orderAccount's answer; null while it is not known. */
  orderUrl(orderId: string, account: string | null): string | null;
}

/** An inbound delivery the channel verified: its id (to apply it once), topic, the account it is about, body. */
export interface VerifiedDelivery {
  deliveryId: string;
  topic: string;
  /** The channel account it names (a Shopify shop domain); null when keeping it would keep personal data. */
  account: string | null;
  payload: Record<string, unknown>;
}

export type WebhookReading = { ok: true; delivery: VerifiedDelivery } | { ok: false; status: number; reason: string };

/** What a channel's webhook may change outside its own connections, bound to the delivery's transaction and the channel. */
export interface WebhookEffects {
  /** Imports these sellers' orders on the channel now rather than at the next poll. */
  importOrders(userIds: readonly string[]): Promise<void>;
  /** Erases the buyer's name and address on these orders (the sales and money stay), noting why on each. */
  eraseBuyerData(userIds: readonly string[], orderIds: readonly string[], why: string): Promise<number>;
  /** How many of these orders hold the buyer's name or address. */
  ordersWithBuyerData(userIds: readonly string[], orderIds: readonly string[]): Promise<number>;
  /** The channel removed a listing (by the channel's id): these sellers' rows of it go. */
  forgetListing(userIds: readonly string[], externalId: string): Promise<number>;
  /** These sellers' listings on the channel go (their account there was erased). */
  forgetListings(userIds: readonly string[]): Promise<number>;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** What reading a delivery may use: the app's configuration and the channel clients' settings. */
export type WebhookDeps = Pick<AppServices, 'config' | 'clients'>;

/** A channel's inbound webhooks (its REST paths stay where the spec puts them; one handler applies them). */
export interface ChannelWebhooks {
  /** The sender's name in the deliveries log (inbound_webhooks.provider): deliveries are unique per provider and id. */
  readonly provider: string;
  /** Verifies and parses one delivery; what does not verify or parse is refused with the channel's status and reason. */
  read(deps: WebhookDeps, rawBody: Buffer, headers: WebhookHeaders, pathTopic?: string): Promise<WebhookReading>;
  /** Applies a verified delivery inside its transaction (once per delivery id); returns how many of our rows it changed. */
  apply(tx: WebhookTx, delivery: VerifiedDelivery, effects: WebhookEffects): Promise<number>;
}
