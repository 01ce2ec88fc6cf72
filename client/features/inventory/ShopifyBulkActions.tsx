import { ChannelBulkActions } from './ChannelBulkActions.tsx';
import { SHOPIFY_ACTION_COPY, type ShopifyAction } from '../channels/shopify/shopifyActions.ts';

const ACTIONS = (['list', 'publish', 'delist', 'unpublish', 'reset'] as const).map((action) => ({ action, ...SHOPIFY_ACTION_COPY[action] }));

/** The Shopify group of the bulk bar (spec 000 §2): each opens its confirmation. */
export function ShopifyBulkActions({ onPick }: { onPick: (action: ShopifyAction) => void }) {
  return <ChannelBulkActions channel="Shopify" actions={ACTIONS} onPick={onPick} />;
}
