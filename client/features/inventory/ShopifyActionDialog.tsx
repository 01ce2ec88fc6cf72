import { ChannelActionDialog } from './ChannelActionDialog.tsx';
import {
  SHOPIFY_ACTION_COPY,
  shopifyActionableIds,
  shopifyNeedsLinkedPlatforms,
  shopifyRefusalText,
  type ShopifyAction,
  type ShopifySelectedItem,
} from './shopifyActions.ts';
import { useShopifyAction } from './useShopifyAction.ts';

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
  const run = useShopifyAction(userId);
  const shown = action ?? 'list';
  return (
    <ChannelActionDialog
      open={action !== null}
      copy={SHOPIFY_ACTION_COPY[shown]}
      actionable={shopifyActionableIds(shown, items)}
      selected={items.length}
      userId={userId}
      run={(batch) => run(shown, batch)}
      oneRequest={shown === 'list'}
      refusalText={shopifyRefusalText}
      needsLinkedPlatforms={shopifyNeedsLinkedPlatforms}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
