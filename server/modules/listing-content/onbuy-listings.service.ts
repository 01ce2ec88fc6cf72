// The OnBuy status panel's actions (spec 001 §4, §5): 'List on OnBuy' and 'Delist from OnBuy',
// the shared listing actions on the ONBUY channel with OnBuy's alerts: no authorised OnBuy
// connection → 'You need to reauthorize your OnBuy account before you can list on OnBuy'; no plan
// room → 'You do not have enough OnBuy listings available to list this item. …'. The push job
// (the engine with the OnBuy adapter) does the calls; an item without a chosen OnBuy product gets
// one there (found by barcode or created: onbuy-product-match.service.ts).
import { ConnectionNeedsReauthError, ConnectionNotFoundError } from '../connections/connections.errors.ts';
import { type ActionDeps, type ActionResult, delistItems, listItems } from '../listing-actions/actions.service.ts';
import { ListingQuotaError, OnbuyListingQuotaError } from '../listing-actions/listings.errors.ts';
import { OnbuyAccountNeededError } from './onbuy-products.errors.ts';

function onbuyAlert(err: unknown): unknown {
  if (err instanceof ConnectionNotFoundError || err instanceof ConnectionNeedsReauthError) return new OnbuyAccountNeededError();
  if (err instanceof ListingQuotaError) return new OnbuyListingQuotaError(err.maxListings, err.liveListings);
  return err;
}

/** Queues the items not already on OnBuy (or being listed) for listing on their chosen OnBuy products. */
export async function listOnOnbuy(deps: ActionDeps, userId: string, itemIds: readonly string[]): Promise<ActionResult> {
  try {
    return await listItems(deps, { userId, channel: 'ONBUY', itemIds });
  } catch (err) {
    throw onbuyAlert(err);
  }
}

/** Queues the items' OnBuy listings for delisting. */
export async function delistFromOnbuy(deps: ActionDeps, userId: string, itemIds: readonly string[]): Promise<ActionResult> {
  try {
    return await delistItems(deps, { userId, channel: 'ONBUY', itemIds });
  } catch (err) {
    throw onbuyAlert(err);
  }
}
