import { ChannelActionDialog } from './ChannelActionDialog.tsx';
import {
  SHOPIFY_ACTION_COPY,
  shopifyActionableIds,
  shopifyNeedsLinkedPlatforms,
  shopifyRefusalText,
  type ShopifyAction,
  type ShopifySelectedItem,
} from '../channels/shopify/shopifyActions.ts';
import { useListingAction } from '../channels/useListingAction.ts';

const upper = (a: ShopifyAction) => a.toUpperCase() as Uppercase<ShopifyAction>;

/** The Shopify actions' confirmation (spec 000 §2): list counts only items not on Shopify. */
export function ShopifyActionDialog({
  action,
  items,
  userId,
  onClose,
  onDone,
}: {
  action: ShopifyAction | null;
  items: readonly ShopifySelectedItem[];
  userId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const run = useListingAction(userId);
  const shown = action ?? 'list';
  return (
    <ChannelActionDialog
      open={action !== null}
      copy={SHOPIFY_ACTION_COPY[shown]}
      actionable={shopifyActionableIds(shown, items)}
      selected={items.length}
      userId={userId}
      run={(batch) => run('SHOPIFY', upper(shown), batch)}
      oneRequest={shown === 'list'}
      refusalText={shopifyRefusalText}
      needsLinkedPlatforms={shopifyNeedsLinkedPlatforms}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
