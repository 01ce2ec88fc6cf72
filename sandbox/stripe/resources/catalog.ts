import { invalidRequest, missingParam, noSuch } from '../errors.ts';
import { diff, emit } from '../events.ts';
import { applyExpand } from '../expand.ts';
import { matchesRange, paginate } from '../list.ts';
import { priceCurrencyOptions, withIncludables } from '../billing/currency-options.ts';
import { bool, int, mergeMetadata, obj, oneOf, reqStr, str, strArr, type Params } from '../params.ts';
import { route } from '../router.ts';
import { clone, type Ctx, type State, type Wire } from '../state.ts';

/** Products and prices: the plan catalogue billing subscribes customers to. */
function newProduct(ctx: Ctx, p: Params, param = 'name'): Wire {
  const { state } = ctx;
  const now = state.now();
  const product: Wire = {
    id: str(p, 'id') || state.id('prod', 14),
    object: 'product',
    active: bool(p, 'active') ?? true,
    created: now,
    default_price: null,
    description: str(p, 'description') || null,
    features: [],
    images: [],
    livemode: false,
    metadata: mergeMetadata({}, p),
    name: reqStr(p, 'name', param),
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    unit_label: null,
    updated: now,
    url: null,
  };
  if (state.products.has(product.id)) throw invalidRequest(`Product already exists.`, { code: 'resource_already_exists', param: 'id' });
  state.products.set(product.id, product);
  emit(state, ctx, 'product.created', product);
  return product;
}

function updateProduct(ctx: Ctx, [id]: string[]): Wire {
  const product = ctx.state.products.get(id ?? '');
  if (!product) throw noSuch('product', id ?? '');
  const before = clone(product);
  const p = ctx.params;
  const name = str(p, 'name');
  if (name) product.name = name;
  const active = bool(p, 'active');
  if (active !== undefined) product.active = active;
  const description = str(p, 'description');
  if (description !== undefined) product.description = description || null;
  product.metadata = mergeMetadata(product.metadata, p);
  product.updated = ctx.state.now();
  emit(ctx.state, ctx, 'product.updated', product, diff(before, product));
  return applyExpand(ctx.state, product, p);
}

function findByLookupKey(state: State, key: string): Wire | undefined {
  return [...state.prices.values()].find((pr) => pr.lookup_key === key);
}

/** Stripe keeps lookup keys unique; `transfer_lookup_key=true` moves one from an older price. */
function claimLookupKey(ctx: Ctx, price: Wire, key: string | undefined): void {
  if (key === undefined) return;
  if (key === '') {
    price.lookup_key = null;
    return;
  }
  const holder = findByLookupKey(ctx.state, key);
  if (holder && holder.id !== price.id) {
    if (!bool(ctx.params, 'transfer_lookup_key')) {
      throw invalidRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, { code: 'resource_already_exists', param: 'lookup_key' });
    }
    const before = clone(holder);
    holder.lookup_key = null;
    emit(ctx.state, ctx, 'price.updated', withIncludables(holder, []), diff(withIncludables(before, []), withIncludables(holder, [])));
  }
  price.lookup_key = key;
}

function createPrice(ctx: Ctx): Wire {
  const { state, params: p } = ctx;
  const currency = reqStr(p, 'currency').toLowerCase();
  let productId = str(p, 'product');
  const productData = obj(p, 'product_data');
  if (!productId && !productData) throw missingParam('product');
  if (productId && !state.products.get(productId)) throw noSuch('product', productId, 'product');
  const unitAmount = int(p, 'unit_amount');
  if (unitAmount === undefined) throw missingParam('unit_amount');
  if (unitAmount < 0) throw invalidRequest('This value must be greater than or equal to 0.', { param: 'unit_amount' });
  const recurring = obj(p, 'recurring');
  let recurringWire: Wire | null = null;
  if (recurring) {
    const interval = oneOf(recurring, 'interval', ['day', 'week', 'month', 'year'] as const, 'recurring[interval]');
    if (!interval) throw missingParam('recurring[interval]');
    recurringWire = {
      aggregate_usage: null,
      interval,
      interval_count: int(recurring, 'interval_count', 'recurring[interval_count]') ?? 1,
      usage_type: 'licensed',
    };
  }
  const price: Wire = {
    id: state.id('price'),
    object: 'price',
    active: bool(p, 'active') ?? true,
    billing_scheme: 'per_unit',
    created: state.now(),
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: mergeMetadata({}, p),
    nickname: str(p, 'nickname') || null,
    product: '',
    recurring: recurringWire,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurringWire ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
  price.currency_options = priceCurrencyOptions(p, price as { currency: string; unit_amount: number; tax_behavior: string });
  claimLookupKey(ctx, price, str(p, 'lookup_key'));
  if (!productId) productId = newProduct(ctx, productData ?? {}, 'product_data[name]').id;
  price.product = productId;
  state.prices.set(price.id, price);
  emit(state, ctx, 'price.created', withIncludables(price, []));
  return priceView(ctx, price);
}

function updatePrice(ctx: Ctx, [id]: string[]): Wire {
  const price = ctx.state.prices.get(id ?? '');
  if (!price) throw noSuch('price', id ?? '');
  const before = clone(price);
  const p = ctx.params;
  const active = bool(p, 'active');
  if (active !== undefined) price.active = active;
  const nickname = str(p, 'nickname');
  if (nickname !== undefined) price.nickname = nickname || null;
  claimLookupKey(ctx, price, str(p, 'lookup_key'));
  // Stripe lets a price gain currencies after it was made (its own currency's amount never changes).
  if (obj(p, 'currency_options')) price.currency_options = priceCurrencyOptions(p, price as { currency: string; unit_amount: number; tax_behavior: string });
  price.metadata = mergeMetadata(price.metadata, p);
  emit(ctx.state, ctx, 'price.updated', withIncludables(price, []), diff(withIncludables(before, []), withIncludables(price, [])));
  return priceView(ctx, price);
}

function listPrices(ctx: Ctx): Wire {
  const p = ctx.params;
  const active = bool(p, 'active');
  const product = str(p, 'product');
  const type = str(p, 'type');
  const currency = str(p, 'currency');
  const lookupKeys = strArr(p, 'lookup_keys');
  const interval = str(obj(p, 'recurring') ?? {}, 'interval', 'recurring[interval]');
  const all = [...ctx.state.prices.values()].filter(
    (pr) =>
      (active === undefined || pr.active === active) &&
      (product === undefined || pr.product === product) &&
      (type === undefined || pr.type === type) &&
      (currency === undefined || pr.currency === currency) &&
      (lookupKeys.length === 0 || lookupKeys.includes(pr.lookup_key)) &&
      (interval === undefined || pr.recurring?.interval === interval) &&
      matchesRange(pr.created, p, 'created'),
  );
  for (const pr of all) pr.currency_options ??= priceCurrencyOptions({}, pr as { currency: string; unit_amount: number; tax_behavior: string });
  return withIncludables(applyExpand(ctx.state, paginate(all, p, '/v1/prices'), p), strArr(p, 'expand'), 'data.currency_options');
}

/** A price as the API answers it: `currency_options` only when expanded (prices made before it existed get their own currency's). */
function priceView(ctx: Ctx, price: Wire): Wire {
  price.currency_options ??= priceCurrencyOptions({}, price as { currency: string; unit_amount: number; tax_behavior: string });
  return withIncludables(applyExpand(ctx.state, price, ctx.params), strArr(ctx.params, 'expand'));
}

function listProducts(ctx: Ctx): Wire {
  const active = bool(ctx.params, 'active');
  const ids = strArr(ctx.params, 'ids');
  const all = [...ctx.state.products.values()].filter((pr) => (active === undefined || pr.active === active) && (ids.length === 0 || ids.includes(pr.id)));
  return applyExpand(ctx.state, paginate(all, ctx.params, '/v1/products'), ctx.params);
}

export const catalogRoutes = [
  route('POST', '/v1/products', (ctx) => applyExpand(ctx.state, newProduct(ctx, ctx.params), ctx.params)),
  route('GET', '/v1/products', listProducts),
  route('GET', '/v1/products/:id', (ctx, [id]) => {
    const product = ctx.state.products.get(id ?? '');
    if (!product) throw noSuch('product', id ?? '');
    return applyExpand(ctx.state, product, ctx.params);
  }),
  route('POST', '/v1/products/:id', updateProduct),
  route('POST', '/v1/prices', createPrice),
  route('GET', '/v1/prices', listPrices),
  route('GET', '/v1/prices/:id', (ctx, [id]) => {
    const price = ctx.state.prices.get(id ?? '');
    if (!price) throw noSuch('price', id ?? '');
    return priceView(ctx, price);
  }),
  route('POST', '/v1/prices/:id', updatePrice),
];
