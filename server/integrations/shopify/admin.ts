import { createAdminApiClient } from '@shopify/admin-api-client';
import { shopBaseUrl, shopDomain, type ShopifyConfig } from './config.ts';
import { ShopifyApiError, type ShopifyGraphQLError } from './errors.ts';

export interface ShopifyCost {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

export interface ShopifyAdminOptions {
  fetch?: typeof fetch;
  /** Retries after THROTTLED (or HTTP 429/503) before giving up. */
  maxRetries?: number;
  /** Called with every response's cost, e.g. for metrics or pacing. */
  onCost?: (cost: ShopifyCost) => void;
  sleep?: (ms: number) => Promise<void>;
  /** Called before a 401 is thrown: the shop refused the token (app uninstalled, token revoked). */
  onUnauthorized?: () => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Admin GraphQL for one shop through @shopify/admin-api-client. The SDK always builds
 * https://{shop}.myshopify.com/…; customFetchApi swaps that origin for SHOPIFY_SHOP_URL_TEMPLATE's,
 * which is the identity for real shops (api-notes §0.1).
 */
export function createShopifyAdmin(cfg: ShopifyConfig, handle: string, accessToken: string, opts: ShopifyAdminOptions = {}) {
  const sdkOrigin = `https://${shopDomain(handle)}`;
  const base = shopBaseUrl(cfg, handle);
  const doFetch = opts.fetch ?? fetch;
  const client = createAdminApiClient({
    storeDomain: shopDomain(handle),
    apiVersion: cfg.apiVersion,
    accessToken,
    retries: 0, // back-off is ours: the SDK reads Retry-After as milliseconds
    customFetchApi: (url, init) => doFetch(String(url).startsWith(sdkOrigin) ? base + String(url).slice(sdkOrigin.length) : url, init),
    logger: () => undefined, // the SDK warns about API versions on every client; config decides the version
  });
  const sleep = opts.sleep ?? defaultSleep;
  const maxRetries = opts.maxRetries ?? 5;
  /** The bucket as the last answer left it: the next call waits for it rather than be THROTTLED. */
  let bucket: { cost: ShopifyCost; at: number } | null = null;

  /** Waits until the bucket holds the cost of a call like the last one (Shopify refills it at restoreRate per second). */
  async function pace(): Promise<void> {
    if (!bucket) return;
    const { throttleStatus: t, requestedQueryCost } = bucket.cost;
    const available = Math.min(t.maximumAvailable, t.currentlyAvailable + ((Date.now() - bucket.at) / 1000) * t.restoreRate);
    const wanted = Math.min(requestedQueryCost, t.maximumAvailable);
    if (available < wanted && t.restoreRate > 0) await sleep(Math.ceil(((wanted - available) / t.restoreRate) * 1000));
  }

  async function request<T>(document: string, variables?: Record<string, unknown>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      await pace();
      const r = await client.request<T>(document, variables ? { variables } : {});
      const cost = (r.extensions as { cost?: ShopifyCost } | undefined)?.cost;
      if (cost) {
        bucket = { cost, at: Date.now() };
        opts.onCost?.(cost);
      }
      const errs = r.errors;
      if (!errs) return r.data as T;
      const status = errs.networkStatusCode;
      const gqlErrors = (errs.graphQLErrors ?? []) as ShopifyGraphQLError[];
      const throttled = gqlErrors.some((e) => e.extensions?.code === 'THROTTLED');
      if (throttled && attempt < maxRetries) {
        // Wait just long enough for the bucket to hold the query's cost again.
        const missing = cost ? cost.requestedQueryCost - cost.throttleStatus.currentlyAvailable : 0;
        const rate = cost?.throttleStatus.restoreRate || 50;
        await sleep(Math.max(Math.ceil((missing / rate) * 1000), 50) + 50);
        continue;
      }
      if ((status === 429 || status === 503) && attempt < maxRetries) {
        const retryAfter = Number(errs.response?.headers.get('retry-after'));
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 1000 * 2 ** attempt);
        continue;
      }
      if (gqlErrors.length) {
        throw new ShopifyApiError(gqlErrors[0]!.message, {
          ...(status !== undefined ? { status } : {}),
          code: gqlErrors[0]!.extensions?.code ?? 'GRAPHQL_ERROR',
          graphQLErrors: gqlErrors,
        });
      }
      // HTTP failures: Shopify's own text is in the body (`errors` is a string for 401).
      const body = (await errs.response?.json().catch(() => null)) as { errors?: unknown } | null;
      const message =
        typeof body?.errors === 'string' ? body.errors : body?.errors ? JSON.stringify(body.errors) : (errs.message ?? `Shopify answered HTTP ${status}`);
      if (status === 401) await opts.onUnauthorized?.();
      throw new ShopifyApiError(message, { ...(status !== undefined ? { status } : {}), code: status === 401 ? 'UNAUTHORIZED' : `HTTP_${status ?? 'ERROR'}` });
    }
  }

  return { request, handle };
}

export type ShopifyAdmin = ReturnType<typeof createShopifyAdmin>;
