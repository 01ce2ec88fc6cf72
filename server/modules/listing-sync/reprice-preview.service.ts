// The eBay Advanced Settings page's dry run (issue 12): with the pricing settings the seller is
// about to save, how many live eBay listings continuous sync would reprice and to what. The same
// pure functions as the engine (ebayListingPrice, desiredState, differences) over each listing's
// last pushed price and its item's pricing inputs, read in one joined pass through a cursor in
// slices, so 250k listings never sit in memory at once; only a capped sample of the changes is kept.
import type pg from 'pg';
import { ebayListingPrice } from '../../pricing/listing-price.ts';
import { parseSettingsPatch, readUserSettings, storedWithPatch, userSettingsOf, type UserSettings } from '../accounts/accounts.service.ts';
import { pricingInputColumnsSql, pricingInputsJoinSql, pricingInputsOf } from '../inventory/pricing-inputs.ts';
import { sellerPricingOf } from '../../channels/ebay/seller-pricing.ts';
import { desiredState, differences, syncRulesFor } from '../../channels/sync-rules.ts';
import { channelEntry } from '../../channels/registry.ts';
import { syncableStatuses } from './sync.service.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import { inTransaction } from '../../db/transaction.ts';

type Deps = { pool: pg.Pool; prisma: PrismaClient };

/** Settings the preview takes (stored names): what moves an eBay price in continuous sync. */
export const PREVIEW_KEYS = [
  'pricing_option',
  'pricing_percent_margin',
  'pricing_fixed_margin',
  'pricing_formula',
  'repricing_enabled',
  'always_reprice',
  'repricing_margin',
] as const;

export interface RepriceSample {
  listingId: string;
  itemId: string;
  sku: string;
  title: string;
  /** The price on eBay (last pushed), cents; null before the first sync. */
  currentPriceCents: number | null;
  newPriceCents: number;
}

export interface RepricePreview {
  /** Live eBay listings looked at. */
  liveListings: number;
  /** Of them, the ones whose price sync would change. */
  repriced: number;
  /** The first `sampleSize` of those found (a sample, in no particular order). */
  sample: RepriceSample[];
}

/** Rows read per cursor fetch. */
export const PREVIEW_SLICE = 5000;
export const PREVIEW_SAMPLE_MAX = 50;

/**
 * The dry run of a pricing change: `proposed` is a settings patch (validated as a save would be;
 * only PREVIEW_KEYS are taken) over the seller's stored settings.
 */
export async function ebayRepricePreview(deps: Deps, userId: string, proposed: unknown, opts: { sampleSize?: number } = {}): Promise<RepricePreview> {
  const given = (proposed && typeof proposed === 'object' ? proposed : {}) as Record<string, unknown>;
  const pricingPatch = parseSettingsPatch(Object.fromEntries(Object.entries(given).filter(([k]) => (PREVIEW_KEYS as readonly string[]).includes(k))));
  const settings: UserSettings = userSettingsOf(storedWithPatch((await readUserSettings(deps, userId)) as Record<string, unknown>, pricingPatch));
  const rules = syncRulesFor('EBAY', settings, null, channelEntry('EBAY')?.syncSwitches);
  const seller = sellerPricingOf(settings);
  const sampleSize = Math.max(0, Math.min(PREVIEW_SAMPLE_MAX, opts.sampleSize ?? 10));
  const out: RepricePreview = { liveListings: 0, repriced: 0, sample: [] };

  // Read only: one snapshot of every live listing, walked by a cursor.
  const read = async (client: pg.PoolClient) => {
    // The whole result is read: plan for all of it (a hash join), not for the first rows.
    await client.query('SET LOCAL cursor_tuple_fraction = 1.0');
    // One pass: the live listings joined to their items' pricing inputs, fetched in slices.
    await client.query(
      `DECLARE preview NO SCROLL CURSOR FOR
         SELECT l.id AS "listingId", l.last_pushed_price_cents AS "lastPriceCents", ${pricingInputColumnsSql('i')}
           FROM listings l ${pricingInputsJoinSql('i', 'l.item_id', '$1')}
          WHERE l.user_id = $1 AND l.channel = 'EBAY' AND l.status = ANY($2::"ListingStatus"[])`,
      [userId, syncableStatuses('EBAY')],
    );
    for (;;) {
      const { rows } = await client.query<Record<string, unknown>>(`FETCH ${PREVIEW_SLICE} FROM preview`);
      for (const row of rows) {
        out.liveListings++;
        const item = pricingInputsOf(row);
        const lastPriceCents = row.lastPriceCents as number | null;
        const p = ebayListingPrice(item, seller);
        const desired = desiredState(item, rules, { priceCents: p.priceCents, ready: p.ready, locked: p.source === 'locked' }, '');
        const diff = differences({ quantity: null, priceCents: desired.priceCents }, { quantity: null, priceCents: lastPriceCents }, rules);
        if (diff.priceCents === undefined) continue;
        out.repriced++;
        if (out.sample.length < sampleSize) {
          out.sample.push({
            listingId: row.listingId as string,
            itemId: item.id,
            sku: item.sellerSku,
            title: item.title,
            currentPriceCents: lastPriceCents,
            newPriceCents: diff.priceCents,
          });
        }
      }
      if (rows.length < PREVIEW_SLICE) break;
    }
  };
  await inTransaction(deps, read, { readOnly: true });
  return out;
}
