import { type BuyerAddress, countryName, defaultBuyerAddress } from '../buyer-address.ts';
import { SHOPIFY_PAYMENTS, salePayment } from './payment-fees.ts';
import type { LocationRecord, OrderRecord, ProductRecord, ShopRecord } from './state.ts';
import { orderTotals } from './order-totals.ts';

/** Demo app credentials (README); they only open this sandbox. */
export const DEMO = {
  apiKey: '5f1e0c2b7a9d4e3f8b6a1c0d9e8f7a6b',
  apiSecret: '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',
  shop: 'listbridge-demo',
};

export const BUCKET_DEFAULT = { maximumAvailable: 2000, restoreRate: 100 };

function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** The shop's id generator over its (saved) counters; attached again to a shop restored from a snapshot. */
export function idSequence(shop: Pick<ShopRecord, 'idBase' | 'idCounters'>): (kind: string) => number {
  return (kind) => {
    const n = (shop.idCounters.get(kind) ?? 0) + 1;
    shop.idCounters.set(kind, n);
    return shop.idBase * 1000 + (hash(kind) % 97) * 10_000_000_000 + n;
  };
}

/**
 * A small, realistic shop: two locations, the Online Store and POS publications, a few products
 * and orders waiting to ship. Ids are derived from the handle, so the same shop looks the same each run.
 */
export function seedShop(handle: string, seed: number, now: number): ShopRecord {
  const ids = { idBase: 1_000_000 + ((hash(handle) + seed) % 8_000_000), idCounters: new Map<string, number>() };
  const nextId = idSequence(ids);
  const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
  const shop: ShopRecord = {
    handle,
    id: nextId('Shop'),
    name: handle
      .split('-')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' '),
    email: `owner@${handle}.example`,
    country: 'GB',
    currency: 'GBP',
    locations: [],
    publications: [],
    products: [],
    inventory: new Map(),
    orders: [],
    webhooks: [],
    bucket: { ...BUCKET_DEFAULT, available: BUCKET_DEFAULT.maximumAvailable, updatedAt: now },
    calls: {},
    ...ids,
    nextId,
  };
  shop.locations.push(
    {
      id: nextId('Location'),
      name: 'Main warehouse',
      isActive: true,
      fulfillsOnlineOrders: true,
      address: { ...SHOP_COUNTRIES.GB!.warehouse },
      createdAt: iso(400 * 86_400_000),
    },
    {
      id: nextId('Location'),
      name: 'High Street shop',
      isActive: true,
      fulfillsOnlineOrders: false,
      address: {
        address1: '22 High Street',
        address2: null,
        city: 'York',
        zip: 'YO1 8RS',
        country: 'United Kingdom',
        countryCode: 'GB',
        province: null,
        provinceCode: null,
        phone: null,
      },
      createdAt: iso(200 * 86_400_000),
    },
  );
  shop.publications.push(
    { id: nextId('Publication'), name: 'Online Store', autoPublish: false },
    { id: nextId('Publication'), name: 'Point of Sale', autoPublish: false },
  );

  const seedProducts: [string, string, string, number][] = [
    ['Aviator Sunglasses', 'SG-AV-001', '89.99', 12],
    ['Bamboo Chopping Board', 'KB-BB-002', '19.50', 40],
    ['Wool Beanie', 'CL-WB-003', '14.00', 0],
  ];
  for (const [i, [title, sku, price, qty]] of seedProducts.entries()) {
    const createdAt = iso((30 - i) * 86_400_000);
    const variantId = nextId('ProductVariant');
    const inventoryItemId = nextId('InventoryItem');
    const product: ProductRecord = {
      id: nextId('Product'),
      title,
      handle: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      descriptionHtml: `<p>${title}</p>`,
      vendor: 'ListBridge Demo',
      productType: '',
      status: 'ACTIVE',
      tags: [],
      options: [{ id: nextId('ProductOption'), name: 'Title', values: [{ id: nextId('ProductOptionValue'), name: 'Default Title' }] }],
      variants: [
        {
          id: variantId,
          inventoryItemId,
          sku,
          barcode: null,
          price,
          compareAtPrice: null,
          position: 1,
          inventoryPolicy: 'DENY',
          tracked: true,
          optionValues: [{ optionName: 'Title', name: 'Default Title' }],
          createdAt,
          updatedAt: createdAt,
        },
      ],
      media: [],
      publicationIds: new Set([shop.publications[0]!.id]),
      createdAt,
      updatedAt: createdAt,
    };
    shop.products.push(product);
    shop.inventory.set(inventoryItemId, new Map([[shop.locations[0]!.id, { available: qty, on_hand: qty, committed: 0, updatedAt: createdAt }]]));
  }

  const buyers = [
    ['Olivia', 'Smith', '12 High Street', 'London', 'SW1A 1AA'],
    ['Jack', 'Taylor', '4 Mill Lane', 'Manchester', 'M1 2AB'],
    ['Amelia', 'Brown', '77 Church Road', 'Bristol', 'BS1 4DJ'],
  ] as const;
  for (let i = 0; i < 3; i++) {
    const p = shop.products[i % shop.products.length]!;
    const v = p.variants[0]!;
    const b = buyers[i]!;
    shop.orders.push(
      buildOrder(shop, {
        createdAt: iso((i * 2 + 1) * 86_400_000),
        number: 1001 + i,
        buyer: { ...defaultBuyerAddress('GB', { firstName: b[0], lastName: b[1] }), address1: b[2], city: b[3], zip: b[4] },
        lines: [{ sku: v.sku, title: p.title, quantity: 1 + (i % 2), price: v.price, variantId: v.id, productId: p.id }],
      }),
    );
  }
  return shop;
}

/** What follows from a shop's country: its currency and its main warehouse's address. */
const SHOP_COUNTRIES: Record<string, { currency: string; warehouse: LocationRecord['address'] }> = {
  GB: {
    currency: 'GBP',
    warehouse: {
      address1: '1 Dock Road',
      address2: null,
      city: 'Liverpool',
      zip: 'L3 4AA',
      country: 'United Kingdom',
      countryCode: 'GB',
      province: null,
      provinceCode: null,
      phone: null,
    },
  },
  US: {
    currency: 'USD',
    warehouse: {
      address1: '2100 Commerce St',
      address2: null,
      city: 'Tacoma',
      zip: '98402',
      country: 'United States',
      countryCode: 'US',
      province: 'Washington',
      provinceCode: 'WA',
      phone: null,
    },
  },
  CA: {
    currency: 'CAD',
    warehouse: {
      address1: '100 Industrial Rd',
      address2: null,
      city: 'Mississauga',
      zip: 'L5T 1A1',
      country: 'Canada',
      countryCode: 'CA',
      province: 'Ontario',
      provinceCode: 'ON',
      phone: null,
    },
  },
  DE: {
    currency: 'EUR',
    warehouse: {
      address1: 'Hafenstraße 1',
      address2: null,
      city: 'Hamburg',
      zip: '20457',
      country: 'Germany',
      countryCode: 'DE',
      province: null,
      provinceCode: null,
      phone: null,
    },
  },
};
export const SHOP_COUNTRY_CODES = Object.keys(SHOP_COUNTRIES);

/** Moves a shop to `country` (one of SHOP_COUNTRY_CODES): currency, main warehouse, and so its buyers. */
export function setShopCountry(shop: ShopRecord, country: string): void {
  const c = SHOP_COUNTRIES[country]!;
  shop.country = country;
  shop.currency = c.currency;
  const main = shop.locations.find((l) => l.fulfillsOnlineOrders) ?? shop.locations[0];
  if (main) main.address = { ...c.warehouse };
}

/** An order with one open fulfillment order at the first location that fulfils online orders. */
export function buildOrder(
  shop: ShopRecord,
  o: {
    createdAt: string;
    number: number;
    buyer: BuyerAddress & { email?: string };
    lines: { sku: string | null; title: string; quantity: number; price: string; variantId: number | null; productId: number | null }[];
    /** Who took the payment (OrderTransaction.gateway); Shopify Payments unless said. */
    gateway?: string;
  },
): OrderRecord {
  const lineItems = o.lines.map((l) => ({ id: shop.nextId('LineItem'), variantTitle: null, vendor: 'ListBridge Demo', ...l }));
  const location = shop.locations.find((l) => l.fulfillsOnlineOrders) ?? shop.locations[0]!;
  const email = o.buyer.email ?? `${o.buyer.firstName.toLowerCase()}.${o.buyer.lastName.toLowerCase()}@example.com`;
  const order: OrderRecord = {
    id: shop.nextId('Order'),
    name: `#${o.number}`,
    number: o.number,
    email,
    phone: null,
    createdAt: o.createdAt,
    updatedAt: o.createdAt,
    currency: shop.currency,
    financialStatus: 'PAID',
    customer: { id: shop.nextId('Customer'), firstName: o.buyer.firstName, lastName: o.buyer.lastName, email, phone: null },
    shippingAddress: {
      firstName: o.buyer.firstName,
      lastName: o.buyer.lastName,
      address1: o.buyer.address1,
      address2: o.buyer.address2,
      city: o.buyer.city,
      province: o.buyer.province,
      provinceCode: o.buyer.provinceCode,
      zip: o.buyer.zip,
      country: countryName(o.buyer.countryCode),
      countryCode: o.buyer.countryCode,
      phone: o.buyer.phone,
      company: o.buyer.company,
    },
    lineItems,
    shippingPrice: '3.99',
    fulfillmentOrders: [
      {
        id: shop.nextId('FulfillmentOrder'),
        status: 'OPEN',
        locationId: location.id,
        lineItems: lineItems.map((l) => ({
          id: shop.nextId('FulfillmentOrderLineItem'),
          lineItemId: l.id,
          totalQuantity: l.quantity,
          remainingQuantity: l.quantity,
        })),
        createdAt: o.createdAt,
        updatedAt: o.createdAt,
      },
    ],
    fulfillments: [],
    note: null,
    tags: [],
  };
  // Paid at checkout, as the sandbox's orders all are (financial status PAID): one SALE for the total.
  order.transactions = [salePayment(shop, o.gateway ?? SHOPIFY_PAYMENTS, orderTotals(order).total, o.createdAt)];
  return order;
}
