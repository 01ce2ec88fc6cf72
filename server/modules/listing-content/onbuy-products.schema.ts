// GraphQL of the 'Create New' tab (spec 001 §2.12): the item's OnBuy product creation state and
// choices, the category / brand / condition look-ups and createOnbuyProduct, all with typed errors.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { onbuyProductCode } from '../../channels/onbuy/payload.ts';
import { builder } from '../../graphql/builder.ts';
import { errorType } from '../../graphql/errors.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { InventoryItemNotFoundError } from '../inventory/inventory.errors.ts';
import { InventoryItemRef } from '../inventory/inventory.schema.ts';
import type { InventoryItemRow } from '../inventory/inventory.service.ts';
import { onbuyChoiceOf, type OnbuyProductChoice } from './onbuy-product-payload.ts';
import {
  OnbuyCategoryNotListableError,
  OnbuyLookupTooShortError,
  OnbuyProductInputError,
  OnbuyProductStateError,
  OnbuyRefusedError,
  OnbuySearchTooShortError,
} from './onbuy-products.errors.ts';
import { OnbuyAccountNeededError } from '../../channels/onbuy/connection-errors.ts';
import {
  chooseOnbuyProduct,
  createOnbuyProduct,
  getOnbuyProductCreation,
  getOnbuyProductCreations,
  onbuyConditions,
  searchOnbuyBrands,
  searchOnbuyCategories,
  searchOnbuyProducts,
  type OnbuyBrandView,
  type OnbuyCategoryView,
  type OnbuyConditionView,
  type OnbuyProductCreation,
  type OnbuyProductSearch,
  type OnbuyProductView,
} from './onbuy-products.service.ts';

errorType(OnbuyLookupTooShortError, 'OnbuyLookupTooShortError');
errorType(OnbuyAccountNeededError, 'OnbuyAccountNeededError');
errorType(OnbuyCategoryNotListableError, 'OnbuyCategoryNotListableError');
errorType(OnbuyProductInputError, 'OnbuyProductInputError', (t) => ({ field: t.exposeString('field') }));
errorType(OnbuyProductStateError, 'OnbuyProductStateError');
errorType(OnbuyRefusedError, 'OnbuyRefusedError');

const OnbuyProductStatusEnum = builder.enumType('OnbuyProductStatus', {
  description: "Spec 001 §4 product creation status: Not Submitted, Queued (queue id), Created (opc), or Failed with OnBuy's error.",
  values: ['NOT_SUBMITTED', 'QUEUED', 'CREATED', 'FAILED'] as const,
});
const OnbuySettingsTabEnum = builder.enumType('OnbuySettingsTab', {
  description: "The 'OnBuy Settings' tab to open: CREATE when a queue id exists, else CHOOSE (spec 001 §4).",
  values: ['CHOOSE', 'CREATE'] as const,
});

export const OnbuyProductCreationRef = builder.objectRef<OnbuyProductCreation>('OnbuyProductCreation');
builder.node(OnbuyProductCreationRef, {
  description: "A new OnBuy product submitted for an item and OnBuy's queue's verdict; its id is the item's.",
  id: { resolve: (c) => c.itemId },
  // node(id)/nodes(ids): only the viewer's (an admin reaches any); others are null.
  loadMany: async (ids, ctx) => {
    if (!ctx.viewer) return ids.map(() => null);
    const rows = await getOnbuyProductCreations(ctx, ids, ctx.viewer.isAdmin ? null : [ctx.viewer.userId]);
    const byId = new Map(rows.map((r) => [r.itemId, r]));
    return ids.map((id) => byId.get(id) ?? null);
  },
  isTypeOf: (v) => typeof v === 'object' && v !== null && 'queueId' in v && 'checks' in v,
  runScopesOnType: true,
  authScopes: (c) => ({ owner: c.userId }),
  fields: (t) => ({
    status: t.field({ type: OnbuyProductStatusEnum, resolve: (c) => c.status }),
    queueId: t.exposeString('queueId', { nullable: true, description: "OnBuy's queue id (spec: onbuy_settings.queue_id)." }),
    opc: t.exposeString('opc', { nullable: true, description: 'The OnBuy product code once created (product_created_opc).' }),
    errorMessage: t.exposeString('errorMessage', { nullable: true, description: "OnBuy's error when it did not create the product." }),
    sellerSku: t.exposeString('sellerSku', { nullable: true }),
    categoryId: t.exposeInt('categoryId', { nullable: true }),
    brand: t.exposeString('brand', { nullable: true }),
    condition: t.exposeString('condition', { nullable: true }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    checkedAt: t.expose('checkedAt', { type: 'DateTime', nullable: true, description: "When OnBuy's queue was last asked." }),
  }),
});

const OnbuyChoiceType = builder.objectRef<OnbuyProductChoice>('OnbuyProductChoice').implement({
  description: "The seller's choices on the 'Create New' tab (user_edited_details onbuy_category, onbuy_brand, onbuy_condition_code).",
  fields: (t) => ({
    categoryId: t.exposeInt('categoryId', { nullable: true }),
    categoryName: t.exposeString('categoryName', { nullable: true }),
    brandId: t.exposeInt('brandId', { nullable: true }),
    brandName: t.exposeString('brandName', { nullable: true }),
    conditionCode: t.exposeString('condition', { nullable: true }),
  }),
});

builder.objectFields(InventoryItemRef, (t) => ({
  onbuyProductCreation: t.field({
    type: OnbuyProductCreationRef,
    description: 'Creating a new OnBuy product for this item: NOT_SUBMITTED until the seller does.',
    resolve: (i: InventoryItemRow, _a, ctx) => getOnbuyProductCreation(ctx, i.userId, i.id),
  }),
  onbuySettingsTab: t.field({
    type: OnbuySettingsTabEnum,
    resolve: async (i: InventoryItemRow, _a, ctx) => ((await getOnbuyProductCreation(ctx, i.userId, i.id)).queueId ? 'CREATE' : 'CHOOSE'),
  }),
  onbuyChoice: t.field({ type: OnbuyChoiceType, resolve: (i: InventoryItemRow) => onbuyChoiceOf(i) }),
}));

// ---- look-ups --------------------------------------------------------------------------------

const OnbuyCategoryType = builder.objectRef<OnbuyCategoryView>('OnbuyCategory').implement({
  fields: (t) => ({
    categoryId: t.exposeInt('categoryId'),
    name: t.exposeString('name'),
    categoryTree: t.exposeString('categoryTree'),
    canListIn: t.exposeBoolean('canListIn', { description: "false: 'This category is not available for listing'." }),
    availableConditionSlugs: t.exposeStringList('availableConditionSlugs', { description: "OnBuy's avaliable_condition_slugs." }),
  }),
});
const OnbuyBrandType = builder.objectRef<OnbuyBrandView>('OnbuyBrand').implement({
  fields: (t) => ({ brandId: t.exposeInt('brandId'), name: t.exposeString('name') }),
});
const OnbuyConditionType = builder.objectRef<OnbuyConditionView>('OnbuyCondition').implement({
  fields: (t) => ({ conditionId: t.exposeString('conditionId'), name: t.exposeString('name') }),
});

const CategoriesResult = builder.objectRef<{ categories: OnbuyCategoryView[] }>('OnbuyCategoriesResult').implement({
  fields: (t) => ({ categories: t.field({ type: [OnbuyCategoryType], resolve: (r) => r.categories }) }),
});
const BrandsResult = builder.objectRef<{ brands: OnbuyBrandView[] }>('OnbuyBrandsResult').implement({
  fields: (t) => ({ brands: t.field({ type: [OnbuyBrandType], resolve: (r) => r.brands }) }),
});
type ConditionsOut = Awaited<ReturnType<typeof onbuyConditions>>;
const ConditionsResult = builder.objectRef<ConditionsOut>('OnbuyConditionsResult').implement({
  fields: (t) => ({
    conditions: t.field({ type: [OnbuyConditionType], resolve: (r) => r.conditions }),
    condition: t.exposeString('condition', {
      nullable: true,
      description: 'The chosen condition after the reset rule (spec 001 §4): kept, the only one, or null.',
    }),
    category: t.field({ type: OnbuyCategoryType, nullable: true, resolve: (r) => r.category }),
  }),
});

const lookupErrors = { types: [OnbuyLookupTooShortError, OnbuyAccountNeededError, OnbuyRefusedError], directResult: true as const };

builder.queryFields((t) => ({
  onbuyCategories: t.field({
    type: CategoriesResult,
    description: 'OnBuy categories whose name contains the text (at least 4 characters); cached 60 s.',
    authScopes: ownerOf,
    errors: lookupErrors,
    args: { userId: t.arg.string({ required: true }), query: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => ({ categories: await searchOnbuyCategories(ctx, me(ctx, a.userId), a.query) }),
  }),
  onbuyBrands: t.field({
    type: BrandsResult,
    description: 'OnBuy brands whose name contains the text (at least 4 characters); cached 60 s.',
    authScopes: ownerOf,
    errors: lookupErrors,
    args: { userId: t.arg.string({ required: true }), query: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => ({ brands: await searchOnbuyBrands(ctx, me(ctx, a.userId), a.query) }),
  }),
  onbuyConditions: t.field({
    type: ConditionsResult,
    description: "OnBuy's conditions, for a category only those it allows, with the chosen one after the reset rule.",
    authScopes: ownerOf,
    errors: { types: [OnbuyAccountNeededError, OnbuyRefusedError], directResult: true },
    args: { userId: t.arg.string({ required: true }), categoryId: t.arg.int(), chosen: t.arg.string() },
    resolve: (_p, a, ctx) => onbuyConditions(ctx, me(ctx, a.userId), { categoryId: a.categoryId ?? null, chosen: a.chosen ?? null }),
  }),
}));

// ---- creating --------------------------------------------------------------------------------

const CreateOnbuyProductInput = builder.inputType('CreateOnbuyProductInput', {
  fields: (t) => ({
    itemId: t.id({ required: true, description: 'InventoryItem id (global or raw).' }),
    categoryId: t.int({ description: 'Absent: the category stored on the item.' }),
    brandId: t.int(),
    brandName: t.string({ description: 'Absent: the brand stored on the item.' }),
    conditionCode: t.string({ description: 'An OnBuy condition slug; reset per the category (spec 001 §4).' }),
  }),
});
const CreateOnbuyProductSuccess = builder.objectRef<{ item: InventoryItemRow; creation: OnbuyProductCreation }>('CreateOnbuyProductSuccess').implement({
  fields: (t) => ({
    item: t.field({ type: InventoryItemRef, resolve: (r) => r.item }),
    creation: t.field({ type: OnbuyProductCreationRef, resolve: (r) => r.creation }),
  }),
});

function rawItemId(raw: string | number): string {
  const id = String(raw);
  try {
    const g = decodeGlobalID(id);
    if (g.typename === 'InventoryItem') return g.id;
  } catch {
    // not a global id
  }
  return id;
}

builder.mutationFields((t) => ({
  createOnbuyProduct: t.field({
    type: CreateOnbuyProductSuccess,
    description: 'Submits a new OnBuy product for the item (POST /products); it is Queued until OnBuy creates or refuses it.',
    authScopes: ownerOf,
    errors: {
      types: [
        InventoryItemNotFoundError,
        OnbuyAccountNeededError,
        OnbuyCategoryNotListableError,
        OnbuyProductInputError,
        OnbuyProductStateError,
        OnbuyRefusedError,
      ],
      directResult: true,
    },
    args: { userId: t.arg.string({ required: true }), input: t.arg({ type: CreateOnbuyProductInput, required: true }) },
    resolve: (_p, a, ctx) =>
      createOnbuyProduct(ctx, {
        userId: me(ctx, a.userId),
        itemId: rawItemId(a.input.itemId),
        choice: {
          ...(a.input.categoryId != null ? { categoryId: a.input.categoryId, categoryName: null } : {}),
          ...(a.input.brandName != null ? { brandName: a.input.brandName, brandId: a.input.brandId ?? null } : {}),
          ...(a.input.conditionCode != null ? { condition: a.input.conditionCode } : {}),
        },
      }),
  }),
}));

// ---- 'Choose Existing' ------------------------------------------------------------------------

errorType(OnbuySearchTooShortError, 'OnbuySearchTooShortError');

const OnbuyProductSearchFieldEnum = builder.enumType('OnbuyProductSearchField', {
  description: 'How OnBuy was searched: by name, product code (EAN/UPC) or OPC.',
  values: { NAME: { value: 'name' }, PRODUCT_CODE: { value: 'product_code' }, OPC: { value: 'opc' } } as const,
});

const OnbuyProductType = builder.objectRef<OnbuyProductView>('OnbuyProduct').implement({
  description: "A product of OnBuy's catalogue (spec 001 §3: opc, name, thumbnail_url, url); sellers list offers on its OPC.",
  fields: (t) => ({
    opc: t.exposeString('opc', { description: 'The OnBuy product code.' }),
    name: t.exposeString('name'),
    thumbnailUrl: t.exposeString('thumbnailUrl', { nullable: true }),
    thumbnailSrc: t.string({
      nullable: true,
      description: 'The URL a browser shows thumbnailUrl from (a signed link through ListBridge for https images).',
      resolve: (p, _args, ctx) => (p.thumbnailUrl ? ctx.images.signer.displayUrl(p.thumbnailUrl) : null),
    }),
    url: t.exposeString('url', { nullable: true, description: "The product's page on OnBuy." }),
    productCodes: t.exposeStringList('productCodes', { description: 'Its EAN/UPC codes.' }),
    brandName: t.exposeString('brandName', { nullable: true }),
  }),
});

const OnbuyProductsResult = builder.objectRef<OnbuyProductSearch>('OnbuyProductsResult').implement({
  description: "The 'Choose Existing' search's answer: what was searched and OnBuy's products.",
  fields: (t) => ({
    query: t.exposeString('query', { nullable: true, description: "The text searched (the item's EAN/UPC when no text was given); null: nothing to search." }),
    field: t.field({ type: OnbuyProductSearchFieldEnum, nullable: true, resolve: (r) => r.field }),
    products: t.field({ type: [OnbuyProductType], resolve: (r) => r.products }),
  }),
});

builder.queryFields((t) => ({
  onbuyProducts: t.field({
    type: OnbuyProductsResult,
    description:
      "OnBuy's catalogue for 'Choose Existing': the text (at least 3 characters) by `field` when given, else as a code when it is digits, else by name (an OPC when no name matches and the text mixes letters and digits); with no text and an itemId, the item's EAN/UPC. Cached 60 s.",
    authScopes: ownerOf,
    errors: { types: [OnbuySearchTooShortError, OnbuyAccountNeededError, OnbuyRefusedError, InventoryItemNotFoundError], directResult: true },
    args: {
      userId: t.arg.string({ required: true }),
      query: t.arg.string({ description: 'Empty or absent: search by the item’s EAN/UPC (needs itemId).' }),
      itemId: t.arg.id({ description: 'InventoryItem id (global or raw).' }),
      field: t.arg({ type: OnbuyProductSearchFieldEnum, description: "Search only this field (spec 001 §7's filter[field]); absent: decided from the text." }),
    },
    resolve: (_p, a, ctx) =>
      searchOnbuyProducts(ctx, me(ctx, a.userId), { query: a.query ?? null, itemId: a.itemId != null ? rawItemId(a.itemId) : null, field: a.field ?? null }),
  }),
}));

builder.objectFields(InventoryItemRef, (t) => ({
  onbuyProductCode: t.string({
    nullable: true,
    description: 'The OnBuy product (OPC) chosen or created for the item (user_edited_details.onbuy_product_code); null: none yet.',
    resolve: (i: InventoryItemRow) => onbuyProductCode(i),
  }),
  onbuyProductUrl: t.string({
    nullable: true,
    description: "That product's page on OnBuy (onbuy_product_url).",
    resolve: (i: InventoryItemRow) => {
      const url = (i.userEditedDetails as Record<string, unknown> | null)?.onbuy_product_url;
      return typeof url === 'string' && /^https:\/\//.test(url) ? url : null;
    },
  }),
}));

const ChooseOnbuyProductInput = builder.inputType('ChooseOnbuyProductInput', {
  fields: (t) => ({
    itemId: t.id({ required: true, description: 'InventoryItem id (global or raw).' }),
    opc: t.string({ required: true, description: 'The OnBuy product code chosen.' }),
  }),
});
const ChooseOnbuyProductSuccess = builder.objectRef<{ item: InventoryItemRow; product: OnbuyProductView }>('ChooseOnbuyProductSuccess').implement({
  description: 'The item now set to list on this OnBuy product.',
  fields: (t) => ({
    item: t.field({ type: InventoryItemRef, resolve: (r) => r.item }),
    product: t.field({ type: OnbuyProductType, resolve: (r) => r.product }),
  }),
});

builder.mutationFields((t) => ({
  chooseOnbuyProduct: t.field({
    type: ChooseOnbuyProductSuccess,
    description: "'Choose Existing': stores the OnBuy product (checked against OnBuy's catalogue) as the item's onbuy_product_code and onbuy_product_url.",
    authScopes: ownerOf,
    errors: { types: [InventoryItemNotFoundError, OnbuyAccountNeededError, OnbuyProductInputError, OnbuyRefusedError], directResult: true },
    args: { userId: t.arg.string({ required: true }), input: t.arg({ type: ChooseOnbuyProductInput, required: true }) },
    resolve: (_p, a, ctx) => chooseOnbuyProduct(ctx, me(ctx, a.userId), rawItemId(a.input.itemId), a.input.opc),
  }),
}));
