import { onbuyApi } from './api.ts';
import { ONBUY_SITE_UK, type OnbuyConfig, type OnbuyTransportOptions } from './config.ts';
import { OnbuyHttp } from './http.ts';
import { OnbuyTokenManager, type OnbuyTokenSource } from './token.ts';

export * from './api.ts';
export * from './config.ts';
export * from './errors.ts';
export * from './token.ts';
export type * from './types.ts';
export { OnbuyHttp } from './http.ts';

/**
 * OnBuy client for one seller's keys. Without `tokens` it holds the seller's single token in memory
 * (keep one client per seller then); pass a shared token source when several processes call OnBuy.
 */
export function createOnbuyClient<T extends OnbuyTokenSource = OnbuyTokenManager>(cfg: OnbuyConfig, opts: OnbuyTransportOptions = {}, tokenSource?: T) {
  const tokens = tokenSource ?? (new OnbuyTokenManager(cfg, opts) as OnbuyTokenSource as T);
  const http = new OnbuyHttp(cfg, tokens, opts);
  return { tokens, http, ...onbuyApi(http, cfg.siteId ?? ONBUY_SITE_UK) };
}

export type OnbuyClient = ReturnType<typeof createOnbuyClient>;
