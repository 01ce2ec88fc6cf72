// What a channel declares for the item view's status panel (spec 001 §4, 002 §4): from the item's
// listing on the channel and the seller's connection, what the one panel component shows.
import type { ReactNode } from 'react';

/** The item as the panel reads it (ChannelStatusPanel.tsx's fragment), with its listing on this channel. */
export interface PanelItem {
  readonly id: string;
  readonly sellerSku: string;
  readonly onbuyProductCode: string | null | undefined;
  readonly onbuyProductUrl: string | null | undefined;
  readonly ebayPricing: { readonly ready: boolean };
  readonly listing: PanelListing | null;
}

export interface PanelListing {
  readonly status: string;
  readonly statusAt: unknown;
  readonly live: boolean;
  readonly inProgress: boolean;
  readonly externalId: string | null | undefined;
  readonly url: string | null | undefined;
  readonly forceRemoved: boolean;
  readonly errored: boolean;
  readonly lastError: string | null | undefined;
  readonly sku: string | null | undefined;
}

/** The seller's account as the listing view's query reads it. */
export interface PanelUser {
  readonly linkedPlatforms: {
    readonly ebay?: { readonly authorized: boolean; readonly status: string } | null;
    readonly shopify?: { readonly authorized: boolean; readonly needsReauth: boolean; readonly domain: string } | null;
    readonly onbuy?: { readonly status: string } | null;
  };
  readonly channelBilling: readonly { readonly channel: string; readonly subscription: { readonly id: string } | null | undefined }[];
}

/** The panel's actions (the listing actions the item view offers). */
export type PanelAction = 'LIST' | 'DELIST' | 'PUBLISH' | 'UNPUBLISH';

export interface PanelInput {
  item: PanelItem;
  user: PanelUser | null | undefined;
  userId: string;
  now: number;
  /** An action started here whose answer has not arrived yet. */
  pendingAction: PanelAction | null;
}

/** A line of the listed state's list ('eBay Item ID', 'Status', …). */
export interface PanelRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

export type PanelView =
  | { kind: 'pending'; label: string; detail?: string | null; detailTestId?: string }
  | {
      kind: 'listed';
      /** The list's accessible name ('eBay listing'). */
      listLabel: string;
      rows: readonly PanelRow[];
      /** A mark under the list (eBay's 'Force Removed'). */
      badge?: string | null;
      error?: string | null;
      /** Buttons before 'Delist from {name}' (Shopify's Publish / Unpublish). */
      actions: readonly { label: string; action: PanelAction }[];
    }
  | {
      kind: 'not-listed';
      title: string;
      titleTestId?: string;
      error?: string | null;
      /** 'List on {name}', or what the seller must do first (a link or a note). */
      offer: { list: true } | { node: ReactNode } | null;
    };

/** An alert above the panel's state (a connection to reauthorise). */
export interface PanelBanner {
  status: 'warning' | 'error';
  title: string;
  /** A link under the title. */
  link?: { to: string; label: string } | null;
}

export interface PanelDeclaration {
  view: (input: PanelInput) => PanelView;
  /** The connection's alert, shown whatever the listing's state. */
  banner: (input: PanelInput) => PanelBanner | null;
  /** The alert of a refused action ('NetworkError' when the request failed). */
  refusal: (kind: string, message: string, action: PanelAction, userId: string) => PanelBanner;
  /** The delist confirmation's text. */
  delistBody: string;
  /** Whether the item view shows the panel for this seller. */
  shown?: (user: PanelUser | null | undefined) => boolean;
}
