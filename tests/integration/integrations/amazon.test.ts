import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl, confirmConsentWithoutBrowser, type SandboxItem } from '../../../sandbox/amazon/control-client.ts';
import { startAmazonSandbox } from '../../../sandbox/amazon/index.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import { fetchImage, imageAgent } from '../../../server/images/fetch.ts';
import {
  AmazonApiError,
  amazonConfigFromEnv,
  createAmazonClient,
  openReportDocument,
  reportRows,
  shippedPackages,
  type AmazonClient,
  type AmazonConfig,
  type AmazonSellerApi,
  type CreateFulfillmentOrderRequest,
} from '../../../server/integrations/amazon/index.ts';

// Two demo sellers: US (MCF, fees, catalogue) and UK (inventory polls and reports), so the
// quantity changes of one group of tests never leak into the other's assertions.
const US = 'A1LBSANDBOXUS7Q';
const UK = 'A2LBSANDBOXUK4M';
const US_MARKET = 'ATVPDKIKX0DER';
const UK_MARKET = 'A1F83G8C2ARO7P';
const PRODUCT = 'http://127.0.0.1:9/app';

let sandbox: RunningSandbox;
let config: AmazonConfig;
let client: AmazonClient;
let control: ReturnType<typeof amazonSandboxControl>;

async function authorize(sellerId: string, c: AmazonClient = client) {
  const consent = await confirmConsentWithoutBrowser(c.consentUrl('state-' + sellerId), sellerId);
  return c.exchangeCode(consent.code, `${PRODUCT}/spapi-auth`);
}

/** Each poll advances the sandbox one step; a handful of polls must reach DONE. */
async function reportWhenDone(api: AmazonSellerApi, reportId: string) {
  for (let i = 0; i < 10; i++) {
    const r = await api.getReport(reportId);
    if (r.processingStatus === 'DONE') return r;
  }
  throw new Error(`report ${reportId} not DONE after 10 polls`);
}

async function rejection(p: Promise<unknown>): Promise<AmazonApiError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AmazonApiError);
  return err as AmazonApiError;
}

beforeAll(async () => {
  sandbox = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: PRODUCT, seed: 7 });
  config = amazonConfigFromEnv(sandbox.env)!;
  client = createAmazonClient(config);
  control = amazonSandboxControl(sandbox.url);
  // Reports and orders advance on each poll; the clocks are slowed so only polls move them.
  await control.settings({ reportStepMs: 3_600_000, mcfStepMs: 3_600_000 });
});
afterAll(async () => {
  await sandbox?.close();
});

describe('Login with Amazon', () => {
  it('exchanges a consent code once; reusing it fails with invalid_grant and Amazon’s message', async () => {
    const consent = await confirmConsentWithoutBrowser(client.consentUrl('s1'), US);
    expect(consent.state).toBe('s1');
    expect(consent.sellingPartnerId).toBe(US);
    const tokens = await client.exchangeCode(consent.code, `${PRODUCT}/spapi-auth`);
    expect(tokens.accessToken).toMatch(/^Atza\|/);
    expect(tokens.refreshToken).toMatch(/^Atzr\|/);
    expect(tokens.expiresAt - Date.now()).toBeGreaterThan(3_500_000);
    const err = await rejection(client.exchangeCode(consent.code, `${PRODUCT}/spapi-auth`));
    expect([err.status, err.code, err.message]).toEqual([400, 'invalid_grant', 'The request has an invalid grant parameter : code']);
  });

  it('reports a wrong client secret as invalid_client', async () => {
    const bad = createAmazonClient({ ...config, clientSecret: 'wrong' });
    const consent = await confirmConsentWithoutBrowser(bad.consentUrl('s2'), US);
    const err = await rejection(bad.exchangeCode(consent.code));
    expect([err.status, err.code, err.message]).toEqual([401, 'invalid_client', 'Client authentication failed']);
  });

  it('refreshes the access token when SP-API answers that it expired, then succeeds', async () => {
    const seller = client.forSeller((await authorize(US)).refreshToken);
    const before = await seller.accessToken();
    await control.expireTokens(US);
    await control.clearRequests();
    const participations = await seller.getMarketplaceParticipations();
    expect(participations.map((p) => p.marketplace.id)).toEqual([US_MARKET, 'A2EUQ1WTGCTBG2']);
    expect(await seller.accessToken()).not.toBe(before);
    const journal = await control.requests();
    expect(journal.map((j) => j.status)).toEqual([403, 200]);
    expect(journal[0]!.response).toEqual({
      errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.', details: 'The access token you provided has expired.' }],
    });
  });

  it('refreshes a token shortly before it expires, without a failed call', async () => {
    // 61-second tokens are stale one second after issue (the client keeps a 60-second margin).
    await control.settings({ accessTokenTtlSeconds: 61 });
    try {
      const seller = client.forSeller((await authorize(US)).refreshToken);
      const first = await seller.accessToken();
      await control.clearRequests();
      await new Promise((r) => setTimeout(r, 1100));
      await seller.getMarketplaceParticipations();
      expect(await seller.accessToken()).not.toBe(first);
      expect((await control.requests()).map((j) => j.status)).toEqual([200]);
    } finally {
      await control.settings({ accessTokenTtlSeconds: 3600 });
    }
  });
});

describe('SP-API calls', () => {
  let us: AmazonSellerApi;
  let uk: AmazonSellerApi;
  let usItems: SandboxItem[];
  let ukItems: SandboxItem[];
  beforeAll(async () => {
    us = client.forSeller((await authorize(US)).refreshToken);
    uk = client.forSeller((await authorize(UK)).refreshToken);
    usItems = (await control.items(US)).items;
    ukItems = (await control.items(UK)).items;
  });
  const inStock = (items: SandboxItem[], n = 1) => items.filter((i) => i.fulfilment === 'AFN' && i.fba.fulfillable >= 5).slice(0, n);

  it('backs off on 429 QuotaExceeded by x-amzn-RateLimit-Limit and eventually succeeds', async () => {
    await control.throttle('getInventorySummaries', { sellerId: US, times: 2 });
    await control.clearRequests();
    const started = Date.now();
    const page = await us.getInventorySummaries({ marketplaceId: US_MARKET });
    // Rate 2/s: waits of 500 ms then 1000 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(page.summaries).toHaveLength(50);
    expect((await control.requests()).map((j) => j.status)).toEqual([429, 429, 200]);
  });

  it('gives up after its retry budget with Amazon’s QuotaExceeded message', async () => {
    const impatient = createAmazonClient({ ...config, maxRetries: 1, maxBackoffMs: 50 });
    const seller = impatient.forSeller((await authorize(US, impatient)).refreshToken);
    // One call plus one retry: both refused.
    await control.throttle('getCatalogItem', { sellerId: US, times: 2 });
    const err = await rejection(seller.getCatalogItem(usItems[0]!.asin, { marketplaceId: US_MARKET }));
    expect([err.status, err.code, err.message]).toEqual([429, 'QuotaExceeded', 'You exceeded your quota for the requested resource.']);
    expect(err.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers throttled calls with 429, QuotaExceeded and the applied rate header', async () => {
    await control.throttle('getCatalogItem', { sellerId: UK, drain: true });
    const token = await uk.accessToken();
    const res = await fetch(`${sandbox.url}/catalog/2022-04-01/items/${ukItems[0]!.asin}?marketplaceIds=${UK_MARKET}`, {
      headers: { 'x-amz-access-token': token },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('x-amzn-ratelimit-limit')).toBe('2');
    expect(res.headers.get('x-amzn-requestid')).toBeTruthy();
    expect(await res.json()).toEqual({ errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota for the requested resource.' }] });
  });

  it('adds load-run seller accounts, each a UK account with its own limits', async () => {
    const { sellers } = await control.addLoadSellers(2);
    expect(sellers.map((s) => s.sellingPartnerId)).toEqual(['A01LBSANDBOXLT', 'A02LBSANDBOXLT']);
    const impatient = createAmazonClient({ ...config, maxRetries: 0 });
    const [a, b] = await Promise.all(sellers.map(async (s) => impatient.forSeller((await authorize(s.sellingPartnerId, impatient)).refreshToken)));
    expect((await a!.getMarketplaceParticipations()).map((p) => p.marketplace.id)).toEqual([UK_MARKET]);
    // One account out of its getInventorySummaries budget; the other still has all of its own.
    await control.throttle('getInventorySummaries', { sellerId: 'A01LBSANDBOXLT', drain: true });
    expect((await rejection(a!.getInventorySummaries({ marketplaceId: UK_MARKET }))).status).toBe(429);
    expect((await b!.getInventorySummaries({ marketplaceId: UK_MARKET })).summaries.length).toBeGreaterThan(0);
    // An account the sandbox has not added is refused on the consent form.
    await expect(confirmConsentWithoutBrowser(client.consentUrl('state-x'), 'A09LBSANDBOXLT')).rejects.toThrow('consent confirm answered 400');
  });

  it('runs a listings report IN_QUEUE → IN_PROGRESS → DONE and streams the plain TSV', async () => {
    const reportId = await uk.createReport({ reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: [UK_MARKET] });
    const seen: string[] = [];
    let report = await uk.getReport(reportId);
    seen.push(report.processingStatus);
    while (report.processingStatus !== 'DONE' && seen.length < 10) {
      report = await uk.getReport(reportId);
      seen.push(report.processingStatus);
    }
    expect(seen).toEqual(['IN_QUEUE', 'IN_PROGRESS', 'DONE']);
    const doc = await uk.getReportDocument(report.reportDocumentId!);
    expect(doc.compressionAlgorithm).toBeUndefined();
    const rows = [];
    for await (const row of reportRows(await openReportDocument(doc))) rows.push(row);
    expect(rows).toHaveLength(ukItems.length);
    expect(Object.keys(rows[0]!)).toEqual([
      'item-name',
      'item-description',
      'listing-id',
      'seller-sku',
      'price',
      'quantity',
      'open-date',
      'image-url',
      'item-is-marketplace',
      'product-id-type',
      'zshop-shipping-fee',
      'item-note',
      'item-condition',
      'zshop-category1',
      'zshop-browse-path',
      'zshop-storefront-feature',
      'asin1',
      'asin2',
      'asin3',
      'will-ship-internationally',
      'expedited-shipping',
      'zshop-boldface',
      'product-id',
      'bid-for-featured-placement',
      'add-delete',
      'pending-quantity',
      'fulfillment-channel',
      'merchant-shipping-group',
      'status',
    ]);
    const quoted = ukItems.find((i) => i.sku.includes('"'))!;
    const row = rows.find((r) => r['seller-sku'] === quoted.sku)!;
    expect(row['asin1']).toBe(quoted.asin);
    expect(row['price']).toBe((quoted.priceCents / 100).toFixed(2));
    const mfnZero = ukItems.find((i) => i.fulfilment === 'MFN' && i.mfnQuantity === 0)!;
    expect(rows.find((r) => r['seller-sku'] === mfnZero.sku)).toMatchObject({ quantity: '0', 'fulfillment-channel': 'DEFAULT', status: 'Inactive' });
    expect(rows.filter((r) => r['fulfillment-channel'] === 'AMAZON_EU').every((r) => r.quantity === '')).toBe(true);

    const listed = await uk.getReports({ reportTypes: ['GET_MERCHANT_LISTINGS_ALL_DATA'], processingStatuses: ['DONE'] });
    expect(listed.reports.map((r) => r.reportId)).toContain(reportId);
  });

  it('serves the FBA inventory report gzipped, reflecting a quantity changed on Amazon', async () => {
    const item = inStock(ukItems)[0]!;
    await control.setQuantity(UK, item.sku, { fulfillable: 7 });
    const reportId = await uk.createReport({ reportType: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', marketplaceIds: [UK_MARKET] });
    const report = await reportWhenDone(uk, reportId);
    const doc = await uk.getReportDocument(report.reportDocumentId!);
    expect(doc.compressionAlgorithm).toBe('GZIP');
    const raw = new Uint8Array(await (await fetch(doc.url)).arrayBuffer());
    expect([raw[0], raw[1]]).toEqual([0x1f, 0x8b]);
    const rows = [];
    for await (const row of reportRows(await openReportDocument(doc))) rows.push(row);
    expect(rows).toHaveLength(ukItems.filter((i) => i.fulfilment === 'AFN').length);
    expect(rows.find((r) => r.sku === item.sku)).toMatchObject({ asin: item.asin, 'afn-fulfillable-quantity': '7', 'afn-listing-exists': 'Yes' });
  });

  it('serves a price changed on Amazon in the next listings report, without touching inventory summaries', async () => {
    // Another in-stock item than the other tests' (they change its quantity; this one must be untouched).
    const item = inStock(ukItems, 4)[3]!;
    const since = new Date().toISOString();
    await control.setPrice(UK, item.sku, 1234);
    const reportId = await uk.createReport({ reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: [UK_MARKET] });
    const doc = await uk.getReportDocument((await reportWhenDone(uk, reportId)).reportDocumentId!);
    const rows = [];
    for await (const row of reportRows(await openReportDocument(doc))) rows.push(row);
    expect(rows.find((r) => r['seller-sku'] === item.sku)).toMatchObject({ price: '12.34' });
    const changed = await uk.getInventorySummaries({ marketplaceId: UK_MARKET, startDateTime: since, details: true });
    expect(changed.summaries.map((s) => s.sellerSku)).not.toContain(item.sku);
    await expect(control.setPrice(UK, item.sku, 0)).rejects.toThrow('priceCents');
  });

  it('refuses a report document URL whose signature was tampered with', async () => {
    const reportId = await uk.createReport({ reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: [UK_MARKET] });
    const report = await reportWhenDone(uk, reportId);
    const doc = await uk.getReportDocument(report.reportDocumentId!);
    const url = new URL(doc.url);
    url.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    const err = await rejection(openReportDocument({ ...doc, url: url.toString() }));
    expect([err.status, err.code, err.message]).toEqual([403, 'AccessDenied', 'Access Denied']);
  });

  it('pages FBA inventory with nextToken and returns only items changed since startDateTime', async () => {
    const all = [];
    for await (const s of uk.allInventorySummaries({ marketplaceId: UK_MARKET, details: true })) all.push(s);
    const afn = ukItems.filter((i) => i.fulfilment === 'AFN');
    expect(all.map((s) => s.sellerSku)).toEqual(afn.map((i) => i.sku));
    expect(all[0]!.inventoryDetails?.fulfillableQuantity).toBeTypeOf('number');

    // Amazon returns what changed after startDateTime: a change stamped in the same millisecond
    // as `since` would not be, so `since` is taken a millisecond back (as the poll takes a minute).
    const since = new Date(Date.now() - 1).toISOString();
    const [a, b] = inStock(ukItems, 3).slice(1);
    await control.setQuantity(UK, a!.sku, { fulfillable: 0 });
    await control.setQuantity(UK, b!.sku, { fulfillable: 42 });
    const changed = await uk.getInventorySummaries({ marketplaceId: UK_MARKET, startDateTime: since, details: true });
    expect(changed.nextToken).toBeUndefined();
    expect(changed.summaries.map((s) => [s.sellerSku, s.inventoryDetails?.fulfillableQuantity])).toEqual([
      [a!.sku, 0],
      [b!.sku, 42],
    ]);
    const later = await uk.getInventorySummaries({ marketplaceId: UK_MARKET, startDateTime: new Date(Date.now() + 1000).toISOString() });
    expect(later.summaries).toEqual([]);
  });

  it('finds up to 20 items by ASIN with summaries, images and dimensions', async () => {
    const asins = usItems.slice(0, 20).map((i) => i.asin);
    const found = await us.searchCatalogItemsByIdentifiers({ marketplaceId: US_MARKET, identifiers: asins, identifiersType: 'ASIN' });
    expect(found.numberOfResults).toBe(20);
    expect(found.items.map((i) => i.asin)).toEqual(asins);
    const first = found.items[0]!;
    expect(first.summaries?.[0]?.itemName).toBe(usItems[0]!.title);
    expect(first.images?.[0]?.images[0]).toMatchObject({ variant: 'MAIN', height: 1500 });
    expect(first.dimensions?.[0]?.item?.weight?.unit).toBe('pounds');
    // Image links are https like Amazon's CDN; the product fetches them trusting EXTRA_CA_CERTS.
    const link = first.images![0]!.images[0]!.link;
    expect(link).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/images\/I\/[0-9A-Za-z]{11}\.jpg$/);
    const image = await fetchImage(link, imageAgent(sandbox.env.EXTRA_CA_CERTS));
    expect(image.contentType).toBe('image/svg+xml');
  });

  it('keeps Amazon’s message on errors (unknown ASIN, invalid report type)', async () => {
    const missing = await rejection(us.getCatalogItem('B0ZZZZZZZZ', { marketplaceId: US_MARKET }));
    expect([missing.status, missing.code, missing.message]).toEqual([
      404,
      'NOT_FOUND',
      'Requested item, B0ZZZZZZZZ, not found in marketplace(s) ATVPDKIKX0DER.',
    ]);
    const invalid = await rejection(us.createReport({ reportType: 'GET_NOTHING', marketplaceIds: [US_MARKET] }));
    expect([invalid.status, invalid.code, invalid.message]).toEqual([400, 'InvalidInput', 'Invalid reportType: GET_NOTHING.']);
  });

  it('estimates referral and FBA fees for a SKU and reports unknown SKUs per item in a batch', async () => {
    const item = inStock(usItems)[0]!;
    const request = (id: string) => ({
      MarketplaceId: US_MARKET,
      IsAmazonFulfilled: true,
      Identifier: id,
      PriceToEstimateFees: { ListingPrice: { CurrencyCode: 'USD', Amount: 20 } },
    });
    const single = await us.getMyFeesEstimateForSku(item.sku, request('one'));
    expect(single.Status).toBe('Success');
    const types = single.FeesEstimate!.FeeDetailList!.map((f) => f.FeeType);
    expect(types).toEqual(expect.arrayContaining(['ReferralFee', 'FBAFees']));
    const total = single.FeesEstimate!.FeeDetailList!.reduce((s, f) => s + f.FinalFee.Amount, 0);
    expect(single.FeesEstimate!.TotalFeesEstimate!.Amount).toBeCloseTo(total, 2);
    expect(single.FeesEstimate!.FeeDetailList!.find((f) => f.FeeType === 'ReferralFee')!.FinalFee.Amount).toBeGreaterThan(0);

    const batch = await us.getMyFeesEstimates([
      { IdType: 'SellerSKU', IdValue: item.sku, FeesEstimateRequest: request('a') },
      { IdType: 'SellerSKU', IdValue: 'NO-SUCH-SKU', FeesEstimateRequest: request('b') },
      { IdType: 'ASIN', IdValue: item.asin, FeesEstimateRequest: request('c') },
    ]);
    expect(batch.map((r) => r.Status)).toEqual(['Success', 'ClientError', 'Success']);
    expect(batch[1]!.Error?.Message).toBe("The seller SKU NO-SUCH-SKU was not found in this seller's catalogue.");
  });

  describe('Multi-Channel Fulfilment', () => {
    const address = { name: 'Jane Buyer', addressLine1: '410 Terry Ave N', city: 'Seattle', stateOrRegion: 'WA', postalCode: '98109', countryCode: 'US' };
    const order = (id: string, sku: string, quantity = 1): CreateFulfillmentOrderRequest => ({
      sellerFulfillmentOrderId: id,
      displayableOrderId: `EBAY-${id}`,
      displayableOrderDate: '2026-01-05T10:00:00Z',
      displayableOrderComment: 'Thank you for your order',
      shippingSpeedCategory: 'Standard',
      destinationAddress: address,
      items: [{ sellerSku: sku, sellerFulfillmentOrderItemId: `${id}-1`, quantity }],
    });

    it('previews a fulfillable order with fees and flags unknown SKUs', async () => {
      const item = inStock(usItems)[0]!;
      const previews = await us.getFulfillmentPreview({
        address,
        items: [{ sellerSku: item.sku, sellerFulfillmentOrderItemId: 'p1', quantity: 1 }],
        shippingSpeedCategories: ['Standard', 'Priority'],
      });
      expect(previews.map((p) => [p.shippingSpeedCategory, p.isFulfillable])).toEqual([
        ['Standard', true],
        ['Priority', true],
      ]);
      expect(Number(previews[0]!.estimatedFees![0]!.amount.value)).toBeGreaterThan(0);
      const bad = await us.getFulfillmentPreview({ address, items: [{ sellerSku: 'NOPE', sellerFulfillmentOrderItemId: 'p2', quantity: 1 }] });
      expect(bad[0]!.isFulfillable).toBe(false);
      expect(bad[0]!.unfulfillablePreviewItems![0]!.itemUnfulfillableReasons).toEqual(['InvalidSKU']);
    });

    it('creates an order idempotently, moves it New → Complete and exposes tracking once shipped', async () => {
      const item = inStock(usItems)[0]!;
      const req = order('LB-SALE-1001', item.sku, 2);
      await us.createFulfillmentOrder(req);
      await us.createFulfillmentOrder(req); // a retry with the same id: no second order
      expect((await us.listAllFulfillmentOrders()).filter((o) => o.sellerFulfillmentOrderId === 'LB-SALE-1001')).toHaveLength(1);
      const conflict = await rejection(us.createFulfillmentOrder({ ...req, displayableOrderComment: 'changed' }));
      expect([conflict.status, conflict.code]).toEqual([400, 'InvalidInput']);
      expect(conflict.message).toBe('A fulfillment order with sellerFulfillmentOrderId LB-SALE-1001 already exists with different content.');

      const reserved = await us.getInventorySummaries({ marketplaceId: US_MARKET, sellerSkus: [item.sku], details: true });
      expect(reserved.summaries[0]!.inventoryDetails!.fulfillableQuantity).toBe(item.fba.fulfillable - 2);

      const statuses: string[] = [];
      let details = await us.getFulfillmentOrder('LB-SALE-1001');
      statuses.push(details.fulfillmentOrder.fulfillmentOrderStatus);
      expect(shippedPackages(details)).toEqual([]);
      while (details.fulfillmentOrder.fulfillmentOrderStatus !== 'Complete' && statuses.length < 10) {
        details = await us.getFulfillmentOrder('LB-SALE-1001');
        statuses.push(details.fulfillmentOrder.fulfillmentOrderStatus);
      }
      expect(statuses).toEqual(['New', 'Received', 'Planning', 'Processing', 'Complete']);
      const [pkg] = shippedPackages(details);
      expect(pkg!.trackingNumber).toMatch(/^(TBA|1Z|9400)/);
      const tracking = await us.getPackageTrackingDetails(pkg!.packageNumber);
      expect(tracking).toMatchObject({
        packageNumber: pkg!.packageNumber,
        trackingNumber: pkg!.trackingNumber,
        carrierCode: pkg!.carrierCode,
        currentStatus: 'IN_TRANSIT',
      });
      expect(tracking.trackingEvents!.map((e) => e.eventCode)).toEqual(['EVENT_102', 'EVENT_101']);

      const cancelShipped = await rejection(us.cancelFulfillmentOrder('LB-SALE-1001'));
      expect(cancelShipped.message).toBe('The fulfillment order LB-SALE-1001 cannot be cancelled because its status is Complete.');
    });

    it('cancels an order that has not shipped and returns its stock', async () => {
      const item = inStock(usItems, 2)[1]!;
      await us.createFulfillmentOrder(order('LB-SALE-1002', item.sku, 1));
      await us.cancelFulfillmentOrder('LB-SALE-1002');
      const details = await us.getFulfillmentOrder('LB-SALE-1002');
      expect(details.fulfillmentOrder.fulfillmentOrderStatus).toBe('Cancelled');
      expect(details.fulfillmentOrderItems[0]!.cancelledQuantity).toBe(1);
      const inv = await us.getInventorySummaries({ marketplaceId: US_MARKET, sellerSkus: [item.sku], details: true });
      expect(inv.summaries[0]!.inventoryDetails!.fulfillableQuantity).toBe(item.fba.fulfillable);
    });
  });
});
