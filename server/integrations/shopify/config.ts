import { SHOPIFY_API_VERSION } from './version.ts';

/** What the Shopify client needs: credentials and the shop URL template from config (server/integrations/env.ts), the API version from version.ts. */
export interface ShopifyConfig {
  apiKey: string;
  apiSecret: string;
  apiVersion: string;
  /** `{shop}` is the handle: https://{shop}.myshopify.com for real shops, the sandbox's base otherwise. */
  shopUrlTemplate: string;
}

type ShopifyEnv = {
  SHOPIFY_API_KEY?: string | undefined;
  SHOPIFY_API_SECRET?: string | undefined;
  SHOPIFY_SHOP_URL_TEMPLATE: string;
};

export function shopifyConfigFrom(env: ShopifyEnv): ShopifyConfig | null {
  if (!env.SHOPIFY_API_KEY || !env.SHOPIFY_API_SECRET) return null;
  return {
    apiKey: env.SHOPIFY_API_KEY,
    apiSecret: env.SHOPIFY_API_SECRET,
    apiVersion: SHOPIFY_API_VERSION,
    shopUrlTemplate: env.SHOPIFY_SHOP_URL_TEMPLATE,
  };
}

const SHOP_DOMAIN = /^[a-zA-Z0-9][a-zA-Z0-9-_]*\.myshopify\.com$/;

/** "acme", "acme.myshopify.com" or "https://acme.myshopify.com/" → "acme"; null when not a shop. */
export function shopHandle(input: string): string | null {
  const s = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  const domain = s.includes('.') ? s : `${s}.myshopify.com`;
  return SHOP_DOMAIN.test(domain) ? domain.slice(0, -'.myshopify.com'.length) : null;
}

export const shopDomain = (handle: string) => `${handle}.myshopify.com`;

/** Base URL of a shop's admin (OAuth and API paths hang off it). */
export const shopBaseUrl = (cfg: ShopifyConfig, handle: string) => cfg.shopUrlTemplate.replace('{shop}', handle).replace(/\/$/, '');
