import type { Config } from '../config.ts';

export type IntegrationName = 'amazon' | 'ebay' | 'shopify' | 'onbuy' | 'stripe' | 'ai';
export type IntegrationMode = 'real' | 'sandbox' | 'unconfigured';
export type IntegrationsStatus = Record<IntegrationName, { mode: IntegrationMode; url: string | null; links?: Record<string, string> }>;

/**
 * What each integration talks to, for the health endpoint: the sandbox started for it, the real
 * service whose credentials are set, or nothing.
 */
export function integrationStatus(
  config: Config,
  sandboxes: Array<{ service: IntegrationName; url: string; links?: Record<string, string> }>,
): IntegrationsStatus {
  const entry = (name: IntegrationName, realConfigured: boolean, realUrl: string) => {
    const sandbox = sandboxes.find((s) => s.service === name);
    // `links`: other bases it serves (e.g. its https image links).
    if (sandbox) return { mode: 'sandbox' as const, url: sandbox.url, ...(sandbox.links ? { links: sandbox.links } : {}) };
    return realConfigured ? { mode: 'real' as const, url: realUrl } : { mode: 'unconfigured' as const, url: null };
  };
  return {
    amazon: entry('amazon', !!config.AMAZON_LWA_CLIENT_ID, config.AMAZON_SPAPI_URL),
    ebay: entry('ebay', !!config.EBAY_CLIENT_ID, config.EBAY_API_URL),
    shopify: entry('shopify', !!config.SHOPIFY_API_KEY, config.SHOPIFY_SHOP_URL_TEMPLATE),
    onbuy: entry('onbuy', config.ONBUY_MODE === 'real', config.ONBUY_API_URL),
    stripe: entry('stripe', !!config.STRIPE_SECRET_KEY, config.STRIPE_API_URL),
    ai: entry('ai', !!(config.AI_API_URL || config.AI_API_KEY), config.AI_API_URL ?? 'https://api.openai.com/v1'),
  };
}
