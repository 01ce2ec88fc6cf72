// The one shape every channel plugs into the listing engine (server/modules/listing-sync/engine.ts; each
// channel's entry in server/channels/registry.ts builds its adapter). An adapter turns items into the channel's calls and the channel's
// answers into outcomes; the engine owns the rows and never sees a channel's payloads.
import type { InventoryItemRow } from '../modules/inventory/inventory.service.ts';
import type { ListingRow } from '../modules/listings/listings.service.ts';
import type { RevisionKind } from '../modules/listing-actions/actions.service.ts';
import type { ListingStatus } from '../modules/listings/listings.statuses.ts';

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
