import { randomUUID } from 'node:crypto';
import type { ShopifyAdmin } from './admin.ts';
import * as D from './documents.ts';
import type { ShopifyUserError } from './errors.ts';

type Json = Record<string, unknown>;
export interface ShopifyProduct {
  id: string;
  title: string;
  handle: string;
  status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED';
  totalInventory: number;
  /** Standard product taxonomy category, when one is set. */
  category: { id: string; fullName: string } | null;
  variants: {
    nodes: {
      id: string;
      sku: string | null;
      barcode: string | null;
      price: string;
      inventoryQuantity: number | null;
      inventoryItem: { id: string; tracked: boolean };
      selectedOptions: { name: string; value: string }[];
    }[];
  };
}

/** A payment on an order (OrderTransaction) and what Shopify charged on it (only Shopify Payments' carry fees). */
export interface ShopifyOrderTransaction {
  kind: string;
  status: string;
  gateway: string | null;
  fees: { amount: { amount: string; currencyCode: string } }[];
}

export interface ShopifyOrder {
  id: string;
  /** The order's number as the REST API and webhooks name it. */
  legacyResourceId: string;
  name: string;
  email: string | null;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  displayFinancialStatus: string | null;
  displayFulfillmentStatus: string;
  totalPriceSet: { shopMoney: { amount: string; currencyCode: string } };
  shippingAddress: {
    name: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    province: string | null;
    provinceCode: string | null;
    zip: string | null;
    countryCodeV2: string | null;
    phone: string | null;
  } | null;
  lineItems: {
    nodes: {
      id: string;
      sku: string | null;
      title: string;
      quantity: number;
      unfulfilledQuantity: number;
      originalUnitPriceSet: { shopMoney: { amount: string } };
    }[];
  };
  fulfillmentOrders: {
    nodes: { id: string; status: string; lineItems: { nodes: { id: string; sku: string | null; remainingQuantity: number; totalQuantity: number }[] } }[];
  };
  /** Its first five payments (an order paid at checkout has one; authorisation, capture and refunds add more). */
  transactions: ShopifyOrderTransaction[];
}

/** A category of Shopify's standard product taxonomy (set as `category` on a product). */
export interface ShopifyTaxonomyCategory {
  id: string;
  name: string;
  fullName: string;
  isLeaf: boolean;
  level: number;
  parentId: string | null;
}

type Payload<K extends string, T> = Record<K, T & { userErrors: ShopifyUserError[] }>;

/** The Admin API operations ListBridge performs (api-notes §3.3), typed; documents live in documents.ts. */
export function shopifyOperations(admin: ShopifyAdmin) {
  return {
    shop: async () => (await admin.request<{ shop: { id: string; name: string; myshopifyDomain: string; currencyCode: string } }>(D.SHOP)).shop,

    /** Taxonomy categories matching `search`, or the children of a category (`childrenOf`). */
    taxonomyCategories: async (opts: { search?: string; childrenOf?: string; first?: number }) =>
      (
        await admin.request<{ taxonomy: { categories: { nodes: ShopifyTaxonomyCategory[] } } }>(D.TAXONOMY_CATEGORIES, {
          search: opts.search ?? null,
          childrenOf: opts.childrenOf ?? null,
          first: opts.first ?? 25,
        })
      ).taxonomy.categories.nodes,

    /** Create or replace a product with its variants and stock (lists are replaced, see api-notes). */
    productSet: async (input: Json) =>
      (await admin.request<Payload<'productSet', { product: ShopifyProduct | null }>>(D.PRODUCT_SET, { input, synchronous: true })).productSet,

    productCreate: async (product: Json) =>
      (await admin.request<Payload<'productCreate', { product: ShopifyProduct | null }>>(D.PRODUCT_CREATE, { product })).productCreate,

    /** Hide without deleting (DRAFT) or show (ACTIVE). */
    setProductStatus: async (id: string, status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED') =>
      (await admin.request<Payload<'productUpdate', { product: { id: string; status: string } | null }>>(D.PRODUCT_UPDATE, { product: { id, status } }))
        .productUpdate,

    productDelete: async (id: string) =>
      (await admin.request<Payload<'productDelete', { deletedProductId: string | null }>>(D.PRODUCT_DELETE, { id })).productDelete,

    products: async (query: string | null, first = 50, after: string | null = null) =>
      (
        await admin.request<{ products: { nodes: ShopifyProduct[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }>(D.PRODUCTS, {
          first,
          after,
          query,
        })
      ).products,

    /** Products matching `query` (e.g. `sku:"A" OR sku:"B"`) with their visibility on `publicationId`. */
    /** Each product's variants with their available quantity at one location (null: not stocked there). */
    productLevels: async (query: string, locationId: string, first = 50, variants = 3) =>
      (
        await admin.request<{
          products: {
            nodes: {
              id: string;
              variants: { nodes: { id: string; inventoryItem: { id: string; inventoryLevel: { quantities: { name: string; quantity: number }[] } | null } }[] };
            }[];
          };
        }>(D.PRODUCT_LEVELS, { first, variants, query, locationId })
      ).products.nodes,

    /** `variants`: how many of each product's variants to read (3 for single products; a family's product has more). */
    productStates: async (query: string, publicationId: string, first = 50, variants = 3) =>
      (
        await admin.request<{
          products: {
            nodes: {
              id: string;
              status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED';
              publishedOnPublication: boolean;
              variants: { nodes: { id: string; sku: string | null; price: string; inventoryQuantity: number | null; inventoryItem: { id: string } }[] };
            }[];
          };
        }>(D.PRODUCT_STATES, { first, variants, query, publicationId })
      ).products.nodes,

    updateVariants: async (productId: string, variants: Json[]) =>
      (
        await admin.request<Payload<'productVariantsBulkUpdate', { productVariants: { id: string; price: string }[] | null }>>(D.PRODUCT_VARIANTS_BULK_UPDATE, {
          productId,
          variants,
        })
      ).productVariantsBulkUpdate,

    /** Removes some variants of a product (Shopify refuses to remove the last: delete the product then). */
    deleteVariants: async (productId: string, variantsIds: string[]) =>
      (
        await admin.request<Payload<'productVariantsBulkDelete', { product: { id: string } | null }>>(D.PRODUCT_VARIANTS_BULK_DELETE, {
          productId,
          variantsIds,
        })
      ).productVariantsBulkDelete,

    /**
     * Absolute stock per item and location, ≤250 per call. Each quantity names `changeFromQuantity`:
     * the quantity it expects to replace (a lost update is refused), or null to set it regardless.
     * `idempotencyKey` makes a retry of the same call harmless (a fresh one per call by default).
     */
    setQuantities: async (
      input: {
        name: 'available' | 'on_hand';
        reason: string;
        referenceDocumentUri?: string;
        quantities: { inventoryItemId: string; locationId: string; quantity: number; changeFromQuantity: number | null }[];
      },
      idempotencyKey: string = randomUUID(),
    ) =>
      (
        await admin.request<
          Payload<
            'inventorySetQuantities',
            { inventoryAdjustmentGroup: { changes: { name: string; delta: number; quantityAfterChange: number | null }[] } | null }
          >
        >(D.INVENTORY_SET_QUANTITIES, { input, idempotencyKey })
      ).inventorySetQuantities,

    locations: async () =>
      (
        await admin.request<{ locations: { nodes: { id: string; name: string; isActive: boolean; fulfillsOnlineOrders: boolean }[] } }>(D.LOCATIONS, {
          first: 50,
        })
      ).locations.nodes,

    publications: async () =>
      (await admin.request<{ publications: { nodes: { id: string; name: string }[] } }>(D.PUBLICATIONS, { first: 20 })).publications.nodes,

    publish: async (id: string, publicationIds: string[]) =>
      (
        await admin.request<Payload<'publishablePublish', { publishable: { publicationCount: number } | null }>>(D.PUBLISHABLE_PUBLISH, {
          id,
          input: publicationIds.map((publicationId) => ({ publicationId })),
        })
      ).publishablePublish,

    unpublish: async (id: string, publicationIds: string[]) =>
      (
        await admin.request<Payload<'publishableUnpublish', { publishable: { publicationCount: number } | null }>>(D.PUBLISHABLE_UNPUBLISH, {
          id,
          input: publicationIds.map((publicationId) => ({ publicationId })),
        })
      ).publishableUnpublish,

    /** One page of orders with their fulfillment orders; `query` uses Shopify search syntax. */
    orders: async (query: string | null, first = 6, after: string | null = null) =>
      (
        await admin.request<{ orders: { nodes: ShopifyOrder[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }>(D.ORDERS, {
          first,
          after,
          query,
        })
      ).orders,

    /** Tracking upload; leave out line items to ship everything left on the fulfillment order. */
    fulfill: async (
      fulfillmentOrderId: string,
      tracking: { company?: string; number?: string; url?: string },
      lineItems?: { id: string; quantity: number }[],
    ) =>
      (
        await admin.request<
          Payload<
            'fulfillmentCreate',
            { fulfillment: { id: string; status: string; trackingInfo: { company: string | null; number: string | null }[] } | null }
          >
        >(D.FULFILLMENT_CREATE, {
          fulfillment: {
            lineItemsByFulfillmentOrder: [{ fulfillmentOrderId, ...(lineItems ? { fulfillmentOrderLineItems: lineItems } : {}) }],
            trackingInfo: tracking,
            notifyCustomer: true,
          },
        })
      ).fulfillmentCreate,

    subscribeWebhook: async (topic: string, uri: string) =>
      (
        await admin.request<Payload<'webhookSubscriptionCreate', { webhookSubscription: { id: string; topic: string; uri: string } | null }>>(
          D.WEBHOOK_SUBSCRIPTION_CREATE,
          { topic, webhookSubscription: { uri, format: 'JSON' } },
        )
      ).webhookSubscriptionCreate,

    webhookSubscriptions: async () =>
      (await admin.request<{ webhookSubscriptions: { nodes: { id: string; topic: string; uri: string }[] } }>(D.WEBHOOK_SUBSCRIPTIONS, { first: 100 }))
        .webhookSubscriptions.nodes,
  };
}
