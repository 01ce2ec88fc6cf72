import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import {
  buildSchema,
  execute,
  getDirectiveValues,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { faultMiddleware } from '../faults/http.ts';
import type { Faults } from '../faults/inject.ts';
import { queryCost } from './cost.ts';
import { fulfillmentCreate } from './fulfillments.ts';
import { shopifyValidationError, variableErrors } from './graphql-errors.ts';
import { installShopifyScalars } from './scalars.ts';
import { servedVersion } from './versions.ts';
import { inventorySetQuantities } from './inventory.ts';
import { fireTopic } from './webhooks.ts';
import { productDeletePayload } from './webhook-payloads.ts';
import {
  productCreate,
  productDelete,
  productSet,
  productUpdate,
  productVariantsBulkCreate,
  productVariantsBulkDelete,
  productVariantsBulkUpdate,
} from './products.ts';
import { publishable } from './publications.ts';
import { queryRoot } from './query.ts';
import { SUBSET_VERSION } from './schema/selection.ts';
import { getShop, SHOP_HANDLE, type Bucket, type ShopifySandboxState, type ShopRecord } from './state.ts';
import { webhookSubscriptionCreate, webhookSubscriptionDelete } from './webhook-subscriptions.ts';

const MAX_QUERY_COST = 1000;
let cachedSchema: GraphQLSchema | null = null;
/** The committed subset of the official schema (schema/admin-<SUBSET_VERSION>.subset.graphql), with Shopify's scalars. */
export function sandboxSchema(): GraphQLSchema {
  cachedSchema ??= installShopifyScalars(buildSchema(readFileSync(path.join(import.meta.dirname, 'schema', `admin-${SUBSET_VERSION}.subset.graphql`), 'utf8')));
  return cachedSchema;
}

/** Mutations that need `@idempotent(key:)` from 2026-04 (shopify.dev/changelog/making-idempotency-mandatory-for-inventory-adjustments-and-refund-mutations). */
const IDEMPOTENT = new Set(['inventorySetQuantities']);
/** Results by idempotency key, per shop (kept in memory: a sandbox restart forgets them). */
const idempotentResults = new WeakMap<ShopRecord, Map<string, unknown>>();

/** Access scope each root field needs (write_x implies read_x). */
const FIELD_SCOPES: Record<string, string> = {
  product: 'read_products',
  products: 'read_products',
  productVariant: 'read_products',
  productSet: 'write_products',
  productCreate: 'write_products',
  productUpdate: 'write_products',
  productDelete: 'write_products',
  productVariantsBulkCreate: 'write_products',
  productVariantsBulkUpdate: 'write_products',
  productVariantsBulkDelete: 'write_products',
  inventoryItem: 'read_inventory',
  inventorySetQuantities: 'write_inventory',
  locations: 'read_locations',
  location: 'read_locations',
  publications: 'read_publications',
  publishablePublish: 'write_publications',
  publishableUnpublish: 'write_publications',
  orders: 'read_orders',
  order: 'read_orders',
  fulfillmentOrder: 'read_orders',
  fulfillmentCreate: 'write_fulfillments',
};
const hasScope = (granted: string[], need: string) =>
  granted.includes(need) ||
  granted.includes(need.replace(/^read_/, 'write_')) ||
  (need === 'write_fulfillments' && granted.includes('write_merchant_managed_fulfillment_orders'));

function refill(b: Bucket, now: number) {
  b.available = Math.min(b.maximumAvailable, b.available + ((now - b.updatedAt) / 1000) * b.restoreRate);
  b.updatedAt = now;
}
const throttleStatus = (b: Bucket) => ({ maximumAvailable: b.maximumAvailable, currentlyAvailable: Math.floor(b.available), restoreRate: b.restoreRate });

function rootValue(state: ShopifySandboxState, shop: ShopRecord, scopes: string[]) {
  const now = new Date(state.clock.now()).toISOString();
  const queries = queryRoot(shop, state);
  const fields: Record<string, (args: any) => unknown> = {
    ...queries,
    productSet: (a) => productSet(shop, now, a),
    productCreate: (a) => productCreate(shop, now, a),
    productUpdate: (a) => productUpdate(shop, now, a),
    productDelete: (a) => {
      const r = productDelete(shop, a);
      // Shopify sends products/delete for every deletion, the app's own included (after answering).
      if (r.deletedProductId) setImmediate(() => void fireTopic(state, shop, 'products/delete', productDeletePayload(r.deletedProductId!)).catch(() => {}));
      return r;
    },
    productVariantsBulkCreate: (a) => productVariantsBulkCreate(shop, now, a),
    productVariantsBulkUpdate: (a) => productVariantsBulkUpdate(shop, now, a),
    productVariantsBulkDelete: (a) => productVariantsBulkDelete(shop, now, a),
    inventorySetQuantities: (a) => inventorySetQuantities(shop, now, a),
    publishablePublish: (a) => publishable(shop, now, a, true),
    publishableUnpublish: (a) => publishable(shop, now, a, false),
    fulfillmentCreate: (a) => fulfillmentCreate(shop, now, a),
    webhookSubscriptionCreate: (a) => webhookSubscriptionCreate(state, shop, now, a),
    webhookSubscriptionDelete: (a) => webhookSubscriptionDelete(shop, a),
  };
  const MUTATIONS = new Set(Object.keys(fields).filter((k) => !(k in queries)));
  // Scope checks happen per field, as Shopify reports ACCESS_DENIED on the field at HTTP 200.
  return Object.fromEntries(
    Object.entries(fields).map(([name, fn]) => [
      name,
      (args: unknown, _ctx: unknown, info: GraphQLResolveInfo) => {
        const need = FIELD_SCOPES[name];
        if (need && !hasScope(scopes, need)) {
          throw new GraphQLError(`Access denied for ${name} field. Required access: \`${need}\` access scope.`, {
            extensions: { code: 'ACCESS_DENIED', documentation: 'https://shopify.dev/api/usage/access-scopes', requiredAccess: `\`${need}\` access scope.` },
          });
        }
        if (IDEMPOTENT.has(name)) {
          const key = getDirectiveValues(info.schema.getDirective('idempotent')!, info.fieldNodes[0]!, info.variableValues)?.key as string | undefined;
          if (!key)
            throw new GraphQLError(`The @idempotent directive is required for ${name}: add @idempotent(key: "<unique key>") to the mutation field.`, {
              extensions: { code: 'BAD_REQUEST' },
            });
          // A retry with the same key answers the first result and changes nothing again.
          const results = idempotentResults.get(shop) ?? new Map<string, unknown>();
          idempotentResults.set(shop, results);
          const seen = results.get(`${name}:${key}`);
          if (seen) return seen;
          shop.calls[name] = (shop.calls[name] ?? 0) + 1;
          const result = fn(args);
          results.set(`${name}:${key}`, result);
          return result;
        }
        if (MUTATIONS.has(name)) shop.calls[name] = (shop.calls[name] ?? 0) + 1;
        return fn(args);
      },
    ]),
  );
}

export function adminApiRoutes(state: ShopifySandboxState, faults?: Faults): Router {
  const r = express.Router();
  const named = faults ? [faultMiddleware(faults, graphqlOperation)] : [];
  r.post('/shops/:shop/admin/api/:version/graphql.json', express.json({ limit: '5mb', type: () => true }), ...named, (req, res) => {
    const handle = req.params.shop as string;
    // A version past its support falls forward to the oldest supported one; one Shopify never had is 404.
    const version = servedVersion(req.params.version as string, state.clock.now());
    if (!SHOP_HANDLE.test(handle) || !version) return void res.status(404).json({ errors: 'Not Found' });
    const token = state.tokens.get(req.header('x-shopify-access-token') ?? '');
    if (!token || token.shop !== handle)
      return void res.status(401).json({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    res.setHeader('X-Shopify-API-Version', version);
    const shop = getShop(state, handle);
    const body = (req.body ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown };
    if (typeof body.query !== 'string') return void res.status(400).json({ errors: { query: 'Required parameter missing or invalid' } });
    const schema = sandboxSchema();
    let doc: DocumentNode;
    try {
      doc = parse(body.query);
    } catch (err) {
      return void res.json({ errors: [(err as GraphQLError).toJSON()] });
    }
    const invalid = validate(schema, doc);
    if (invalid.length) return void res.json({ errors: invalid.map((e) => shopifyValidationError(doc, e)) });
    const variables = (body.variables && typeof body.variables === 'object' ? body.variables : {}) as Record<string, unknown>;
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    const operation = doc.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition' && (!operationName || d.name?.value === operationName),
    );
    const badVariables = operation ? variableErrors(schema, operation, variables) : [];
    if (badVariables.length) return void res.json({ errors: badVariables });

    const b = shop.bucket;
    refill(b, state.clock.now());
    const requested = queryCost(schema, doc, operationName, variables);
    if (requested > MAX_QUERY_COST) {
      return void res.json({
        errors: [
          {
            message: `Query cost is ${requested}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`,
            extensions: { code: 'MAX_COST_EXCEEDED', cost: requested, maxCost: MAX_QUERY_COST, documentation: 'https://shopify.dev/api/usage/rate-limits' },
          },
        ],
        extensions: { cost: { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: throttleStatus(b) } },
      });
    }
    if (requested > b.available) {
      // THROTTLED arrives at HTTP 200 with no data (api-notes §3.5).
      return void res.json({
        errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }],
        extensions: { cost: { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: throttleStatus(b) } },
      });
    }
    b.available -= requested;
    const op = operation;
    const result = execute({ schema, document: doc, rootValue: rootValue(state, shop, token.scopes), variableValues: variables, operationName }) as Awaited<
      ReturnType<typeof execute>
    >;
    const actual = result.data ? queryCost(schema, doc, operationName, variables, result.data) : requested;
    b.available = Math.min(b.maximumAvailable, b.available + Math.max(requested - actual, 0));
    res.json({
      ...(result.errors ? { errors: result.errors.map((e) => e.toJSON()) } : {}),
      data: result.data ?? null,
      extensions: { cost: { requestedQueryCost: requested, actualQueryCost: op ? actual : 0, throttleStatus: throttleStatus(b) } },
    });
  });
  return r;
}

/**
 * The names of a GraphQL request for fault rules (sandbox/faults/README.md): `graphql`, its
 * operation type (`query`, `mutation`) and its root fields (`productSet`, `inventorySetQuantities`…).
 */
function graphqlOperation(req: express.Request): string[] {
  const body = (req.body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof body.query !== 'string') return ['graphql'];
  try {
    const doc = parse(body.query);
    const op = doc.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition' && (typeof body.operationName !== 'string' || d.name?.value === body.operationName),
    );
    if (!op) return ['graphql'];
    const roots = op.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : []));
    return [...roots, op.operation, 'graphql'];
  } catch {
    return ['graphql'];
  }
}
