// OnBuy's entry in the channel registry: the adapter built from the seller's OnBuy session (the
// connection's keys and its one shared token, sessions.ts) and the seller's OnBuy quantity rules.
// No pricer: continuous sync leaves OnBuy prices as listed (sync-rules.ts), and the listing price
// is the item's Amazon price (payload.ts says why).
import { onbuyConnectRoutes } from './connect-routes.ts';
import { onbuyLinkedPlatform } from './connection-view.ts';
import { readUserSettings } from '../../modules/accounts/accounts.service.ts';
import { sessionFor } from '../../modules/connections/sessions.ts';
import { itemsInOnbuyQueue, resolveOnbuyProducts } from '../ports.ts';
import { channelQuantityLimits } from '../../../shared/inventory/quantity.ts';
import type { ChannelEntry } from '../registry.ts';
import { onbuyOrders } from './orders.ts';
import { onbuyLegacySales } from './legacy-sales.ts';
import { onbuyAdapter, WAITING_IN_QUEUE } from './adapter.ts';
import { OnbuyAccountNeededError } from './connection-errors.ts';

export const onbuyChannel: ChannelEntry = {
  name: 'OnBuy',
  linkedPlatform: onbuyLinkedPlatform,
  connectRoutes: onbuyConnectRoutes,
  // Spec 001 §5: OnBuy's own alerts for an action without a usable connection or without plan room.
  connectionCheck: { notConnected: () => new OnbuyAccountNeededError(), needsReauth: () => new OnbuyAccountNeededError() },
  quotaAlert: 'You do not have enough OnBuy listings available to list this item. You can upgrade your plan in Settings -> Account & Payment.',
  listingOperations: [
    'listOnOnbuy',
    'delistFromOnbuy',
    'createOnbuyProduct',
    'chooseOnbuyProduct',
    'POST /user/:userId/onbuy/create-product/:itemId',
    'POST /user/:userId/onbuy/create-listing/:itemId',
    'POST /user/:userId/onbuy/delist-listing/:itemId',
  ],
  orders: onbuyOrders,
  legacySales: onbuyLegacySales,
  listedStatus: 'PUBLISHED',
  billing: { plans: 'onbuy' },
  waitingMessages: [WAITING_IN_QUEUE],
  // The spec names no switch for OnBuy: quantities follow Amazon, the price stays as listed (no syncSwitches).
  // OnBuy keys withdrawn in its Seller Control Panel surface as ConnectionNeedsReauthError from the
  // token request (sessions.ts marks the connection), which the engine already stops on.
  async adapterFor(deps, userId) {
    const [session, settings] = await Promise.all([sessionFor(deps, userId, 'onbuy'), readUserSettings(deps, userId)]);
    return onbuyAdapter({
      api: session.api,
      quantityRules: channelQuantityLimits('ONBUY', settings),
      // Items listed without a chosen OnBuy product get theirs found (by barcode) or created first.
      products: {
        resolve: (items) => resolveOnbuyProducts(deps, userId, items),
        queued: (itemIds) => itemsInOnbuyQueue(deps, userId, itemIds),
      },
    });
  },
};
