// The OnBuy status panel's actions (spec 001 §4, §5): 'List on OnBuy' and 'Delist from OnBuy', the
// shared listing actions on the ONBUY channel. OnBuy's alerts (no authorised OnBuy connection → 'You
// need to reauthorize your OnBuy account before you can list on OnBuy'; no plan room → 'You do not
// have enough OnBuy listings available to list this item. …') are its registry entry's
// (server/channels/onbuy/index.ts). The push job (the engine with the OnBuy adapter) does the calls;
// an item without a chosen OnBuy product gets one there (onbuy-product-match.service.ts).
import { type ActionDeps, type ActionResult, delistItems, listItems } from '../listing-actions/actions.service.ts';

/** Queues the items not already on OnBuy (or being listed) for listing on their chosen OnBuy products. */
export function listOnOnbuy(deps: ActionDeps, userId: string, itemIds: readonly string[]): Promise<ActionResult> {
  return listItems(deps, { userId, channel: 'ONBUY', itemIds });
}

/** Queues the items' OnBuy listings for delisting. */
export function delistFromOnbuy(deps: ActionDeps, userId: string, itemIds: readonly string[]): Promise<ActionResult> {
  return delistItems(deps, { userId, channel: 'ONBUY', itemIds });
}
