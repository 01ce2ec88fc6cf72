// The OnBuy adapter of the listing engine: a listing is an offer on an OnBuy product (OPC), keyed
// by the seller's SKU. Publish is `POST /listings`, price and stock changes `PUT /listings/by-sku`,
// delist `DELETE /listings/by-sku` (all batched by the client, ONBUY_BATCH per call), and the
// channel's truth is `GET /listings?filter[sku]`. OnBuy answers HTTP 200 with `success: true`
// even when items fail: every item's own result settles its row, with OnBuy's message. A 401
// renews the token once inside the client (OnbuyHttp); the token is the connection's, shared by
// every process (sessions.ts).
import { OnbuyApiError, type OnbuyClient, type OnbuyItemOutcome, type OnbuyListing, type OnbuyListingUpdate } from '../../integrations/onbuy/index.ts';
import { channelQuantity, type ChannelQuantityLimits, NO_CHANNEL_LIMITS } from '../../../shared/inventory/quantity.ts';
import type { RevisionKind } from '../../modules/listing-actions/actions.service.ts';
import { mapLimited } from '../ebay/categories.ts';
import type { ChannelAdapter, PushRow, RowOutcome } from '../types.ts';
import { AWAITING_PRICE, listingPayload, listingUpdate, ONBUY_HANDLING_DAYS, onbuyCents, onbuyListingPrice, onbuyProductCode } from './payload.ts';

/** The listing's message while OnBuy's catalogue team has its new product (the registry entry declares it: waitingMessages). */
export const WAITING_IN_QUEUE = "Waiting in OnBuy's product queue";

/** Listings read at once when asking OnBuy one SKU at a time. */
const READ_CONCURRENCY = 4;
/** Above this many rows, the seller's listings are read page by page instead of one SKU at a time. */
const PAGE_READ_ABOVE = 50;
const PAGE_SIZE = 100;

/** The calls the adapter makes (the seller's OnBuy client). */
export type OnbuyListingsApi = Pick<OnbuyClient, 'createListings' | 'updateListings' | 'deleteListings' | 'listings'>;

/** The product step (server/modules/listing-content/onbuy-product-match.service.ts): finds or creates each item's OnBuy product. */
export interface OnbuyProducts {
  /** Per item: the OPC to list on, a wait for OnBuy's product queue (the adapter words it: WAITING_IN_QUEUE), or why it is held back. */
  resolve(
    items: { item: PushRow['item']; askedAt: Date }[],
  ): Promise<Map<string, { kind: 'opc'; opc: string } | { kind: 'waiting' } | { kind: 'held'; message: string }>>;
  /** Of these items, those whose product is in OnBuy's queue (their listings wait, they are not stuck). */
  queued(itemIds: string[]): Promise<Set<string>>;
}

export interface OnbuyAdapterDeps {
  api: OnbuyListingsApi;
  /** Without it, an item listed without a chosen product fails with 'Choose an OnBuy product first'. */
  products?: OnbuyProducts;
  /** The seller's OnBuy buffer and cap (inventory/quantity.ts `channelQuantityLimits`: none in the spec); absent: none. */
  quantityRules?: ChannelQuantityLimits;
}

const NO_ANSWER = 'OnBuy did not answer for this item';

/**
 * OnBuy refused the whole request (a 4xx other than 401/429): its message, for every row of the
 * batch. Anything else (an outage, throttling past the retries, a token refused after renewal) is
 * not about these items: the job fails and retries, the rows stay in progress.
 */
function refusal(err: unknown): string {
  if (err instanceof OnbuyApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 429) return err.message;
  throw err;
}

/** Why a revision OnBuy's listings cannot carry was not sent. */
export const NOT_SENT = {
  UPC_ONLY:
    "Not sent to OnBuy: barcodes belong to OnBuy's catalogue product (OPC), not to your listing, and a listing update cannot change them. Choose the OnBuy product with the right barcode instead.",
  IMAGES_ONLY: "Not sent to OnBuy: images belong to OnBuy's catalogue product (OPC), not to your listing, and a listing update cannot change them.",
} as const;

export function onbuyAdapter(deps: OnbuyAdapterDeps): ChannelAdapter {
  const { api } = deps;
  const skuOf = (r: PushRow) => r.listing.sku ?? r.item.sellerSku;
  const quantityOf = (r: PushRow) => channelQuantity(r.item, deps.quantityRules ?? NO_CHANNEL_LIMITS);

  /** A batch call's outcomes, or OnBuy's refusal of the whole call as every item's outcome. */
  async function each(keys: string[], call: () => Promise<OnbuyItemOutcome[]>): Promise<OnbuyItemOutcome[]> {
    if (keys.length === 0) return [];
    try {
      return await call();
    } catch (err) {
      const error = refusal(err);
      return keys.map((key) => ({ key, ok: false, error }));
    }
  }

  /** What OnBuy holds for these SKUs (absent: not listed): one read per SKU, or every page for many. */
  async function listed(skus: string[]): Promise<Map<string, OnbuyListing>> {
    const wanted = new Set(skus);
    const out = new Map<string, OnbuyListing>();
    if (wanted.size > PAGE_READ_ABOVE) {
      for (let offset = 0; ; offset += PAGE_SIZE) {
        const page = await api.listings({ limit: PAGE_SIZE, offset });
        for (const l of page.results) if (wanted.has(l.sku)) out.set(l.sku, l);
        if (page.results.length < PAGE_SIZE || offset + PAGE_SIZE >= page.metadata.total_rows || out.size === wanted.size) break;
      }
      return out;
    }
    await mapLimited([...wanted], READ_CONCURRENCY, async (sku) => {
      const page = await api.listings({ sku });
      // The filter may match loosely: only the exact SKU counts.
      const found = page.results.find((l) => l.sku === sku);
      if (found) out.set(sku, found);
    });
    return out;
  }

  /** `PUT /listings/by-sku` for rows (one update per row, in order); outcomes by row id. */
  async function update<R extends PushRow>(rows: R[], change: (r: R) => OnbuyListingUpdate): Promise<Map<string, OnbuyItemOutcome>> {
    const updates = rows.map(change);
    const answered = await each(
      updates.map((u) => u.sku),
      () => api.updateListings(updates),
    );
    return new Map(rows.map((r, i) => [r.listing.id, answered[i] ?? { key: skuOf(r), ok: false, error: NO_ANSWER }]));
  }

  const failed = (r: PushRow, error: string | undefined): RowOutcome => ({ id: r.listing.id, ok: false, error: error || NO_ANSWER });

  const adapter: ChannelAdapter = {
    batchSize: 100,

    async publish(rows) {
      const out = new Map<string, RowOutcome>();
      const ready: { row: PushRow; payload: Extract<ReturnType<typeof listingPayload>, { ok: true }> }[] = [];
      // Items without a chosen product: the pre-flight's price check first (no OnBuy call for an
      // item that could not be listed anyway), then the product step finds or creates the product.
      const productless = rows.filter((r) => !onbuyProductCode(r.item) && onbuyListingPrice(r.item).ready);
      const steps = deps.products
        ? await deps.products.resolve(productless.map((r) => ({ item: r.item, askedAt: r.listing.statusAt })))
        : new Map<string, never>();
      for (const r of rows) {
        const step = steps.get(r.item.id);
        if (step && step.kind !== 'opc') {
          out.set(r.listing.id, step.kind === 'waiting' ? { id: r.listing.id, ok: false, waiting: WAITING_IN_QUEUE } : failed(r, step.message));
          continue;
        }
        // Without a price no product is looked for: the item waits for its price, whatever its product.
        if (!step && deps.products && !onbuyProductCode(r.item)) {
          out.set(r.listing.id, failed(r, AWAITING_PRICE));
          continue;
        }
        const p = listingPayload(r.item, skuOf(r), { quantity: quantityOf(r), ...(step ? { opc: step.opc } : {}) });
        if (p.ok) ready.push({ row: r, payload: p });
        else out.set(r.listing.id, failed(r, p.error));
      }
      const created = await each(
        ready.map((d) => d.payload.listing.sku),
        () => api.createListings(ready.map((d) => d.payload.listing)),
      );
      const ok = (d: (typeof ready)[number], opc: string): RowOutcome => ({
        id: d.row.listing.id,
        ok: true,
        externalId: opc,
        pushedQuantity: d.payload.listing.stock,
        pushedPriceCents: d.payload.priceCents,
      });
      const refused: { d: (typeof ready)[number]; error: string | undefined }[] = [];
      ready.forEach((d, i) => {
        const o = created[i];
        if (o?.ok) out.set(d.row.listing.id, ok(d, o.opc ?? d.payload.listing.opc));
        else refused.push({ d, error: o?.error });
      });
      // A refused SKU may already be on OnBuy (a run killed after OnBuy took it, or listed by
      // hand): on the same product it is that listing, brought to this price and stock; on
      // another product it stays refused with OnBuy's message.
      if (refused.length) {
        const held = await listed(refused.map((x) => x.d.payload.listing.sku));
        const same = refused.filter((x) => held.get(x.d.payload.listing.sku)?.opc === x.d.payload.listing.opc);
        for (const x of refused) {
          const other = held.get(x.d.payload.listing.sku);
          if (other && other.opc !== x.d.payload.listing.opc)
            out.set(x.d.row.listing.id, failed(x.d.row, `${x.error || NO_ANSWER} (OnBuy lists this SKU on product ${other.opc}; delist it there first)`));
          else if (!other) out.set(x.d.row.listing.id, failed(x.d.row, x.error));
        }
        const updated = await update(
          same.map((x) => x.d.row),
          (r) => {
            const d = same.find((x) => x.d.row === r)!.d;
            return { sku: d.payload.listing.sku, price: d.payload.listing.price, stock: d.payload.listing.stock, handling_time: ONBUY_HANDLING_DAYS };
          },
        );
        for (const x of same) {
          const o = updated.get(x.d.row.listing.id);
          out.set(x.d.row.listing.id, o?.ok ? ok(x.d, x.d.payload.listing.opc) : failed(x.d.row, o?.error ?? x.error));
        }
      }
      return rows.map((r) => out.get(r.listing.id) ?? failed(r, undefined));
    },

    async revise(rows, kind: RevisionKind) {
      // The product's title, images and codes are OnBuy's catalogue record, not the listing's: a
      // revision sends what the listing holds (price, and stock unless price only). A barcode- or
      // image-only change has nothing a listing can carry (OnBuy's product update, PUT products/{opc},
      // is queued and open only to the product's creator), so it is reported as not sent, never as done.
      if (kind === 'UPC_ONLY' || kind === 'IMAGES_ONLY') return rows.map((r) => failed(r, NOT_SENT[kind]));
      const out = new Map<string, RowOutcome>();
      const priced = rows.filter((r) => {
        if (onbuyListingPrice(r.item).ready) return true;
        out.set(r.listing.id, failed(r, 'Awaiting pricing info before item can be revised'));
        return false;
      });
      const priceOnly = kind === 'PRICE_ONLY';
      const answered = await update(priced, (r) =>
        listingUpdate(skuOf(r), {
          priceCents: onbuyListingPrice(r.item).priceCents,
          ...(priceOnly ? {} : { quantity: quantityOf(r), handlingTime: ONBUY_HANDLING_DAYS }),
        }),
      );
      for (const r of priced) {
        const o = answered.get(r.listing.id);
        out.set(
          r.listing.id,
          o?.ok
            ? { id: r.listing.id, ok: true, pushedPriceCents: onbuyListingPrice(r.item).priceCents, ...(priceOnly ? {} : { pushedQuantity: quantityOf(r) }) }
            : failed(r, o?.error),
        );
      }
      return rows.map((r) => out.get(r.listing.id)!);
    },

    async withdraw(rows) {
      const skus = rows.map(skuOf);
      const answered = await each(skus, () => api.deleteListings(skus));
      const refused = rows.filter((_r, i) => !answered[i]?.ok);
      // A SKU OnBuy refuses to delete but does not hold is delisted all the same ("SKU does not exist").
      const held = refused.length ? await listed(refused.map(skuOf)) : new Map<string, OnbuyListing>();
      return rows.map((r, i) => {
        const o = answered[i];
        return o?.ok || !held.has(skuOf(r)) ? { id: r.listing.id, ok: true, gone: true } : failed(r, o?.error);
      });
    },

    async setQuantities(rows) {
      const answered = await update(rows, (r) => listingUpdate(skuOf(r), { quantity: r.quantity }));
      return rows.map((r) => {
        const o = answered.get(r.listing.id);
        return o?.ok ? { id: r.listing.id, ok: true, pushedQuantity: r.quantity } : failed(r, o?.error);
      });
    },

    async setPrices(rows) {
      const answered = await update(rows, (r) => listingUpdate(skuOf(r), { priceCents: r.priceCents }));
      return rows.map((r) => {
        const o = answered.get(r.listing.id);
        return o?.ok ? { id: r.listing.id, ok: true, pushedPriceCents: r.priceCents } : failed(r, o?.error);
      });
    },

    async actual(rows) {
      const held = await listed(rows.map(skuOf));
      return rows.map((r) => {
        const l = held.get(skuOf(r));
        return {
          id: r.listing.id,
          quantity: typeof l?.stock === 'number' && Number.isFinite(l.stock) ? l.stock : null,
          priceCents: l ? onbuyCents(l.price) : null,
        };
      });
    },

    async truth(rows) {
      const held = await listed(rows.map(skuOf));
      const notLive = rows.filter((r) => !held.has(skuOf(r)));
      const queued = deps.products && notLive.length ? await deps.products.queued(notLive.map((r) => r.item.id)) : new Set<string>();
      return rows.map((r) => {
        const l = held.get(skuOf(r));
        return {
          id: r.listing.id,
          live: !!l,
          offerId: null,
          externalId: l?.opc ?? null,
          ...(!l && queued.has(r.item.id) ? { waiting: WAITING_IN_QUEUE } : {}),
        };
      });
    },
  };
  return adapter;
}
