// Issue 37: the Shopify sandbox driven by Shopify's own client, @shopify/admin-api-client (2.0),
// pointed at the sandbox the way its README allows (storeDomain + customFetchApi), for every
// GraphQL document ListBridge sends (SHOPIFY_DOCUMENTS) and the OAuth token exchange (the one
// REST call). Assertions are on the library's own parsing: its `data`, `extensions`, `headers` and
// its `errors` ({networkStatusCode, message, graphQLErrors}), and on Shopify's documented shapes:
// Money as strings ("19.90"), DateTime without milliseconds, the version header, graphql-ruby's
// validation and variable errors.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdminApiClient } from '@shopify/admin-api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopifySandbox } from '../../../sandbox/shopify/index.ts';
import { approveShopifyGrant } from '../../../sandbox/shopify/testing.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import * as D from '../../../server/integrations/shopify/documents.ts';
import { buildShopifyAuthorizeUrl, SHOPIFY_API_VERSION, shopifyConfigFrom } from '../../../server/integrations/shopify/index.ts';

const SHOP = 'client-contract';
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const MONEY = /^\d+\.\d{2}$/;
const GQL_API_ERROR = "GraphQL Client: An error occurred while fetching from the API. Review 'graphQLErrors' for details.";

type Logged = { type: string; content: Record<string, unknown> };

describe('Shopify sandbox through @shopify/admin-api-client', () => {
  let sb: RunningSandbox;
  let receiver: http.Server;
  let token: string;
  const logs: Logged[] = [];
  const used = new Set<string>();
  const ids: Record<string, string> = {};

  /** The library's client for the sandbox: https://{shop}.myshopify.com swapped for the sandbox's base, as the product does. */
  const clientFor = (apiVersion: string, accessToken = token, shop = SHOP) => {
    const base = sb.env.SHOPIFY_SHOP_URL_TEMPLATE!.replace('{shop}', shop);
    const origin = `https://${shop}.myshopify.com`;
    return createAdminApiClient({
      storeDomain: `${shop}.myshopify.com`,
      apiVersion,
      accessToken,
      customFetchApi: (url, init) => fetch(String(url).startsWith(origin) ? base + String(url).slice(origin.length) : url, init),
      logger: (l) => void logs.push(l as unknown as Logged),
    });
  };
  const request = async (name: string, variables: Record<string, unknown>) => {
    used.add(name);
    const r = await clientFor(SHOPIFY_API_VERSION).request<any>(D.SHOPIFY_DOCUMENTS[name]!, { variables });
    expect(r.errors, `${name}: ${JSON.stringify(r.errors?.graphQLErrors ?? r.errors?.message)}`).toBeUndefined();
    expect(r.extensions?.cost).toMatchObject({ requestedQueryCost: expect.any(Number), throttleStatus: { maximumAvailable: expect.any(Number) } });
    return r.data;
  };
  const control = (path: string, method: string, body?: unknown) =>
    fetch(`${sb.url}/__sandbox/shops/${SHOP}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end());
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
    const productUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    sb = await startShopifySandbox({ host: '127.0.0.1', port: 0, productUrl });
    const cfg = shopifyConfigFrom(sb.env as never)!;
    const landed = await approveShopifyGrant(buildShopifyAuthorizeUrl(cfg, SHOP, { state: 'contract', redirectUri: `${productUrl}/cb` }));
    // The token exchange, the REST call ListBridge makes (server/integrations/shopify/oauth.ts), as Shopify documents it.
    const res = await fetch(`${sb.env.SHOPIFY_SHOP_URL_TEMPLATE!.replace('{shop}', SHOP)}/admin/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ client_id: cfg.apiKey, client_secret: cfg.apiSecret, code: landed.searchParams.get('code') }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; scope: string };
    expect(body).toEqual({ access_token: expect.stringMatching(/^shpat_/), scope: expect.stringContaining('write_products') });
    token = body.access_token;
  });
  afterAll(async () => {
    receiver?.close();
    await sb?.close();
  });

  it('serves the product’s version, and the library (which knows the supported versions) does not warn about it', async () => {
    const r = await clientFor(SHOPIFY_API_VERSION).request<any>(D.SHOP);
    used.add('SHOP');
    expect(r.headers?.get('x-shopify-api-version')).toBe(SHOPIFY_API_VERSION);
    expect(r.data.shop).toMatchObject({ myshopifyDomain: `${SHOP}.myshopify.com`, currencyCode: 'GBP', plan: { displayName: expect.any(String) } });
    expect(logs.filter((l) => l.type === 'Unsupported_Api_Version')).toEqual([]);
  });

  it('answers an unsupported version with the oldest supported one (the header says which), an unknown one with 404', async () => {
    const old = clientFor('2025-01');
    expect(logs.find((l) => l.type === 'Unsupported_Api_Version')?.content).toMatchObject({ apiVersion: '2025-01' });
    const supported = (logs.find((l) => l.type === 'Unsupported_Api_Version')!.content.supportedApiVersions as string[]).filter((v) => /^\d/.test(v));
    const r = await old.request<any>(D.SHOP);
    expect(r.errors).toBeUndefined();
    // The library lists the last four quarters and the release candidate: the oldest of those is the oldest supported stable version.
    expect(r.headers?.get('x-shopify-api-version')).toBe(supported[0]);
    const unstable = await clientFor('unstable').request<any>(D.SHOP);
    expect(unstable.headers?.get('x-shopify-api-version')).toBe('unstable');
    const unknown = await clientFor('2026-02').request<any>(D.SHOP);
    expect(unknown.errors).toMatchObject({ networkStatusCode: 404 });
  });

  it('refuses a wrong token with 401, as the library reports it', async () => {
    const r = await clientFor(SHOPIFY_API_VERSION, 'shpat_wrong').request<any>(D.SHOP);
    expect(r.errors).toMatchObject({ networkStatusCode: 401 });
    expect(await r.errors!.response!.json()).toEqual({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
  });

  it('reads locations, publications and the taxonomy', async () => {
    const loc = await request('LOCATIONS', { first: 50 });
    expect(loc.locations.nodes[0]).toMatchObject({ id: expect.stringMatching(/^gid:\/\/shopify\/Location\//), address: { countryCode: 'GB' } });
    ids.location = loc.locations.nodes.find((l: { fulfillsOnlineOrders: boolean }) => l.fulfillsOnlineOrders).id;
    const pubs = await request('PUBLICATIONS', { first: 20 });
    ids.publication = pubs.publications.nodes.find((p: { name: string }) => p.name === 'Online Store').id;
    const tax = await request('TAXONOMY_CATEGORIES', { search: 'usb cables', childrenOf: null, first: 5 });
    expect(tax.taxonomy.categories.nodes[0]).toMatchObject({ id: expect.stringMatching(/^gid:\/\/shopify\/TaxonomyCategory\//), isLeaf: expect.any(Boolean) });
  });

  it('productSet: Money comes back as Shopify’s strings ("19.90"), DateTime without milliseconds', async () => {
    const data = await request('PRODUCT_SET', {
      synchronous: true,
      input: {
        title: 'Contract Mug',
        status: 'ACTIVE',
        productOptions: [{ name: 'Title', values: [{ name: 'Default Title' }] }],
        variants: [
          {
            optionValues: [{ optionName: 'Title', name: 'Default Title' }],
            sku: 'CONTRACT-MUG',
            price: '19.9',
            compareAtPrice: '25',
            inventoryQuantities: [{ locationId: ids.location, name: 'available', quantity: 3 }],
          },
        ],
      },
    });
    expect(data.productSet.userErrors).toEqual([]);
    const p = data.productSet.product;
    ids.product = p.id;
    ids.variant = p.variants.nodes[0].id;
    ids.inventoryItem = p.variants.nodes[0].inventoryItem.id;
    expect(p.variants.nodes[0].price).toBe('19.90');
    expect(p.updatedAt).toMatch(DATE_TIME);
    const states = await request('PRODUCT_STATES', { first: 5, variants: 3, query: 'sku:"CONTRACT-MUG"', publicationId: ids.publication });
    expect(states.products.nodes[0].variants.nodes[0]).toMatchObject({ sku: 'CONTRACT-MUG', price: '19.90', inventoryQuantity: 3 });
    // The reconcile reads the quantity at the location it pushes to, not the total over locations.
    const levels = await request('PRODUCT_LEVELS', { first: 5, variants: 3, query: 'sku:"CONTRACT-MUG"', locationId: ids.location });
    expect(levels.products.nodes[0].variants.nodes[0].inventoryItem.inventoryLevel.quantities).toEqual([{ name: 'available', quantity: 3 }]);
    const list = await request('PRODUCTS', { first: 2, after: null, query: null });
    for (const prod of list.products.nodes) {
      expect(prod.updatedAt).toMatch(DATE_TIME);
      for (const v of prod.variants.nodes) expect(v.price).toMatch(MONEY);
    }
  });

  it('a malformed Money is a variable error in graphql-ruby’s words, the library’s GraphQL error, and nothing is stored', async () => {
    used.add('PRODUCT_SET');
    const r = await clientFor(SHOPIFY_API_VERSION).request<any>(D.PRODUCT_SET, {
      variables: {
        synchronous: true,
        input: {
          title: 'Bad Money',
          productOptions: [{ name: 'Title', values: [{ name: 'Default Title' }] }],
          variants: [{ optionValues: [{ optionName: 'Title', name: 'Default Title' }], sku: 'BAD-MONEY', price: 'abc' }],
        },
      },
    });
    expect(r.data).toBeUndefined();
    expect(r.errors?.message).toBe(GQL_API_ERROR);
    expect(r.errors?.graphQLErrors).toEqual([
      {
        message: 'Variable $input of type ProductSetInput! was provided invalid value for variants.0.price (Could not coerce value "abc" to Money)',
        locations: [{ line: expect.any(Number), column: expect.any(Number) }],
        extensions: {
          code: 'INVALID_VARIABLE',
          value: expect.objectContaining({ title: 'Bad Money' }),
          problems: [{ path: ['variants', 0, 'price'], explanation: 'Could not coerce value "abc" to Money' }],
        },
      },
    ]);
    const none = await request('PRODUCTS', { first: 2, after: null, query: 'sku:BAD-MONEY' });
    expect(none.products.nodes).toEqual([]);
  });

  it('a field that does not exist is refused with Shopify’s message, path and code', async () => {
    const r = await clientFor(SHOPIFY_API_VERSION).request<any>('query { shop { id x } }');
    expect(r.errors?.graphQLErrors).toEqual([
      {
        message: "Field 'x' doesn't exist on type 'Shop'",
        locations: [{ line: 1, column: 19 }],
        path: ['query', 'shop', 'x'],
        extensions: { code: 'undefinedField', typeName: 'Shop', fieldName: 'x' },
      },
    ]);
    const arg = await clientFor(SHOPIFY_API_VERSION).request<any>('query Shop { shop(id: 1) { id } }');
    expect(arg.errors?.graphQLErrors?.[0]).toMatchObject({
      message: "Field 'shop' doesn't accept argument 'id'",
      path: ['query Shop', 'shop', 'id'],
      extensions: { code: 'argumentNotAccepted' },
    });
  });

  it('updates, stocks (changeFromQuantity, @idempotent), publishes, unpublishes and deletes the product', async () => {
    const upd = await request('PRODUCT_VARIANTS_BULK_UPDATE', { productId: ids.product, variants: [{ id: ids.variant, price: '21.5' }] });
    expect(upd.productVariantsBulkUpdate).toMatchObject({ userErrors: [], productVariants: [{ price: '21.50' }] });
    const key = 'contract-qty-1';
    const qty = {
      input: {
        name: 'available',
        reason: 'correction',
        referenceDocumentUri: 'listbridge://contract',
        quantities: [{ inventoryItemId: ids.inventoryItem, locationId: ids.location, quantity: 7, changeFromQuantity: null }],
      },
      idempotencyKey: key,
    };
    const set = await request('INVENTORY_SET_QUANTITIES', qty);
    expect(set.inventorySetQuantities).toMatchObject({
      userErrors: [],
      inventoryAdjustmentGroup: { changes: [{ name: 'available', delta: 4, quantityAfterChange: 7 }] },
    });
    expect(set.inventorySetQuantities.inventoryAdjustmentGroup.createdAt).toMatch(DATE_TIME);
    // The same key again is a retry: the first answer, nothing changed twice.
    expect((await request('INVENTORY_SET_QUANTITIES', qty)).inventorySetQuantities.inventoryAdjustmentGroup.changes[0].delta).toBe(4);
    const stale = await request('INVENTORY_SET_QUANTITIES', {
      ...qty,
      idempotencyKey: 'contract-qty-2',
      input: { ...qty.input, quantities: [{ ...qty.input.quantities[0], quantity: 9, changeFromQuantity: 2 }] },
    });
    expect(stale.inventorySetQuantities.userErrors[0]).toMatchObject({ code: 'CHANGE_FROM_QUANTITY_STALE' });
    const pub = await request('PUBLISHABLE_PUBLISH', { id: ids.product, input: [{ publicationId: ids.publication }] });
    expect(pub.publishablePublish.userErrors).toEqual([]);
    const unpub = await request('PUBLISHABLE_UNPUBLISH', { id: ids.product, input: [{ publicationId: ids.publication }] });
    expect(unpub.publishableUnpublish.userErrors).toEqual([]);
    const draft = await request('PRODUCT_UPDATE', { product: { id: ids.product, status: 'DRAFT' } });
    expect(draft.productUpdate.product).toMatchObject({ status: 'DRAFT', updatedAt: expect.stringMatching(DATE_TIME) });
    const created = await request('PRODUCT_CREATE', { product: { title: 'Contract Tray', status: 'ACTIVE' }, media: [] });
    expect(created.productCreate.userErrors).toEqual([]);
    const del = await request('PRODUCT_DELETE', { id: created.productCreate.product.id });
    expect(del.productDelete.deletedProductId).toBe(created.productCreate.product.id);
  });

  it('a product with options and variants: more than 3 options refused (OPTIONS_OVER_LIMIT), variants deleted in bulk but never the last', async () => {
    const variant = (color: string) => ({ optionValues: [{ optionName: 'Color', name: color }], sku: `CONTRACT-BAND-${color}`, price: '12' });
    const over = await request('PRODUCT_SET', {
      synchronous: true,
      input: {
        title: 'Contract Bands',
        productOptions: ['Color', 'Size', 'Material', 'Style'].map((name) => ({ name, values: [{ name: 'A' }] })),
        variants: [],
      },
    });
    expect(over.productSet).toMatchObject({ product: null, userErrors: [{ field: ['input', 'productOptions'], code: 'OPTIONS_OVER_LIMIT' }] });
    const set = await request('PRODUCT_SET', {
      synchronous: true,
      input: {
        title: 'Contract Bands',
        productOptions: [{ name: 'Color', values: [{ name: 'Black' }, { name: 'Navy' }] }],
        variants: [variant('Black'), variant('Navy')],
      },
    });
    expect(set.productSet.userErrors).toEqual([]);
    const [black, navy] = set.productSet.product.variants.nodes;
    expect(black.selectedOptions).toEqual([{ name: 'Color', value: 'Black' }]);
    const del = await request('PRODUCT_VARIANTS_BULK_DELETE', { productId: set.productSet.product.id, variantsIds: [black.id] });
    expect(del.productVariantsBulkDelete).toEqual({ product: { id: set.productSet.product.id }, userErrors: [] });
    const last = await request('PRODUCT_VARIANTS_BULK_DELETE', { productId: set.productSet.product.id, variantsIds: [navy.id] });
    expect(last.productVariantsBulkDelete.userErrors).toEqual([
      { field: ['variantsIds'], message: 'Cannot delete default variant.', code: 'CANNOT_DELETE_LAST_VARIANT' },
    ]);
  });

  it('subscribes webhooks by uri and lists them', async () => {
    const uri = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/v1/shopify_event`;
    const sub = await request('WEBHOOK_SUBSCRIPTION_CREATE', { topic: 'ORDERS_CREATE', webhookSubscription: { uri, format: 'JSON' } });
    expect(sub.webhookSubscriptionCreate).toMatchObject({ userErrors: [], webhookSubscription: { topic: 'ORDERS_CREATE', uri } });
    const all = await request('WEBHOOK_SUBSCRIPTIONS', { first: 100 });
    expect(all.webhookSubscriptions.nodes).toContainEqual(expect.objectContaining({ topic: 'ORDERS_CREATE', uri }));
  });

  it('orders ship to buyers in the shop’s country, or to the address the control API is given; money as strings', async () => {
    expect((await control('', 'PUT', { country: 'US' })).status).toBe(200);
    expect((await control('/orders', 'POST', { lines: [{ sku: 'SG-AV-001', quantity: 1 }] })).status).toBe(201);
    const placed = await control('/orders', 'POST', {
      lines: [{ sku: 'KB-BB-002' }],
      shippingAddress: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        address1: '5 Rue Test',
        city: 'Montréal',
        province: 'Quebec',
        provinceCode: 'QC',
        zip: 'H2X 1Y4',
        countryCode: 'CA',
      },
    });
    const { name } = (await placed.json()) as { name: string };
    const data = await request('ORDERS', { first: 6, after: null, query: 'fulfillment_status:unshipped' });
    const orders = data.orders.nodes as any[];
    const us = orders.filter((o) => o.name !== name).at(-1);
    expect(us.shippingAddress).toMatchObject({ countryCodeV2: 'US', provinceCode: 'WA' });
    expect(us.totalPriceSet.shopMoney).toMatchObject({ currencyCode: 'USD', amount: expect.stringMatching(/^\d+\.\d+$/) });
    expect(us.createdAt).toMatch(DATE_TIME);
    const ca = orders.find((o) => o.name === name);
    expect(ca.shippingAddress).toMatchObject({ name: 'Ana Ruiz', city: 'Montréal', provinceCode: 'QC', zip: 'H2X 1Y4', countryCodeV2: 'CA' });
    // Tracking goes back on the order's open fulfillment order.
    const fo = ca.fulfillmentOrders.nodes[0];
    const shipped = await request('FULFILLMENT_CREATE', {
      fulfillment: { lineItemsByFulfillmentOrder: [{ fulfillmentOrderId: fo.id }], trackingInfo: { company: 'UPS', number: '1Z999' }, notifyCustomer: true },
      message: null,
    });
    expect(shipped.fulfillmentCreate).toMatchObject({ userErrors: [], fulfillment: { trackingInfo: [{ company: 'UPS', number: '1Z999' }] } });
  });

  it('THROTTLED arrives as the library’s GraphQL error with the bucket in extensions.cost', async () => {
    await control('/throttle', 'PUT', { currentlyAvailable: 0, restoreRate: 1 });
    const r = await clientFor(SHOPIFY_API_VERSION).request<any>(D.SHOP);
    expect(r.errors?.graphQLErrors?.[0]).toMatchObject({ message: 'Throttled', extensions: { code: 'THROTTLED' } });
    expect(r.extensions?.cost).toMatchObject({ actualQueryCost: null, throttleStatus: { currentlyAvailable: 0 } });
    await control('/throttle', 'PUT', { currentlyAvailable: 2000, restoreRate: 100 });
  });

  it('covers every document the product sends', () => {
    expect([...used].sort()).toEqual(Object.keys(D.SHOPIFY_DOCUMENTS).sort());
  });
});
