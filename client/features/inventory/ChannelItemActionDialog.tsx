import type { ChannelDeclaration, ItemActionDeclaration, SelectedListing } from '../channels/types.ts';
import { useListingAction } from '../channels/useListingAction.ts';
import { ChannelActionDialog } from './ChannelActionDialog.tsx';

/** A selected item with its listings, as the bulk bar reads it. */
export interface SelectedItemListings {
  readonly id: string;
  readonly listings: readonly (SelectedListing & { readonly channel: string })[];
}

/**
 * A channel's action on the bar's selection, confirmed first (spec 000 §2): only the items it
 * applies to are sent (a listing counts only items not already listed), in one request for a listing.
 */
export function ChannelItemActionDialog({
  channel,
  action,
  items,
  userId,
  onClose,
  onDone,
}: {
  channel: ChannelDeclaration;
  action: ItemActionDeclaration['action'] | null;
  items: readonly SelectedItemListings[];
  userId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const run = useListingAction(userId);
  const declared = channel.itemActions;
  const shown = declared.actions.find((a) => a.action === action) ?? declared.actions[0]!;
  const actionable = declared.actionable(
    shown.action,
    items.map((i) => ({ id: i.id, listing: i.listings.find((l) => l.channel === channel.code) ?? null })),
  );
  return (
    <ChannelActionDialog
      open={action !== null}
      copy={shown}
      actionable={actionable}
      selected={items.length}
      userId={userId}
      // Revisions push everything (the inventory bar has no kind picker; the eBay Listings page does).
      run={(batch) => run(channel.code, shown.action, batch)}
      oneRequest={shown.action === 'LIST'}
      refusalText={declared.refusalText}
      needsLinkedPlatforms={declared.needsLinkedPlatforms}
      onClose={onClose}
      onDone={onDone}
      notice={action !== null ? declared.notice?.(shown.action, userId, actionable) : null}
    />
  );
}
