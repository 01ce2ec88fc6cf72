import type { Config } from '../config.ts';
import { aiConfigFrom, createAiClient, type AiClient } from './ai/index.ts';
import { amazonConfigFromEnv, createAmazonClient, type AmazonClient } from './amazon/index.ts';
import { ebayConfigFrom, type EbayConfig } from './ebay/index.ts';
import { shopifyConfigFrom, type ShopifyConfig } from './shopify/config.ts';
import { createStripeClient, type StripeClient } from './stripe/index.ts';

/**
 * The integration clients of the running product, built from configuration only (after the
 * sandboxes' settings were applied). Per-seller clients (eBay, Shopify, OnBuy) are created from
 * these configs plus the seller's connection by the modules that use them.
 */
export interface IntegrationClients {
  /** Null while Amazon credentials are not configured. */
  amazon: AmazonClient | null;
  ebay: EbayConfig | null;
  shopify: ShopifyConfig | null;
  /** OnBuy keys are per seller: only the base URL is global. */
  onbuy: { apiUrl: string };
  stripe: StripeClient | null;
  /** OpenAI-compatible chat completions (item-specifics recommendations); null when unconfigured. */
  ai: AiClient | null;
}

export function createIntegrationClients(config: Config): IntegrationClients {
  const amazon = amazonConfigFromEnv(config);
  const ai = aiConfigFrom(config);
  return {
    amazon: amazon ? createAmazonClient(amazon) : null,
    ebay: ebayConfigFrom(config),
    shopify: shopifyConfigFrom(config),
    onbuy: { apiUrl: config.ONBUY_API_URL },
    stripe: config.STRIPE_SECRET_KEY
      ? createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL, webhookSecret: config.STRIPE_WEBHOOK_SECRET })
      : null,
    ai: ai ? createAiClient(ai) : null,
  };
}
