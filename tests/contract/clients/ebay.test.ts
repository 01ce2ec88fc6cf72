// The eBay sandbox driven by a client nobody on the project wrote: ebay-api (hendt, 9.6), pointed
// at the sandbox the way its README shows (an interceptor on `eBay.req.instance`, its axios
// instance, rewriting eBay's hosts), for every call ListBridge makes to eBay. The assertions are the
// library's own parsing: what it resolves, the error class it raises (EBayAccessDenied for domain
// ACCESS, EBayInvalidGrant, EBayNotFound…), its errorCode and firstError. A sandbox answer the real
// eBay would not give shows up here as a library behaving differently from production.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import eBayApi from 'ebay-api';
import { EBayAccessDenied, EBayApiError, EBayInvalidGrant } from 'ebay-api/errors/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEbaySandbox } from '../../../sandbox/ebay/index.ts';
import { answerEbayConsent } from '../../../sandbox/ebay/testing.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';

const EBAY_HOSTS = /^https:\/\/(api|apiz|auth)\.ebay\.com/;
const SCOPES = [
  'https://api.ebay.com/oauth/api_scope',
  'https://api.ebay.com/oauth/api_scope/sell.inventory',
  'https://api.ebay.com/oauth/api_scope/sell.account',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment',
  'https://api.ebay.com/oauth/api_scope/commerce.identity.readonly',
];

let sb: RunningSandbox;
let ebay: eBayApi;
/** The application-token client (Taxonomy, Metadata, Notification), as the product keeps one apart. */
let app: eBayApi;

function client(scope = SCOPES): eBayApi {
  const api = new eBayApi({
    appId: sb.env.EBAY_CLIENT_ID!,
    certId: sb.env.EBAY_CLIENT_SECRET!,
    ruName: sb.env.EBAY_RU_NAME!,
    sandbox: false,
    marketplaceId: eBayApi.MarketplaceId.EBAY_GB,
    contentLanguage: eBayApi.ContentLanguage.en_GB,
    acceptLanguage: eBayApi.Locale.en_GB,
    siteId: eBayApi.SiteId.EBAY_GB,
    scope,
  });
  // ebay-api's README: "eBay.req.instance is AxiosInstance per default" (its proxy example).
  api.req.instance.interceptors.request.use((request) => {
    request.url = request.url?.replace(EBAY_HOSTS, sb.url);
    return request;
  });
  return api;
}

const control = (path: string, body: unknown) =>
  fetch(`${sb.url}/__sandbox/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as Record<string, unknown>,
  }));

const product = {
  title: 'Sony WH-1000XM4',
  description: 'Headphones',
  imageUrls: ['https://images.example/sony.jpg'],
  aspects: { Brand: ['Sony'], Type: ['Over-Ear'] } as unknown as string,
};

beforeAll(async () => {
  sb = await startEbaySandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9' });
  ebay = client();
  app = client(['https://api.ebay.com/oauth/api_scope']);
});
afterAll(() => sb?.close());

describe('ebay-api against the eBay sandbox: OAuth', () => {
  it('authorization-code grant and refresh: the library gets a user token and refreshes it', async () => {
    const consent = ebay.OAuth2.generateAuthUrl(undefined, SCOPES, 'lib-state').replace(EBAY_HOSTS, sb.url);
    const redirect = await answerEbayConsent(consent);
    expect(redirect.searchParams.get('state')).toBe('lib-state');
    const token = await ebay.OAuth2.obtainToken(redirect.searchParams.get('code')!);
    expect(token).toMatchObject({ token_type: 'User Access Token', expires_in: 7200, refresh_token_expires_in: expect.any(Number) });
    const refreshed = await ebay.OAuth2.refreshToken();
    expect(refreshed.access_token).not.toBe(token.access_token);
    expect((refreshed as { refresh_token?: string }).refresh_token).toBe(token.refresh_token);
    // A used code is refused.
    await expect(ebay.OAuth2.getToken(redirect.searchParams.get('code')!)).rejects.toThrow();
  });

  it('client-credentials grant: the application token reads Taxonomy', async () => {
    const tree = await app.commerce.taxonomy.getDefaultCategoryTreeId('EBAY_GB');
    expect(tree).toEqual({ categoryTreeId: '3', categoryTreeVersion: expect.any(String) });
  });

  it('a seller who revoked the app: the refresh is invalid_grant, and an API call raises EBayInvalidGrant', async () => {
    const other = client();
    const redirect = await answerEbayConsent(other.OAuth2.generateAuthUrl(undefined, SCOPES, 's').replace(EBAY_HOSTS, sb.url), 'agree', 'revoking_seller');
    await other.OAuth2.obtainToken(redirect.searchParams.get('code')!);
    await control('users/revoking_seller/revoke-tokens', {});
    const err = await other.OAuth2.refreshToken().catch((e: unknown) => e);
    // OAuth errors travel as axios errors from postForm; the library's own mapping applies to API calls.
    expect((err as { response?: { status: number; data: unknown } }).response).toMatchObject({ status: 400, data: { error: 'invalid_grant' } });
    // The API call gets 401 "Invalid access token", the library refreshes, eBay refuses the refresh token.
    await expect(other.sell.inventory.getInventoryItems()).rejects.toBeInstanceOf(EBayInvalidGrant);
  });
});

describe('ebay-api against the eBay sandbox: Sell Inventory, Account, Fulfillment', () => {
  let offerId: string;
  let listingId: string;

  it('locations, inventory items (single and bulk), reads and deletes', async () => {
    await ebay.sell.inventory.createInventoryLocation('WH-LIB', {
      location: { address: { city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' } },
      name: 'Leeds',
      merchantLocationStatus: 'ENABLED',
      locationTypes: ['WAREHOUSE'],
    });
    expect((await ebay.sell.inventory.getInventoryLocations()).locations.map((l: { merchantLocationKey: string }) => l.merchantLocationKey)).toContain(
      'WH-LIB',
    );
    await ebay.sell.inventory.createOrReplaceInventoryItem('LIB-1', {
      product,
      condition: 'NEW',
      availability: { shipToLocationAvailability: { quantity: 3 } },
    });
    const bulk = await ebay.sell.inventory.bulkCreateOrReplaceInventoryItem({
      requests: [
        { sku: 'LIB-2', locale: 'en_GB', product, condition: 'USED_EXCELLENT', availability: { shipToLocationAvailability: { quantity: 1 } } },
        { sku: 'LIB-3', locale: 'en_GB', product, condition: 'NEW', availability: { shipToLocationAvailability: { quantity: -1 } } },
      ],
    } as never);
    // A value eBay reads but refuses is per item (207 parsed as a normal answer).
    expect(bulk.responses.map((r: { sku: string; statusCode: number }) => [r.sku, r.statusCode < 300])).toEqual([
      ['LIB-2', true],
      ['LIB-3', false],
    ]);
    expect(bulk.responses[1].errors[0]).toMatchObject({ errorId: 25709, domain: 'API_INVENTORY' });
    expect(await ebay.sell.inventory.getInventoryItem('LIB-1')).toMatchObject({ sku: 'LIB-1', condition: 'NEW', locale: 'en_GB' });
    expect((await ebay.sell.inventory.getInventoryItems({ limit: 10 })).total).toBe(2);
    await ebay.sell.inventory.deleteInventoryItem('LIB-2');
    const missing = await ebay.sell.inventory.getInventoryItem('LIB-2').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(EBayApiError);
    expect(missing).toMatchObject({ errorCode: 25710 });
    await expect(ebay.sell.inventory.getInventoryItemGroup('NO-GROUP')).rejects.toMatchObject({ errorCode: 25710 });
  });

  it('point 5: a bulk request with a value eBay cannot read is refused whole: 400 errorId 2004, EBayAccessDenied', async () => {
    const err = await ebay.sell.inventory
      .bulkCreateOrReplaceInventoryItem({
        requests: [
          { sku: 'LIB-4', locale: 'en_GB', product, condition: 'NEW' },
          { sku: 'LIB-5', locale: 'en_GB', product, condition: 'USED' },
        ],
      } as never)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EBayAccessDenied);
    expect(err).toMatchObject({
      errorCode: 2004,
      message: 'Invalid request',
      description: 'The request has errors. For help, see the documentation for this API.',
      firstError: { errorId: 2004, domain: 'ACCESS', parameters: [{ name: 'reason', value: 'Could not serialize field [requests.condition]' }] },
    });
    expect((err as EBayAccessDenied).meta?.res?.status).toBe(400);
    // Nothing of the refused request was stored.
    await expect(ebay.sell.inventory.getInventoryItem('LIB-4')).rejects.toMatchObject({ errorCode: 25710 });
    // The same for a quantity of the wrong type in bulk price/quantity, and for aspects sent as a string.
    await expect(
      ebay.sell.inventory.bulkUpdatePriceQuantity({ requests: [{ sku: 'LIB-1', shipToLocationAvailability: { quantity: 'three' as never } }] }),
    ).rejects.toMatchObject({
      errorCode: 2004,
      firstError: { parameters: [{ value: 'Could not serialize field [requests.shipToLocationAvailability.quantity]' }] },
    });
    await expect(ebay.sell.inventory.createOrReplaceInventoryItem('LIB-6', { product: { ...product, aspects: '{"Brand":["Sony"]}' } })).rejects.toMatchObject({
      errorCode: 2004,
      firstError: { parameters: [{ value: 'Could not serialize field [product.aspects]' }] },
    });
  });

  it('business policies, programs, rate tables and KYC', async () => {
    const [fp, pp, rp] = await Promise.all([
      ebay.sell.account.getFulfillmentPolicies('EBAY_GB'),
      ebay.sell.account.getPaymentPolicies('EBAY_GB'),
      ebay.sell.account.getReturnPolicies('EBAY_GB'),
    ]);
    expect([fp.total, pp.total, rp.total]).toEqual([1, 1, 1]);
    expect((await ebay.sell.account.getOptedInPrograms()).programs).toEqual([{ programType: 'SELLING_POLICY_MANAGEMENT' }]);
    // Opting in again is refused with eBay's account error, which the library raises as its API error.
    await expect(ebay.sell.account.optInToProgram({ programType: 'SELLING_POLICY_MANAGEMENT' })).rejects.toBeInstanceOf(EBayApiError);
    expect((await ebay.sell.account.getRateTables('GB')).rateTables).toHaveLength(1);
    expect(await ebay.sell.account.getKYC()).toBeFalsy();
  });

  it('offers: create, bulk create, read, update, publish, bulk publish, price/quantity, withdraw, delete', async () => {
    const [fp, pp, rp] = await Promise.all([
      ebay.sell.account.getFulfillmentPolicies('EBAY_GB'),
      ebay.sell.account.getPaymentPolicies('EBAY_GB'),
      ebay.sell.account.getReturnPolicies('EBAY_GB'),
    ]);
    const offer = (sku: string) => ({
      sku,
      marketplaceId: 'EBAY_GB',
      format: 'FIXED_PRICE',
      availableQuantity: 2,
      categoryId: '112529',
      merchantLocationKey: 'WH-LIB',
      listingDescription: '<p>Great</p>',
      listingDuration: 'GTC',
      pricingSummary: { price: { value: '199.00', currency: 'GBP' } },
      listingPolicies: {
        fulfillmentPolicyId: fp.fulfillmentPolicies[0].fulfillmentPolicyId,
        paymentPolicyId: pp.paymentPolicies[0].paymentPolicyId,
        returnPolicyId: rp.returnPolicies[0].returnPolicyId,
      },
    });
    ({ offerId } = await ebay.sell.inventory.createOffer(offer('LIB-1') as never));
    expect(offerId).toMatch(/^\d+$/);
    const dup = await ebay.sell.inventory.createOffer(offer('LIB-1') as never).catch((e: unknown) => e);
    expect(dup).toMatchObject({ errorCode: 25002 });
    await ebay.sell.inventory.createOrReplaceInventoryItem('LIB-7', {
      product,
      condition: 'NEW',
      availability: { shipToLocationAvailability: { quantity: 1 } },
    });
    const created = await ebay.sell.inventory.bulkCreateOffer({ requests: [offer('LIB-7'), offer('LIB-404')] } as never);
    expect(created.responses.map((r: { statusCode: number }) => r.statusCode)).toEqual([200, 400]);
    expect(await ebay.sell.inventory.getOffer(offerId)).toMatchObject({ offerId, sku: 'LIB-1', status: 'UNPUBLISHED' });
    expect((await ebay.sell.inventory.getOffers({ sku: 'LIB-1', marketplaceId: 'EBAY_GB' })).offers).toHaveLength(1);
    await ebay.sell.inventory.updateOffer(offerId, { ...offer('LIB-1'), availableQuantity: 3 } as never);
    ({ listingId } = await ebay.sell.inventory.publishOffer(offerId));
    expect(listingId).toMatch(/^\d+$/);
    const published = await ebay.sell.inventory.bulkPublishOffer({ requests: [{ offerId: created.responses[0].offerId }, { offerId: '999' }] });
    expect(published.responses.map((r: { statusCode: number }) => r.statusCode)).toEqual([200, 404]);
    const pq = await ebay.sell.inventory.bulkUpdatePriceQuantity({
      requests: [
        { sku: 'LIB-1', shipToLocationAvailability: { quantity: 5 }, offers: [{ offerId, availableQuantity: 5, price: { value: '189.00', currency: 'GBP' } }] },
      ],
    });
    expect(pq.responses).toEqual([{ statusCode: 200, sku: 'LIB-1', offerId }]);
    expect((await ebay.sell.inventory.withdrawOffer(offerId)).listingId).toBe(listingId);
    await ebay.sell.inventory.deleteOffer(created.responses[0].offerId);
  });

  it('migrates a legacy listing (seeded through the control API, whose answer is listingId as its README says)', async () => {
    const seeded = await control('users/demo_seller/legacy-listings', { sku: 'LIB-LEGACY', quantity: 2, price: 12.5 });
    expect(seeded.status).toBe(201);
    expect(seeded.body.listingId).toMatch(/^\d+$/);
    const migrated = await ebay.sell.inventory.bulkMigrateListing({ requests: [{ listingId: String(seeded.body.listingId) }] });
    expect(migrated.responses[0]).toMatchObject({ statusCode: 200, listingId: seeded.body.listingId, inventoryItems: [{ sku: 'LIB-LEGACY' }] });
  });

  it('orders: filter, read one, upload tracking; an unknown order', async () => {
    const orders = await ebay.sell.fulfillment.getOrders({ filter: 'orderfulfillmentstatus:{NOT_STARTED|IN_PROGRESS}', limit: 3 });
    expect(orders.orders.length).toBeGreaterThan(0);
    const o = orders.orders[0];
    expect(await ebay.sell.fulfillment.getOrder(o.orderId)).toMatchObject({ orderId: o.orderId });
    await ebay.sell.fulfillment.createShippingFulfillment(o.orderId, {
      lineItems: [{ lineItemId: o.lineItems[0].lineItemId, quantity: o.lineItems[0].quantity }],
      shippingCarrierCode: 'Royal Mail',
      trackingNumber: 'RM111222333GB',
      shippedDate: new Date().toISOString(),
    });
    expect((await ebay.sell.fulfillment.getShippingFulfillments(o.orderId)).total).toBe(1);
    await expect(ebay.sell.fulfillment.getOrder('00-00000-00000')).rejects.toMatchObject({ errorCode: 32100 });
  });

  it('identity: getUser on apiz', async () => {
    expect(await ebay.commerce.identity.getUser()).toMatchObject({ username: 'demo_seller' });
  });
});

describe('ebay-api against the eBay sandbox: Taxonomy, Metadata, Notification, Trading', () => {
  it('taxonomy: suggestions, subtree, tree; point 8: aspects carry aspectConstraint.aspectApplicableTo', async () => {
    const { categoryTreeId } = await app.commerce.taxonomy.getDefaultCategoryTreeId('EBAY_GB');
    const suggestions = await app.commerce.taxonomy.getCategorySuggestions(categoryTreeId, 'sony headphones');
    expect(suggestions.categorySuggestions[0].category.categoryId).toBe('112529');
    const { aspects } = await app.commerce.taxonomy.getItemAspectsForCategory(categoryTreeId, '112529');
    expect(aspects.length).toBeGreaterThan(0);
    for (const a of aspects) expect(a.aspectConstraint.aspectApplicableTo).toEqual([expect.stringMatching(/^(PRODUCT|ITEM)$/)]);
    expect((await app.commerce.taxonomy.getCategorySubtree(categoryTreeId, '20625')).categorySubtreeNode).toBeTruthy();
    expect((await app.commerce.taxonomy.getCategoryTree(categoryTreeId)).rootCategoryNode).toBeTruthy();
    await expect(app.commerce.taxonomy.getItemAspectsForCategory(categoryTreeId, '9999999')).rejects.toBeInstanceOf(EBayApiError);
  });

  it('metadata condition policies and the notification public key', async () => {
    const policies = await app.sell.metadata.getItemConditionPolicies('EBAY_GB', 'categoryIds:{112529}');
    expect(policies.itemConditionPolicies[0].categoryId).toBe('112529');
    const key = await app.commerce.notification.getPublicKey('a6f9a3c0-5f1e-4a0c-9d3b-0b1f1e2d3c4b');
    expect(key).toMatchObject({ algorithm: 'ECDSA', key: expect.stringContaining('PUBLIC KEY') });
  });

  it('Notification API: the alert config, a destination eBay checks by its challenge, a seller’s ORDER_CONFIRMATION subscription; eBay’s error codes', async () => {
    const token = sb.env.EBAY_VERIFICATION_TOKEN!;
    let endpoint = '';
    const receiver = createServer((req, res) => {
      const code = new URL(req.url ?? '/', endpoint).searchParams.get('challenge_code') ?? '';
      const challengeResponse = createHash('sha256').update(code).update(token).update(endpoint).digest('hex');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ challengeResponse }));
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notify`;
    try {
      const destination = { name: 'ListBridge', status: 'ENABLED', deliveryConfig: { endpoint, verificationToken: token } };
      await expect(app.commerce.notification.createDestination(destination)).rejects.toMatchObject({ errorCode: 195003 });
      await app.commerce.notification.updateConfig({ alertEmail: 'alerts@listbridge.example' });
      expect(await app.commerce.notification.getConfig()).toEqual({ alertEmail: 'alerts@listbridge.example' });
      await app.commerce.notification.createDestination(destination);
      await expect(app.commerce.notification.createDestination(destination)).rejects.toMatchObject({ errorCode: 195021 });
      const { destinations } = await app.commerce.notification.getDestinations({});
      const destinationId = destinations.find((d: { deliveryConfig: { endpoint: string } }) => d.deliveryConfig.endpoint === endpoint).destinationId;
      // A seller's token with commerce.notification.subscription subscribes them; ORDER_CONFIRMATION is a user topic.
      const seller = client([...SCOPES, 'https://api.ebay.com/oauth/api_scope/commerce.notification.subscription']);
      const redirect = await answerEbayConsent(
        seller.OAuth2.generateAuthUrl(undefined, [...SCOPES, 'https://api.ebay.com/oauth/api_scope/commerce.notification.subscription'], 'n').replace(
          EBAY_HOSTS,
          sb.url,
        ),
        'agree',
        'lib_notified_seller',
      );
      await seller.OAuth2.obtainToken(redirect.searchParams.get('code')!);
      const subscription = {
        topicId: 'ORDER_CONFIRMATION',
        status: 'ENABLED',
        destinationId,
        payload: { format: 'JSON', schemaVersion: '1.0', deliveryProtocol: 'HTTPS' },
      };
      await expect(app.commerce.notification.createSubscription(subscription)).rejects.toMatchObject({ errorCode: 195011 });
      await expect(seller.commerce.notification.createSubscription({ ...subscription, topicId: 'NO_SUCH_TOPIC' })).rejects.toMatchObject({ errorCode: 195027 });
      await seller.commerce.notification.createSubscription(subscription);
      await expect(seller.commerce.notification.createSubscription(subscription)).rejects.toMatchObject({ errorCode: 195012 });
      const { subscriptions } = await seller.commerce.notification.getSubscriptions({});
      expect(subscriptions).toEqual([expect.objectContaining({ topicId: 'ORDER_CONFIRMATION', destinationId, status: 'ENABLED' })]);
      await seller.commerce.notification.deleteSubscription(subscriptions[0].subscriptionId);
      await expect(seller.commerce.notification.deleteSubscription(subscriptions[0].subscriptionId)).rejects.toMatchObject({ errorCode: 195013 });
    } finally {
      await new Promise((r) => receiver.close(r));
    }
  });

  it('point 8: every answer carries eBay’s request ids (x-ebay-request-id, rlogid)', async () => {
    const res = await ebay.sell.inventory.api({ returnResponse: true }).getInventoryItems();
    expect(res.headers['x-ebay-request-id']).toMatch(/^\S+$/);
    expect(res.headers.rlogid).toMatch(/^\S+$/);
    const err = await ebay.sell.inventory.getInventoryItem('NOPE').catch((e: EBayApiError) => e);
    expect((err as EBayApiError).meta?.res?.headers?.['x-ebay-request-id']).toMatch(/^\S+$/);
  });

  it('trading: GetUser, GetItem, GetSellerTransactions, GetAccount, ReviseInventoryStatus with the OAuth token (IAF)', async () => {
    const user = await ebay.trading.GetUser({});
    expect(user).toMatchObject({ Ack: 'Success', User: { UserID: 'demo_seller' } });
    const seeded = await control('legacy-listings', { username: 'demo_seller', sku: 'TRADE-1', quantity: 4, price: 20 });
    const itemId = String(seeded.body.listingId);
    // The library's XML parser reads numeric text as numbers.
    const { Item } = await ebay.trading.GetItem({ ItemID: itemId });
    expect([String(Item.ItemID), Item.SKU]).toEqual([itemId, 'TRADE-1']);
    const revised = await ebay.trading.ReviseInventoryStatus({ InventoryStatus: [{ ItemID: itemId, Quantity: 2 }] });
    expect(revised.Ack).toBe('Success');
    expect((await ebay.trading.GetSellerTransactions({ NumberOfDays: 30 })).Ack).toBe('Success');
    expect((await ebay.trading.GetAccount({ AccountHistorySelection: 'LastInvoice' })).Ack).toBe('Success');
    // An unknown item: the library raises its API error with eBay's Trading error code.
    await expect(ebay.trading.GetItem({ ItemID: '1' })).rejects.toMatchObject({ errorCode: 17 });
  });
});

describe('the eBay sandbox README says what the sandbox answers', () => {
  it('legacy-listings: the README names listingId, the field the control endpoints return', () => {
    const readme = readFileSync(new URL('../../../sandbox/ebay/README.md', import.meta.url), 'utf8');
    const lines = readme.split('\n\n').filter((p) => p.includes('legacy-listings'));
    expect(lines.length).toBeGreaterThan(0);
    for (const p of lines) expect(p).not.toMatch(/`itemId`/);
    expect(lines.some((p) => /`listingId`/.test(p))).toBe(true);
  });
});
