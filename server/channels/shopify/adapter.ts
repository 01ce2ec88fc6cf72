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

/** Rows per batch: one product search names at most this many SKUs (its query cost stays far below Shopify's 1,000 a query). */
const BATCH = 25;
/** inventorySetQuantities takes at most 250 quantities per call. */
const QUANTITIES_PER_CALL = 250;

export interface ShopifyAdapterDeps {
  session: ShopifySession;
  formulas: ShopifyPricingFormulas;
  /** settings.shopify_settings.default_product_import_state: new products published or not. */
  publishNew: boolean;
  /** settings.shopify_settings.preferred_location (null: the shop's first active location). */
  preferredLocation: string | null;
  /** The seller's Shopify buffer and cap (inventory/quantity.ts `channelQuantityLimits`). */
  quantityRules: ChannelQuantityLimits;
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

  const quantityOf = (r: PushRow) => channelQuantity(r.item, deps.quantityRules);
  const priceOf = (r: PushRow) => shopifyPrice(r.item.priceCents, deps.formulas);
  const skuOf = (r: PushRow) => r.listing.sku ?? r.item.sellerSku;

  /** The shop's products for these rows: by product id where we have one, else by SKU. */
  async function statesOf(rows: PushRow[]): Promise<Map<string, ProductState>> {
    const pub = await onlineStore();
    const byId = rows.filter((r) => r.listing.externalId).map((r) => r.listing.externalId!);
    const bySku = rows.filter((r) => !r.listing.externalId).map(skuOf);
    const found: ProductState[] = [];
    if (byId.length) found.push(...(await api.productStates(idQuery(byId), pub, byId.length)));
    if (bySku.length) found.push(...(await api.productStates(skuQuery(bySku), pub, bySku.length)));
    const out = new Map<string, ProductState>();
    for (const r of rows) {
      const p = r.listing.externalId ? found.find((x) => x.id === r.listing.externalId) : found.find((x) => x.variants.nodes.some((v) => v.sku === skuOf(r)));
      if (p) out.set(r.listing.id, p);
    }
    return out;
  }

  /** Creates or updates each row's product, then shows or hides it on the Online Store. */
  async function put(rows: PushRow[], visible: boolean | null): Promise<RowOutcome[]> {
    const [loc, pub, existing] = await Promise.all([locationId(), onlineStore(), statesOf(rows)]);
    const out: RowOutcome[] = [];
    for (const r of rows) {
      const price = priceOf(r);
      if (!price.ready) {
        out.push({
          id: r.listing.id,
          ok: false,
          error: 'The item has no Amazon price yet, so ListBridge cannot price it for Shopify. Refresh the inventory and try again.',
        });
        continue;
      }
      const problem = shopifyProblem(r.item);
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
        // Visibility: as asked (publish/unpublish), else the seller's setting for new products; a
        // product this listing already knows keeps what it had. One found only by SKU is new to the
        // listing (typically made by an attempt a killed worker or an outage cut short before it
        // was published and recorded: issue 32), so it gets the setting for new products.
        const show = visible ?? (had && r.listing.externalId ? had.publishedOnPublication : deps.publishNew);
        let shown = had?.publishedOnPublication ?? false;
        if (show !== shown) {
          const v = show ? await api.publish(set.product.id, [pub]) : await api.unpublish(set.product.id, [pub]);
          if (v.userErrors.length === 0) shown = show;
        }
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

  /** Rows with their product, variant and inventory item ids (imported listings may lack the last two: looked up once). */
  async function resolveIds(rows: PushRow[]) {
    const missing = rows.filter((r) => !r.listing.externalId || !r.listing.variantId || !r.listing.inventoryItemId);
    const states = missing.length ? await statesOf(missing) : new Map<string, ProductState>();
    return rows.map((r) => {
      const s = states.get(r.listing.id);
      const v = s?.variants.nodes.find((x) => x.sku === skuOf(r)) ?? s?.variants.nodes[0];
      return {
        row: r,
        productId: r.listing.externalId ?? s?.id ?? null,
        variantId: r.listing.variantId ?? v?.id ?? null,
        inventoryItemId: r.listing.inventoryItemId ?? v?.inventoryItem.id ?? null,
      };
    });
  }

  const NOT_IN_SHOP = NOT_IN_SHOP_MESSAGE;

  return {
    batchSize: BATCH,

    publish: (rows) => put(rows, null),

    // Shopify listings are not revised by hand (spec: list, publish, unpublish, delist, reset); a
    // revision rewrites the product as listing would, keeping its visibility.
    revise: (rows) => put(rows, null),

    async withdraw(rows) {
      const resolved = await resolveIds(rows);
      const out: RowOutcome[] = [];
      for (const { row, productId } of resolved) {
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
      const levels = productIds.length ? await api.productLevels(idQuery(productIds), loc, productIds.length) : [];
      const atLocation = new Map(
        levels.flatMap((p) =>
          p.variants.nodes.map((v) => [v.id, v.inventoryItem.inventoryLevel?.quantities.find((q) => q.name === 'available')?.quantity ?? null] as const),
        ),
      );
      return rows.map((r) => {
        const v = states.get(r.listing.id)?.variants.nodes[0];
        return { id: r.listing.id, quantity: v ? (atLocation.get(v.id) ?? null) : null, priceCents: centsOf(v?.price) };
      });
    },

    async truth(rows) {
      const states = await statesOf(rows);
      return rows.map((r) => {
        const p = states.get(r.listing.id);
        const v = p?.variants.nodes[0];
        return {
          id: r.listing.id,
          live: Boolean(p),
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
