import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl, confirmConsentWithoutBrowser, type SandboxItem } from '../../sandbox/amazon/control-client.ts';
import { startAmazonSandbox } from '../../sandbox/amazon/index.ts';
import { USAGE_PLANS } from '../../sandbox/amazon/rate-limit.ts';
import type { JournalEntry } from '../../sandbox/amazon/spapi.ts';
import type { RunningSandbox } from '../../sandbox/types.ts';
import { amazonConfigFromEnv, createAmazonClient, type AmazonSellerApi } from '../../server/integrations/amazon/index.ts';
import { readSpec } from '../helpers/api-specs.ts';

// Every SP-API request the client sends and every response the sandbox gives is recorded by
// the sandbox (/__sandbox/requests) and validated against Amazon's official Swagger models.
// Objects are closed (additionalProperties: false) unless the model opens them, so a renamed
// or invented field fails, not only a missing one.

const MODELS = {
  reports: 'amazon/models/reports-api-model/reports_2021-06-30.json',
  inventory: 'amazon/models/fba-inventory-api-model/fbaInventory.json',
  catalog: 'amazon/models/catalog-items-api-model/catalogItems_2022-04-01.json',
  fees: 'amazon/models/product-fees-api-model/productFeesV0.json',
  mcf: 'amazon/models/fulfillment-outbound-api-model/fulfillmentOutbound_2020-07-01.json',
  sellers: 'amazon/models/sellers-api-model/sellers.json',
  listings: 'amazon/models/listings-items-api-model/listingsItems_2021-08-01.json',
} as const;

type Json = any;

interface Operation {
  model: keyof typeof MODELS;
  method: string;
  path: string;
  spec: Json;
  pathParameters: Json[];
}

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

/** Swagger 2 schema → JSON Schema (draft-07) with refs pointing into the registered model. */
function convert(node: Json, model: string): Json {
  if (Array.isArray(node)) return node.map((n) => convert(n, model));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k.startsWith('x-') || k === 'example' || k === 'discriminator') continue;
    if (k === '$ref') out.$ref = `${model}${v as string}`;
    else if (k === 'properties' || k === 'definitions') out[k] = Object.fromEntries(Object.entries(v as Json).map(([name, s]) => [name, convert(s, model)]));
    else if (k === 'format' && !['date-time', 'date'].includes(v as string))
      continue; // int32, ip … carry no extra rule here
    else out[k] = typeof v === 'object' ? convert(v, model) : v;
  }
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

const operations = new Map<string, Operation>();
for (const [model, file] of Object.entries(MODELS) as [keyof typeof MODELS, string][]) {
  const spec = readSpec(file);
  ajv.addSchema({ $id: model, definitions: convert(spec.definitions, model) });
  for (const [path, item] of Object.entries<Json>(spec.paths)) {
    for (const [method, op] of Object.entries<Json>(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      operations.set(op.operationId, { model, method: method.toUpperCase(), path, spec: op, pathParameters: item.parameters ?? [] });
    }
  }
}

const compiled = new Map<string, ValidateFunction>();
function validator(key: string, schema: Json): ValidateFunction {
  let v = compiled.get(key);
  if (!v) compiled.set(key, (v = ajv.compile(schema)));
  return v;
}

function messages(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map(
    (e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
  );
}

/** A query value as Swagger reads it: csv arrays split, numbers and booleans parsed. */
function queryValue(param: Json, raw: string[]): unknown {
  if (param.type === 'array') return raw.flatMap((v) => v.split(','));
  const v = raw[0]!;
  if (param.type === 'integer' || param.type === 'number') return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
  if (param.type === 'boolean') return v === 'true' ? true : v === 'false' ? false : v;
  return v;
}

function paramSchema(param: Json, model: string): Json {
  const { name: _n, in: _i, required: _r, description: _d, collectionFormat: _c, ...schema } = param;
  return convert(schema, model);
}

/** Problems of a recorded request against the operation's parameters (path, query, body). */
function requestProblems(entry: Pick<JournalEntry, 'operation' | 'pathParams' | 'query' | 'body'>): string[] {
  const op = operations.get(entry.operation)!;
  const params: Json[] = [...op.pathParameters, ...(op.spec.parameters ?? [])];
  const problems: string[] = [];
  const query: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(entry.query)) {
    const p = params.find((x) => x.in === 'query' && x.name === name);
    query[name] = p ? queryValue(p, raw) : raw;
  }
  const queryParams = params.filter((p) => p.in === 'query');
  const querySchema = {
    type: 'object',
    properties: Object.fromEntries(queryParams.map((p) => [p.name, paramSchema(p, op.model)])),
    required: queryParams.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  };
  const vq = validator(`${entry.operation}:query`, querySchema);
  if (!vq(query)) problems.push(...messages(vq.errors).map((m) => `query ${m}`));
  for (const p of params.filter((x) => x.in === 'path')) {
    const vp = validator(`${entry.operation}:path:${p.name}`, paramSchema(p, op.model));
    if (!(p.name in entry.pathParams)) problems.push(`path parameter ${p.name} missing`);
    else if (!vp(entry.pathParams[p.name])) problems.push(...messages(vp.errors).map((m) => `path ${p.name} ${m}`));
  }
  const body = params.find((p) => p.in === 'body');
  if (body) {
    if (entry.body === undefined) {
      if (body.required) problems.push('body missing');
    } else {
      const vb = validator(`${entry.operation}:body`, convert(body.schema, op.model));
      if (!vb(entry.body)) problems.push(...messages(vb.errors).map((m) => `body ${m}`));
    }
  } else if (entry.body !== undefined) problems.push('body sent to an operation that takes none');
  return problems;
}

/** Problems of a recorded response against the model's schema for its status code. */
function responseProblems(entry: Pick<JournalEntry, 'operation' | 'status' | 'response'>): string[] {
  const op = operations.get(entry.operation)!;
  const declared = op.spec.responses[String(entry.status)];
  if (!declared) return [`status ${entry.status} is not declared by ${entry.operation}`];
  if (!declared.schema) return entry.response === undefined ? [] : ['a body was sent where the model declares none'];
  const v = validator(`${entry.operation}:${entry.status}`, convert(declared.schema, op.model));
  return v(entry.response) ? [] : messages(v.errors);
}

describe('Amazon SP-API contract (official Swagger models)', () => {
  let sandbox: RunningSandbox;
  let journal: JournalEntry[];

  beforeAll(async () => {
    sandbox = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9', seed: 3 });
    const control = amazonSandboxControl(sandbox.url);
    await control.settings({ reportStepMs: 3_600_000, mcfStepMs: 3_600_000 });
    const client = createAmazonClient(amazonConfigFromEnv(sandbox.env)!);
    const seller = 'A1LBSANDBOXUS7Q';
    const consent = await confirmConsentWithoutBrowser(client.consentUrl('contract'), seller);
    const api = client.forSeller((await client.exchangeCode(consent.code)).refreshToken);
    const items = (await control.items(seller)).items;
    await control.clearRequests();
    await exercise(api, items, control, seller);
    journal = await control.requests();
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('exercised every operation the client offers, including error answers', () => {
    expect(new Set(journal.map((j) => j.operation))).toEqual(new Set(Object.keys(USAGE_PLANS)));
    expect(new Set(journal.map((j) => j.status))).toEqual(new Set([200, 202, 400, 403, 404, 429]));
  });

  it('sends requests whose path, query and body match the models', () => {
    const bad = journal.map((j) => ({ op: j.operation, path: j.path, problems: requestProblems(j) })).filter((r) => r.problems.length);
    expect(bad).toEqual([]);
  });

  it('sends the SP-API user-agent header on every call', () => {
    for (const j of journal) expect(j.headers['user-agent']).toMatch(/^ListBridge\/[\d.]+ \(Language=TypeScript; Platform=Node\.js\)$/);
  });

  it('answers with bodies that match the models for each status code', () => {
    const bad = journal.map((j) => ({ op: j.operation, status: j.status, problems: responseProblems(j) })).filter((r) => r.problems.length);
    expect(bad).toEqual([]);
  });

  it('fails on a renamed response field', () => {
    const entry = journal.find((j) => j.operation === 'getReport' && j.status === 200)!;
    expect(responseProblems(entry)).toEqual([]);
    const { processingStatus, ...rest } = entry.response as Json;
    expect(responseProblems({ ...entry, response: { ...rest, status: processingStatus } })).toEqual(
      expect.arrayContaining(["/ must have required property 'processingStatus'", '/ must NOT have additional properties (status)']),
    );
  });

  it('fails on an enum value the model does not know', () => {
    const entry = journal.find((j) => j.operation === 'getFulfillmentOrder' && j.status === 200)!;
    const drifted = structuredClone(entry.response) as Json;
    drifted.payload.fulfillmentOrder.fulfillmentOrderStatus = 'Shipped';
    expect(responseProblems({ ...entry, response: drifted })).toContain(
      '/payload/fulfillmentOrder/fulfillmentOrderStatus must be equal to one of the allowed values',
    );
  });

  it('fails on a renamed query parameter or a request body missing a required field', () => {
    const inv = journal.find((j) => j.operation === 'getInventorySummaries')!;
    const { marketplaceIds, ...query } = inv.query;
    expect(requestProblems({ ...inv, query: { ...query, marketplaceId: marketplaceIds! } })).toEqual(
      expect.arrayContaining(["query / must have required property 'marketplaceIds'", 'query / must NOT have additional properties (marketplaceId)']),
    );
    const create = journal.find((j) => j.operation === 'createFulfillmentOrder')!;
    const { displayableOrderComment: _c, ...body } = create.body as Json;
    expect(requestProblems({ ...create, body })).toContain("body / must have required property 'displayableOrderComment'");
  });

  it('matches the usage plans (rate and burst) documented in each operation', () => {
    for (const [operation, plan] of Object.entries(USAGE_PLANS)) {
      const description: string = operations.get(operation)!.spec.description;
      const m = /\|\s*([\d.]+)\s*\|\s*(\d+)\s*\|/.exec(description);
      expect([operation, Number(m?.[1]), Number(m?.[2])]).toEqual([operation, plan.rate, plan.burst]);
    }
  });
});

/** Calls every operation through the client, with a few answers that are errors on purpose. */
async function exercise(api: AmazonSellerApi, items: SandboxItem[], control: ReturnType<typeof amazonSandboxControl>, seller: string) {
  const market = 'ATVPDKIKX0DER';
  const afn = items.filter((i) => i.fulfilment === 'AFN' && i.fba.fulfillable >= 3);
  const quoted = items.find((i) => i.sku.includes('"'))!;
  const since = new Date().toISOString();

  await api.getMarketplaceParticipations();

  const listings = await api.createReport({ reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: [market] });
  const myi = await api.createReport({
    reportType: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
    marketplaceIds: [market],
    dataStartTime: '2026-01-01T00:00:00Z',
  });
  const doomed = await api.createReport({ reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: [market] });
  await api.cancelReport(doomed);
  for (const id of [listings, myi]) {
    const r = await pollUntil(
      () => api.getReport(id),
      (x) => x.processingStatus === 'DONE',
    );
    await api.getReportDocument(r.reportDocumentId!);
  }
  const page = await api.getReports({
    reportTypes: ['GET_MERCHANT_LISTINGS_ALL_DATA', 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA'],
    processingStatuses: ['DONE', 'CANCELLED'],
    pageSize: 1,
  });
  await api.getReports({ nextToken: page.nextToken! });
  await api.createReport({ reportType: 'GET_UNKNOWN_REPORT', marketplaceIds: [market] }).catch(() => {});

  const first = await api.getInventorySummaries({ marketplaceId: market, details: true });
  await api.getInventorySummaries({ marketplaceId: market, nextToken: first.nextToken! });
  await control.setQuantity(seller, afn[0]!.sku, { fulfillable: 1 });
  await api.getInventorySummaries({ marketplaceId: market, startDateTime: since });
  await api.getInventorySummaries({ marketplaceId: market, sellerSkus: [quoted.sku, afn[1]!.sku], details: true });

  // The seller's own listings changed since: a merchant-fulfilled quantity, two prices (pages of 20).
  const mfn = items.filter((i) => i.fulfilment === 'MFN');
  await control.setQuantity(seller, mfn[0]!.sku, { mfn: 7 });
  for (const i of items.slice(0, 25)) await control.setPrice(seller, i.sku, 1999);
  const changed = [];
  for await (const l of api.allChangedListings({ sellerId: seller, marketplaceId: market, lastUpdatedAfter: since })) changed.push(l);
  if (changed.length < 25) throw new Error(`searchListingsItems returned ${changed.length} of 25+ changed listings`);
  await api.searchListingsItems({ sellerId: 'A2LBSANDBOXUK4M', marketplaceId: market, lastUpdatedAfter: since }).catch(() => {});

  await api.getCatalogItem(items[0]!.asin, {
    marketplaceId: market,
    includedData: ['attributes', 'classifications', 'dimensions', 'identifiers', 'images', 'productTypes', 'relationships', 'salesRanks', 'summaries'],
  });
  await api.getCatalogItem('B0ZZZZZZZZ', { marketplaceId: market }).catch(() => {});
  // A variation family: a size × colour child and its parent, with relationships and the theme's attributes.
  const child = items.find((i) => i.family?.theme === 'SIZE_NAME/COLOR_NAME')!;
  await api.searchCatalogItemsByIdentifiers({
    marketplaceId: market,
    identifiers: [child.asin, child.family!.parentAsin],
    identifiersType: 'ASIN',
    includedData: ['attributes', 'relationships', 'summaries', 'images'],
  });
  await api.getCatalogItem(child.family!.parentAsin, { marketplaceId: market, includedData: ['attributes', 'relationships', 'summaries', 'images'] });
  await api.searchCatalogItemsByIdentifiers({ marketplaceId: market, identifiers: items.slice(0, 20).map((i) => i.asin), identifiersType: 'ASIN' });
  await api.searchCatalogItemsByIdentifiers({
    marketplaceId: market,
    identifiers: [quoted.sku],
    identifiersType: 'SKU',
    sellerId: seller,
    includedData: ['summaries', 'identifiers'],
  });
  await api
    .searchCatalogItemsByKeywords({ marketplaceId: market, keywords: ['set'], pageSize: 5 })
    .then((r) => api.searchCatalogItemsByKeywords({ marketplaceId: market, keywords: ['set'], pageSize: 5, pageToken: r.pagination!.nextToken! }));

  const feeRequest = (id: string, fba: boolean) => ({
    MarketplaceId: market,
    IsAmazonFulfilled: fba,
    Identifier: id,
    PriceToEstimateFees: { ListingPrice: { CurrencyCode: 'USD', Amount: 24.99 }, Shipping: { CurrencyCode: 'USD', Amount: 0 } },
  });
  await api.getMyFeesEstimateForSku(quoted.sku, feeRequest('sku', true));
  await api.getMyFeesEstimateForAsin(items[1]!.asin, feeRequest('asin', false));
  await api.getMyFeesEstimates([
    { IdType: 'SellerSKU', IdValue: afn[1]!.sku, FeesEstimateRequest: feeRequest('b1', true) },
    { IdType: 'SellerSKU', IdValue: 'NO-SUCH-SKU', FeesEstimateRequest: feeRequest('b2', true) },
  ]);

  const address = {
    name: 'Jane Buyer',
    addressLine1: '410 Terry Ave N',
    city: 'Seattle',
    stateOrRegion: 'WA',
    postalCode: '98109',
    countryCode: 'US',
    phone: '+1 206 555 0100',
  };
  const line = {
    sellerSku: afn[2]!.sku,
    sellerFulfillmentOrderItemId: 'sale-1-line-1',
    quantity: 1,
    perUnitDeclaredValue: { currencyCode: 'USD', value: '24.99' },
  };
  await api.getFulfillmentPreview({ marketplaceId: market, address, items: [line], shippingSpeedCategories: ['Standard', 'Expedited'] });
  await api.getFulfillmentPreview({ address, items: [{ ...line, sellerSku: 'NO-SUCH-SKU' }] });
  const order = {
    marketplaceId: market,
    sellerFulfillmentOrderId: 'sale-1',
    displayableOrderId: 'EBAY-1',
    displayableOrderDate: '2026-01-05T10:00:00Z',
    displayableOrderComment: 'Thanks for your order',
    shippingSpeedCategory: 'Standard' as const,
    destinationAddress: address,
    fulfillmentAction: 'Ship' as const,
    fulfillmentPolicy: 'FillOrKill' as const,
    notificationEmails: ['buyer@example.com'],
    items: [line],
  };
  await api.createFulfillmentOrder(order);
  await api.createFulfillmentOrder({ ...order, sellerFulfillmentOrderId: 'sale-2', items: [{ ...line, sellerFulfillmentOrderItemId: 'sale-2-line-1' }] });
  await api.cancelFulfillmentOrder('sale-2');
  const details = await pollUntil(
    () => api.getFulfillmentOrder('sale-1'),
    (d) => d.fulfillmentOrder.fulfillmentOrderStatus === 'Complete',
  );
  await api.getFulfillmentOrder('sale-2');
  await api.listAllFulfillmentOrders('2026-01-01T00:00:00Z');
  const pkg = details.fulfillmentShipments![0]!.fulfillmentShipmentPackage![0]!;
  await api.getPackageTrackingDetails(pkg.packageNumber);

  // 403 (expired token, refreshed by the client) and 429 (forced throttle, retried) on the record.
  await control.expireTokens(seller);
  await control.throttle('getPackageTrackingDetails', { sellerId: seller, times: 1 });
  await api.getPackageTrackingDetails(pkg.packageNumber);
}

/** Polls a few times (each poll advances the sandbox one step); a shape drift fails fast here. */
async function pollUntil<T>(get: () => Promise<T>, done: (v: T) => boolean, max = 10): Promise<T> {
  for (let i = 0; i < max; i++) {
    const v = await get();
    if (done(v)) return v;
  }
  throw new Error(`not done after ${max} polls`);
}
