import { connection, type PageArgs } from './connection.ts';
import { orderTotals } from './order-totals.ts';
import { taxonomyCategory } from './taxonomy.ts';
import {
  gid,
  parseGid,
  type FulfillmentOrderRecord,
  type OrderRecord,
  type ProductRecord,
  type ShopRecord,
  type TransactionRecord,
  type VariantRecord,
} from './state.ts';

/**
 * Records → objects shaped like the Admin API types. Fields with arguments are functions, which
 * graphql-js's default resolver calls with the arguments; `__typename` lets it resolve interfaces.
 */

const money = (amount: string, currencyCode: string) => ({ amount, currencyCode });
const bag = (amount: string, currencyCode: string) => ({ shopMoney: money(amount, currencyCode), presentmentMoney: money(amount, currencyCode) });

export function quantitiesOf(shop: ShopRecord, inventoryItemId: number, locationId: number) {
  return shop.inventory.get(inventoryItemId)?.get(locationId);
}

export function locationView(shop: ShopRecord, id: number) {
  const l = shop.locations.find((x) => x.id === id);
  if (!l) return null;
  return {
    __typename: 'Location',
    id: gid('Location', l.id),
    legacyResourceId: String(l.id),
    name: l.name,
    isActive: l.isActive,
    fulfillsOnlineOrders: l.fulfillsOnlineOrders,
    address: l.address,
    createdAt: l.createdAt,
    updatedAt: l.createdAt,
  };
}

function inventoryLevelView(shop: ShopRecord, inventoryItemId: number, locationId: number) {
  const q = quantitiesOf(shop, inventoryItemId, locationId);
  if (!q) return null;
  const levelId = gid('InventoryLevel', `${inventoryItemId}?inventory_item_id=${inventoryItemId}&location_id=${locationId}`);
  return {
    __typename: 'InventoryLevel',
    id: levelId,
    createdAt: q.updatedAt,
    updatedAt: q.updatedAt,
    location: () => locationView(shop, locationId),
    item: () => inventoryItemView(shop, inventoryItemId),
    quantities: ({ names }: { names: string[] }) =>
      names.map((name) => ({
        id: `${levelId}&name=${name}`,
        name,
        quantity: name === 'incoming' || name === 'reserved' ? 0 : (((q as Record<string, unknown>)[name] as number | undefined) ?? 0),
        updatedAt: q.updatedAt,
      })),
  };
}

export function findVariant(shop: ShopRecord, pred: (v: VariantRecord) => boolean): { product: ProductRecord; variant: VariantRecord } | null {
  for (const product of shop.products) for (const variant of product.variants) if (pred(variant)) return { product, variant };
  return null;
}

export function inventoryItemView(shop: ShopRecord, inventoryItemId: number): Record<string, unknown> | null {
  const found = findVariant(shop, (v) => v.inventoryItemId === inventoryItemId);
  if (!found) return null;
  const { product, variant } = found;
  const levels = () => [...(shop.inventory.get(inventoryItemId)?.keys() ?? [])].map((loc) => inventoryLevelView(shop, inventoryItemId, loc)!);
  return {
    __typename: 'InventoryItem',
    id: gid('InventoryItem', inventoryItemId),
    legacyResourceId: String(inventoryItemId),
    sku: variant.sku,
    tracked: variant.tracked,
    requiresShipping: true,
    createdAt: variant.createdAt,
    updatedAt: variant.updatedAt,
    variant: () => variantView(shop, product, variant),
    inventoryLevel: ({ locationId }: { locationId: string }) => {
      const loc = parseGid(locationId, 'Location');
      return loc === null ? null : inventoryLevelView(shop, inventoryItemId, loc);
    },
    inventoryLevels: (args: PageArgs) => connection(levels(), args),
  };
}

export function available(shop: ShopRecord, v: VariantRecord): number {
  return [...(shop.inventory.get(v.inventoryItemId)?.values() ?? [])].reduce((n, q) => n + q.available, 0);
}

export function variantView(shop: ShopRecord, product: ProductRecord, v: VariantRecord): Record<string, unknown> {
  const title = v.optionValues.map((o) => o.name).join(' / ') || 'Default Title';
  return {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', v.id),
    legacyResourceId: String(v.id),
    title,
    displayName: `${product.title} - ${title}`,
    sku: v.sku,
    barcode: v.barcode,
    price: v.price,
    compareAtPrice: v.compareAtPrice,
    position: v.position,
    inventoryQuantity: available(shop, v),
    inventoryPolicy: v.inventoryPolicy,
    selectedOptions: v.optionValues.map((o) => ({ name: o.optionName, value: o.name })),
    inventoryItem: () => inventoryItemView(shop, v.inventoryItemId),
    product: () => productView(shop, product),
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
  };
}

export function productView(shop: ShopRecord, p: ProductRecord): Record<string, unknown> {
  return {
    __typename: 'Product',
    id: gid('Product', p.id),
    legacyResourceId: String(p.id),
    title: p.title,
    handle: p.handle,
    descriptionHtml: p.descriptionHtml,
    vendor: p.vendor,
    productType: p.productType,
    category: p.categoryId ? { __typename: 'TaxonomyCategory', ...taxonomyCategory(p.categoryId) } : null,
    status: p.status,
    tags: p.tags,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    totalInventory: p.variants.reduce((n, v) => n + available(shop, v), 0),
    tracksInventory: p.variants.some((v) => v.tracked),
    hasOnlyDefaultVariant: p.variants.length === 1 && p.options.length === 1 && p.options[0]!.name === 'Title',
    onlineStoreUrl: null,
    options: ({ first }: { first?: number }) =>
      p.options.slice(0, first ?? undefined).map((o, i) => ({
        id: gid('ProductOption', o.id),
        name: o.name,
        position: i + 1,
        values: o.values.map((v) => v.name),
        optionValues: o.values.map((v) => ({
          id: gid('ProductOptionValue', v.id),
          name: v.name,
          hasVariants: p.variants.some((x) => x.optionValues.some((ov) => ov.optionName === o.name && ov.name === v.name)),
        })),
      })),
    variants: (args: PageArgs) =>
      connection(
        p.variants.map((v) => variantView(shop, p, v)),
        args,
      ),
    variantsCount: { count: p.variants.length, precision: 'EXACT' },
    media: (args: PageArgs) =>
      connection(
        p.media.map((m) => ({
          __typename: 'MediaImage',
          id: gid('MediaImage', m.id),
          alt: m.alt,
          mediaContentType: 'IMAGE',
          status: 'READY',
          image: { id: gid('ImageSource', m.id), url: m.url, altText: m.alt, width: 1000, height: 1000 },
        })),
        args,
      ),
    publishedOnPublication: ({ publicationId }: { publicationId: string }) => p.publicationIds.has(parseGid(publicationId, 'Publication') ?? -1),
    publicationCount: () => p.publicationIds.size,
  };
}

function fulfillmentOrderView(shop: ShopRecord, o: OrderRecord, fo: FulfillmentOrderRecord) {
  const loc = shop.locations.find((l) => l.id === fo.locationId)!;
  return {
    __typename: 'FulfillmentOrder',
    id: gid('FulfillmentOrder', fo.id),
    status: fo.status,
    requestStatus: 'UNSUBMITTED',
    createdAt: fo.createdAt,
    updatedAt: fo.updatedAt,
    orderId: gid('Order', o.id),
    orderName: o.name,
    assignedLocation: { name: loc.name, countryCode: loc.address.countryCode, location: () => locationView(shop, loc.id) },
    supportedActions: fo.status === 'CLOSED' ? [] : [{ action: 'CREATE_FULFILLMENT' }, { action: 'HOLD' }, { action: 'MOVE' }],
    lineItems: (args: PageArgs) =>
      connection(
        fo.lineItems.map((li) => {
          const line = o.lineItems.find((x) => x.id === li.lineItemId)!;
          return {
            id: gid('FulfillmentOrderLineItem', li.id),
            sku: line.sku,
            productTitle: line.title,
            totalQuantity: li.totalQuantity,
            remainingQuantity: li.remainingQuantity,
            requiresShipping: true,
            lineItem: () => lineItemView(shop, o, line.id),
          };
        }),
        args,
      ),
  };
}

function lineItemView(shop: ShopRecord, o: OrderRecord, lineId: number) {
  const l = o.lineItems.find((x) => x.id === lineId)!;
  const open = o.fulfillmentOrders
    .flatMap((fo) => fo.lineItems)
    .filter((x) => x.lineItemId === l.id)
    .reduce((n, x) => n + x.remainingQuantity, 0);
  return {
    id: gid('LineItem', l.id),
    sku: l.sku,
    title: l.title,
    name: l.variantTitle ? `${l.title} - ${l.variantTitle}` : l.title,
    quantity: l.quantity,
    currentQuantity: l.quantity,
    unfulfilledQuantity: open,
    variantTitle: l.variantTitle,
    vendor: l.vendor,
    requiresShipping: true,
    originalUnitPriceSet: bag(l.price, o.currency),
    discountedTotalSet: () => bag((Number(l.price) * l.quantity).toFixed(2), o.currency),
    variant: () => {
      const f = l.variantId === null ? null : findVariant(shop, (v) => v.id === l.variantId);
      return f ? variantView(shop, f.product, f.variant) : null;
    },
    product: () => {
      const p = shop.products.find((x) => x.id === l.productId);
      return p ? productView(shop, p) : null;
    },
  };
}

export function fulfillmentStatus(o: OrderRecord): 'UNFULFILLED' | 'PARTIALLY_FULFILLED' | 'FULFILLED' {
  const lines = o.fulfillmentOrders.flatMap((fo) => fo.lineItems);
  const remaining = lines.reduce((n, l) => n + l.remainingQuantity, 0);
  const total = lines.reduce((n, l) => n + l.totalQuantity, 0);
  return remaining === 0 ? 'FULFILLED' : remaining < total ? 'PARTIALLY_FULFILLED' : 'UNFULFILLED';
}

export function fulfillmentView(shop: ShopRecord, f: OrderRecord['fulfillments'][number]) {
  return {
    __typename: 'Fulfillment',
    id: gid('Fulfillment', f.id),
    legacyResourceId: String(f.id),
    name: f.name,
    status: f.status,
    displayStatus: 'FULFILLED',
    createdAt: f.createdAt,
    updatedAt: f.createdAt,
    totalQuantity: f.totalQuantity,
    trackingInfo: ({ first }: { first?: number }) => f.trackingInfo.slice(0, first ?? undefined),
    location: () => locationView(shop, f.locationId),
  };
}

export function orderView(shop: ShopRecord, o: OrderRecord): Record<string, unknown> {
  const t = orderTotals(o);
  const a = o.shippingAddress;
  return {
    __typename: 'Order',
    id: gid('Order', o.id),
    legacyResourceId: String(o.id),
    name: o.name,
    email: o.email,
    phone: o.phone,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    processedAt: o.createdAt,
    cancelledAt: null,
    closed: false,
    test: false,
    currencyCode: o.currency,
    displayFinancialStatus: o.financialStatus,
    displayFulfillmentStatus: fulfillmentStatus(o),
    totalPriceSet: bag(t.total, o.currency),
    subtotalPriceSet: bag(t.subtotal, o.currency),
    totalShippingPriceSet: bag(o.shippingPrice, o.currency),
    totalTaxSet: bag('0.00', o.currency),
    note: o.note,
    tags: o.tags,
    shippingAddress: {
      id: gid('MailingAddress', `${o.id}?model_name=Address`),
      name: `${a.firstName} ${a.lastName}`,
      firstName: a.firstName,
      lastName: a.lastName,
      company: a.company,
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      province: a.province,
      provinceCode: a.provinceCode,
      zip: a.zip,
      country: a.country,
      countryCodeV2: a.countryCode,
      phone: a.phone,
    },
    lineItems: (args: PageArgs) =>
      connection(
        o.lineItems.map((l) => lineItemView(shop, o, l.id)),
        args,
      ),
    fulfillmentOrders: (args: PageArgs) =>
      connection(
        o.fulfillmentOrders.map((fo) => fulfillmentOrderView(shop, o, fo)),
        args,
      ),
    fulfillments: ({ first }: { first?: number }) => o.fulfillments.slice(0, first ?? undefined).map((f) => fulfillmentView(shop, f)),
    transactions: ({ first }: { first?: number }) => (o.transactions ?? []).slice(0, first ?? undefined).map((t) => transactionView(o, t)),
  };
}

const GATEWAY_NAMES: Record<string, string> = { shopify_payments: 'Shopify Payments', manual: 'Manual', paypal: 'PayPal Express Checkout' };

function transactionView(o: OrderRecord, t: TransactionRecord) {
  return {
    __typename: 'OrderTransaction',
    id: gid('OrderTransaction', t.id),
    kind: t.kind,
    status: t.status,
    gateway: t.gateway,
    formattedGateway: GATEWAY_NAMES[t.gateway] ?? t.gateway,
    test: false,
    processedAt: t.processedAt,
    amountSet: bag(t.amount, o.currency),
    fees: t.fees.map((f) => ({
      __typename: 'TransactionFee',
      id: gid('TransactionFee', f.id),
      type: f.type,
      amount: money(f.amount, o.currency),
      flatFee: money(f.flatFee, o.currency),
      flatFeeName: f.flatFeeName,
      rate: f.rate,
      rateName: f.rateName,
      taxAmount: money(f.taxAmount, o.currency),
    })),
  };
}

export { fulfillmentOrderView };
