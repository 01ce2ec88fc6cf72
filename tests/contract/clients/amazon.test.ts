// The Amazon sandbox driven by the SP-API SDK clients nobody on the project wrote (@sp-api-sdk/*:
// catalog items 2022-04-01, FBA inventory v1, fulfillment outbound 2020-07-01, auth), for every
// call ListBridge makes with them, over https as Amazon serves them (the sandbox's own CA trusted
// on the SDK's axios instance). Each generated API class takes a base path and an axios instance
// (the SDK's `createAxiosInstance`, which adds the token, 429 retries and SellingPartnerApiError);
// the assertions are the SDK's own parsing: typed answers and SellingPartnerApiError with Amazon's
// codes. Reports, Product Fees and Sellers have no SDK package installed here; tests/contract/amazon.test.ts
// checks those against Amazon's models.
import { Agent } from 'node:https';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SellingPartnerApiAuth } from '@sp-api-sdk/auth';
import { CatalogItemsApi, clientRateLimits as catalogLimits } from '@sp-api-sdk/catalog-items-api-2022-04-01';
import { createAxiosInstance, SellingPartnerApiError, type RateLimit } from '@sp-api-sdk/common';
import { FbaInventoryApi, clientRateLimits as inventoryLimits } from '@sp-api-sdk/fba-inventory-api-v1';
import { FulfillmentOutboundApi, clientRateLimits as mcfLimits } from '@sp-api-sdk/fulfillment-outbound-api-2020-07-01';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { amazonSandboxControl, confirmConsentWithoutBrowser, type SandboxItem } from '../../../sandbox/amazon/control-client.ts';
import { DEMO_APP } from '../../../sandbox/amazon/demo.ts';
import { startAmazonSandbox } from '../../../sandbox/amazon/index.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';

const US_SELLER = 'A1LBSANDBOXUS7Q';
const US = 'ATVPDKIKX0DER';

/**
 * @sp-api-sdk/auth posts to Login with Amazon through a module-level axios whose base URL
 * (https://api.amazon.com/auth/) no option changes. Its README allows subclassing
 * SellingPartnerApiAuth; the subclass sends the library's own refresh request (JSON body,
 * grant_type refresh_token) to the sandbox's LWA and caches the token as the library does.
 */
class SandboxLwaAuth extends SellingPartnerApiAuth {
  private token?: { value: string; expiresAt: number };
  refreshes = 0;
  constructor(
    private readonly lwaUrl: string,
    private readonly refresh: string,
  ) {
    super({ clientId: DEMO_APP.clientId, clientSecret: DEMO_APP.clientSecret, refreshToken: refresh });
  }
  override async getAccessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.expiresAt) return this.token.value;
    const res = await fetch(`${this.lwaUrl}/auth/o2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: DEMO_APP.clientId, client_secret: DEMO_APP.clientSecret, grant_type: 'refresh_token', refresh_token: this.refresh }),
    });
    const data = (await res.json()) as { access_token: string; expires_in: number; token_type: string };
    if (!res.ok) throw new Error(`LWA ${res.status}: ${JSON.stringify(data)}`);
    this.refreshes++;
    this.token = { value: data.access_token, expiresAt: Date.now() + data.expires_in * 1000 };
    return data.access_token;
  }
  forget(): void {
    this.token = undefined;
  }
}

let sb: RunningSandbox;
let dataDir: string;
let https: string;
let auth: SandboxLwaAuth;
let refreshToken: string;
let items: SandboxItem[];
let inventory: FbaInventoryApi;
let catalog: CatalogItemsApi;
let mcf: FulfillmentOutboundApi;
let firstPage: Awaited<ReturnType<FbaInventoryApi['getInventorySummaries']>>;
const control = () => amazonSandboxControl(sb.url);

/** The SDK's axios instance for an API, trusting the sandbox CA as a client would trust Amazon's. */
function axiosFor(limits: RateLimit[]) {
  const { axios } = createAxiosInstance({ auth, region: 'na', rateLimiting: { retry: true } }, limits);
  axios.defaults.httpsAgent = new Agent({ ca: readFileSync(sb.env.EXTRA_CA_CERTS!, 'utf8') });
  return axios;
}

/** The SP-API error the SDK raised, as { status, code, message }. */
async function refusal(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SellingPartnerApiError);
  const e = err as SellingPartnerApiError<{ errors: { code: string; message: string; details?: string }[] }>;
  return { status: e.response?.status, code: e.response?.data.errors[0]?.code, message: e.response?.data.errors[0]?.message, error: e };
}

beforeAll(async () => {
  // The run's sandbox CA (made once in tests/helpers/global-setup.ts: making one takes seconds).
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-sdk-'));
  cpSync(inject('amazonTlsDir'), path.join(dataDir, 'amazon-tls'), { recursive: true });
  sb = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9', dataDir });
  https = sb.links!.images!;
  // Seller consent and the LWA authorization-code exchange (form-encoded, as Amazon documents; no SDK makes this call).
  const consent = await confirmConsentWithoutBrowser(`${sb.url}/apps/authorize/consent?application_id=${DEMO_APP.applicationId}&state=sdk`, US_SELLER);
  const exchanged = await fetch(`${sb.url}/auth/o2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code: consent.code, client_id: DEMO_APP.clientId, client_secret: DEMO_APP.clientSecret }),
  });
  ({ refresh_token: refreshToken } = (await exchanged.json()) as { refresh_token: string });
  auth = new SandboxLwaAuth(sb.url, refreshToken);
  inventory = new FbaInventoryApi(undefined, https, axiosFor(inventoryLimits));
  catalog = new CatalogItemsApi(undefined, https, axiosFor(catalogLimits));
  mcf = new FulfillmentOutboundApi(undefined, https, axiosFor(mcfLimits));
  items = (await control().items(US_SELLER, 0, 300)).items;
});
afterAll(async () => {
  await sb?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SP-API SDK against the Amazon sandbox: LWA', () => {
  it('the refresh token gives Atza| access tokens; an expired one is refreshed after the 403 the SDK raises', async () => {
    expect(refreshToken).toMatch(/^Atzr\|/);
    expect(await auth.getAccessToken()).toMatch(/^Atza\|/);
    await control().expireTokens(US_SELLER);
    const expired = await refusal(inventory.getInventorySummaries({ granularityType: 'Marketplace', granularityId: US, marketplaceIds: [US] }));
    expect([expired.status, expired.code, expired.error.response?.data.errors[0]?.details]).toEqual([
      403,
      'Unauthorized',
      'The access token you provided has expired.',
    ]);
    auth.forget();
    firstPage = await inventory.getInventorySummaries({ granularityType: 'Marketplace', granularityId: US, marketplaceIds: [US], details: true });
    expect(firstPage.status).toBe(200);
    expect(firstPage.headers['x-amzn-requestid']).toBeTruthy();
  });
});

describe('SP-API SDK against the Amazon sandbox: FBA inventory', () => {
  it('pages every FBA summary with details and a nextToken', async () => {
    // The first page is the one read after the refresh above (FBA inventory allows 2 calls a second, burst 2).
    const first = firstPage;
    expect(first.data.payload?.inventorySummaries).toHaveLength(50);
    const s = first.data.payload!.inventorySummaries[0]!;
    expect(s).toMatchObject({ sellerSku: expect.any(String), fnSku: expect.any(String), lastUpdatedTime: expect.any(String) });
    expect(s.inventoryDetails?.fulfillableQuantity).toEqual(expect.any(Number));
    const next = await inventory.getInventorySummaries({
      granularityType: 'Marketplace',
      granularityId: US,
      marketplaceIds: [US],
      details: true,
      nextToken: first.data.pagination!.nextToken!,
    });
    expect(next.data.payload?.inventorySummaries.length).toBeGreaterThan(0);
  });

  it('point 6: startDateTime returns every item whose lastUpdatedTime is after it, sellerSkus ignored', async () => {
    const fba = items.filter((i) => i.fulfilment === 'AFN');
    const since = new Date(Date.now() - 60_000).toISOString();
    const changed = await control().setQuantity(US_SELLER, fba[3]!.sku, { fulfillable: 2 });
    const page = await inventory.getInventorySummaries({
      granularityType: 'Marketplace',
      granularityId: US,
      marketplaceIds: [US],
      startDateTime: since,
      // Amazon: "When startDateTime is provided … the sellerSkus and sellerSku parameters are ignored."
      sellerSkus: [fba[0]!.sku],
      details: true,
    });
    const summaries = page.data.payload!.inventorySummaries;
    expect(summaries.map((x) => x.sellerSku)).toEqual([changed.sku]);
    for (const x of summaries) expect(Date.parse(x.lastUpdatedTime!)).toBeGreaterThan(Date.parse(since));
    // The catalogue's own lastUpdatedTime counts, not only changes made through the control API:
    // a date just before an item's own time returns it (within Amazon's 18 months, so from a changed item's time).
    const own = Date.parse(summaries[0]!.lastUpdatedTime!);
    const justBefore = await inventory.getInventorySummaries({
      granularityType: 'Marketplace',
      granularityId: US,
      marketplaceIds: [US],
      startDateTime: new Date(own - 1000).toISOString(),
    });
    expect(justBefore.data.payload!.inventorySummaries.map((x) => x.sellerSku)).toContain(changed.sku);
  });

  it('point 6: a startDateTime earlier than 18 months back is refused with 400 InvalidInput', async () => {
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 19);
    const r = await refusal(
      inventory.getInventorySummaries({ granularityType: 'Marketplace', granularityId: US, marketplaceIds: [US], startDateTime: old.toISOString() }),
    );
    expect([r.status, r.code]).toEqual([400, 'InvalidInput']);
    expect(r.message).toMatch(/^Query startDateTime cannot not be earlier than \d{4}-\d{2}-\d{2}T/);
  });
});

describe('SP-API SDK against the Amazon sandbox: Catalog Items', () => {
  it('gets an item and searches up to 20 identifiers with the data the product asks for', async () => {
    const item = await catalog.getCatalogItem({ asin: items[0]!.asin, marketplaceIds: [US], includedData: ['summaries', 'images', 'dimensions'] });
    expect(item.data.asin).toBe(items[0]!.asin);
    expect(item.data.summaries?.[0]).toMatchObject({ marketplaceId: US, itemName: items[0]!.title });
    expect(item.data.images?.[0]?.images[0]?.link).toMatch(/^https:\/\//);
    const asins = items.slice(0, 20).map((i) => i.asin);
    const found = await catalog.searchCatalogItems({
      marketplaceIds: [US],
      identifiers: asins,
      identifiersType: 'ASIN',
      includedData: ['summaries', 'attributes', 'identifiers', 'productTypes'],
    });
    expect(found.data.numberOfResults).toBe(20);
    expect(found.data.items.map((i) => i.asin)).toEqual(asins);
    const bySku = await catalog.searchCatalogItems({ marketplaceIds: [US], identifiers: [items[1]!.sku], identifiersType: 'SKU', sellerId: US_SELLER });
    expect(bySku.data.items.map((i) => i.asin)).toEqual([items[1]!.asin]);
  });

  it('point 8: an unknown ASIN is 404 NOT_FOUND in Amazon’s words', async () => {
    const r = await refusal(catalog.getCatalogItem({ asin: 'B0ZZZZZZZZ', marketplaceIds: [US] }));
    expect([r.status, r.code, r.message]).toEqual([404, 'NOT_FOUND', 'Requested item, B0ZZZZZZZZ, not found in marketplace(s) ATVPDKIKX0DER.']);
  });
});

describe('SP-API SDK against the Amazon sandbox: Multi-Channel Fulfilment', () => {
  const address = { name: 'Jane Buyer', addressLine1: '410 Terry Ave N', city: 'Seattle', stateOrRegion: 'WA', postalCode: '98109', countryCode: 'US' };

  it('previews, creates (idempotently), reads, lists, tracks and cancels orders', async () => {
    await control().settings({ mcfStepMs: 0 });
    const [a, b] = items.filter((i) => i.fulfilment === 'AFN' && i.fba.fulfillable > 2).slice(5);
    const preview = await mcf.getFulfillmentPreview({
      body: { address, items: [{ sellerSku: a!.sku, sellerFulfillmentOrderItemId: 'p1', quantity: 1 }], shippingSpeedCategories: ['Standard'] },
    });
    expect(preview.data.payload?.fulfillmentPreviews?.[0]).toMatchObject({ shippingSpeedCategory: 'Standard', isFulfillable: true });
    const order = (id: string, sku: string) => ({
      sellerFulfillmentOrderId: id,
      displayableOrderId: `EBAY-${id}`,
      displayableOrderDate: new Date().toISOString(),
      displayableOrderComment: 'Thank you for your order',
      shippingSpeedCategory: 'Standard' as const,
      destinationAddress: address,
      items: [{ sellerSku: sku, sellerFulfillmentOrderItemId: `${id}-1`, quantity: 1 }],
    });
    const since = new Date(Date.now() - 1000).toISOString();
    const first = order('SDK-1', a!.sku);
    expect((await mcf.createFulfillmentOrder({ body: first })).status).toBe(200);
    // A retry with the same content creates nothing new; different content under the same id is refused.
    expect((await mcf.createFulfillmentOrder({ body: first })).status).toBe(200);
    const conflict = await refusal(mcf.createFulfillmentOrder({ body: { ...first, displayableOrderComment: 'changed' } }));
    expect([conflict.status, conflict.code]).toEqual([400, 'InvalidInput']);
    let details = (await mcf.getFulfillmentOrder({ sellerFulfillmentOrderId: 'SDK-1' })).data.payload!;
    for (let i = 0; i < 6 && details.fulfillmentOrder.fulfillmentOrderStatus !== 'Complete'; i++)
      details = (await mcf.getFulfillmentOrder({ sellerFulfillmentOrderId: 'SDK-1' })).data.payload!;
    expect(details.fulfillmentOrder.fulfillmentOrderStatus).toBe('Complete');
    const pkg = details.fulfillmentShipments?.[0]?.fulfillmentShipmentPackage?.[0];
    expect(pkg?.trackingNumber).toBeTruthy();
    const tracking = await mcf.getPackageTrackingDetails({ packageNumber: pkg!.packageNumber });
    expect(tracking.data.payload).toMatchObject({ packageNumber: pkg!.packageNumber, trackingNumber: pkg!.trackingNumber });
    const listed = await mcf.listAllFulfillmentOrders({ queryStartDate: since });
    expect(listed.data.payload?.fulfillmentOrders?.map((o) => o.sellerFulfillmentOrderId)).toContain('SDK-1');
    await mcf.createFulfillmentOrder({ body: { ...order('SDK-2', b!.sku), fulfillmentAction: 'Hold' } });
    expect((await mcf.cancelFulfillmentOrder({ sellerFulfillmentOrderId: 'SDK-2' })).status).toBe(200);
    const missing = await refusal(mcf.getFulfillmentOrder({ sellerFulfillmentOrderId: 'NO-SUCH-ORDER' }));
    expect(missing.status).toBe(404);
  });
});
