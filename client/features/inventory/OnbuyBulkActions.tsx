import { ChannelActionDialog } from './ChannelActionDialog.tsx';
import { ChannelBulkActions } from './ChannelBulkActions.tsx';
import { useListingAction } from '../channels/useListingAction.ts';
import {
  ONBUY_ACTION_COPY,
  type OnbuyAction,
  type OnbuySelectedItem,
  onbuyActionableIds,
  onbuyNeedsLinkedPlatforms,
  onbuyRefusalText,
} from '../channels/onbuy/onbuyActions.ts';

const ACTIONS = (['list', 'delist'] as const).map((action) => ({ action, ...ONBUY_ACTION_COPY[action] }));

/** The OnBuy group of the bulk bar: each opens its confirmation. */
export function OnbuyBulkActions({ onPick }: { onPick: (action: OnbuyAction) => void }) {
  return <ChannelBulkActions channel="OnBuy" actions={ACTIONS} onPick={onPick} />;
}

/** The OnBuy actions' confirmation: list counts only items not on OnBuy. */
export function OnbuyActionDialog({
  action,
  items,
  userId,
  onClose,
  onDone,
}: {
  action: OnbuyAction | null;
  items: readonly OnbuySelectedItem[];
  userId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const run = useListingAction(userId);
  const shown = action ?? 'list';
  return (
    <ChannelActionDialog
      open={action !== null}
      copy={ONBUY_ACTION_COPY[shown]}
      actionable={onbuyActionableIds(shown, items)}
      selected={items.length}
      userId={userId}
      run={(batch) => run('ONBUY', shown === 'list' ? 'LIST' : 'DELIST', batch)}
      oneRequest={shown === 'list'}
      refusalText={onbuyRefusalText}
      needsLinkedPlatforms={onbuyNeedsLinkedPlatforms}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
