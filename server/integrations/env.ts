import { z } from 'zod';

/**
 * Environment of the marketplace and billing integrations (merged into server/config.ts).
 * A service whose credentials are unset runs against its local sandbox (sandbox/<service>/),
 * which `npm start` starts and whose base URL and demo credentials replace these values.
 */
export const integrationsEnv = {
  // Amazon SP-API (Login with Amazon + Seller Central consent)
  AMAZON_LWA_CLIENT_ID: z.string().min(1).optional(),
  AMAZON_LWA_CLIENT_SECRET: z.string().min(1).optional(),
  AMAZON_SPAPI_APP_ID: z.string().min(1).optional(),
  AMAZON_SPAPI_URL: z.url().default('https://sellingpartnerapi-na.amazon.com'),
  AMAZON_LWA_URL: z.url().default('https://api.amazon.com'),
  AMAZON_SELLER_CENTRAL_URL: z.url().default('https://sellercentral.amazon.com'),
  // SP-API notifications (issue 31): the SQS queue Amazon delivers them to; unset, MCF tracking
  // comes from the tracking sweep alone. Region and credentials as the AWS SDK takes them.
  AMAZON_NOTIFICATIONS_QUEUE_URL: z.url().optional(),
  AWS_REGION: z.string().min(1).optional(),
  AWS_SQS_ENDPOINT: z.url().optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // eBay (REST Sell APIs, OAuth authorization-code grant)
  EBAY_CLIENT_ID: z.string().min(1).optional(),
  EBAY_CLIENT_SECRET: z.string().min(1).optional(),
  EBAY_RU_NAME: z.string().min(1).optional(),
  EBAY_API_URL: z.url().default('https://api.ebay.com'),
  EBAY_AUTH_URL: z.url().default('https://auth.ebay.com'),
  // Identity API host; unset = EBAY_API_URL with api. → apiz. (eBay serves Identity there).
  EBAY_IDENTITY_URL: z.url().optional(),
  EBAY_VERIFICATION_TOKEN: z.string().min(32).max(80).optional(),
  // Shopify Admin GraphQL (non-embedded app, offline tokens)
  SHOPIFY_API_KEY: z.string().min(1).optional(),
  SHOPIFY_API_SECRET: z.string().min(1).optional(),
  /** `{shop}` is replaced by the shop's handle (without .myshopify.com). */
  SHOPIFY_SHOP_URL_TEMPLATE: z.string().includes('{shop}').default('https://{shop}.myshopify.com'),
  // OnBuy Seller API v2: credentials are per seller; ONBUY_MODE=real uses ONBUY_API_URL.
  ONBUY_MODE: z.enum(['sandbox', 'real']).default('sandbox'),
  ONBUY_API_URL: z.url().default('https://api.onbuy.com/v2'),
  // Stripe
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  // Where browsers load Stripe.js (card entry); the Stripe sandbox hands over its stand-in's URL.
  STRIPE_JS_URL: z.url().default('https://js.stripe.com/endive/stripe.js'),
  // AI (OpenAI-compatible chat completions) for item-specifics recommendations. AI_API_URL is the
  // base including its version (https://api.openai.com/v1, http://localhost:11434/v1 for Ollama);
  // only AI_API_KEY set means OpenAI. Neither set: the AI sandbox (sandbox/ai/).
  AI_API_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  // Sandboxes: loopback ports (base + 1 Amazon, +2 eBay, +3 Shopify, +4 OnBuy, +5 Stripe, +6 AI).
  SANDBOX_HOST: z.string().default('127.0.0.1'),
  SANDBOX_PORT_BASE: z.coerce.number().int().min(0).max(65000).default(4100),
  // Faults the sandboxes inject from the start (sandbox/faults/README.md); unset: none. Never read by the product.
  SANDBOX_FAULTS: z.string().optional(),
};
