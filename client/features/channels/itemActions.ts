// What every channel's inventory bar actions share: the selected items as they read them, and the
// choices the server makes for list and delist (server/modules/listings/actions.service.ts), so a
// confirmation counts what will be queued.
import type { SelectedListing } from './types.ts';

/** A selected item with its listing on the channel (null: not on the channel). */
export interface SelectedItem {
  readonly id: string;
  readonly listing: SelectedListing | null | undefined;
}

/** Not on the channel (no listing, or one that failed; spec 000 §4 "counts only items not already listed"). */
export const notListed = (l: SelectedListing | null | undefined) => !l || (!l.live && !l.inProgress);

/** A listing not already being delisted. */
export const delistable = (l: SelectedListing | null | undefined) => !!l && l.status !== 'DELISTING';

/** The ids of the items whose listing the rule takes. */
export const idsWhere = (items: readonly SelectedItem[], takes: (l: SelectedListing | null | undefined) => boolean): string[] =>
  items.filter((i) => takes(i.listing)).map((i) => i.id);

/** "3 items" / "1 item". */
export const itemsWord = (n: number) => `${n} item${n === 1 ? '' : 's'}`;
