import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { errorType } from '../../graphql/errors.ts';
import { pageFields, pagedConnection } from '../../graphql/paged-connection.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import * as inventory from './inventory.service.ts';
import { latestRun, requestRefresh, type ImportRun } from './import.service.ts';
import { AmazonNotConnectedError, InventoryItemNotFoundError, InventoryValidationError } from './inventory.errors.ts';
import { channelQuantity, channelQuantityLimits, type ChannelQuantityLimits, NO_CHANNEL_LIMITS } from '../../../shared/inventory/quantity.ts';
import { readUserSettings, type UserSettings } from '../accounts/user-settings.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { connectedAmazonMarketplace } from '../connections/connections.service.ts';
import type { InventoryItemRow } from './inventory.service.ts';
import { ListingChannelEnum, ListingRef, ListingStatusEnum } from '../listings/listings.schema.ts';
import { liveCount } from '../listings/listings.service.ts';
import { isSpecChannel, LISTING_CHANNELS, type ListingChannel, type SpecChannel } from '../listings/listings.statuses.ts';

// ---- helpers -----------------------------------------------------------------------------

/** Ids as Relay global ids (InventoryItem:…) or raw item ids, as the REST shim sends them. */
export function itemIds(ids: readonly (string | number)[]): string[] {
  return ids.map((raw) => {
    const id = String(raw);
    try {
      const g = decodeGlobalID(id);
      if (g.typename === 'InventoryItem') return g.id;
    } catch {
      // not a global id
    }
    return id;
  });
}

const listingOn = (i: InventoryItemRow, channel: ListingChannel) => i.listings.find((l) => l.channel === channel) ?? null;
const statusOn = (i: InventoryItemRow, channel: ListingChannel) => listingOn(i, channel)?.status ?? null;

errorType(InventoryItemNotFoundError, 'InventoryItemNotFoundError');
errorType(AmazonNotConnectedError, 'AmazonNotConnectedError');
errorType(InventoryValidationError, 'InventoryValidationError', (t) => ({ field: t.exposeString('field') }));

// ---- types -------------------------------------------------------------------------------

type Measure = { amount: number; unit: string | null } | null;
const MeasureType = builder.objectRef<NonNullable<Measure>>('Measure').implement({
  fields: (t) => ({ amount: t.exposeFloat('amount'), unit: t.exposeString('unit', { nullable: true }) }),
});
type Box = { length: Measure; width: Measure; height: Measure; weight: Measure };
const DimensionsType = builder.objectRef<Box>('Dimensions').implement({
  fields: (t) => ({
    length: t.field({ type: MeasureType, nullable: true, resolve: (b) => b.length }),
    width: t.field({ type: MeasureType, nullable: true, resolve: (b) => b.width }),
    height: t.field({ type: MeasureType, nullable: true, resolve: (b) => b.height }),
    weight: t.field({ type: MeasureType, nullable: true, resolve: (b) => b.weight }),
  }),
});
const ProductDetailType = builder.objectRef<{ name: string; value: string }>('ProductDetail').implement({
  fields: (t) => ({
    name: t.string({ resolve: (d) => String(d.name ?? '') }),
    value: t.string({ resolve: (d) => String(d.value ?? '') }),
  }),
});

type CatalogDetails = {
  brand?: string | null;
  product_type?: string | null;
  product_description?: string | null;
  feature_bullets?: string[];
  product_details?: { name: string; value: string }[];
  images?: string[];
  item_dimensions?: Box | null;
  package_dimensions?: Box | null;
};
/** Amazon's catalogue data (scraped_product_details), read-only. */
const CatalogDetailsType = builder.objectRef<CatalogDetails>('CatalogDetails').implement({
  fields: (t) => ({
    brand: t.string({ nullable: true, resolve: (d) => d.brand ?? null }),
    productType: t.string({ nullable: true, resolve: (d) => d.product_type ?? null }),
    description: t.string({ nullable: true, resolve: (d) => d.product_description ?? null }),
    featureBullets: t.stringList({ resolve: (d) => d.feature_bullets ?? [] }),
    productDetails: t.field({ type: [ProductDetailType], resolve: (d) => d.product_details ?? [] }),
    images: t.stringList({ resolve: (d) => d.images ?? [] }),
    imageSrcs: t.stringList({
      description: 'The URL a browser shows each of `images` from, in the same order (signed links through ListBridge for https images).',
      resolve: (d, _args, ctx) => (d.images ?? []).map((u) => ctx.images.signer.displayUrl(u)),
    }),
    itemDimensions: t.field({ type: DimensionsType, nullable: true, resolve: (d) => d.item_dimensions ?? null }),
    packageDimensions: t.field({ type: DimensionsType, nullable: true, resolve: (d) => d.package_dimensions ?? null }),
  }),
});

type Edits = Record<string, unknown>;
const list = (v: unknown) => (Array.isArray(v) ? v : []);
/** The seller's overrides (user_edited_details); null fields mean "Amazon's value". */
export const ItemSpecificRef = builder.objectRef<{ dimension: string; value: string }>('ItemSpecific').implement({
  description: "An item specific (spec 001 §3: dimension, value), as the seller sets it in 'eBay Settings'.",
  fields: (t) => ({
    dimension: t.exposeString('dimension', { description: "The aspect's name (e.g. Size)." }),
    value: t.exposeString('value', { description: 'Its value.' }),
  }),
});
const specificsOf = (v: unknown) =>
  list(v)
    .filter((e): e is Record<string, unknown> => !!e && typeof e === 'object')
    .map((e) => ({ dimension: String(e.dimension ?? e.name ?? ''), value: String(e.value ?? '') }))
    .filter((e) => e.dimension && e.value);

const UserEditsType = builder.objectRef<Edits>('InventoryItemEdits').implement({
  fields: (t) => ({
    title: t.string({ nullable: true, resolve: (e) => (e.title as string) ?? null }),
    description: t.string({ nullable: true, resolve: (e) => (e.description as string) ?? null }),
    userDescription: t.string({ nullable: true, resolve: (e) => (e.user_description as string) ?? null }),
    images: t.stringList({ nullable: true, resolve: (e) => (e.images ? list(e.images).map(String) : null) }),
    featureBullets: t.stringList({ nullable: true, resolve: (e) => (e.feature_bullets ? list(e.feature_bullets).map(String) : null) }),
    productDetails: t.field({ type: [ProductDetailType], nullable: true, resolve: (e) => (e.product_details ? (list(e.product_details) as any) : null) }),
    ebayPriceCents: t.int({ nullable: true, resolve: (e) => (typeof e.ebay_price === 'number' ? e.ebay_price : null) }),
    costBasisCents: t.int({
      nullable: true,
      description: "The seller's cost of one unit in minor units; null: not set (profit leaves the cost out).",
      resolve: (e) => (typeof e.cost_basis === 'number' ? e.cost_basis : null),
    }),
    allowBestOffer: t.boolean({
      nullable: true,
      description: "The item's own Best Offer choice; null: the seller's enable_best_offer setting applies (InventoryItem.allowBestOffer).",
      resolve: (e) => (typeof e.allow_best_offer === 'boolean' ? e.allow_best_offer : null),
    }),
    ebayCategoryId: t.string({
      nullable: true,
      description: "The chosen eBay category (null: eBay's suggestion).",
      resolve: (e) => (e.ebay_category_id == null ? null : String(e.ebay_category_id)),
    }),
    ebayConditionId: t.string({
      nullable: true,
      description: 'The chosen eBay condition id (null: from the Amazon condition).',
      resolve: (e) => (e.ebay_condition_id == null ? null : String(e.ebay_condition_id)),
    }),
    conditionNote: t.string({
      nullable: true,
      description: "'eBay Condition Note' (eBay's conditionDescription).",
      resolve: (e) => (typeof e.condition_note === 'string' ? e.condition_note : null),
    }),
    variantSpecifics: t.field({
      type: [ItemSpecificRef],
      nullable: true,
      description: "The seller's item specifics for eBay (variant_specifics).",
      resolve: (e) => (e.variant_specifics ? specificsOf(e.variant_specifics) : null),
    }),
  }),
});

const thumbOf = (i: InventoryItemRow) => i.thumbUrl ?? (i.catalogDetails as CatalogDetails | null)?.images?.[0] ?? null;

/** The seller's settings, read once per request however many items a page resolves (the quantity rule's channel limits). */
const settingsRead = new WeakMap<object, Map<string, Promise<UserSettings>>>();
function settingsOf(ctx: GraphQLContext, userId: string): Promise<UserSettings> {
  let byUser = settingsRead.get(ctx);
  if (!byUser) settingsRead.set(ctx, (byUser = new Map()));
  let read = byUser.get(userId);
  if (!read) byUser.set(userId, (read = readUserSettings(ctx, userId)));
  return read;
}

interface ChannelQuantityOf {
  channel: ListingChannel;
  quantity: number;
  limits: ChannelQuantityLimits;
}

const ChannelQuantityRef = builder.objectRef<ChannelQuantityOf>('ChannelQuantity').implement({
  description:
    "The quantity an item gets on one channel: Amazon FBA + MFN − the item's buffer − the seller's buffer on the channel, never below 0, at most the channel's cap. The listing push and continuous sync send exactly this.",
  fields: (t) => ({
    channel: t.field({ type: ListingChannelEnum, description: 'The channel.', resolve: (q) => q.channel as SpecChannel }),
    quantity: t.exposeInt('quantity', { description: 'What the channel gets.' }),
    sellerBuffer: t.int({
      description: "The seller's buffer on the channel (eBay: preferred_list_quantity_buffer; 0 elsewhere).",
      resolve: (q) => q.limits.sellerBuffer,
    }),
    cap: t.int({ nullable: true, description: 'The most the channel shows (eBay: preferred_list_quantity); null: no cap.', resolve: (q) => q.limits.cap }),
  }),
});

export const InventoryItemRef = builder.objectRef<InventoryItemRow>('InventoryItem');
builder.node(InventoryItemRef, {
  id: { resolve: (i) => i.id },
  // node(id)/nodes(ids): only the viewer's items (an admin reaches any); others are null.
  loadMany: async (ids, ctx) => {
    if (!ctx.viewer) return ids.map(() => null);
    const rows = await inventory.getItemsByIds(ctx, ids, ctx.viewer.isAdmin ? null : [ctx.viewer.userId]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  },
  isTypeOf: (v) => typeof v === 'object' && v !== null && 'sellerSku' in v && 'asin' in v,
  runScopesOnType: true,
  authScopes: (item) => ({ owner: item.userId }),
  fields: (t) => ({
    itemId: t.exposeString('id', { description: 'The raw item id, as in /amazon-inventory/{listingId} and REST.' }),
    userId: t.exposeString('userId'),
    sellerSku: t.exposeString('sellerSku'),
    asin: t.exposeString('asin'),
    title: t.exposeString('title', { description: "Amazon's title; the seller's override is edits.title." }),
    thumbUrl: t.string({ nullable: true, resolve: (i) => thumbOf(i) }),
    thumbSrc: t.string({
      nullable: true,
      description: 'The URL a browser shows thumbUrl from (a signed link through ListBridge for https images).',
      resolve: (i, _args, ctx) => {
        const thumb = thumbOf(i);
        return thumb === null ? null : ctx.images.signer.displayUrl(thumb);
      },
    }),
    condition: t.exposeString('condition'),
    itemType: t.exposeString('itemType', { description: 'FBA (fulfilled by Amazon) or MFN (merchant-fulfilled).' }),
    fbaQuantity: t.exposeInt('fbaQuantity'),
    mfnQuantity: t.exposeInt('mfnQuantity'),
    blankBoxQuantity: t.exposeInt('blankBoxQuantity'),
    totalQuantity: t.exposeInt('totalQuantity'),
    quantityBuffer: t.exposeInt('quantityBuffer', { nullable: true }),
    channelQuantity: t.int({
      description:
        "With `channel`: the quantity that channel gets (FBA + MFN − the item's buffer − the seller's buffer there, never below 0, at most the channel's cap), as pushed. Without: FBA + MFN − the item's buffer, never below 0 (a channel without its own buffer or cap).",
      args: { channel: t.arg({ type: ListingChannelEnum, required: false }) },
      resolve: async (i, a, ctx) => channelQuantity(i, a.channel ? channelQuantityLimits(a.channel, await settingsOf(ctx, i.userId)) : NO_CHANNEL_LIMITS),
    }),
    channelQuantities: t.field({
      type: [ChannelQuantityRef],
      description: 'The quantity the item gets on each channel (eBay, Shopify, OnBuy), by the rule the push applies.',
      resolve: async (i, _a, ctx) => {
        const settings = await settingsOf(ctx, i.userId);
        return LISTING_CHANNELS.map((channel) => {
          const limits = channelQuantityLimits(channel, settings);
          return { channel, limits, quantity: channelQuantity(i, limits) };
        });
      },
    }),
    hidden: t.exposeBoolean('hidden'),
    priceCents: t.exposeInt('priceCents', { nullable: true }),
    itemCategory: t.exposeString('itemCategory', { nullable: true }),
    referralFeeCents: t.exposeInt('referralFeeCents', { nullable: true }),
    fulfillmentFeeCents: t.exposeInt('fulfillmentFeeCents', { nullable: true }),
    earningsCents: t.exposeInt('earningsCents', { nullable: true }),
    catalogDetails: t.field({ type: CatalogDetailsType, nullable: true, resolve: (i) => i.catalogDetails as CatalogDetails | null }),
    edits: t.field({ type: UserEditsType, resolve: (i) => i.userEditedDetails as Edits }),
    priceLocked: t.boolean({ resolve: (i) => typeof (i.userEditedDetails as Edits).ebay_price === 'number' }),
    ebayStatus: t.field({ type: ListingStatusEnum, nullable: true, description: 'null: not listed on eBay.', resolve: (i) => statusOn(i, 'EBAY') }),
    shopifyStatus: t.field({ type: ListingStatusEnum, nullable: true, resolve: (i) => statusOn(i, 'SHOPIFY') }),
    onbuyStatus: t.field({ type: ListingStatusEnum, nullable: true, resolve: (i) => statusOn(i, 'ONBUY') }),
    listings: t.field({
      type: [ListingRef],
      description:
        'One per channel the item is on, of the channels ListingChannel names (a listing on any other registered channel is on channelListings(channelCode:)).',
      resolve: (i) => i.listings.filter((l) => isSpecChannel(l.channel)),
    }),
    listingsOnChannels: t.field({
      type: [ListingRef],
      description: 'One per channel the item is on, every registered channel’s (channelCode names it): the item view’s status panels.',
      resolve: (i) => i.listings,
    }),
    ebayListing: t.field({ type: ListingRef, nullable: true, resolve: (i) => listingOn(i, 'EBAY') }),
    shopifyListing: t.field({ type: ListingRef, nullable: true, resolve: (i) => listingOn(i, 'SHOPIFY') }),
    onbuyListing: t.field({ type: ListingRef, nullable: true, resolve: (i) => listingOn(i, 'ONBUY') }),
    docid: t.exposeString('docid', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const InventoryImportType = builder.objectRef<ImportRun>('InventoryImport').implement({
  description: 'One Amazon inventory import and its progress.',
  fields: (t) => ({
    importId: t.exposeString('id'),
    status: t.exposeString('status', { description: 'QUEUED, RUNNING, DONE or FAILED.' }),
    phase: t.exposeString('phase', { nullable: true, description: 'REQUESTING_REPORTS, DOWNLOADING or WRITING while RUNNING.' }),
    totalRows: t.exposeInt('totalRows'),
    processedRows: t.exposeInt('processedRows'),
    skippedRows: t.exposeInt('skippedRows'),
    insertedItems: t.exposeInt('insertedItems'),
    updatedItems: t.exposeInt('updatedItems'),
    zeroedItems: t.exposeInt('zeroedItems'),
    malformedRows: t.field({
      type: [
        builder.objectRef<ImportRun['malformedRows'][number]>('MalformedReportRow').implement({
          fields: (f) => ({
            report: f.exposeString('report'),
            line: f.exposeInt('line'),
            sku: f.exposeString('sku', { nullable: true }),
            reason: f.exposeString('reason'),
          }),
        }),
      ],
      resolve: (r) => r.malformedRows,
    }),
    error: t.exposeString('error', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

type StatsOf = inventory.InventoryStatsRow & { userId: string };
const InventoryStatsType = builder.objectRef<StatsOf>('InventoryStats').implement({
  fields: (t) => ({
    allItemsCount: t.exposeInt('allItemsCount'),
    afnItemCount: t.exposeInt('afnItemCount'),
    mfnItemCount: t.exposeInt('mfnItemCount'),
    lastInventoryUpdateAt: t.expose('lastInventoryUpdateAt', { type: 'DateTime', nullable: true }),
    activeEbayListings: t.int({
      description: 'Live eBay listings (the "listed" filter, the plan gauge).',
      resolve: (s, _a, ctx) => liveCount(ctx.prisma, s.userId, 'EBAY'),
    }),
    activeShopifyListings: t.int({
      description: 'Live Shopify listings (the "listed" filter, the plan gauge).',
      resolve: (s, _a, ctx) => liveCount(ctx.prisma, s.userId, 'SHOPIFY'),
    }),
    activeOnbuyListings: t.int({
      description: 'Live OnBuy listings (the "listed" filter, the plan gauge).',
      resolve: (s, _a, ctx) => liveCount(ctx.prisma, s.userId, 'ONBUY'),
    }),
    amazonConnected: t.boolean({
      description: 'Whether the seller has an authorised Amazon connection (the screen shows "Connect your Amazon Account" otherwise).',
      resolve: async (s, _a, ctx) => (await connectedAmazonMarketplace(ctx, s.userId)) !== null,
    }),
    amazonMarketplaceDomain: t.string({
      nullable: true,
      description: "Domain of the seller's Amazon marketplace (e.g. amazon.co.uk), for product links; null without a connection.",
      resolve: async (s, _a, ctx) => (await connectedAmazonMarketplace(ctx, s.userId))?.domain ?? null,
    }),
  }),
});

const ChannelStatusFilter = builder.enumType('InventoryChannelStatusFilter', { values: ['all', 'listed', 'unlisted', 'unattempted', 'errored'] as const });
const SourceFilter = builder.enumType('InventorySourceFilter', { values: ['all', 'amazon', 'merchant', 'price_locked'] as const });
const ArchiveFilter = builder.enumType('InventoryArchiveFilter', { values: ['all', 'hidden', 'visible'] as const });
const FamiliesView = builder.enumType('InventoryFamiliesView', {
  description: 'expand: every item its own row; collapse: a variation family is one row (its first child by SKU, InventoryItem.family has the rest).',
  values: ['expand', 'collapse'] as const,
});
export const ZeroQuantityFilter = builder.enumType('InventoryZeroQuantityFilter', { values: ['all', 'hide', 'show'] as const });

// ---- queries -----------------------------------------------------------------------------

builder.queryFields((t) => ({
  inventory: t.connection(
    {
      type: InventoryItemRef,
      description:
        "The inventory screen: filters, search, sort ('sku', '-sku', 'asin', 'title', 'cond', 'qty', 'price'), page (from 1) and pageSize (25, 50, 100, 250). Cursors are offsets.",
      authScopes: ownerOf,
      args: {
        userId: t.arg.string({ required: true }),
        ebayStatus: t.arg({ type: ChannelStatusFilter }),
        shopifyStatus: t.arg({ type: ChannelStatusFilter }),
        onbuyStatus: t.arg({ type: ChannelStatusFilter }),
        inventorySource: t.arg({ type: SourceFilter }),
        archiveStatus: t.arg({ type: ArchiveFilter }),
        zeroQuantity: t.arg({ type: ZeroQuantityFilter }),
        families: t.arg({ type: FamiliesView }),
        search: t.arg.string(),
        sort: t.arg.string(),
        page: t.arg.int(),
        pageSize: t.arg.int(),
      },
      resolve: async (_p, a, ctx) => {
        const page = await inventory.queryInventory(ctx, me(ctx, a.userId), {
          ebayStatus: a.ebayStatus ?? undefined,
          shopifyStatus: a.shopifyStatus ?? undefined,
          onbuyStatus: a.onbuyStatus ?? undefined,
          inventorySource: a.inventorySource ?? undefined,
          archiveStatus: a.archiveStatus ?? undefined,
          zeroQuantity: a.zeroQuantity ?? undefined,
          families: a.families ?? undefined,
          search: a.search ?? undefined,
          sort: (a.sort ?? undefined) as never,
          page: a.page ?? undefined,
          pageSize: a.pageSize ?? undefined,
        });
        return pagedConnection(page);
      },
    },
    {
      name: 'InventoryConnection',
      fields: pageFields,
    },
  ),
  inventoryItemByAsin: t.field({
    type: InventoryItemRef,
    nullable: true,
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }), asin: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) =>
      inventory.getItemByAsin(ctx, me(ctx, a.userId), a.asin).catch((err) => {
        if (err instanceof InventoryItemNotFoundError) return null;
        throw err;
      }),
  }),
  inventoryImport: t.field({
    type: InventoryImportType,
    nullable: true,
    description: "The seller's latest Amazon import: poll it for the progress bar while status is QUEUED or RUNNING.",
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) => latestRun(ctx, me(ctx, a.userId)),
  }),
  inventoryStats: t.field({
    type: InventoryStatsType,
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => ({ ...(await inventory.getStats(ctx, me(ctx, a.userId))), userId: me(ctx, a.userId) }),
  }),
}));

// ---- mutations ---------------------------------------------------------------------------

const RefreshSuccess = builder.objectRef<{ run: ImportRun; joined: boolean }>('RefreshInventorySuccess').implement({
  fields: (t) => ({
    run: t.field({ type: InventoryImportType, resolve: (r) => r.run }),
    joined: t.exposeBoolean('joined', { description: 'True when an import was already queued or running and this refresh joined it.' }),
  }),
});
const CountResult = builder.objectRef<{ changedCount: number }>('SetItemsHiddenSuccess').implement({
  fields: (t) => ({ changedCount: t.exposeInt('changedCount') }),
});
const BufferResult = builder.objectRef<{ items: InventoryItemRow[] }>('SetQuantityBufferSuccess').implement({
  fields: (t) => ({ items: t.field({ type: [InventoryItemRef], resolve: (r) => r.items }) }),
});

const ItemSpecificInput = builder.inputType('ItemSpecificInput', {
  fields: (t) => ({ dimension: t.string({ required: true }), value: t.string({ required: true }) }),
});
export const ProductDetailInput = builder.inputType('ProductDetailInput', {
  fields: (t) => ({ name: t.string({ required: true }), value: t.string({ required: true }) }),
});
const EditsInput = builder.inputType('InventoryItemEditsInput', {
  description: "Overrides of Amazon's data; null clears one. ebayPrice is cents, or '__UNSET' to clear the price override.",
  fields: (t) => ({
    title: t.string(),
    description: t.string(),
    userDescription: t.string(),
    images: t.stringList(),
    featureBullets: t.stringList(),
    productDetails: t.field({ type: [ProductDetailInput] }),
    ebayPrice: t.string(),
    allowBestOffer: t.boolean({ description: "Best Offer on this item's eBay listing; null: back to the seller's enable_best_offer setting." }),
    ebayCategoryId: t.string({ description: "The eBay category (null clears it: eBay's suggestion is used)." }),
    variantSpecifics: t.field({ type: [ItemSpecificInput], description: 'Item specifics for eBay; blank values are dropped.' }),
    ebayConditionId: t.string({ description: "One of the category's eBay condition ids; null clears it." }),
    conditionNote: t.string({ description: "'eBay Condition Note'." }),
    costBasis: t.int({ description: "The seller's cost of one unit in minor units (the dashboard's profit takes it off); null clears it." }),
  }),
});

builder.mutationFields((t) => ({
  refreshInventory: t.field({
    type: RefreshSuccess,
    authScopes: ownerOf,
    errors: { types: [AmazonNotConnectedError], directResult: true },
    args: { userId: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) => requestRefresh(ctx, me(ctx, a.userId)),
  }),
  setItemsHidden: t.field({
    type: CountResult,
    authScopes: ownerOf,
    errors: { types: [InventoryValidationError], directResult: true },
    args: { userId: t.arg.string({ required: true }), ids: t.arg.idList({ required: true }), hidden: t.arg.boolean({ required: true }) },
    resolve: async (_p, a, ctx) => ({ changedCount: await inventory.setHidden(ctx, me(ctx, a.userId), itemIds(a.ids), a.hidden) }),
  }),
  setQuantityBuffer: t.field({
    type: BufferResult,
    authScopes: ownerOf,
    description:
      'An empty quantityBuffer (null or "") clears the buffer; one that is not a whole number of 0 or more is refused (InventoryValidationError, field quantityBuffer).',
    errors: { types: [InventoryValidationError], directResult: true },
    args: { userId: t.arg.string({ required: true }), ids: t.arg.idList({ required: true }), quantityBuffer: t.arg.string() },
    resolve: async (_p, a, ctx) => ({ items: await inventory.setQuantityBuffer(ctx, me(ctx, a.userId), itemIds(a.ids), a.quantityBuffer, 'quantityBuffer') }),
  }),
  updateInventoryItem: t.field({
    type: InventoryItemRef,
    authScopes: ownerOf,
    errors: { types: [InventoryItemNotFoundError, InventoryValidationError], directResult: true },
    args: { userId: t.arg.string({ required: true }), id: t.arg.id({ required: true }), edits: t.arg({ type: EditsInput, required: true }) },
    resolve: (_p, a, ctx) => {
      const e = a.edits;
      const edits: Record<string, unknown> = {};
      const put = (key: string, v: unknown) => v !== undefined && (edits[key] = v);
      put('title', e.title);
      put('description', e.description);
      put('user_description', e.userDescription);
      put('images', e.images);
      put('feature_bullets', e.featureBullets);
      put('product_details', e.productDetails);
      put('ebay_price', e.ebayPrice);
      put('allow_best_offer', e.allowBestOffer);
      put('ebay_category_id', e.ebayCategoryId);
      put('variant_specifics', e.variantSpecifics);
      put('ebay_condition_id', e.ebayConditionId);
      put('condition_note', e.conditionNote);
      put('cost_basis', e.costBasis);
      return inventory.updateItem(ctx, me(ctx, a.userId), itemIds([a.id])[0]!, edits);
    },
  }),
}));
