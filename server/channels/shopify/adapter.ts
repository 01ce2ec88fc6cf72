// The Shopify adapter of the listing engine: items to productSet (create, or update the product
// the shop already has under the SKU), visibility on the Online Store publication, deletes, stock
// (inventorySetQuantities, 250 per call) and prices (productVariantsBulkUpdate), and the shop's
// truth for stuck rows. The client paces its calls by the cost bucket Shopify reports and retries
// THROTTLED answers, so a burst waits rather than fails.
import { ShopifyApiError, type ShopifyUserError } from '../../integrations/shopify/index.ts';
import { TransportError } from '../../integrations/transport.ts';
import type { ShopifySession } from '../../modules/connections/sessions.ts';
import { channelQuantity, type ChannelQuantityLimits } from '../../../shared/inventory/quantity.ts';
import { shopifyPrice, type ShopifyPricingFormulas } from '../../pricing/shopify-price.ts';
import { ChannelSetupError } from '../errors.ts';
import type { ChannelAdapter, PushRow, RowOutcome } from '../types.ts';
import { shopifyProblem } from './preflight.ts';
import { centsOf, idQuery, locationGid, productSetInput, shopifyMoney, skuQuery } from './payload.ts';
import { groupFamilies, splitByFamily, type FamiliesOf } from '../family-groups.ts';
import type { VariationFamily } from '../../modules/inventory/families.service.ts';
import { familyProblem, familyProductSetInput, type FamilyMember } from './family.ts';

/** Rows per batch: one product search names at most this many SKUs (its query cost stays far below Shopify's 1,000 a query). */
const BATCH = 25;
/** inventorySetQuantities takes at most 250 quantities per call. */
const QUANTITIES_PER_CALL = 250;
/**
 * Variants read per product: a single item's product has one; a family's product up to this many
 * (a read asks for fewer products at once then, keeping its cost under Shopify's 1,000 a query).
 */
const FAMILY_VARIANTS_READ = 100;
const FAMILY_PRODUCTS_PER_READ = 4;

export interface ShopifyAdapterDeps {
  session: ShopifySession;
  formulas: ShopifyPricingFormulas;
  /** settings.shopify_settings.default_product_import_state: new products published or not. */
  publishNew: boolean;
  /** settings.shopify_settings.preferred_location (null: the shop's first active location). */
  preferredLocation: string | null;
  /** The seller's Shopify buffer and cap (inventory/quantity.ts `channelQuantityLimits`). */
  quantityRules: ChannelQuantityLimits;
  /** The seller's variation families by parent ASIN (issue 34): a family listed as GROUP is one product with a variant per child. Absent: every item alone. */
  families?: FamiliesOf;
}

type ProductState = Awaited<ReturnType<ShopifySession['api']['productStates']>>[number];

/** Shopify's message for a refused input: its userErrors' messages. */
export const userErrorMessage = (errors: ShopifyUserError[]) => errors.map((e) => e.message).join(' ') || 'Shopify refused the request';

/** Not a refusal of this row: a bad token, an outage or a bug; the job fails (or stops for reauthorisation) and retries. */
function rethrowUnlessRefusal(err: unknown): string {
  if (!(err instanceof ShopifyApiError) || err.status === 401 || (err.status ?? 0) >= 500 || err.code === 'THROTTLED') throw err;
  return err.message;
}

/**
 * Shopify down or not answering (a 5xx, a cut or timed-out call): the write may even have been
 * applied. Not a refusal of the row; a batch stops there and leaves its other rows for the next push.
 */
const isOutage = (err: unknown) => err instanceof TransportError || (err instanceof ShopifyApiError && (err.status ?? 0) >= 500);

const gone = (errors: ShopifyUserError[]) => errors.some((e) => /does not exist|not found/i.test(e.message));

/** A quantity whose inventory item Shopify no longer has: the product was deleted in the shop. */
const ITEM_GONE = new Set(['INVALID_INVENTORY_ITEM', 'NON_EXISTENT_INVENTORY_ITEM']);

/**
 * The rows of an inventorySetQuantities call that Shopify's userErrors point at
 * (field ["input", "quantities", index, …]), with their own message.
 */
function rowsNamed(errors: ShopifyUserError[], count: number): Map<number, string> {
  const out = new Map<number, string>();
  for (const e of errors) {
    const f = e.field ?? [];
    const at = f[0] === 'input' && f[1] === 'quantities' ? Number(f[2]) : Number.NaN;
    if (!Number.isInteger(at) || at < 0 || at >= count) continue;
    const message = e.code && ITEM_GONE.has(e.code) ? `${NOT_IN_SHOP_MESSAGE} (Shopify: ${e.message})` : e.message;
    out.set(at, out.has(at) ? `${out.get(at)} ${message}` : message);
  }
  return out;
}

const NOT_IN_SHOP_MESSAGE = 'The product is no longer in your Shopify shop: delist it here, or list it again.';

const chunks = <T>(list: T[], size: number): T[][] => {
  if (!Number.isFinite(size)) return list.length ? [list] : [];
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

export function shopifyAdapter(deps: ShopifyAdapterDeps): ChannelAdapter {
  const { api } = deps.session;
  let location: Promise<string> | null = null;
  let publication: Promise<string> | null = null;

  /** The location stock is tracked at: the seller's preferred one, else the shop's first active one. */
  function locationId(): Promise<string> {
    location ??= (async () => {
      const all = await api.locations();
      const preferred = deps.preferredLocation ? locationGid(deps.preferredLocation) : null;
      if (preferred && all.some((l) => l.id === preferred)) return preferred;
      const first = all.find((l) => l.isActive && l.fulfillsOnlineOrders) ?? all.find((l) => l.isActive);
      if (!first) throw new ChannelSetupError('Your Shopify shop has no active location to hold the stock: add one in Shopify (Settings › Locations).');
      return first.id;
    })();
    location.catch(() => {
      location = null;
    });
    return location;
  }

  /** The Online Store publication ("published" on Shopify means visible there). */
  function onlineStore(): Promise<string> {
    publication ??= (async () => {
      const all = await api.publications();
      const store = all.find((p) => p.name === 'Online Store') ?? all[0];
      if (!store) throw new ChannelSetupError('Your Shopify shop has no sales channel to publish to: add the Online Store channel in Shopify.');
      return store.id;
    })();
    publication.catch(() => {
      publication = null;
    });
    return publication;
  }

  /** How many variants a read asks for per product, and how many products at once (family children's products have many variants). */
  const readShape = (rows: PushRow[]) =>
    rows.some((r) => r.item.vParentAsin)
      ? { variants: FAMILY_VARIANTS_READ, products: FAMILY_PRODUCTS_PER_READ }
      : { variants: 3, products: Number.POSITIVE_INFINITY };
  /** The row's own variant of a product: by id, else by SKU, else a single item's one variant. */
  const variantOf = <V extends { id: string; sku: string | null }>(r: PushRow, variants: V[] | undefined) =>
    variants?.find((v) => v.id === r.listing.variantId) ?? variants?.find((v) => v.sku === skuOf(r)) ?? (r.item.vParentAsin ? undefined : variants?.[0]);
  const quantityOf = (r: PushRow) => channelQuantity(r.item, deps.quantityRules);
  const priceOf = (r: PushRow) => shopifyPrice(r.item.priceCents, deps.formulas);
  const skuOf = (r: PushRow) => r.listing.sku ?? r.item.sellerSku;

  /** The shop's products for these rows: by product id where we have one, else by SKU. */
  async function statesOf(rows: PushRow[]): Promise<Map<string, ProductState>> {
    const pub = await onlineStore();
    const byId = [...new Set(rows.filter((r) => r.listing.externalId).map((r) => r.listing.externalId!))];
    const bySku = rows.filter((r) => !r.listing.externalId).map(skuOf);
    const read = readShape(rows);
    const found: ProductState[] = [];
    for (const part of chunks(byId, read.products)) found.push(...(await api.productStates(idQuery(part), pub, part.length, read.variants)));
    for (const part of chunks(bySku, read.products)) found.push(...(await api.productStates(skuQuery(part), pub, part.length, read.variants)));
    const out = new Map<string, ProductState>();
    for (const r of rows) {
      const p = r.listing.externalId ? found.find((x) => x.id === r.listing.externalId) : found.find((x) => x.variants.nodes.some((v) => v.sku === skuOf(r)));
      if (p) out.set(r.listing.id, p);
    }
    return out;
  }

  /** Why a row cannot be priced or listed on Shopify, or null. */
  function rowProblem(r: PushRow): string | null {
    if (!priceOf(r).ready) return 'The item has no Amazon price yet, so ListBridge cannot price it for Shopify. Refresh the inventory and try again.';
    return shopifyProblem(r.item);
  }

  /**
   * Shows or hides a product on the Online Store as asked (publish/unpublish), else as the seller's
   * setting for new products; a product the listing already knows keeps what it had. One found only
   * by SKU is new to the listing (typically made by an attempt a killed worker or an outage cut
   * short before it was published and recorded: issue 32), so it gets the setting for new products.
   */
  async function showAsAsked(productId: string, had: ProductState | undefined, known: boolean, visible: boolean | null): Promise<boolean> {
    const pub = await onlineStore();
    const show = visible ?? (had && known ? had.publishedOnPublication : deps.publishNew);
    let shown = had?.publishedOnPublication ?? false;
    if (show !== shown) {
      const v = show ? await api.publish(productId, [pub]) : await api.unpublish(productId, [pub]);
      if (v.userErrors.length === 0) shown = show;
    }
    return shown;
  }

  /** Creates or updates each row's product (a grouped family's children: their family's one product), then shows or hides it on the Online Store. */
  async function put(rows: PushRow[], visible: boolean | null): Promise<RowOutcome[]> {
    const [loc, existing, groups] = await Promise.all([locationId(), statesOf(rows), groupFamilies(rows, deps.families)]);
    const { alone, byFamily } = splitByFamily(rows, (r) => r, groups);
    const out: RowOutcome[] = [];
    for (const [parentAsin, batch] of byFamily) {
      try {
        const done = await putFamily(groups.get(parentAsin)!, batch, loc, existing, visible);
        if (done) out.push(...done);
        else alone.push(...batch);
      } catch (err) {
        // An outage: the rows answered so far are settled, the others pushed again later (as below).
        if (isOutage(err) && out.length > 0) return out;
        const error = rethrowUnlessRefusal(err);
        for (const r of batch) out.push({ id: r.listing.id, ok: false, error });
      }
    }
    for (const r of alone) {
      const price = priceOf(r);
      const problem = rowProblem(r);
      if (problem) {
        out.push({ id: r.listing.id, ok: false, error: problem });
        continue;
      }
      const quantity = quantityOf(r);
      const had = existing.get(r.listing.id);
      try {
        const input = productSetInput(r.item, skuOf(r), {
          locationId: loc,
          quantity,
          priceCents: price.priceCents,
          compareAtCents: price.compareAtCents,
          productId: had?.id ?? null,
          variantId: had?.variants.nodes[0]?.id ?? null,
        });
        const set = await api.productSet(input);
        if (!set.product) {
          out.push({ id: r.listing.id, ok: false, error: userErrorMessage(set.userErrors) });
          continue;
        }
        const variant = set.product.variants.nodes[0];
        const ids = { externalId: set.product.id, variantId: variant?.id ?? null, inventoryItemId: variant?.inventoryItem.id ?? null };
        const shown = await showAsAsked(set.product.id, had, !!r.listing.externalId, visible);
        out.push({
          id: r.listing.id,
          ok: true,
          ...ids,
          pushedQuantity: quantity,
          pushedPriceCents: price.priceCents,
          status: shown ? 'LISTED' : 'UNPUBLISHED',
        });
      } catch (err) {
        // An outage part-way through a batch: the rows answered so far are settled, the others are
        // left out of the answer (the engine pushes them again a minute later, finding by SKU any
        // product this call made), so one failed call does not undo a batch's work (issue 32).
        if (isOutage(err) && out.length > 0) break;
        out.push({ id: r.listing.id, ok: false, error: rethrowUnlessRefusal(err) });
      }
    }
    return out;
  }

  /**
   * A family's children in this push as variants of the family's one product, with the siblings
   * already on it (named by their variant ids, so their stock and price stay as they are). Null
   * when fewer than two children would be on it: those rows are listed alone.
   */
  async function putFamily(
    family: VariationFamily,
    batch: PushRow[],
    loc: string,
    existing: Map<string, ProductState>,
    visible: boolean | null,
  ): Promise<RowOutcome[] | null> {
    const out: RowOutcome[] = [];
    const ready = batch.filter((r) => {
      const problem = rowProblem(r);
      if (problem) out.push({ id: r.listing.id, ok: false, error: problem });
      return !problem;
    });
    const inBatch = new Map(ready.map((r) => [r.item.id, r]));
    // The family's product: the one a child of this push is on (by its listing or found by SKU), else a sibling's.
    const productId =
      ready.map((r) => r.listing.externalId ?? existing.get(r.listing.id)?.id).find((id) => id) ??
      family.children
        .flatMap((c) => c.listings.filter((l) => l.channel === 'SHOPIFY' && l.externalId && l.status !== 'DELISTING'))
        .map((l) => l.externalId)[0] ??
      null;
    const members: FamilyMember[] = [];
    for (const c of family.children) {
      if (c.variationExcluded) continue;
      const r = inBatch.get(c.id);
      if (r) {
        const price = priceOf(r);
        const had = existing.get(r.listing.id);
        const variantId =
          had?.id === productId ? (variantOf(r, had?.variants.nodes)?.id ?? null) : r.listing.externalId === productId ? r.listing.variantId : null;
        members.push({
          item: c,
          sku: skuOf(r),
          push: { locationId: loc, quantity: quantityOf(r), priceCents: price.priceCents, compareAtCents: price.compareAtCents, variantId },
        });
        continue;
      }
      const on = c.listings.find((l) => l.channel === 'SHOPIFY' && l.externalId === productId && l.variantId && l.status !== 'DELISTING');
      if (on) members.push({ item: c, sku: on.sku ?? c.sellerSku, variantId: on.variantId! });
    }
    if (members.length < 2) return ready.length ? null : out;
    const problem = familyProblem(
      family,
      members.map((m) => m.item),
    );
    if (problem) return [...out, ...ready.map((r) => ({ id: r.listing.id, ok: false, error: problem }))];
    const set = await api.productSet(familyProductSetInput(family, members, productId));
    if (!set.product) return [...out, ...ready.map((r) => ({ id: r.listing.id, ok: false, error: userErrorMessage(set.userErrors) }))];
    const product = set.product;
    const had = [...existing.values()].find((p) => p.id === product.id);
    const shown = await showAsAsked(
      product.id,
      had,
      ready.some((r) => r.listing.externalId === product.id),
      visible,
    );
    for (const r of ready) {
      const variant = product.variants.nodes.find((v) => v.sku === skuOf(r));
      out.push({
        id: r.listing.id,
        ok: true,
        externalId: product.id,
        variantId: variant?.id ?? null,
        inventoryItemId: variant?.inventoryItem.id ?? null,
        pushedQuantity: quantityOf(r),
        pushedPriceCents: priceOf(r).priceCents,
        status: shown ? 'LISTED' : 'UNPUBLISHED',
      });
    }
    return out;
  }

  /** Rows with their product, variant and inventory item ids (imported listings may lack the last two: looked up once). */
  async function resolveIds(rows: PushRow[]) {
    const missing = rows.filter((r) => !r.listing.externalId || !r.listing.variantId || !r.listing.inventoryItemId);
    const states = missing.length ? await statesOf(missing) : new Map<string, ProductState>();
    return rows.map((r) => {
      const s = states.get(r.listing.id);
      const v = variantOf(r, s?.variants.nodes);
      return {
        row: r,
        productId: r.listing.externalId ?? s?.id ?? null,
        variantId: r.listing.variantId ?? v?.id ?? null,
        inventoryItemId: r.listing.inventoryItemId ?? v?.inventoryItem.id ?? null,
      };
    });
  }

  const NOT_IN_SHOP = NOT_IN_SHOP_MESSAGE;

  /**
   * For the family children being delisted, the variants of their products that are not: a product
   * keeps going while any stays (a product read in full past FAMILY_VARIANTS_READ is taken to keep some).
   */
  async function familyVariantsStaying(resolved: Awaited<ReturnType<typeof resolveIds>>): Promise<Map<string, string[]>> {
    const mine = resolved.filter((x) => x.row.item.vParentAsin && x.productId && x.variantId);
    const productIds = [...new Set(mine.map((x) => x.productId!))];
    const out = new Map<string, string[]>();
    if (productIds.length === 0) return out;
    const pub = await onlineStore();
    for (const part of chunks(productIds, FAMILY_PRODUCTS_PER_READ))
      for (const p of await api.productStates(idQuery(part), pub, part.length, FAMILY_VARIANTS_READ)) {
        const leaving = new Set(mine.filter((x) => x.productId === p.id).map((x) => x.variantId));
        const staying = p.variants.nodes.filter((v) => !leaving.has(v.id)).map((v) => v.id);
        out.set(p.id, p.variants.nodes.length >= FAMILY_VARIANTS_READ ? [...staying, 'unread'] : staying);
      }
    return out;
  }

  return {
    batchSize: BATCH,

    publish: (rows) => put(rows, null),

    // Shopify listings are not revised by hand (spec: list, publish, unpublish, delist, reset); a
    // revision rewrites the product as listing would, keeping its visibility.
    revise: (rows) => put(rows, null),

    async withdraw(rows) {
      const resolved = await resolveIds(rows);
      const out: RowOutcome[] = [];
      // Children of a family's product: only their variants leave while a sibling's variant stays on it.
      const stays = await familyVariantsStaying(resolved);
      for (const { row, productId, variantId } of resolved) {
        const leaveOnly = productId && variantId ? stays.get(productId) : undefined;
        if (leaveOnly?.length) {
          try {
            const d = await api.deleteVariants(productId!, [variantId!]);
            out.push(
              d.userErrors.length === 0 || gone(d.userErrors)
                ? { id: row.listing.id, ok: true, gone: true }
                : { id: row.listing.id, ok: false, error: userErrorMessage(d.userErrors) },
            );
            if (d.userErrors.length === 0)
              stays.set(
                productId!,
                leaveOnly.filter((v) => v !== variantId),
              );
          } catch (err) {
            out.push({ id: row.listing.id, ok: false, error: rethrowUnlessRefusal(err) });
          }
          continue;
        }
        // Nothing in the shop under this product or SKU: already delisted.
        if (!productId) {
          out.push({ id: row.listing.id, ok: true, gone: true });
          continue;
        }
        try {
          const d = await api.productDelete(productId);
          out.push(
            d.userErrors.length === 0 || gone(d.userErrors)
              ? { id: row.listing.id, ok: true, gone: true }
              : { id: row.listing.id, ok: false, error: userErrorMessage(d.userErrors) },
          );
        } catch (err) {
          out.push({ id: row.listing.id, ok: false, error: rethrowUnlessRefusal(err) });
        }
      }
      return out;
    },

    async setVisibility(rows, visible) {
      const pub = await onlineStore();
      const resolved = await resolveIds(rows);
      const out: RowOutcome[] = [];
      for (const { row, productId } of resolved) {
        if (!productId) {
          out.push({ id: row.listing.id, ok: false, gone: true, error: NOT_IN_SHOP });
          continue;
        }
        try {
          const v = visible ? await api.publish(productId, [pub]) : await api.unpublish(productId, [pub]);
          if (v.userErrors.length === 0) out.push({ id: row.listing.id, ok: true, externalId: productId });
          else if (gone(v.userErrors)) out.push({ id: row.listing.id, ok: false, gone: true, error: NOT_IN_SHOP });
          else out.push({ id: row.listing.id, ok: false, error: userErrorMessage(v.userErrors) });
        } catch (err) {
          out.push({ id: row.listing.id, ok: false, error: rethrowUnlessRefusal(err) });
        }
      }
      return out;
    },

    async setQuantities(rows) {
      const loc = await locationId();
      const resolved = await resolveIds(rows);
      const out: RowOutcome[] = resolved.filter((x) => !x.inventoryItemId).map((x) => ({ id: x.row.listing.id, ok: false, error: NOT_IN_SHOP }));
      const ready = resolved.filter((x) => x.inventoryItemId);
      type Ready = (typeof ready)[number];
      const quantityOfRow = (x: Ready) => (x.row as PushRow & { quantity: number }).quantity;
      /**
       * All or nothing on Shopify: one refused quantity refuses the whole call. The rows Shopify's
       * userErrors name (field ["input","quantities",i,…]) are refused with their own message and
       * the rest is sent again; without such a pointer the part is split in halves until the bad
       * row is alone (bisect), so one bad row never holds back the others.
       */
      const send = async (part: Ready[]): Promise<void> => {
        if (part.length === 0) return;
        let error: string;
        let named = new Map<number, string>();
        try {
          const r = await api.setQuantities({
            name: 'available',
            reason: 'correction',
            referenceDocumentUri: 'listbridge://quantity-sync',
            // Continuous sync sets the quantity Amazon dictates, whatever the shop holds (no compare-and-swap).
            quantities: part.map((x) => ({ inventoryItemId: x.inventoryItemId!, locationId: loc, quantity: quantityOfRow(x), changeFromQuantity: null })),
          });
          if (r.userErrors.length === 0) {
            for (const x of part)
              out.push({ id: x.row.listing.id, ok: true, pushedQuantity: quantityOfRow(x), variantId: x.variantId, inventoryItemId: x.inventoryItemId });
            return;
          }
          error = userErrorMessage(r.userErrors);
          named = rowsNamed(r.userErrors, part.length);
        } catch (err) {
          error = rethrowUnlessRefusal(err);
        }
        if (part.length === 1) {
          out.push({ id: part[0]!.row.listing.id, ok: false, error: named.get(0) ?? error });
          return;
        }
        if (named.size > 0 && named.size < part.length) {
          part.forEach((x, i) => {
            const own = named.get(i);
            if (own !== undefined) out.push({ id: x.row.listing.id, ok: false, error: own });
          });
          return send(part.filter((_x, i) => !named.has(i)));
        }
        const half = Math.ceil(part.length / 2);
        await send(part.slice(0, half));
        await send(part.slice(half));
      };
      for (let i = 0; i < ready.length; i += QUANTITIES_PER_CALL) await send(ready.slice(i, i + QUANTITIES_PER_CALL));
      return out;
    },

    async setPrices(rows) {
      const resolved = await resolveIds(rows);
      const out: RowOutcome[] = [];
      for (const x of resolved) {
        const priceCents = (x.row as PushRow & { priceCents: number }).priceCents;
        if (!x.productId || !x.variantId) {
          out.push({ id: x.row.listing.id, ok: false, error: NOT_IN_SHOP });
          continue;
        }
        const compare = priceOf(x.row).compareAtCents;
        try {
          const r = await api.updateVariants(x.productId, [
            { id: x.variantId, price: shopifyMoney(priceCents), compareAtPrice: compare !== null && compare > priceCents ? shopifyMoney(compare) : null },
          ]);
          out.push(
            r.userErrors.length
              ? { id: x.row.listing.id, ok: false, error: userErrorMessage(r.userErrors) }
              : { id: x.row.listing.id, ok: true, pushedPriceCents: priceCents, variantId: x.variantId },
          );
        } catch (err) {
          out.push({ id: x.row.listing.id, ok: false, error: rethrowUnlessRefusal(err) });
        }
      }
      return out;
    },

    async actual(rows) {
      // The quantity is compared at the location ListBridge pushes to (a variant's inventoryQuantity
      // is its total over every location, which the seller may stock by hand).
      const [loc, states] = await Promise.all([locationId(), statesOf(rows)]);
      const productIds = [...new Set([...states.values()].map((p) => p.id))];
      const read = readShape(rows);
      const levels = [];
      // Levels cost more a variant than states: half as many products at once.
      for (const part of chunks(productIds, Math.ceil(read.products / 2)))
        levels.push(...(await api.productLevels(idQuery(part), loc, part.length, read.variants)));
      const atLocation = new Map(
        levels.flatMap((p) =>
          p.variants.nodes.map((v) => [v.id, v.inventoryItem.inventoryLevel?.quantities.find((q) => q.name === 'available')?.quantity ?? null] as const),
        ),
      );
      return rows.map((r) => {
        const v = variantOf(r, states.get(r.listing.id)?.variants.nodes);
        return { id: r.listing.id, quantity: v ? (atLocation.get(v.id) ?? null) : null, priceCents: centsOf(v?.price) };
      });
    },

    async truth(rows) {
      const states = await statesOf(rows);
      return rows.map((r) => {
        const p = states.get(r.listing.id);
        const v = variantOf(r, p?.variants.nodes);
        return {
          id: r.listing.id,
          // A family child is live while its variant is on the family's product.
          live: Boolean(p) && (Boolean(v) || !r.item.vParentAsin),
          offerId: null,
          externalId: p?.id ?? null,
          variantId: v?.id ?? null,
          inventoryItemId: v?.inventoryItem.id ?? null,
          ...(p ? { status: p.publishedOnPublication ? ('LISTED' as const) : ('UNPUBLISHED' as const) } : {}),
        };
      });
    },
  };
}
