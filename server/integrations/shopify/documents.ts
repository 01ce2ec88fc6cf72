/**
 * Every GraphQL document ListBridge sends to the Shopify Admin API, in one place: a contract test
 * validates each one against the official schema of SHOPIFY_API_VERSION (version.ts;
 * the official 2026-04 introspection: tests/helpers/shopify-contracts.ts).
 */

const USER_ERRORS = 'userErrors { field message }';
const CODED_USER_ERRORS = 'userErrors { field message code }';

const PRODUCT_FIELDS = `
  id title handle status vendor productType updatedAt totalInventory
  category { id fullName }
  variants(first: 100) {
    nodes { id sku barcode price inventoryQuantity inventoryItem { id tracked } selectedOptions { name value } }
  }`;

export const SHOP = /* GraphQL */ `
  query Shop {
    shop { id name email myshopifyDomain currencyCode ianaTimezone plan { displayName } }
  }`;

export const TAXONOMY_CATEGORIES = /* GraphQL */ `
  query TaxonomyCategories($search: String, $childrenOf: ID, $first: Int!) {
    taxonomy {
      categories(search: $search, childrenOf: $childrenOf, first: $first) {
        nodes { id name fullName isLeaf level parentId }
      }
    }
  }`;

export const PRODUCT_SET = /* GraphQL */ `
  mutation ProductSet($input: ProductSetInput!, $synchronous: Boolean!) {
    productSet(input: $input, synchronous: $synchronous) {
      product { ${PRODUCT_FIELDS} }
      productSetOperation { id status }
      ${CODED_USER_ERRORS}
    }
  }`;

export const PRODUCT_CREATE = /* GraphQL */ `
  mutation ProductCreate($product: ProductCreateInput!, $media: [CreateMediaInput!]) {
    productCreate(product: $product, media: $media) {
      product { ${PRODUCT_FIELDS} }
      ${USER_ERRORS}
    }
  }`;

export const PRODUCT_UPDATE = /* GraphQL */ `
  mutation ProductUpdate($product: ProductUpdateInput!) {
    productUpdate(product: $product) {
      product { id status updatedAt }
      ${USER_ERRORS}
    }
  }`;

export const PRODUCT_DELETE = /* GraphQL */ `
  mutation ProductDelete($id: ID!) {
    productDelete(input: { id: $id }) {
      deletedProductId
      ${USER_ERRORS}
    }
  }`;

export const PRODUCTS = /* GraphQL */ `
  query Products($first: Int!, $after: String, $query: String) {
    products(first: $first, after: $after, query: $query) {
      nodes { ${PRODUCT_FIELDS} }
      pageInfo { hasNextPage endCursor }
    }
  }`;

/** What the listing engine needs to know of products by SKU: ids, status, visibility on a publication, price and stock. */
export const PRODUCT_STATES = /* GraphQL */ `
  query ProductStates($first: Int!, $variants: Int!, $query: String, $publicationId: ID!) {
    products(first: $first, query: $query) {
      nodes {
        id status publishedOnPublication(publicationId: $publicationId)
        variants(first: $variants) { nodes { id sku price inventoryQuantity inventoryItem { id } } }
      }
    }
  }`;

/** The available quantity of each variant at one location (the one ListBridge pushes stock to). */
export const PRODUCT_LEVELS = /* GraphQL */ `
  query ProductLevels($first: Int!, $variants: Int!, $query: String, $locationId: ID!) {
    products(first: $first, query: $query) {
      nodes {
        id
        variants(first: $variants) { nodes { id inventoryItem { id inventoryLevel(locationId: $locationId) { quantities(names: ["available"]) { name quantity } } } } }
      }
    }
  }`;

export const PRODUCT_VARIANTS_BULK_UPDATE = /* GraphQL */ `
  mutation ProductVariantsBulkUpdate($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
    productVariantsBulkUpdate(productId: $productId, variants: $variants) {
      productVariants { id sku price }
      ${CODED_USER_ERRORS}
    }
  }`;

/** Variants leaving a product (a variation family's child delisted alone). */
export const PRODUCT_VARIANTS_BULK_DELETE = /* GraphQL */ `
  mutation ProductVariantsBulkDelete($productId: ID!, $variantsIds: [ID!]!) {
    productVariantsBulkDelete(productId: $productId, variantsIds: $variantsIds) {
      product { id }
      ${CODED_USER_ERRORS}
    }
  }`;

// 2026-04: the @idempotent key is required (a retry with the same key changes nothing twice).
export const INVENTORY_SET_QUANTITIES = /* GraphQL */ `
  mutation InventorySetQuantities($input: InventorySetQuantitiesInput!, $idempotencyKey: String!) {
    inventorySetQuantities(input: $input) @idempotent(key: $idempotencyKey) {
      inventoryAdjustmentGroup { createdAt reason changes { name delta quantityAfterChange } }
      ${CODED_USER_ERRORS}
    }
  }`;

export const LOCATIONS = /* GraphQL */ `
  query Locations($first: Int!) {
    locations(first: $first) {
      nodes { id name isActive fulfillsOnlineOrders address { city countryCode } }
    }
  }`;

export const PUBLICATIONS = /* GraphQL */ `
  query Publications($first: Int!) {
    publications(first: $first) { nodes { id name } }
  }`;

export const PUBLISHABLE_PUBLISH = /* GraphQL */ `
  mutation PublishablePublish($id: ID!, $input: [PublicationInput!]!) {
    publishablePublish(id: $id, input: $input) {
      publishable { publicationCount }
      ${USER_ERRORS}
    }
  }`;

export const PUBLISHABLE_UNPUBLISH = /* GraphQL */ `
  mutation PublishableUnpublish($id: ID!, $input: [PublicationInput!]!) {
    publishableUnpublish(id: $id, input: $input) {
      publishable { publicationCount }
      ${USER_ERRORS}
    }
  }`;

// Cost ≈ 2 + first × 152 (137 for the order, its lines and fulfillment orders; 15 for its payments
// counted at five, each with its fees): keep `first` ≤ 6 so a page stays under Shopify's
// 1000-point query limit. The payments' fees (read_orders) are what Shopify Payments charged.
export const ORDERS = /* GraphQL */ `
  query Orders($first: Int!, $after: String, $query: String) {
    orders(first: $first, after: $after, query: $query, sortKey: CREATED_AT) {
      nodes {
        id legacyResourceId name email createdAt updatedAt cancelledAt displayFinancialStatus displayFulfillmentStatus
        totalPriceSet { shopMoney { amount currencyCode } }
        shippingAddress { name address1 address2 city province provinceCode zip countryCodeV2 phone }
        lineItems(first: 20) { nodes { id sku title quantity unfulfilledQuantity originalUnitPriceSet { shopMoney { amount } } } }
        fulfillmentOrders(first: 3) {
          nodes { id status lineItems(first: 20) { nodes { id sku remainingQuantity totalQuantity } } }
        }
        transactions(first: 5) { kind status gateway fees { amount { amount currencyCode } } }
      }
      pageInfo { hasNextPage endCursor }
    }
  }`;

export const FULFILLMENT_CREATE = /* GraphQL */ `
  mutation FulfillmentCreate($fulfillment: FulfillmentInput!, $message: String) {
    fulfillmentCreate(fulfillment: $fulfillment, message: $message) {
      fulfillment { id status trackingInfo(first: 5) { company number url } }
      ${USER_ERRORS}
    }
  }`;

export const WEBHOOK_SUBSCRIPTION_CREATE = /* GraphQL */ `
  mutation WebhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
    webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
      webhookSubscription { id topic uri format }
      ${USER_ERRORS}
    }
  }`;

export const WEBHOOK_SUBSCRIPTIONS = /* GraphQL */ `
  query WebhookSubscriptions($first: Int!) {
    webhookSubscriptions(first: $first) { nodes { id topic uri } }
  }`;

/** All of the above, by operation name (the contract test iterates over this). */
export const SHOPIFY_DOCUMENTS: Record<string, string> = {
  SHOP,
  TAXONOMY_CATEGORIES,
  PRODUCT_SET,
  PRODUCT_CREATE,
  PRODUCT_UPDATE,
  PRODUCT_DELETE,
  PRODUCTS,
  PRODUCT_STATES,
  PRODUCT_LEVELS,
  PRODUCT_VARIANTS_BULK_UPDATE,
  PRODUCT_VARIANTS_BULK_DELETE,
  INVENTORY_SET_QUANTITIES,
  LOCATIONS,
  PUBLICATIONS,
  PUBLISHABLE_PUBLISH,
  PUBLISHABLE_UNPUBLISH,
  ORDERS,
  FULFILLMENT_CREATE,
  WEBHOOK_SUBSCRIPTION_CREATE,
  WEBHOOK_SUBSCRIPTIONS,
};
