import { GraphQLError } from 'graphql';
import { gid, parseGid, type ProductRecord, type ShopRecord, type VariantRecord } from './state.ts';
import { taxonomyCategory } from './taxonomy.ts';
import { productView, variantView } from './views.ts';

type Json = Record<string, any>;
type UserError = { field: string[] | null; message: string; code?: string };

/** Shopify's limits on one product: 2,048 variants (the default from 2025-10; shopify.dev productSet) and 3 options (ProductSetInput.productOptions). */
const VARIANT_CAP = 2048;
const OPTION_CAP = 3;
const handleize = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'product';

function uniqueHandle(shop: ShopRecord, wanted: string, selfId?: number): string {
  let h = wanted;
  for (let n = 1; shop.products.some((p) => p.handle === h && p.id !== selfId); n++) h = `${wanted}-${n}`;
  return h;
}

function setInventory(shop: ShopRecord, inventoryItemId: number, locationId: number, name: 'available' | 'on_hand', quantity: number, at: string) {
  const byLoc = shop.inventory.get(inventoryItemId) ?? new Map();
  const cur = byLoc.get(locationId) ?? { available: 0, on_hand: 0, committed: 0, updatedAt: at };
  // on_hand = available + committed (the states Shopify keeps consistent)
  if (name === 'available') byLoc.set(locationId, { ...cur, available: quantity, on_hand: quantity + cur.committed, updatedAt: at });
  else byLoc.set(locationId, { ...cur, on_hand: quantity, available: quantity - cur.committed, updatedAt: at });
  shop.inventory.set(inventoryItemId, byLoc);
}
export { setInventory };

function newVariant(shop: ShopRecord, at: string, position: number, v: Json): VariantRecord {
  return {
    id: shop.nextId('ProductVariant'),
    inventoryItemId: shop.nextId('InventoryItem'),
    sku: v.sku ?? v.inventoryItem?.sku ?? null,
    barcode: v.barcode ?? null,
    price: v.price ?? '0.00',
    compareAtPrice: v.compareAtPrice ?? null,
    position,
    inventoryPolicy: v.inventoryPolicy ?? 'DENY',
    tracked: v.inventoryItem?.tracked ?? true,
    optionValues: (v.optionValues ?? []).map((o: Json) => ({ optionName: o.optionName, name: o.name })),
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * productSet: create, or update when `input.id` is given. Lists are replaced, as on Shopify:
 * variants left out are deleted. Variants match by id, else by their option values.
 */
export function productSet(shop: ShopRecord, now: string, args: { input: Json; synchronous?: boolean }) {
  const input = args.input;
  const errors: UserError[] = [];
  const existing = input.id ? shop.products.find((p) => p.id === parseGid(input.id, 'Product')) : undefined;
  if (input.id && !existing)
    return {
      product: null,
      productSetOperation: null,
      userErrors: [{ field: ['input', 'id'], message: 'Product does not exist', code: 'PRODUCT_DOES_NOT_EXIST' }],
    };
  if (!existing && !input.title) errors.push({ field: ['input', 'title'], message: "Title can't be blank", code: 'INVALID_PRODUCT' });

  const variantsIn: Json[] | undefined = input.variants;
  let options = existing?.options ?? [];
  if (input.productOptions) {
    const names = input.productOptions.map((o: Json) => o.name);
    if (names.length > OPTION_CAP)
      errors.push({ field: ['input', 'productOptions'], message: `Exceeded the maximum of ${OPTION_CAP} options.`, code: 'OPTIONS_OVER_LIMIT' });
    if (new Set(names).size !== names.length)
      errors.push({ field: ['input', 'productOptions'], message: 'Duplicated option name.', code: 'DUPLICATED_OPTION_NAME' });
    options = input.productOptions.map((o: Json) => ({
      id: shop.nextId('ProductOption'),
      name: o.name,
      values: (o.values ?? []).map((v: Json) => ({ id: shop.nextId('ProductOptionValue'), name: v.name })),
    }));
    options.forEach(
      (o, i) =>
        o.values.length === 0 &&
        errors.push({
          field: ['input', 'productOptions', String(i), 'values'],
          message: `Option '${o.name}' must have at least one value.`,
          code: 'OPTION_VALUES_MISSING',
        }),
    );
  } else if (variantsIn && !existing) {
    errors.push({
      field: ['input', 'productOptions'],
      message: 'Product options input is required when updating variants.',
      code: 'PRODUCT_OPTIONS_INPUT_MISSING',
    });
  }
  if (variantsIn && variantsIn.length > VARIANT_CAP)
    errors.push({ field: ['input', 'variants'], message: `Exceeded the maximum of ${VARIANT_CAP} variants.`, code: 'VARIANTS_OVER_LIMIT' });
  variantsIn?.forEach((v, i) => {
    for (const ov of v.optionValues ?? []) {
      const opt = options.find((o) => o.name === ov.optionName);
      if (!opt)
        errors.push({
          field: ['input', 'variants', String(i), 'optionValues'],
          message: `Option '${ov.optionName}' does not exist.`,
          code: 'OPTION_DOES_NOT_EXIST',
        });
      else if (!opt.values.some((x) => x.name === ov.name))
        errors.push({
          field: ['input', 'variants', String(i), 'optionValues'],
          message: `Option value '${ov.name}' does not exist for option '${ov.optionName}'.`,
          code: 'OPTION_VALUE_DOES_NOT_EXIST',
        });
    }
    // Shopify's barcode (ISBN, UPC, GTIN …) is free text of at most 255 characters.
    if (typeof v.barcode === 'string' && v.barcode.length > 255)
      errors.push({ field: ['input', 'variants', String(i), 'barcode'], message: 'Barcode is too long (maximum is 255 characters)', code: 'INVALID_VARIANT' });
    if (v.price !== undefined && Number(v.price) < 0)
      errors.push({ field: ['input', 'variants', String(i), 'price'], message: 'Price must be greater than or equal to 0', code: 'INVALID_VARIANT' });
    for (const q of v.inventoryQuantities ?? []) {
      if (!shop.locations.some((l) => l.id === parseGid(q.locationId, 'Location')))
        errors.push({ field: ['input', 'variants', String(i), 'inventoryQuantities'], message: 'Location does not exist.', code: 'INVALID_VARIANT' });
      if (q.name !== 'available' && q.name !== 'on_hand')
        errors.push({ field: ['input', 'variants', String(i), 'inventoryQuantities'], message: `Invalid quantity name: ${q.name}`, code: 'INVALID_INPUT' });
    }
  });
  const combos = (variantsIn ?? []).map((v) => JSON.stringify((v.optionValues ?? []).map((o: Json) => [o.optionName, o.name]).sort()));
  if (new Set(combos).size !== combos.length)
    errors.push({ field: ['input', 'variants'], message: 'The variant option values must be unique.', code: 'INVALID_VARIANT' });
  // Shopify refuses a category id that is not in its standard product taxonomy.
  if (input.category && !taxonomyCategory(input.category))
    errors.push({ field: ['input', 'category'], message: 'The product category does not exist.', code: 'INVALID_INPUT' });
  if (input.handle && shop.products.some((p) => p.handle === input.handle && p.id !== existing?.id))
    errors.push({ field: ['input', 'handle'], message: `Handle '${input.handle}' already in use. Please provide a new handle.`, code: 'HANDLE_NOT_UNIQUE' });
  if (errors.length) return { product: null, productSetOperation: null, userErrors: errors };

  const p: ProductRecord = existing ?? {
    id: shop.nextId('Product'),
    title: input.title,
    handle: uniqueHandle(shop, input.handle ?? handleize(input.title)),
    descriptionHtml: '',
    vendor: shop.name,
    productType: '',
    status: 'ACTIVE',
    tags: [],
    options: [],
    variants: [],
    media: [],
    publicationIds: new Set(),
    createdAt: now,
    updatedAt: now,
  };
  for (const k of ['title', 'descriptionHtml', 'vendor', 'productType', 'status', 'tags'] as const)
    if (input[k] !== undefined && input[k] !== null) (p as Json)[k] = input[k];
  if (input.handle) p.handle = input.handle;
  if (input.category !== undefined) p.categoryId = input.category;
  p.options = options.length
    ? options
    : [{ id: shop.nextId('ProductOption'), name: 'Title', values: [{ id: shop.nextId('ProductOptionValue'), name: 'Default Title' }] }];
  if (variantsIn) {
    const next: VariantRecord[] = variantsIn.map((v, i) => {
      const key = combos[i];
      const match =
        (v.id && p.variants.find((x) => x.id === parseGid(v.id, 'ProductVariant'))) ||
        p.variants.find((x) => JSON.stringify(x.optionValues.map((o) => [o.optionName, o.name]).sort()) === key);
      const rec = match ? { ...match, updatedAt: now } : newVariant(shop, now, i + 1, v);
      if (match) {
        for (const k of ['barcode', 'price', 'compareAtPrice', 'inventoryPolicy'] as const) if (v[k] !== undefined) (rec as Json)[k] = v[k];
        if (v.sku !== undefined || v.inventoryItem?.sku !== undefined) rec.sku = v.sku ?? v.inventoryItem.sku;
        if (v.inventoryItem?.tracked !== undefined) rec.tracked = v.inventoryItem.tracked;
        rec.optionValues = (v.optionValues ?? []).map((o: Json) => ({ optionName: o.optionName, name: o.name }));
      }
      rec.position = i + 1;
      for (const q of v.inventoryQuantities ?? []) setInventory(shop, rec.inventoryItemId, parseGid(q.locationId, 'Location')!, q.name, q.quantity, now);
      return rec;
    });
    for (const gone of p.variants.filter((x) => !next.includes(x) && !next.some((n) => n.id === x.id))) shop.inventory.delete(gone.inventoryItemId);
    p.variants = next;
  } else if (p.variants.length === 0) {
    p.variants = [newVariant(shop, now, 1, { optionValues: [{ optionName: p.options[0]!.name, name: p.options[0]!.values[0]!.name }] })];
  }
  if (input.files) p.media = input.files.map((f: Json) => ({ id: shop.nextId('MediaImage'), url: f.originalSource, alt: f.alt ?? '' }));
  p.updatedAt = now;
  if (!existing) shop.products.push(p);
  const view = productView(shop, p);
  // synchronous: false answers with an operation; the sandbox finishes the work at once.
  if (args.synchronous === false)
    return {
      product: null,
      productSetOperation: { id: gid('ProductSetOperation', shop.nextId('ProductSetOperation')), status: 'COMPLETE', product: view, userErrors: [] },
      userErrors: [],
    };
  return { product: view, productSetOperation: null, userErrors: [] };
}

export function productCreate(shop: ShopRecord, now: string, args: { product?: Json; media?: Json[] }) {
  const input = args.product ?? {};
  const r = productSet(shop, now, {
    input: {
      ...input,
      productOptions: input.productOptions,
      files: args.media?.map((m) => ({ originalSource: m.originalSource, alt: m.alt })),
      variants: undefined,
    },
  });
  return { product: r.product, userErrors: r.userErrors.map(({ field, message }) => ({ field, message })) };
}

export function productUpdate(shop: ShopRecord, now: string, args: { product?: Json }) {
  const input = args.product ?? {};
  if (!input.id) return { product: null, userErrors: [{ field: ['id'], message: 'Product id is required' }] };
  const r = productSet(shop, now, { input: { ...input, productOptions: undefined, variants: undefined } });
  return { product: r.product, userErrors: r.userErrors.map(({ field, message }) => ({ field, message })) };
}

export function productDelete(shop: ShopRecord, args: { input: { id: string } }) {
  const id = parseGid(args.input.id, 'Product');
  const p = shop.products.find((x) => x.id === id);
  if (!p) return { deletedProductId: null, userErrors: [{ field: ['id'], message: 'Product does not exist' }] };
  shop.products = shop.products.filter((x) => x !== p);
  for (const v of p.variants) shop.inventory.delete(v.inventoryItemId);
  return { deletedProductId: gid('Product', p.id), userErrors: [] };
}

function bulkVariants(shop: ShopRecord, now: string, args: { productId: string; variants: Json[] }, create: boolean) {
  if (args.variants.length > 250)
    throw new GraphQLError(`The input array size of ${args.variants.length} is greater than the maximum allowed of 250.`, {
      extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' },
    });
  const p = shop.products.find((x) => x.id === parseGid(args.productId, 'Product'));
  if (!p)
    return { product: null, productVariants: null, userErrors: [{ field: ['productId'], message: 'Product does not exist', code: 'PRODUCT_DOES_NOT_EXIST' }] };
  const errors: UserError[] = [];
  const touched: VariantRecord[] = [];
  args.variants.forEach((v, i) => {
    // Shopify's barcode (ISBN, UPC, GTIN …) is free text of at most 255 characters.
    if (typeof v.barcode === 'string' && v.barcode.length > 255)
      errors.push({ field: ['input', 'variants', String(i), 'barcode'], message: 'Barcode is too long (maximum is 255 characters)', code: 'INVALID_VARIANT' });
    if (v.price !== undefined && Number(v.price) < 0)
      return errors.push({
        field: ['variants', String(i), 'price'],
        message: 'Price must be greater than or equal to 0',
        code: create ? 'GREATER_THAN_OR_EQUAL_TO' : 'GREATER_THAN_OR_EQUAL_TO',
      });
    if (create) {
      const combo = JSON.stringify((v.optionValues ?? []).map((o: Json) => [o.optionName, o.name]).sort());
      if (p.variants.some((x) => JSON.stringify(x.optionValues.map((o) => [o.optionName, o.name]).sort()) === combo))
        return errors.push({ field: ['variants', String(i)], message: 'Variant already exists', code: 'VARIANT_ALREADY_EXISTS' });
      for (const ov of v.optionValues ?? []) {
        const opt = p.options.find((o) => o.name === ov.optionName);
        if (!opt)
          return errors.push({
            field: ['variants', String(i), 'optionValues'],
            message: `Option '${ov.optionName}' does not exist.`,
            code: 'OPTION_VALUES_FOR_NUMBER_OF_UNKNOWN_OPTIONS',
          });
        if (!opt.values.some((x) => x.name === ov.name)) opt.values.push({ id: shop.nextId('ProductOptionValue'), name: ov.name });
      }
      const rec = newVariant(shop, now, p.variants.length + 1, v);
      p.variants.push(rec);
      for (const q of v.inventoryQuantities ?? [])
        setInventory(shop, rec.inventoryItemId, parseGid(q.locationId, 'Location')!, 'available', q.availableQuantity, now);
      touched.push(rec);
    } else {
      const rec = p.variants.find((x) => x.id === parseGid(v.id, 'ProductVariant'));
      if (!rec) return errors.push({ field: ['variants', String(i), 'id'], message: 'Product variant does not exist', code: 'PRODUCT_VARIANT_DOES_NOT_EXIST' });
      for (const k of ['barcode', 'price', 'compareAtPrice', 'inventoryPolicy'] as const) if (v[k] !== undefined) (rec as Json)[k] = v[k];
      if (v.inventoryItem?.sku !== undefined) rec.sku = v.inventoryItem.sku;
      if (v.inventoryItem?.tracked !== undefined) rec.tracked = v.inventoryItem.tracked;
      rec.updatedAt = now;
      touched.push(rec);
    }
  });
  p.updatedAt = now;
  return { product: productView(shop, p), productVariants: touched.map((v) => variantView(shop, p, v)), userErrors: errors };
}

/**
 * productVariantsBulkDelete: the named variants leave the product with their stock; an option value
 * no variant has any more goes too. Shopify refuses to leave a product without variants
 * (CANNOT_DELETE_LAST_VARIANT) and a variant of another product.
 */
export function productVariantsBulkDelete(shop: ShopRecord, now: string, args: { productId: string; variantsIds: string[] }) {
  const p = shop.products.find((x) => x.id === parseGid(args.productId, 'Product'));
  if (!p) return { product: null, userErrors: [{ field: ['productId'], message: 'Product does not exist', code: 'PRODUCT_DOES_NOT_EXIST' }] };
  const ids = args.variantsIds.map((id) => parseGid(id, 'ProductVariant'));
  if (ids.some((id) => !p.variants.some((v) => v.id === id)))
    return {
      product: null,
      userErrors: [{ field: ['variantsIds'], message: 'The variant does not exist.', code: 'AT_LEAST_ONE_VARIANT_DOES_NOT_BELONG_TO_THE_PRODUCT' }],
    };
  const left = p.variants.filter((v) => !ids.includes(v.id));
  if (left.length === 0)
    return { product: null, userErrors: [{ field: ['variantsIds'], message: 'Cannot delete default variant.', code: 'CANNOT_DELETE_LAST_VARIANT' }] };
  for (const v of p.variants) if (ids.includes(v.id)) shop.inventory.delete(v.inventoryItemId);
  p.variants = left.map((v, i) => ({ ...v, position: i + 1 }));
  for (const o of p.options) o.values = o.values.filter((x) => left.some((v) => v.optionValues.some((ov) => ov.optionName === o.name && ov.name === x.name)));
  p.updatedAt = now;
  return { product: productView(shop, p), userErrors: [] };
}

export const productVariantsBulkCreate = (shop: ShopRecord, now: string, args: { productId: string; variants: Json[] }) => bulkVariants(shop, now, args, true);
export const productVariantsBulkUpdate = (shop: ShopRecord, now: string, args: { productId: string; variants: Json[] }) => bulkVariants(shop, now, args, false);
