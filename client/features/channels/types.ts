// What a channel declares for the screens (CONVENTIONS §16-17): the one listings page and the item
// view's status panel render any channel from this, and look nothing up by name.
import type { ComponentType, ReactNode } from 'react';
import type { GraphQLTaggedNode } from 'react-relay';
import type { ListingRow_listing$data } from '../../__generated__/ListingRow_listing.graphql.ts';
import type { registryCards_user$data } from '../../__generated__/registryCards_user.graphql.ts';
import type { ChannelCode, ChannelSegment } from './names.ts';
import type { PanelDeclaration } from './panelTypes.ts';

/** One listing as the listings page's rows read it (ListingRow.tsx's fragment). */
export type ListingRowData = ListingRow_listing$data;

/** The filters a listings page may show (beside search and Results Per Page). */
export type ListingsFilterKey = 'condition' | 'listStatus' | 'sales' | 'zeroQuantity';

/** The listing actions (the server's ListingAction enum). */
export type ListingAction = 'LIST' | 'REVISE' | 'DELIST' | 'PUBLISH' | 'UNPUBLISH' | 'RESET';

/** The listings pages' sort keys (spec 001 §9; 'ebay_item_id' is the channel's listing id). */
export const SORT_FIELDS = ['sku', 'asin', 'title', 'ebay_item_id', 'qty', 'cond', 'price', 'updated_date', 'sales'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** What a cell has beside its row: money in the page's currency. */
export interface CellContext {
  money: (cents: number | null | undefined) => string;
}

/** A column after the common ones (select, listing id / ASIN, image, product / SKU). */
export interface ListingsColumn {
  /** The header's sort button. */
  header: string;
  sort: SortField;
  cell: (row: ListingRowData, ctx: CellContext) => ReactNode;
  nowrap?: boolean;
  /** On a phone's card, the value is shown after this word (the status needs none). */
  cardLabel?: string | null;
}

/** An action of the listings page's bulk bar, run on the selected rows' items. */
export interface BulkActionDeclaration {
  /** The menu's option value. */
  value: string;
  label: string;
  action: 'DELIST' | 'REVISE';
  revision?: 'EVERYTHING' | 'PRICE_ONLY' | 'UPC_ONLY' | 'IMAGES_ONLY';
  /** The success toast, from the rows selected and the rows the server queued. */
  done: (selected: number, queued: number) => string;
  /** Asked before running: the dialog's title for n rows and its text. */
  confirm?: { title: (n: number) => string; body: string };
}

export interface BulkDeclaration {
  /**
   * 'menu': always shown, an '{name} Actions' group to choose from and 'Apply Action' (a try with
   * nothing selected is told `nothingSelected`); 'buttons': shown with a selection, a button each.
   */
  style: 'menu' | 'buttons';
  actions: readonly BulkActionDeclaration[];
  nothingSelected?: string;
  /** The toast of a refused action ('NetworkError' when the request failed). */
  refusalText: (kind: string, message: string) => string;
}

/** The listings page of a channel (listings/{segment}). */
export interface ListingsPageDeclaration {
  /** The page's query (ListingsScreen_query for the channel), preloaded by the route loader. */
  query: GraphQLTaggedNode;
  filters: readonly ListingsFilterKey[];
  /** The listing id column's header ('ID', 'OPC') and cell (a link to the channel when it has one). */
  idHeader: string;
  listingId: (row: ListingRowData) => ReactNode;
  /** Shown under the ASIN in the id column (eBay's status, which has no column of its own). */
  underId?: (row: ListingRowData) => ReactNode;
  /** The SKU under the product title. */
  sku: (row: ListingRowData) => string;
  columns: readonly ListingsColumn[];
  /** The currency the page's money is in, from the seller's connections. */
  currency: (
    platforms:
      | {
          readonly ebay?: { readonly currency: string | null | undefined } | null;
          readonly amazon?: { readonly marketplaceId: string | null | undefined } | null;
        }
      | null
      | undefined,
  ) => string;
  bulk: BulkDeclaration;
}

/** An item's listing on the channel as the inventory's bulk bar reads it. */
export interface SelectedListing {
  readonly status: string;
  readonly live: boolean;
  readonly inProgress: boolean;
}

/** One of the inventory bar's actions on the channel (spec 000 §2), with its confirmation's words. */
export interface ItemActionDeclaration {
  action: ListingAction;
  label: string;
  verb: string;
  doing: string;
  done: string;
  /** Why nothing of the selection applies. */
  whyNone: string;
  /** What the items left out of the selection are. */
  leftOut: string;
}

/** The channel's group of the inventory's bulk bar. */
export interface ItemActionsDeclaration {
  actions: readonly ItemActionDeclaration[];
  /** The selected items the action applies to: the same choice the server makes, so the confirmation counts what will be queued. */
  actionable: (action: ItemActionDeclaration['action'], items: readonly { id: string; listing: SelectedListing | null }[]) => string[];
  /** The bar's alert for a refusal. */
  refusalText: (kind: string, message: string) => string;
  /** Refusals the seller fixes on the Linked Platforms page (the alert links there). */
  needsLinkedPlatforms: (kind: string) => boolean;
  /** Shown in the confirmation before the action starts (eBay listing: what AI in bulk would cost). */
  notice?: (action: ItemActionDeclaration['action'], userId: string, itemIds: readonly string[]) => ReactNode;
}

/**
 * What the listings page renders: a channel with a folder here (ChannelDeclaration), or one the
 * server's registry names that has none (generic/, built from the `channels` query).
 */
export interface ListingsChannel {
  /** The server's channel code. */
  code: string;
  /** The display name ('eBay'). */
  name: string;
  /** The route segment (listings/{segment}). */
  segment: string;
  listings: ListingsPageDeclaration;
}

/**
 * A channel's card on Linked Platforms and in the onboarding wizard's Platform Setup step (its
 * connection's state and forms). `userRef` carries every card's fragment (registry.ts spreads them);
 * `onboarding` is set in the wizard, where a consent flow returns to the wizard.
 */
export type ChannelCard = ComponentType<{ userRef: registryCards_user$data; onboarding?: boolean }>;

export interface ChannelDeclaration extends ListingsChannel {
  code: ChannelCode;
  segment: ChannelSegment;
  /** Its Linked Platforms card; a channel without one shows the card its server entry declares (LinkedChannelCards). */
  card?: ChannelCard;
  panel: PanelDeclaration;
  itemActions: ItemActionsDeclaration;
}
