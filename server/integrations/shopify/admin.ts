import { createAdminApiClient } from '@shopify/admin-api-client';
import { shopBaseUrl, shopDomain, type ShopifyConfig } from './config.ts';
import { ShopifyApiError, type ShopifyGraphQLError } from './errors.ts';
import { createTransport, ThrottledError, type TransportOptions } from '../transport.ts';

export interface ShopifyCost {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

export interface ShopifyAdminOptions extends TransportOptions {
  /** Retries after THROTTLED (cost), and of the transport (HTTP 429, network failures and 5xx of queries). */
  maxRetries?: number;
  /** Called with every response's cost, e.g. for metrics or pacing. */
  onCost?: (cost: ShopifyCost) => void;
  /** Called before a 401 is thrown: the shop refused the token (app uninstalled, token revoked). */
  onUnauthorized?: () => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/** Request headers that only carry word from `request` to the fetch below; never sent. */
const CALL_ID = 'x-listbridge-call';
const QUERY_ONLY = 'x-listbridge-query';
/** A GraphQL document without a mutation (or subscription): safe to send twice. Errs on the side of "not". */
const isQuery = (document: string) => !/\b(mutation|subscription)\b/.test(document);

/**
 * Admin GraphQL for one shop through @shopify/admin-api-client. The SDK always builds
 * https://{shop}.myshopify.com/…; customFetchApi swaps that origin for SHOPIFY_SHOP_URL_TEMPLATE's,
 * which is the identity for real shops (api-notes §0.1).
 */
export function createShopifyAdmin(cfg: ShopifyConfig, handle: string, accessToken: string, opts: ShopifyAdminOptions = {}) {
  const sdkOrigin = `https://${shopDomain(handle)}`;
  const base = shopBaseUrl(cfg, handle);
  const transport = createTransport('shopify', opts);
  // The SDK turns a failed fetch into a plain message; our transport's errors (timeout, throttled
  // beyond the cap) are handed back to `request` by call id instead, with their type.
  const failures = new Map<string, unknown>();
  let calls = 0;
  const client = createAdminApiClient({
    storeDomain: shopDomain(handle),
    apiVersion: cfg.apiVersion,
    accessToken,
    retries: 0, // retries are the transport's: the SDK reads Retry-After as milliseconds
    customFetchApi: async (url, init) => {
      const headers = { ...(init?.headers as Record<string, string>) };
      const id = headers[CALL_ID];
      delete headers[CALL_ID];
      const query = headers[QUERY_ONLY] === '1';
      delete headers[QUERY_ONLY];
      try {
        const res = await transport.send({
          operation: 'graphql',
          method: init?.method ?? 'POST',
          url: String(url).startsWith(sdkOrigin) ? base + String(url).slice(sdkOrigin.length) : String(url),
          headers,
          ...(typeof init?.body === 'string' ? { body: init.body } : {}),
          // A query reads only; a mutation that may have been applied is not repeated blindly.
          idempotent: query,
        });
        return new Response(res.text || null, { status: res.status, headers: res.headers });
      } catch (err) {
        if (id) failures.set(id, err);
        throw err;
      }
    },
    logger: () => undefined, // the SDK warns about API versions on every client; config decides the version
  });
  const sleep = opts.sleep ?? defaultSleep;
  const maxRetries = opts.maxRetries ?? 5;
  const maxWait = transport.options.maxRetryAfterMs;
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
    const id = String(++calls);
    const headers = { [CALL_ID]: id, [QUERY_ONLY]: isQuery(document) ? '1' : '0' };
    for (let attempt = 0; ; attempt++) {
      await pace();
      const r = await client.request<T>(document, variables ? { variables, headers } : { headers });
      const failure = failures.get(id);
      if (failures.delete(id)) throw failure;
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
        const wait = Math.max(Math.ceil((missing / rate) * 1000), 50) + 50;
        if (wait > maxWait) throw new ThrottledError('shopify', 'graphql', wait, { status: 200, ok: true, headers: new Headers(), text: '' });
        await sleep(wait);
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
