// Enrichment of new items after an import: Catalog Items (title, images, dimensions, weight,
// product type, description, bullets, details) and Product Fees (referral, FBA fulfilment),
// 20 per call, paced under SP-API's rates (searchCatalogItems 2/s, getMyFeesEstimates 0.5/s).
// Each job call does a bounded amount and says whether more is left, so a 250k catalogue is a
// chain of short, retryable jobs rather than one that holds a worker for hours.
import type pg from 'pg';
import type { PrismaClient } from '../../db/prisma.ts';
import { inTransaction, type SqlRunner } from '../../db/transaction.ts';
import type { CatalogItem, FeesEstimateResult, IncludedData } from '../../integrations/amazon/index.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { onCatalogArrived, onChildrenJoining, onItemsChanged } from './ports.ts';
import { sessionFor, type AmazonSession, type SessionDeps } from '../connections/connections.service.ts';
import { joiningChildren, linkFamilies, nameFamilies, unnamedFamilies, variantSpecifics, variationOf, type ChildVariation } from './variations.ts';

type AmazonDeps = SessionDeps & { prisma: PrismaClient };

const BATCH = 20;
const CATALOG_INTERVAL_MS = 500;
const FEES_INTERVAL_MS = 2000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The catalogue data the listing view shows as scraped_product_details. */
export function catalogDetails(item: CatalogItem, marketplaceId: string) {
  const mine = <T extends { marketplaceId?: string }>(list?: T[]) => list?.find((x) => x.marketplaceId === marketplaceId) ?? list?.[0];
  const summary = mine(item.summaries);
  const attrs = (item.attributes ?? {}) as Record<string, { value?: unknown }[] | undefined>;
  const first = (k: string) => (attrs[k]?.[0]?.value as string | undefined) ?? null;
  // Largest picture of each variant, MAIN first.
  const byVariant = new Map<string, { link: string; height: number }>();
  for (const img of mine(item.images)?.images ?? []) {
    const seen = byVariant.get(img.variant);
    if (!seen || img.height > seen.height) byVariant.set(img.variant, img);
  }
  const dims = mine(item.dimensions);
  const measure = (d?: { unit?: string; value?: number }) => (d?.value === undefined ? null : { amount: d.value, unit: d.unit ?? null });
  const box = (b?: Record<string, { unit?: string; value?: number } | undefined>) =>
    b ? { length: measure(b.length), width: measure(b.width), height: measure(b.height), weight: measure(b.weight) } : null;
  const details = [
    ['Brand', summary?.brand],
    ['Manufacturer', summary?.manufacturer],
    ['Model Number', summary?.modelNumber],
    ['Color', summary?.color],
    ['Size', summary?.size],
  ]
    .filter(([, v]) => v)
    .map(([name, value]) => ({ name, value }));
  // Every identifier Amazon gives (UPC, EAN, GTIN, ISBN, JAN …), first of each type: OnBuy and eBay match products by them.
  const identifiers: Record<string, string> = {};
  for (const id of mine(item.identifiers)?.identifiers ?? []) {
    const type = id.identifierType.toLowerCase();
    if (id.identifier && !identifiers[type]) identifiers[type] = id.identifier;
  }
  const variation = variationOf(item, marketplaceId);
  return {
    title: summary?.itemName ?? first('item_name'),
    brand: summary?.brand ?? null,
    product_type: mine(item.productTypes)?.productType ?? null,
    category: summary?.browseClassification?.displayName ?? summary?.websiteDisplayGroupName ?? null,
    product_description: first('product_description'),
    feature_bullets: (attrs.bullet_point ?? []).map((b) => String(b.value ?? '')).filter(Boolean),
    product_details: details,
    images: [...byVariant.entries()].sort(([a], [b]) => (a === 'MAIN' ? -1 : b === 'MAIN' ? 1 : a.localeCompare(b))).map(([, i]) => i.link),
    item_dimensions: box(dims?.item),
    package_dimensions: box(dims?.package),
    identifiers,
    /** Amazon's product-type attributes as the Catalog Items API gives them (name → [{value, …}]): the channels' content mapping reads them. */
    attributes: attrs,
    // A family child's values of its theme (spec 001 scraped_product_details.variant_specifics).
    ...(variation ? { variant_specifics: variantSpecifics(variation) } : {}),
  };
}

/**
 * The seller's Catalog Items calls run one job at a time (this queue), so the chain that enriches
 * a new catalogue and the items brought forward never call searchCatalogItems at the same time:
 * together they stay within its rate (2 a second).
 */
export const catalogQueue = (userId: string) => `amazon-catalog:${userId}`;

/** Queues the chain that enriches the seller's items without catalogue data (after an import). */
export async function enqueueCatalogEnrichment(db: SqlRunner, userId: string): Promise<void> {
  await enqueue(db, 'inventory__enrich_catalog', { userId }, { jobKey: `inventory-enrich-catalog:${userId}`, queueName: catalogQueue(userId) });
}

/**
 * The queue of the seller's fee estimates: one slice at a time. A slice holds its worker slot
 * through Amazon's pacing (2 s between calls), and without a queue every price change the 5 s poll
 * saw started another slice beside the running one (a running job's key no longer coalesces):
 * at full size they held 3.4 of a worker's 4 slots and the channels' syncs waited for a slot.
 */
export const feesQueue = (userId: string) => `amazon-fees:${userId}`;

/**
 * Queues the chain that estimates Amazon's fees for the seller's priced items without them. The
 * next slice of a chain starts Amazon's pacing interval after the last (it would otherwise call at
 * once and meet a 429); any other ask (a price change, an import) leaves a slice already scheduled
 * at its time, so asking often never brings Amazon's next call forward.
 */
export async function enqueueFeeEnrichment(db: SqlRunner, userId: string, after: 'a slice' | null = null): Promise<void> {
  await enqueue(
    db,
    'inventory__enrich_fees',
    { userId },
    {
      jobKey: `inventory-enrich-fees:${userId}`,
      queueName: feesQueue(userId),
      ...(after ? { runAt: new Date(Date.now() + FEES_INTERVAL_MS), jobKeyMode: 'replace' as const } : { jobKeyMode: 'preserve_run_at' as const }),
    },
  );
}

/** Most item ids one "these first" job carries (a push slice's worth). */
export const MAX_FIRST_IDS = 2000;

/**
 * Brings these items' enrichment forward (listings waiting for their catalogue data): one job on
 * the seller's catalogue queue, ahead of the chain's next slice (priority), replacing a waiting
 * one's ids (jobKey: the caller names every item still waiting). Idempotent: items enriched
 * meanwhile are skipped.
 */
export async function requestCatalogFirst(db: SqlRunner, userId: string, itemIds: readonly string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await enqueue(
    db,
    'inventory__enrich_items',
    { userId, itemIds: [...new Set(itemIds)].slice(0, MAX_FIRST_IDS) },
    { jobKey: `inventory-enrich-items:${userId}`, queueName: catalogQueue(userId), priority: -10 },
  );
}

/** Enriches up to `maxCalls` batches of the seller's items that have no catalogue data yet. */
export async function enrichCatalog(deps: AmazonDeps, userId: string, maxCalls = 10): Promise<{ enriched: number; more: boolean }> {
  const { rows } = await deps.pool.query(`SELECT id, asin FROM inventory_items WHERE user_id = $1 AND catalog_enriched_at IS NULL ORDER BY id LIMIT $2`, [
    userId,
    BATCH * maxCalls + 1,
  ]);
  return enrichRows(deps, userId, rows, maxCalls);
}

/** The same for the named items only (those still without catalogue data): a listing waits for them. */
export async function enrichCatalogItems(
  deps: AmazonDeps,
  userId: string,
  itemIds: readonly string[],
  maxCalls = 10,
): Promise<{ enriched: number; more: boolean }> {
  if (itemIds.length === 0) return { enriched: 0, more: false };
  const { rows } = await deps.pool.query(
    `SELECT id, asin FROM inventory_items WHERE user_id = $1 AND id = ANY($2::uuid[]) AND catalog_enriched_at IS NULL ORDER BY id LIMIT $3`,
    [userId, itemIds, BATCH * maxCalls + 1],
  );
  return enrichRows(deps, userId, rows, maxCalls);
}

async function enrichRows(deps: AmazonDeps, userId: string, rows: { id: string; asin: string }[], maxCalls: number) {
  if (rows.length === 0) return { enriched: 0, more: false };
  const amazon = await sessionFor(deps, userId, 'amazon');
  const todo = rows.slice(0, BATCH * maxCalls);
  const asins = [...new Set(todo.map((r) => r.asin as string))];
  const found = new Map<string, ReturnType<typeof catalogDetails>>();
  const families = new Map<string, ChildVariation | null>();
  for (const item of await readCatalog(amazon, asins, ['attributes', 'dimensions', 'identifiers', 'images', 'productTypes', 'relationships', 'summaries'])) {
    found.set(item.asin, catalogDetails(item, amazon.marketplaceId));
    families.set(item.asin, variationOf(item, amazon.marketplaceId));
  }
  // An ASIN Amazon does not know is marked done too (with no details), so it is not asked forever.
  const ids = todo.map((r) => r.id);
  // The category and package weight move the offsite estimate, so listed items' prices: the change feed hears of them.
  await changingItems(
    deps,
    userId,
    (tx) =>
      tx.query(
        // thumb_url stays the report's: the catalogue's main image is read from catalog_details when it is empty.
        `UPDATE inventory_items i SET catalog_details = d.details, item_category = COALESCE(d.category, i.item_category),
              catalog_enriched_at = now(), updated_at = now()
         FROM unnest($2::uuid[], $3::jsonb[], $4::text[]) AS d(id, details, category)
        WHERE i.id = d.id AND i.user_id = $1 RETURNING i.id`,
        [userId, ids, todo.map((r) => (found.has(r.asin) ? JSON.stringify(found.get(r.asin)) : null)), todo.map((r) => found.get(r.asin)?.category ?? null)],
      ),
    // Children join their family before their listings go ahead (a family lists as one group);
    // listings waiting for this data go ahead; those held back for want of it are listed again.
    async (tx, changed) => {
      const joined = await linkFamilies(
        tx,
        userId,
        todo.filter((r) => found.has(r.asin)).map((r) => ({ id: r.id, variation: families.get(r.asin) ?? null })),
      );
      // A new child of a family already listed as one listing joins that listing.
      await onChildrenJoining(deps, tx, userId, await joiningChildren(tx, userId, joined));
      await onCatalogArrived(deps, tx, userId, changed);
    },
  );
  await nameNewFamilies(deps, userId, amazon);
  return { enriched: todo.length, more: rows.length > todo.length };
}

/** Catalog Items for these ASINs, 20 a call, paced under searchCatalogItems' rate (2 a second). */
export async function readCatalog(amazon: AmazonSession, asins: readonly string[], includedData: IncludedData[]): Promise<CatalogItem[]> {
  const out: CatalogItem[] = [];
  for (let i = 0; i < asins.length; i += BATCH) {
    if (i > 0) await sleep(CATALOG_INTERVAL_MS);
    const res = await amazon.api.searchCatalogItemsByIdentifiers({
      marketplaceId: amazon.marketplaceId,
      identifiers: asins.slice(i, i + BATCH),
      identifiersType: 'ASIN',
      includedData,
    });
    out.push(...res.items);
  }
  return out;
}

/** Asks Catalog Items for the parents of families met in this batch (their titles), 20 a call. */
async function nameNewFamilies(deps: AmazonDeps, userId: string, amazon: AmazonSession) {
  const parents = await unnamedFamilies(deps.pool, userId, BATCH);
  if (parents.length === 0) return;
  await sleep(CATALOG_INTERVAL_MS);
  const res = await amazon.api.searchCatalogItemsByIdentifiers({
    marketplaceId: amazon.marketplaceId,
    identifiers: parents,
    identifiersType: 'ASIN',
    includedData: ['summaries'],
  });
  await nameFamilies(deps.pool, userId, res.items, amazon.marketplaceId);
}

function feeOf(result: FeesEstimateResult, type: string): number | null {
  const fee = result.FeesEstimate?.FeeDetailList?.find((f) => f.FeeType === type);
  return fee ? Math.round(fee.FinalFee.Amount * 100) : null;
}

/** Estimates fees for up to `maxCalls` batches of priced items without fees (new or repriced). */
export async function enrichFees(deps: AmazonDeps, userId: string, maxCalls = 5): Promise<{ enriched: number; more: boolean }> {
  const { rows } = await deps.pool.query(
    `SELECT id, seller_sku, price_cents, item_type FROM inventory_items
      WHERE user_id = $1 AND fees_enriched_at IS NULL AND price_cents IS NOT NULL ORDER BY id LIMIT $2`,
    [userId, BATCH * maxCalls + 1],
  );
  if (rows.length === 0) return { enriched: 0, more: false };
  const amazon = await sessionFor(deps, userId, 'amazon');
  const todo = rows.slice(0, BATCH * maxCalls);
  const out: { id: string; referral: number | null; fulfilment: number | null; earnings: number | null; price: number }[] = [];
  for (let i = 0; i < todo.length; i += BATCH) {
    if (i > 0) await sleep(FEES_INTERVAL_MS);
    const batch = todo.slice(i, i + BATCH);
    const results = await amazon.api.getMyFeesEstimates(
      batch.map((r) => ({
        IdType: 'SellerSKU' as const,
        IdValue: r.seller_sku,
        FeesEstimateRequest: {
          MarketplaceId: amazon.marketplaceId,
          IsAmazonFulfilled: r.item_type === 'FBA',
          PriceToEstimateFees: { ListingPrice: { CurrencyCode: amazon.currency, Amount: r.price_cents / 100 } },
          Identifier: r.id,
        },
      })),
    );
    batch.forEach((r, n) => {
      const res = results[n] ?? {};
      const total = res.FeesEstimate?.TotalFeesEstimate ? Math.round(res.FeesEstimate.TotalFeesEstimate.Amount * 100) : null;
      out.push({
        id: r.id,
        price: r.price_cents,
        referral: feeOf(res, 'ReferralFee'),
        fulfilment: feeOf(res, 'FBAFees'),
        // What the seller keeps of the Amazon price after Amazon's fees.
        earnings: total === null ? null : r.price_cents - total,
      });
    });
  }
  // New fees move the earnings the percent and fixed prices start from: the change feed hears of them.
  await changingItems(deps, userId, (tx) =>
    tx.query(
      `UPDATE inventory_items i SET referral_fee_cents = d.referral, fulfillment_fee_cents = d.fulfilment, earnings_cents = d.earnings,
              fees_enriched_at = now(), updated_at = now()
         FROM unnest($2::uuid[], $3::int[], $4::int[], $5::int[], $6::int[]) AS d(id, referral, fulfilment, earnings, price)
        WHERE i.id = d.id AND i.user_id = $1 AND i.price_cents IS NOT DISTINCT FROM d.price RETURNING i.id`,
      [userId, out.map((o) => o.id), out.map((o) => o.referral), out.map((o) => o.fulfilment), out.map((o) => o.earnings), out.map((o) => o.price)],
    ),
  );
  return { enriched: todo.length, more: rows.length > todo.length };
}

/** Runs an item update that returns the changed ids, and tells the change feed (and `then`) in the same transaction. */
async function changingItems(
  deps: Pick<AmazonDeps, 'pool'>,
  userId: string,
  update: (tx: pg.PoolClient) => Promise<{ rows: { id: string }[] }>,
  then?: (tx: pg.PoolClient, ids: string[]) => Promise<void>,
): Promise<void> {
  await inTransaction(deps, async (tx) => {
    const { rows } = await update(tx);
    await onItemsChanged(
      tx,
      userId,
      rows.map((r) => r.id),
    );
    await then?.(
      tx,
      rows.map((r) => r.id),
    );
  });
}
