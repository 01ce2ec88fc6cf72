import { onbuyApi } from './api.ts';
import { ONBUY_SITE_UK, type OnbuyConfig, type OnbuyTransportOptions } from './config.ts';
import { OnbuyHttp } from './http.ts';
import { OnbuyTokenManager } from './token.ts';

export * from './api.ts';
export * from './config.ts';
export * from './errors.ts';
export * from './token.ts';
export type * from './types.ts';
export { OnbuyHttp } from './http.ts';

/** OnBuy client for one seller's keys. Keep one per seller: each holds that seller's single token. */
export function createOnbuyClient(cfg: OnbuyConfig, opts: OnbuyTransportOptions = {}) {
  const tokens = new OnbuyTokenManager(cfg, opts);
  const http = new OnbuyHttp(cfg, tokens, opts);
  return { tokens, http, ...onbuyApi(http, cfg.siteId ?? ONBUY_SITE_UK) };
}

export type OnbuyClient = ReturnType<typeof createOnbuyClient>;
