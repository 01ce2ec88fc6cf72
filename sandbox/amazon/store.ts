// Mutable state of one demo seller on top of the generated catalogue: quantity changes (made
// through the control API or by MCF orders) are kept as overrides with their change time, so
// "what changed since T" never needs to scan the whole catalogue.
import { generateItem, indexFromSku, SEED_EPOCH, type CatalogueItem, type FbaQuantities } from './catalogue.ts';
import { DEMO_SELLERS, loadSeller, MAX_CATALOGUE_SIZE, type DemoSeller } from './demo.ts';
import { familyIndexes, parentOfDecoded } from './families.ts';
import { decodeAsin } from './ids.ts';

export interface QuantityOverride {
  fba?: Partial<FbaQuantities>;
  mfnQuantity?: number;
  /** The seller's new Amazon price (reports carry it; FBA inventory summaries do not change for it). */
  priceCents?: number;
  /** When the quantities last changed (0: only the price did). */
  updatedAt: number;
  /**
   * When the seller's listing last changed (its MFN quantity or its price): what the Listings
   * Items API's lastUpdatedDate says. FBA stock moves change FBA inventory, not the listing.
   */
  listingUpdatedAt?: number;
  /** The seller took the item out of its variation family on Amazon: it is sold alone from then on. */
  detached?: boolean;
}

export class SellerStore {
  readonly overrides = new Map<number, QuantityOverride>();
  constructor(
    readonly seller: DemoSeller,
    readonly seed: number,
    public size: number,
  ) {}

  setSize(size: number): void {
    if (!Number.isInteger(size) || size < 0 || size > MAX_CATALOGUE_SIZE) {
      throw new RangeError(`catalogue size must be an integer from 0 to ${MAX_CATALOGUE_SIZE}`);
    }
    this.size = size;
    for (const index of this.overrides.keys()) if (index >= size) this.overrides.delete(index);
  }

  /** The item at `index` with its overrides applied (a snapshot may replace the live overrides). */
  item(index: number, overrides: ReadonlyMap<number, QuantityOverride> = this.overrides): CatalogueItem | null {
    if (index < 0 || index >= this.size) return null;
    const base = generateItem(this.seed, this.seller, index);
    const o = overrides.get(index);
    if (!o) return base;
    return {
      ...base,
      fba: { ...base.fba, ...o.fba },
      mfnQuantity: o.mfnQuantity ?? base.mfnQuantity,
      priceCents: o.priceCents ?? base.priceCents,
      updatedAt: o.updatedAt || base.updatedAt,
      family: o.detached ? null : base.family,
    };
  }

  bySku(sku: string): CatalogueItem | null {
    const index = indexFromSku(sku);
    if (index === null) return null;
    const item = this.item(index);
    return item && item.sku === sku ? item : null;
  }

  byAsin(asin: string): CatalogueItem | null {
    const decoded = decodeAsin(asin);
    if (!decoded || decoded.sellerNumber !== this.seller.number) return null;
    return this.item(decoded.index);
  }

  *items(overrides: ReadonlyMap<number, QuantityOverride> = this.overrides, from = 0): Generator<CatalogueItem> {
    for (let i = from; i < this.size; i++) yield this.item(i, overrides)!;
  }

  /**
   * Items whose lastUpdatedTime is after `since`: the catalogue's own times (a day before
   * SEED_EPOCH) and the changes made since. Only an older `since` needs the whole catalogue read.
   */
  changedSince(since: number): CatalogueItem[] {
    if (since < SEED_EPOCH) {
      const out: CatalogueItem[] = [];
      for (const item of this.items()) if (item.updatedAt > since) out.push(item);
      return out;
    }
    const out: CatalogueItem[] = [];
    for (const [index, o] of this.overrides) if (o.updatedAt && o.updatedAt > since) out.push(this.item(index)!);
    return out.sort((a, b) => a.index - b.index);
  }

  /** Applies a quantity change (control API, MCF reservation) and stamps it now. */
  update(item: CatalogueItem, change: { fba?: Partial<FbaQuantities>; mfnQuantity?: number }, now = Date.now()): CatalogueItem {
    const previous = this.overrides.get(item.index);
    this.overrides.set(item.index, {
      fba: { ...previous?.fba, ...change.fba },
      mfnQuantity: change.mfnQuantity ?? previous?.mfnQuantity,
      priceCents: previous?.priceCents,
      detached: previous?.detached,
      updatedAt: now,
      listingUpdatedAt: change.mfnQuantity !== undefined ? now : previous?.listingUpdatedAt,
    });
    return this.item(item.index)!;
  }

  /** The seller changes the item's Amazon price (seen by the next reports, not by inventory summaries). */
  setPrice(item: CatalogueItem, priceCents: number, now = Date.now()): CatalogueItem {
    const previous = this.overrides.get(item.index);
    this.overrides.set(item.index, { ...previous, priceCents, updatedAt: previous?.updatedAt ?? 0, listingUpdatedAt: now });
    return this.item(item.index)!;
  }

  /** When the item's listing last changed (Listings Items lastUpdatedDate): seeded items, their seed time. */
  listingUpdatedAt(item: CatalogueItem): number {
    return this.overrides.get(item.index)?.listingUpdatedAt ?? Math.min(item.updatedAt, SEED_EPOCH);
  }

  /**
   * Items whose listing changed at or after `since`, oldest first (searchListingsItems with
   * lastUpdatedAfter): only the seller's changes unless `since` reaches back before the seed.
   */
  listingsChangedSince(since: number): CatalogueItem[] {
    const out: CatalogueItem[] = [];
    if (since <= SEED_EPOCH) {
      for (const item of this.items()) if (this.listingUpdatedAt(item) >= since) out.push(item);
    } else {
      for (const [index, o] of this.overrides) if (o.listingUpdatedAt !== undefined && o.listingUpdatedAt >= since) out.push(this.item(index)!);
    }
    return out.sort((a, b) => this.listingUpdatedAt(a) - this.listingUpdatedAt(b) || a.index - b.index);
  }

  /** The seller removes a child from its family on Amazon (Catalog Items no longer relates them). */
  detach(item: CatalogueItem): CatalogueItem {
    const previous = this.overrides.get(item.index);
    this.overrides.set(item.index, { ...previous, detached: true, updatedAt: previous?.updatedAt ?? 0 });
    return this.item(item.index)!;
  }

  /**
   * The seller adds the item (back) to the variation family its slot belongs to, as adding a child
   * to a parent in Seller Central: Catalog Items relates them again (the parent's childAsins, the
   * child's parentAsins and theme values). Returns null when its slot is in no family.
   */
  attach(item: CatalogueItem): CatalogueItem | null {
    const previous = this.overrides.get(item.index);
    if (!generateItem(this.seed, this.seller, item.index).family) return null;
    if (previous) this.overrides.set(item.index, { ...previous, detached: false });
    return this.item(item.index)!;
  }

  /** A family's children still in it (within the catalogue's size), from its first child's index. */
  familyChildren(firstIndex: number): CatalogueItem[] {
    return familyIndexes(firstIndex)
      .map((i) => this.item(i))
      .filter((i): i is CatalogueItem => !!i?.family);
  }

  snapshot(): ReadonlyMap<number, QuantityOverride> {
    return new Map(this.overrides);
  }
}

/** Every demo seller's store, plus lookups that span sellers (the Amazon catalogue is shared). */
export class World {
  readonly stores: Map<string, SellerStore>;
  constructor(
    private readonly seed: number,
    size: number,
  ) {
    this.stores = new Map(DEMO_SELLERS.map((s) => [s.sellingPartnerId, new SellerStore(s, seed, size)]));
  }

  /** Adds the first `count` load-run sellers (those already there stay as they are); returns them. */
  addLoadSellers(count: number, size: number): DemoSeller[] {
    return Array.from({ length: count }, (_, i) => {
      const seller = loadSeller(i + 1);
      if (!this.stores.has(seller.sellingPartnerId)) this.stores.set(seller.sellingPartnerId, new SellerStore(seller, this.seed, size));
      return seller;
    });
  }

  /** The seller of this id: a demo seller, or a load-run seller added before. */
  seller(sellingPartnerId: string): DemoSeller | undefined {
    return this.stores.get(sellingPartnerId)?.seller;
  }

  store(sellingPartnerId: string): SellerStore {
    const s = this.stores.get(sellingPartnerId);
    if (!s) throw new Error(`unknown seller ${sellingPartnerId}`);
    return s;
  }

  /** Any seller's item with this ASIN (catalog lookups are not scoped to the caller). */
  byAsin(asin: string): { store: SellerStore; item: CatalogueItem } | null {
    const decoded = decodeAsin(asin);
    if (!decoded) return null;
    const store = [...this.stores.values()].find((s) => s.seller.number === decoded.sellerNumber);
    const item = store?.byAsin(asin);
    return store && item ? { store, item } : null;
  }

  /** The variation family a parent ASIN names, with the children still in it; null for any other ASIN. */
  familyByParentAsin(asin: string): { store: SellerStore; parentAsin: string; children: CatalogueItem[] } | null {
    const decoded = decodeAsin(asin);
    const parent = decoded && parentOfDecoded(decoded);
    if (!parent) return null;
    const store = [...this.stores.values()].find((s) => s.seller.number === parent.sellerNumber);
    const children = store?.familyChildren(parent.firstIndex) ?? [];
    return store && children.length ? { store, parentAsin: asin, children } : null;
  }
}
