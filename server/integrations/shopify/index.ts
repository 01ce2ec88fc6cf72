import { createShopifyAdmin, type ShopifyAdminOptions } from './admin.ts';
import type { ShopifyConfig } from './config.ts';
import { shopifyOperations } from './operations.ts';

export * from './admin.ts';
export * from './config.ts';
export * from './errors.ts';
export * from './hmac.ts';
export * from './oauth.ts';
export * from './operations.ts';
export * from './version.ts';
export * from './webhooks.ts';

/** Admin API client for one installed shop: raw `request` plus the typed operations. */
export function createShopifyClient(cfg: ShopifyConfig, handle: string, accessToken: string, opts: ShopifyAdminOptions = {}) {
  const admin = createShopifyAdmin(cfg, handle, accessToken, opts);
  return { ...shopifyOperations(admin), request: admin.request, handle };
}

export type ShopifyClient = ReturnType<typeof createShopifyClient>;
