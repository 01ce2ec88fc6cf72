import { createTransport, jsonOrNull, type TransportOptions } from '../transport.ts';
import { shopBaseUrl, type ShopifyConfig } from './config.ts';
import { ShopifyApiError } from './errors.ts';

/** Scopes ListBridge asks a shop for (api-notes §3.2). */
export const SHOPIFY_SCOPES = [
  'read_products',
  'write_products',
  'read_inventory',
  'write_inventory',
  'read_locations',
  'read_orders',
  'write_merchant_managed_fulfillment_orders',
  'write_fulfillments',
  'read_publications',
  'write_publications',
];

/** The grant-screen URL (step 2 of the authorization-code grant); `state` is the caller's nonce. */
export function buildShopifyAuthorizeUrl(cfg: ShopifyConfig, handle: string, opts: { state: string; redirectUri: string; scopes?: string[] }): string {
  const url = new URL(`${shopBaseUrl(cfg, handle)}/admin/oauth/authorize`);
  url.searchParams.set('client_id', cfg.apiKey);
  url.searchParams.set('scope', (opts.scopes ?? SHOPIFY_SCOPES).join(','));
  url.searchParams.set('redirect_uri', opts.redirectUri);
  url.searchParams.set('state', opts.state);
  return url.toString();
}

/** Code → offline access token (never expires; revoked by uninstall). */
export async function exchangeShopifyCode(
  cfg: ShopifyConfig,
  handle: string,
  code: string,
  opts: TransportOptions = {},
): Promise<{ accessToken: string; scopes: string[] }> {
  // The code is single use: the transport never repeats this POST after a failure that may have landed.
  const res = await createTransport('shopify', opts).send({
    operation: 'exchangeCode',
    method: 'POST',
    url: `${shopBaseUrl(cfg, handle)}/admin/oauth/access_token`,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ client_id: cfg.apiKey, client_secret: cfg.apiSecret, code }),
  });
  const body = (jsonOrNull(res.text) ?? {}) as { access_token?: string; scope?: string; error?: string; error_description?: string };
  if (!res.ok || !body.access_token) {
    throw new ShopifyApiError(body.error_description ?? body.error ?? `Shopify answered HTTP ${res.status}`, {
      status: res.status,
      code: body.error ?? 'OAUTH_ERROR',
    });
  }
  return { accessToken: body.access_token, scopes: (body.scope ?? '').split(',').filter(Boolean) };
}
