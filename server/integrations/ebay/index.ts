import { accountApi } from './account.ts';
import type { EbayConfig, EbayTransportOptions } from './config.ts';
import { fulfillmentApi } from './fulfillment.ts';
import { EbayHttp } from './http.ts';
import { identityApi } from './identity.ts';
import { inventoryApi } from './inventory.ts';
import { metadataApi } from './metadata.ts';
import { notificationApi } from './notification-api.ts';
import { ebayNotificationVerifier } from './notifications.ts';
import { offersApi } from './offers.ts';
import { groupsApi } from './groups.ts';
import { EbayAppTokenSource, EbayUserSession, type EbayTokenSource } from './session.ts';
import { taxonomyApi } from './taxonomy.ts';
import { tradingApi } from './trading.ts';

export * from './bulk.ts';
export * from './config.ts';
export * from './errors.ts';
export * from './fulfillment.ts';
export type * from './identity.ts';
export * from './notification-api.ts';
export * from './notifications.ts';
export * from './oauth.ts';
export * from './item-url.ts';
export { EBAY_MIGRATE_MAX, type EbayMigratedListing } from './inventory.ts';
export * from './reauth.ts';
export * from './session.ts';
export * from './trading.ts';
export * from './xml.ts';
export type * from './types.ts';
export type { EbayInventoryItemGroup } from './groups.ts';
export { EbayHttp } from './http.ts';

/**
 * eBay client for one seller. `tokens` is normally an EbayUserSession (the seller's OAuth tokens);
 * `contentLanguage` is the listing language eBay requires on item/offer writes (en-GB for EBAY_GB…).
 */
export function createEbayClient(cfg: EbayConfig, tokens: EbayTokenSource, opts: EbayTransportOptions & { contentLanguage?: string } = {}) {
  const http = new EbayHttp(cfg, tokens, opts);
  const lang = opts.contentLanguage ?? 'en-GB';
  return {
    http,
    inventory: inventoryApi(http, lang),
    offers: offersApi(http, lang),
    groups: groupsApi(http, lang),
    fulfillment: fulfillmentApi(http),
    account: accountApi(http),
    identity: identityApi(http),
    trading: tradingApi(http),
    notification: notificationApi(http),
  };
}

/** Calls made with the application token: Taxonomy, Sell Metadata, notification signature checks and destinations. */
export function createEbayAppClient(cfg: EbayConfig, opts: EbayTransportOptions = {}) {
  const http = new EbayHttp(cfg, new EbayAppTokenSource(cfg, opts), opts);
  return {
    http,
    taxonomy: taxonomyApi(http),
    metadata: metadataApi(http),
    verifyNotification: ebayNotificationVerifier(http),
    notification: notificationApi(http),
  };
}

export type EbayClient = ReturnType<typeof createEbayClient>;
export type EbayAppClient = ReturnType<typeof createEbayAppClient>;
export { EbayAppTokenSource, EbayUserSession };
