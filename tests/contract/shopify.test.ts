import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { buildClientSchema, buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopifySandbox } from '../../sandbox/shopify/index.ts';
import { buildSubsetSdl } from '../../sandbox/shopify/schema/subset.ts';
import type { RunningSandbox } from '../../sandbox/types.ts';
import { SHOPIFY_DOCUMENTS } from '../../server/integrations/shopify/documents.ts';
import { readShopifyAdminSchema, readShopifyWebhookSchema } from '../helpers/shopify-contracts.ts';

const SUBSET_FILE = path.resolve(import.meta.dirname, '../../sandbox/shopify/schema/admin-2026-04.subset.graphql');
const WEBHOOK_TOPICS = ['orders/create', 'app/uninstalled', 'products/delete', 'customers/data_request', 'customers/redact', 'shop/redact'];

describe('Shopify contract: GraphQL documents, sandbox schema and webhook payloads', () => {
  let official: GraphQLSchema;
  let sb: RunningSandbox;
  let server: http.Server;
  const bodies = new Map<string, unknown>();

  beforeAll(async () => {
    official = buildClientSchema(readShopifyAdminSchema('2026-04').data);
    // A tiny ListBridge stand-in that keeps each webhook body by topic.
    server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      bodies.set(String(req.headers['x-shopify-topic']), JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const productUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    sb = await startShopifySandbox({ host: '127.0.0.1', port: 0, productUrl });
    const post = (p: string, body: unknown) =>
      fetch(`${sb.url}/__sandbox/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
    // The compliance topics go to the app's configured URL: point it at the stand-in.
    await fetch(`${sb.url}/__sandbox/app`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ complianceUrl: `${productUrl}/compliance` }),
    });
    await post('shops/contract-shop/webhooks/trigger', { topic: 'customers/data_request' });
    await post('shops/contract-shop/webhooks/trigger', { topic: 'customers/redact' });
    await post('shops/contract-shop/webhooks/trigger', { topic: 'shop/redact' });
  });
  afterAll(async () => {
    server?.close();
    await sb?.close();
  });

  it.each(Object.entries(SHOPIFY_DOCUMENTS))('document %s validates against the official Admin API 2026-04 schema', (_name, doc) => {
    expect(validate(official, parse(doc)).map((e) => e.message)).toEqual([]);
  });

  it('the sandbox serves exactly the official schema cut down to its selection (regenerated and compared)', () => {
    expect(readFileSync(SUBSET_FILE, 'utf8')).toBe(buildSubsetSdl(official));
  });

  it('every client document also validates against the sandbox subset, so the sandbox can answer it', () => {
    const subset = buildSchema(readFileSync(SUBSET_FILE, 'utf8'));
    for (const [name, doc] of Object.entries(SHOPIFY_DOCUMENTS)) expect(validate(subset, parse(doc)).map((e) => `${name}: ${e.message}`)).toEqual([]);
  });

  it('fails on drift: a field from another API version or a misspelt one is refused', () => {
    // Shop.draftOrders existed in 2025-01 and is gone from 2026-04.
    const olderField = SHOPIFY_DOCUMENTS.SHOP!.replace('myshopifyDomain', 'draftOrders(first: 1) { nodes { id } }');
    expect(validate(official, parse(olderField)).map((e) => e.message)).toEqual([
      'Cannot query field "draftOrders" on type "Shop". Did you mean "draftOrderTags" or "orders"?',
    ]);
    const misspelt = SHOPIFY_DOCUMENTS.PRODUCT_SET!.replace('totalInventory', 'totalInventroy');
    expect(validate(official, parse(misspelt))).toHaveLength(1);
  });

  describe('webhook payloads match the 2026-04 webhook schemas', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const schemaOf = (topic: string) => readShopifyWebhookSchema('2026-04', topic);

    beforeAll(async () => {
      // orders/create and app/uninstalled go to API subscriptions: subscribe through the Admin API.
      const { approveShopifyGrant } = await import('../../sandbox/shopify/testing.ts');
      const { buildShopifyAuthorizeUrl, exchangeShopifyCode, shopifyConfigFrom, createShopifyClient, orThrow } = await import(
        '../../server/integrations/shopify/index.ts'
      );
      const cfg = shopifyConfigFrom(sb.env as never)!;
      const productUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const cb = await approveShopifyGrant(buildShopifyAuthorizeUrl(cfg, 'contract-shop', { state: 's', redirectUri: `${productUrl}/cb` }));
      const client = createShopifyClient(cfg, 'contract-shop', (await exchangeShopifyCode(cfg, 'contract-shop', cb.searchParams.get('code')!)).accessToken);
      orThrow(await client.subscribeWebhook('ORDERS_CREATE', `${productUrl}/webhooks`));
      orThrow(await client.subscribeWebhook('APP_UNINSTALLED', `${productUrl}/webhooks`));
      orThrow(await client.subscribeWebhook('PRODUCTS_DELETE', `${productUrl}/webhooks`));
      const post = (p: string, body: unknown) =>
        fetch(`${sb.url}/__sandbox/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      await post('shops/contract-shop/orders', { lines: [{ sku: 'SG-AV-001', quantity: 2 }, { sku: 'KB-BB-002' }] });
      // The app deletes a product: Shopify sends products/delete (after answering the mutation).
      const [product] = (await client.products(null, 1)).nodes;
      orThrow(await client.productDelete(product!.id));
      await new Promise((r) => setTimeout(r, 200));
      await post('shops/contract-shop/uninstall', {});
    });

    it.each(WEBHOOK_TOPICS)('%s', (topic) => {
      const body = bodies.get(topic);
      expect(body, `no ${topic} delivery received`).toBeDefined();
      const v = ajv.compile(schemaOf(topic));
      expect(v(body) ? [] : v.errors!.map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
    });

    it('fails on drift: a payload missing a required field is refused', () => {
      const body = structuredClone(bodies.get('orders/create')) as Record<string, unknown>;
      delete body.admin_graphql_api_id;
      const v = ajv.compile(schemaOf('orders/create'));
      expect(v(body)).toBe(false);
    });
  });
});
