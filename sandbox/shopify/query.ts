import { connection, type PageArgs } from './connection.ts';
import { type ShopifySandboxState, parseGid, type OrderRecord, type ProductRecord, type ShopRecord } from './state.ts';
import { findVariant, fulfillmentOrderView, fulfillmentStatus, inventoryItemView, locationView, orderView, productView, variantView } from './views.ts';
import { taxonomyCategories } from './taxonomy.ts';
import { webhookView } from './webhook-subscriptions.ts';

/**
 * Shopify search syntax, the part ListBridge uses: `key:value`, `key:>value`, `key:>=value`, bare
 * words; a value may be quoted with double or single quotes, and a backslash escapes the next
 * character (a SKU with a double quote is `sku:'12" ruler'`), as Shopify's search grammar has it.
 */
export function parseSearch(query: string | null | undefined): { key: string | null; op: string; value: string }[] {
  if (!query) return [];
  const terms: { key: string | null; op: string; value: string }[] = [];
  let i = 0;
  const q = query;
  const readValue = (): string => {
    let out = '';
    const quote = q[i] === '"' || q[i] === "'" ? q[i++] : null;
    while (i < q.length) {
      const c = q[i]!;
      if (c === '\\' && i + 1 < q.length) {
        out += q[i + 1];
        i += 2;
        continue;
      }
      if (quote ? c === quote : /\s/.test(c)) break;
      out += c;
      i++;
    }
    if (quote && q[i] === quote) i++;
    return out;
  };
  while (i < q.length) {
    if (/\s/.test(q[i]!)) {
      i++;
      continue;
    }
    const key = /^([a-z_]+):(>=|<=|>|<)?/.exec(q.slice(i));
    if (key) {
      i += key[0].length;
      terms.push({ key: key[1]!, op: key[2] ?? '=', value: readValue() });
      continue;
    }
    const word = readValue();
    if (!/^(AND|OR)$/.test(word)) terms.push({ key: null, op: '=', value: word });
  }
  return terms;
}

const compare = (a: string, op: string, b: string) => (op === '>' ? a > b : op === '>=' ? a >= b : op === '<' ? a < b : op === '<=' ? a <= b : a === b);
const asDate = (v: string) => (Number.isNaN(Date.parse(v)) ? v : new Date(Date.parse(v)).toISOString());

function productMatches(p: ProductRecord, terms: ReturnType<typeof parseSearch>): boolean {
  return terms.every((t) => {
    switch (t.key) {
      case 'sku':
        return p.variants.some((v) => v.sku === t.value);
      case 'title':
        return p.title.toLowerCase().includes(t.value.toLowerCase());
      case 'status':
        return t.value.split(',').some((s) => s.toUpperCase() === p.status);
      case 'handle':
        return p.handle === t.value;
      case 'id':
        return String(p.id) === t.value;
      case 'updated_at':
        return compare(p.updatedAt, t.op, asDate(t.value));
      case null:
        return p.title.toLowerCase().includes(t.value.toLowerCase()) || p.variants.some((v) => v.sku === t.value);
      default:
        return true; // Shopify ignores unknown filters
    }
  });
}

function orderMatches(o: OrderRecord, terms: ReturnType<typeof parseSearch>): boolean {
  return terms.every((t) => {
    switch (t.key) {
      case 'created_at':
        return compare(o.createdAt, t.op, asDate(t.value));
      case 'updated_at':
        return compare(o.updatedAt, t.op, asDate(t.value));
      case 'financial_status':
        return o.financialStatus.toLowerCase() === t.value.toLowerCase();
      case 'fulfillment_status': {
        const s = fulfillmentStatus(o);
        const v = t.value.toLowerCase();
        if (v === 'unfulfilled' || v === 'unshipped') return s === 'UNFULFILLED';
        if (v === 'shipped' || v === 'fulfilled') return s === 'FULFILLED';
        if (v === 'partial') return s === 'PARTIALLY_FULFILLED';
        return true;
      }
      case 'name':
        return o.name === t.value || o.name === `#${t.value}`;
      case 'id':
        return String(o.id) === t.value;
      case 'status':
        return t.value === 'open' || t.value === 'any';
      default:
        return true;
    }
  });
}

export function queryRoot(shop: ShopRecord, state: ShopifySandboxState) {
  return {
    shop: () => ({
      id: `gid://shopify/Shop/${shop.id}`,
      name: shop.name,
      email: shop.email,
      myshopifyDomain: `${shop.handle}.myshopify.com`,
      currencyCode: shop.currency,
      ianaTimezone: 'Europe/London',
      plan: { displayName: 'Basic', partnerDevelopment: false, shopifyPlus: false },
    }),
    product: ({ id }: { id: string }) => {
      const p = shop.products.find((x) => x.id === parseGid(id, 'Product'));
      return p ? productView(shop, p) : null;
    },
    products: (args: PageArgs & { query?: string; sortKey?: string }) => {
      // `a OR b`: a product matches when every term of one alternative matches (terms side by side are ANDed).
      const alternatives = (args.query ?? '').split(/\s+OR\s+/).map((q) => parseSearch(q));
      const list = shop.products.filter((p) => alternatives.some((terms) => productMatches(p, terms)));
      if (args.sortKey === 'TITLE') list.sort((a, b) => a.title.localeCompare(b.title));
      else if (args.sortKey === 'UPDATED_AT') list.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
      return connection(
        list.map((p) => productView(shop, p)),
        args,
      );
    },
    productVariant: ({ id }: { id: string }) => {
      const f = findVariant(shop, (v) => v.id === parseGid(id, 'ProductVariant'));
      return f ? variantView(shop, f.product, f.variant) : null;
    },
    locations: (args: PageArgs & { includeInactive?: boolean }) =>
      connection(
        shop.locations.filter((l) => l.isActive || args.includeInactive).map((l) => locationView(shop, l.id)),
        args,
      ),
    location: ({ id }: { id?: string }) => locationView(shop, id ? (parseGid(id, 'Location') ?? -1) : shop.locations[0]!.id),
    publications: (args: PageArgs) =>
      connection(
        shop.publications.map((p) => ({
          __typename: 'Publication',
          id: `gid://shopify/Publication/${p.id}`,
          name: p.name,
          autoPublish: p.autoPublish,
          supportsFuturePublishing: p.name === 'Online Store',
        })),
        args,
      ),
    orders: (args: PageArgs & { query?: string; sortKey?: string }) => {
      const terms = parseSearch(args.query);
      const list = shop.orders.filter((o) => orderMatches(o, terms));
      const key = args.sortKey === 'UPDATED_AT' ? 'updatedAt' : args.sortKey === 'ORDER_NUMBER' ? 'number' : 'createdAt';
      list.sort((a, b) => (key === 'number' ? a.number - b.number : a[key].localeCompare(b[key])));
      return connection(
        list.map((o) => orderView(shop, o)),
        args,
      );
    },
    order: ({ id }: { id: string }) => {
      const o = shop.orders.find((x) => x.id === parseGid(id, 'Order'));
      return o ? orderView(shop, o) : null;
    },
    fulfillmentOrder: ({ id }: { id: string }) => {
      const fid = parseGid(id, 'FulfillmentOrder');
      for (const o of shop.orders) for (const fo of o.fulfillmentOrders) if (fo.id === fid) return fulfillmentOrderView(shop, o, fo);
      return null;
    },
    inventoryItem: ({ id }: { id: string }) => inventoryItemView(shop, parseGid(id, 'InventoryItem') ?? -1),
    taxonomy: () => ({ categories: taxonomyCategories }),
    webhookSubscriptions: (args: PageArgs & { topics?: string[] }) =>
      connection(
        shop.webhooks.filter((w) => !args.topics || args.topics.includes(w.topic)).map((w) => webhookView(state, w)),
        args,
      ),
  };
}
