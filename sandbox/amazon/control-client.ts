// A typed wrapper of the sandbox's /__sandbox control API, and a browserless walk through the
// consent page, for tests and benchmarks. Not used by the product.
import type { SandboxSettings } from './settings.ts';
import type { JournalEntry } from './spapi.ts';
import type { OperationId } from './rate-limit.ts';

export interface SandboxItem {
  index: number;
  sku: string;
  asin: string;
  title: string;
  priceCents: number;
  fulfilment: 'AFN' | 'MFN';
  fba: {
    fulfillable: number;
    reserved: number;
    unfulfillable: number;
    inboundWorking: number;
    inboundShipped: number;
    inboundReceiving: number;
    researching: number;
  };
  mfnQuantity: number;
  condition: string;
  category: string;
  /** The product kind's code (catalogue.ts), e.g. BANDS5. */
  kind: string;
  /** The variation family the item is a child of (families.ts), or null. */
  family: { parentAsin: string; theme: string; color: string | null; size: string | null } | null;
}

export function amazonSandboxControl(baseUrl: string) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${baseUrl}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as T & { error?: string };
    if (!res.ok) throw new Error(`sandbox control ${method} ${path}: ${res.status} ${json.error ?? ''}`);
    return json;
  }
  return {
    settings: (s: Partial<SandboxSettings>) => call<SandboxSettings>('POST', '/settings', s),
    setCatalogueSize: (sellerId: string, size: number) => call('POST', `/sellers/${sellerId}/catalogue`, { size }),
    /** Further UK seller accounts for a load run (sandbox/amazon/demo.ts loadSeller). */
    addLoadSellers: (count: number) => call<{ sellers: { sellingPartnerId: string; storeName: string }[] }>('POST', '/load-sellers', { count }),
    items: (sellerId: string, offset = 0, limit = 1000) =>
      call<{ total: number; items: SandboxItem[] }>('GET', `/sellers/${sellerId}/items?offset=${offset}&limit=${limit}`),
    setQuantity: (sellerId: string, sku: string, q: { fulfillable?: number; mfn?: number }) =>
      call<{ sku: string; fulfillable: number; mfn: number; updatedAt: string }>('POST', `/sellers/${sellerId}/items/${encodeURIComponent(sku)}/quantity`, q),
    setPrice: (sellerId: string, sku: string, priceCents: number) =>
      call<{ sku: string; priceCents: number }>('POST', `/sellers/${sellerId}/items/${encodeURIComponent(sku)}/price`, { priceCents }),
    detachFromFamily: (sellerId: string, sku: string) => call<{ sku: string }>('POST', `/sellers/${sellerId}/items/${encodeURIComponent(sku)}/detach`),
    attachToFamily: (sellerId: string, sku: string) =>
      call<{ sku: string; parentAsin: string }>('POST', `/sellers/${sellerId}/items/${encodeURIComponent(sku)}/attach`),
    throttle: (operation: OperationId, opts: { sellerId?: string; times?: number; drain?: boolean } = {}) => call('POST', '/throttle', { operation, ...opts }),
    expireTokens: (sellerId?: string) => call<{ expired: number }>('POST', '/tokens/expire', sellerId ? { sellerId } : {}),
    fulfillmentOrders: (sellerId: string) =>
      call<{
        fulfillmentOrders: {
          sellerFulfillmentOrderId: string;
          displayableOrderId: string;
          marketplaceId: string;
          status: string;
          items: { sellerSku: string; quantity: number }[];
          createdAt: string;
        }[];
      }>('GET', `/sellers/${sellerId}/fulfillment-orders`),
    requests: () => call<JournalEntry[]>('GET', '/requests'),
    /** SP-API calls since the start, by `operation status`. */
    calls: () => call<{ calls: Record<string, number> }>('GET', '/calls'),
    clearRequests: () => call('DELETE', '/requests'),
    /** The SQS stand-in's queues (messages visible and in flight) and its messages sent, received and deleted. */
    sqs: () =>
      call<{ queues: Record<string, { visible: number; inFlight: number }>; counts: { sent: number; received: number; deleted: number } }>('GET', '/sqs'),
  };
}

/**
 * What a seller's browser does on the consent page: load it, submit Confirm for one demo
 * seller, and return the redirect's query parameters (without following the redirect).
 */
export async function confirmConsentWithoutBrowser(
  consentUrl: string,
  sellingPartnerId: string,
): Promise<{ location: string; state: string; sellingPartnerId: string; code: string }> {
  const page = await fetch(consentUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}: ${html.slice(0, 200)}`);
  const hidden = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, unescapeHtml(m[2]!)]));
  const confirm = await fetch(new URL('/apps/authorize/confirm', consentUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...hidden, selling_partner_id: sellingPartnerId }).toString(),
  });
  const location = confirm.headers.get('location');
  if (confirm.status !== 302 || !location) throw new Error(`consent confirm answered ${confirm.status}`);
  const u = new URL(location);
  return {
    location,
    state: u.searchParams.get('state')!,
    sellingPartnerId: u.searchParams.get('selling_partner_id')!,
    code: u.searchParams.get('spapi_oauth_code')!,
  };
}

function unescapeHtml(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
}
