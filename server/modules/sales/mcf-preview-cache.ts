// MCF previews remembered per seller (issue 31, "previews only where a fee or a destination needs
// checking"). A preview answers two questions before a create: can Amazon ship these items to this
// country at this speed, and what will it charge. Both stay true for a like order for a while
// (Amazon changes MCF fees at announced dates, a few times a year), so a sale whose items,
// destination country, speed and features were previewed fulfillable within the last day is placed
// with the create alone and the remembered fee. Stock that ran out since is Amazon's to notice: the
// order turns Unfulfillable, the tracking sweep reports it and forgets the seller's previews.
import type pg from 'pg';
import type { Address, FeatureSetting, FulfillmentItem, ShippingSpeedCategory } from '../../integrations/amazon/mcf.ts';

/** How long a fulfillable preview stands in for a new one. */
export const PREVIEW_TTL_HOURS = 24;

/** What makes two orders alike for a preview: the items (SKU and quantity: MCF fees are per unit and by units per order), country, speed, features. */
export function previewKey(address: Address, items: FulfillmentItem[], speed: ShippingSpeedCategory, features: FeatureSetting[]): string {
  const units = items.map((i) => [i.sellerSku, i.quantity] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  const feats = features.map((f) => `${f.featureName}=${f.featureFulfillmentPolicy}`).sort();
  return JSON.stringify([address.countryCode.toUpperCase(), speed, feats, units]);
}

/** The fee of a like order Amazon previewed fulfillable recently, or null (preview it). */
export async function rememberedPreviewFee(db: { pool: pg.Pool }, userId: string, key: string): Promise<number | null> {
  const { rows } = await db.pool.query<{ fee_cents: number }>(
    `SELECT fee_cents FROM mcf_preview_cache WHERE user_id = $1 AND key = $2 AND previewed_at > now() - make_interval(hours => $3)`,
    [userId, key, PREVIEW_TTL_HOURS],
  );
  return rows[0]?.fee_cents ?? null;
}

/** Keeps a fulfillable preview's fee for like orders. */
export async function rememberPreview(db: { pool: pg.Pool }, userId: string, key: string, feeCents: number): Promise<void> {
  await db.pool.query(
    `INSERT INTO mcf_preview_cache (user_id, key, fee_cents, previewed_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (user_id, key) DO UPDATE SET fee_cents = EXCLUDED.fee_cents, previewed_at = EXCLUDED.previewed_at`,
    [userId, key, feeCents],
  );
}

/** Forgets the seller's previews (Amazon refused an order placed on one: the next sales are previewed again). */
export async function forgetPreviews(db: { pool: pg.Pool }, userId: string): Promise<void> {
  await db.pool.query('DELETE FROM mcf_preview_cache WHERE user_id = $1', [userId]);
}
