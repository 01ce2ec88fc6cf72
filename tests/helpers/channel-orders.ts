// The order import of one channel, as the sales tests call it: the one channel-blind import
// (server/modules/sales/sales.service.ts importOrders) with the channel's code.
import { importOrders, type SalesDeps } from '../../server/modules/sales/sales.service.ts';

export const importEbayOrders = (deps: SalesDeps, userId: string, now?: Date) => importOrders(deps, userId, 'EBAY', now);
export const importShopifyOrders = (deps: SalesDeps, userId: string, now?: Date) => importOrders(deps, userId, 'SHOPIFY', now);
export const importOnbuyOrders = (deps: SalesDeps, userId: string, now?: Date) => importOrders(deps, userId, 'ONBUY', now);
