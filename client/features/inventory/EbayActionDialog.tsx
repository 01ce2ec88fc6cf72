import { ChannelActionDialog } from './ChannelActionDialog.tsx';
import { AiFillNotice } from './held-back/AiFillNotice.tsx';
import { ACTION_WORDS, actionableIds, bulkRefusalText, type EbayAction, needsLinkedPlatforms, type SelectedItem } from '../channels/ebay/ebayActions.ts';
import { useListingAction } from '../channels/useListingAction.ts';

interface Props {
  action: EbayAction | null;
  items: readonly SelectedItem[];
  userId: string;
  onClose: () => void;
  onDone: () => void;
}

const ACTION = { list: 'LIST', revise: 'REVISE', delist: 'DELIST' } as const;

const WHY_NONE: Record<EbayAction, string> = {
  list: 'All of the selected items are already listed on eBay or being listed.',
  revise: 'None of the selected items has a settled eBay listing to revise.',
  delist: 'None of the selected items is listed on eBay (or they are already being delisted).',
};

const LEFT_OUT: Record<EbayAction, string> = {
  list: 'already listed or being listed',
  revise: 'not listed, or busy on eBay',
  delist: 'not listed, or already being delisted',
};

/** The eBay actions' confirmation (spec 000 §2): only items not already listed are listed. */
export function EbayActionDialog({ action, items, userId, onClose, onDone }: Props) {
  const run = useListingAction(userId);
  const shown = action ?? 'list';
  const actionable = actionableIds(shown, items);
  return (
    <ChannelActionDialog
      open={action !== null}
      copy={{ ...ACTION_WORDS[shown], whyNone: WHY_NONE[shown], leftOut: LEFT_OUT[shown] }}
      actionable={actionable}
      selected={items.length}
      userId={userId}
      // Revisions push everything (the inventory bar has no kind picker; the eBay Listings page does).
      run={(batch) => run('EBAY', ACTION[shown], batch)}
      oneRequest={shown === 'list'}
      refusalText={bulkRefusalText}
      needsLinkedPlatforms={needsLinkedPlatforms}
      onClose={onClose}
      onDone={onDone}
      notice={action === 'list' ? <AiFillNotice userId={userId} itemIds={actionable} /> : null}
    />
  );
}
