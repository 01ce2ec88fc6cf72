// Import Shopify Listings (spec 002 §2.13, §5): a seller's products already in their shop become
// ListBridge's Shopify listings of the items with the same SKU: LISTED, external_id = the product's
// id. Variant and inventory-item ids stay null; the Shopify adapter resolves them from the product
// on its first push. All or nothing on the plan: when the new listings would not fit, nothing is
// imported (the spec's quota message); lines that cannot apply are reported with their line number
// while the others go through. A second import of the same file changes nothing.
import { inTransaction } from '../../db/transaction.ts';
import { getItemIdsBySkus } from '../inventory/inventory.service.ts';
import { lockSellerChannel, type ActionDeps } from '../listing-actions/actions.service.ts';
import { checkImportCapacity } from './import-capacity.ts';
import { startListingsImport } from './import-start.ts';
import { CHANNEL_RULES } from '../listings/listings.statuses.ts';
import { MAX_IMPORT_ROWS, shopifyProductNumber, type ShopifyImportProblem, type ShopifyImportRow } from '../../../shared/listings/shopify-import-csv.ts';

export interface ShopifyImportResult {
  /** Listings created or changed (a row now LISTED with the file's product id). */
  imported: number;
  /** Lines that named what ListBridge already had: nothing to do. */
  unchanged: number;
  /** Lines not applied, by line number. */
  problems: ShopifyImportProblem[];
}

const RULE = CHANNEL_RULES.SHOPIFY;

/** Per line: the first line of a SKU or a product wins; a later repeat is reported. */
function dropRepeats(rows: readonly ShopifyImportRow[], problems: ShopifyImportProblem[]): ShopifyImportRow[] {
  const bySku = new Map<string, number>();
  const byProduct = new Map<string, number>();
  return rows.filter((r) => {
    const skuLine = bySku.get(r.sellerSku);
    const productLine = byProduct.get(r.shopifyItemId);
    if (skuLine !== undefined) problems.push({ line: r.line, sellerSku: r.sellerSku, message: `This SKU is already on line ${skuLine}` });
    else if (productLine !== undefined)
      problems.push({
        line: r.line,
        sellerSku: r.sellerSku,
        message: `Shopify item ${shopifyProductNumber(r.shopifyItemId)} is already on line ${productLine}`,
      });
    else {
      bySku.set(r.sellerSku, r.line);
      byProduct.set(r.shopifyItemId, r.line);
      return true;
    }
    return false;
  });
}

/**
 * Imports the rows (from parseShopifyImportCsv or the REST shim's items) as the seller's Shopify
 * listings; `problems` are the parser's, reported with the import's own. Throws the Shopify
 * connection's error without a connection, PlanLimitReachedError when the plan has no room.
 */
export async function importShopifyListings(
  deps: ActionDeps,
  userId: string,
  input: { rows: readonly ShopifyImportRow[]; problems?: readonly ShopifyImportProblem[] },
): Promise<ShopifyImportResult> {
  const { connectionId, problems } = await startListingsImport(deps, userId, 'SHOPIFY', input, MAX_IMPORT_ROWS);
  const rows = dropRepeats(input.rows, problems);
  const itemIds = await getItemIdsBySkus(
    deps,
    userId,
    rows.map((r) => r.sellerSku),
  );
  const known = rows.filter((r) => {
    if (itemIds.has(r.sellerSku)) return true;
    problems.push({ line: r.line, sellerSku: r.sellerSku, message: 'No item with this SKU in your Amazon inventory' });
    return false;
  });

  let imported = 0;
  let unchanged = 0;
  await inTransaction(deps, async (tx) => {
    // The listing actions' lock: a list action and an import cannot both take the last plan slot.
    await lockSellerChannel(tx, userId, 'SHOPIFY');
    const { rows: existing } = await tx.query<{ itemId: string; status: string; externalId: string | null; sku: string | null }>(
      `SELECT l.item_id AS "itemId", l.status, l.external_id AS "externalId", l.sku
         FROM listings l WHERE l.user_id = $1 AND l.channel = 'SHOPIFY' AND (l.item_id = ANY($2::uuid[]) OR l.external_id = ANY($3::text[]))`,
      [userId, known.map((r) => itemIds.get(r.sellerSku)), known.map((r) => r.shopifyItemId)],
    );
    const byItem = new Map(existing.map((l) => [l.itemId, l]));
    const byProduct = new Map(existing.filter((l) => l.externalId).map((l) => [l.externalId!, l]));
    const apply: { itemId: string; row: ShopifyImportRow }[] = [];
    let adding = 0;
    for (const row of known) {
      const itemId = itemIds.get(row.sellerSku)!;
      const mine = byItem.get(itemId);
      const holder = byProduct.get(row.shopifyItemId);
      const live = mine !== undefined && (RULE.live as readonly string[]).includes(mine.status);
      if (holder && holder.itemId !== itemId) {
        problems.push({
          line: row.line,
          sellerSku: row.sellerSku,
          message: `Shopify item ${shopifyProductNumber(row.shopifyItemId)} is already listed for SKU ${holder.sku ?? 'another item'}`,
        });
      } else if (mine && (RULE.inProgress as readonly string[]).includes(mine.status)) {
        problems.push({ line: row.line, sellerSku: row.sellerSku, message: `The item's Shopify listing is busy (${mine.status}); try again when it is done` });
      } else if (live && mine.externalId === row.shopifyItemId) {
        unchanged++;
      } else {
        apply.push({ itemId, row });
        if (!live) adding++;
      }
    }
    await checkImportCapacity(deps, tx, userId, 'SHOPIFY', adding);
    if (apply.length > 0) {
      // A new product id for an item drops the old product's variant and inventory-item ids.
      const { rowCount } = await tx.query(
        `INSERT INTO listings (user_id, item_id, channel, connection_id, status, status_at, sku, external_id)
         SELECT $1, a.item_id, 'SHOPIFY', $2, 'LISTED', now(), a.sku, a.external_id FROM unnest($3::uuid[], $4::text[], $5::text[]) AS a(item_id, sku, external_id)
         ON CONFLICT (item_id, channel) DO UPDATE
            SET status = 'LISTED', status_at = now(), updated_at = now(), connection_id = EXCLUDED.connection_id, sku = EXCLUDED.sku,
                variant_id = CASE WHEN listings.external_id IS NOT DISTINCT FROM EXCLUDED.external_id THEN listings.variant_id END,
                inventory_item_id = CASE WHEN listings.external_id IS NOT DISTINCT FROM EXCLUDED.external_id THEN listings.inventory_item_id END,
                external_id = EXCLUDED.external_id, last_error = NULL, pending_revision = NULL, force_removed = false
          WHERE listings.user_id = $1`,
        [userId, connectionId, apply.map((a) => a.itemId), apply.map((a) => a.row.sellerSku), apply.map((a) => a.row.shopifyItemId)],
      );
      imported = rowCount ?? 0;
    }
  });
  return { imported, unchanged, problems: problems.sort((a, b) => a.line - b.line) };
}
