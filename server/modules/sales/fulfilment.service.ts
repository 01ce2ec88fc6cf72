// Automatic Amazon fulfilment of a channel sale (issue 16): the paid FBA lines go to Multi-Channel
// Fulfilment under an order id derived from the sale (so a retried job never ships twice), then
// the fulfilment order is followed until Amazon ships and the tracking goes back to the channel
// through its orders adapter (the registry's; this module knows no channel by name).
import { escapeIdentifier } from '../../db/sql.ts';
import type pg from 'pg';
import { enqueue } from '../../jobs/enqueue.ts';
import type { Address, FeatureSetting, FulfillmentItem } from '../../integrations/amazon/mcf.ts';
import { shippedPackages } from '../../integrations/amazon/index.ts';
import { AmazonApiError } from '../../integrations/amazon/errors.ts';
import { DEFAULT_ORDER_COMMENT, readUserSettings } from '../accounts/accounts.service.ts';
import { sessionFor } from '../connections/connections.service.ts';
import { channelOrders } from '../../channels/registry.ts';
import type { ChannelOrders } from '../../channels/types.ts';
import { mcfBacklogAlerts } from './mcf-backlog.ts';
import { spendMcfToken } from './mcf-budget.ts';
import { forgetPreviews, previewKey, rememberedPreviewFee, rememberPreview } from './mcf-preview-cache.ts';
import type { SaleChannel, SalesDeps } from './sales.service.ts';
import { queueTrackingSweep, sweepDelayMs } from './tracking-queue.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refreshDaysOfSales } from './sale-days.service.ts';
import { sendTracking } from './send-tracking.ts';

export const DOUBLE_QUOTE_SKU = 'Skus that contain double quotes are not supported for AutoOrdering.';
export const MFN_SKIPPED = '(Processed - Skipped)';

interface SaleRow {
  id: string;
  user_id: string;
  channel: SaleChannel;
  order_id: string;
  status: string;
  ship_to: Address | null;
  shipping_service: string | null;
  ordered_at: Date;
  seller_fulfillment_order_id: string | null;
  fba_status: string | null;
  tracking_sent_at: Date | null;
  track_attempts: number;
}
interface LineRow {
  id: string;
  line_id: string;
  sku: string;
  fulfilment: string;
  quantity: number;
  status: string;
}

type Deps = SalesDeps & { config: SalesDeps['config'] & Record<string, unknown> };

/** Statuses of an MCF order Amazon ended without shipping it. */
export const ENDED_UNSHIPPED = new Set(['Cancelled', 'Unfulfillable', 'Invalid']);

const mcfOrderId = (s: Pick<SaleRow, 'channel' | 'order_id'>) => `LB-${s.channel}-${s.order_id}`.slice(0, 40);

/**
 * The MCF order id a placing uses: derived from the sale, so a retried job creates the same order
 * again (Amazon keeps one per id). After Amazon ended the sale's earlier order unshipped (e.g. it
 * was placed on a remembered preview and the stock had gone), the seller's retry needs a new order:
 * the next "-R<n>" of the id, derived from the ended one, so a retried job still finds the same.
 */
function placingId(s: Pick<SaleRow, 'channel' | 'order_id' | 'seller_fulfillment_order_id' | 'fba_status'>): string {
  const base = mcfOrderId(s);
  const ended = s.seller_fulfillment_order_id;
  if (!ended || !ENDED_UNSHIPPED.has(s.fba_status ?? '')) return base;
  const n = ended === base ? 2 : Number(/-R(\d+)$/.exec(ended)?.[1] ?? 1) + 1;
  return `${base.slice(0, 40 - `-R${n}`.length)}-R${n}`;
}

async function loadSale(pool: pg.Pool, saleId: string) {
  const { rows } = await pool.query<SaleRow>('SELECT * FROM sales WHERE id = $1', [saleId]);
  if (!rows[0]) return null;
  const lines = await pool.query<LineRow>('SELECT * FROM sale_lines WHERE sale_id = $1 ORDER BY line_id', [saleId]);
  return { sale: rows[0], lines: lines.rows };
}

async function note(pool: pg.Pool, saleId: string, set: Record<string, unknown>, event?: { event: string; detail?: string }) {
  const cols = Object.keys(set);
  const sql = `UPDATE sales SET ${cols.map((c, i) => `${escapeIdentifier(c)} = $${i + 2}`).join(', ')}${cols.length ? ', ' : ''}updated_at = now()
    ${event ? `, timeline = timeline || jsonb_build_array(jsonb_build_object('at', now(), 'event', $${cols.length + 2}::text, 'detail', $${cols.length + 3}::text))` : ''}
    WHERE id = $1`;
  await pool.query(sql, [saleId, ...Object.values(set), ...(event ? [event.event, event.detail ?? null] : [])]);
}

/** The channel's orders, which every sale's channel has (its sales came through them). */
function ordersOf(channel: SaleChannel): ChannelOrders {
  const orders = channelOrders(channel);
  if (!orders) throw new Error(`${channel} has no orders adapter`);
  return orders;
}

/**
 * The MCF features the seller chose for the channel's orders (its settings keys, e.g. 002 §2.4's
 * shopify_blank_box '' / required / disabled / enabled and shopify_block_amzl, 001 §3 / §9's
 * ebay_blank_box and ebay_block_amzl, the same options). '' leaves Amazon's account setting;
 * Amazon has no "if possible", so enabled and required both require it.
 */
export function mcfFeatures(channel: SaleChannel, settings: Record<string, unknown>): FeatureSetting[] {
  const s = ordersOf(channel).settings(settings);
  const out: FeatureSetting[] = [];
  const policy = (v: string | undefined) => (v === 'required' || v === 'enabled' ? 'Required' : v === 'disabled' ? 'NotRequired' : null);
  const blank = policy(s.blankBox);
  if (blank) out.push({ featureName: 'BLANK_BOX', featureFulfillmentPolicy: blank });
  const amzl = policy(s.blockAmzl);
  if (amzl) out.push({ featureName: 'BLOCK_AMZL', featureFulfillmentPolicy: amzl });
  return out;
}

/** Whether the seller wants this channel's sales fulfilled automatically. */
async function fulfilmentOn(deps: Deps, userId: string, channel: SaleChannel): Promise<boolean> {
  const settings = (await readUserSettings(deps as never, userId)) as Record<string, unknown>;
  return ordersOf(channel).settings(settings).autoFulfil;
}

/**
 * Places the MCF order of a paid sale, once. Safe to run twice: a sale past NEW is left alone, and
 * the create is idempotent on the sale's own MCF order id (Amazon keeps one order per id).
 */
export async function fulfilSale(deps: Deps, saleId: string): Promise<string> {
  const loaded = await loadSale(deps.pool, saleId);
  if (loaded?.sale.status !== 'NEW') return loaded?.sale.status ?? 'MISSING';
  const { sale, lines } = loaded;
  if (!(await fulfilmentOn(deps, sale.user_id, sale.channel))) {
    await note(deps.pool, sale.id, { status: 'SKIPPED' }, { event: 'fulfilment off', detail: 'Automatic fulfilment is off for this channel.' });
    return 'SKIPPED';
  }
  // Per line: MFN lines are the seller's to ship; a double-quoted SKU cannot be ordered; unknown SKUs neither.
  const send: LineRow[] = [];
  for (const l of lines) {
    if (l.status !== 'PENDING') continue;
    if (l.sku.includes('"')) await setLine(deps.pool, l.id, 'FLAGGED', DOUBLE_QUOTE_SKU);
    else if (l.fulfilment === 'MFN') await setLine(deps.pool, l.id, 'SKIPPED', MFN_SKIPPED);
    else if (l.fulfilment !== 'FBA') await setLine(deps.pool, l.id, 'FLAGGED', 'No Amazon item has this SKU.');
    else send.push(l);
  }
  if (send.length === 0) {
    await note(deps.pool, sale.id, { status: 'SKIPPED' }, { event: 'nothing for Amazon to ship' });
    return 'SKIPPED';
  }
  if (!sale.ship_to) {
    await note(
      deps.pool,
      sale.id,
      { status: 'UNFULFILLABLE', last_error: 'The order has no shipping address.' },
      { event: 'unfulfillable', detail: 'No shipping address.' },
    );
    return 'UNFULFILLABLE';
  }
  const amazon = await sessionFor(deps, sale.user_id, 'amazon');
  const id = placingId(sale);
  const items: FulfillmentItem[] = send.map((l) => ({ sellerSku: l.sku, sellerFulfillmentOrderItemId: l.line_id, quantity: l.quantity }));
  const speed = ordersOf(sale.channel).shippingSpeed?.(sale.shipping_service) ?? 'Standard';
  const settings = await readUserSettings(deps as never, sale.user_id);
  const features = mcfFeatures(sale.channel, settings as unknown as Record<string, unknown>);
  // Issue 31: a preview only where it checks something new (mcf-preview-cache.ts); a like order
  // previewed fulfillable recently is placed by the create alone, with that preview's fee.
  const key = previewKey(sale.ship_to, items, speed, features);
  let feeCents = await rememberedPreviewFee(deps, sale.user_id, key);
  if (feeCents === null) {
    await spendMcfToken(deps, sale.user_id, 'getFulfillmentPreview');
    const previews = await amazon.api.getFulfillmentPreview({
      marketplaceId: amazon.marketplaceId,
      address: sale.ship_to,
      items,
      shippingSpeedCategories: [speed],
      ...(features.length ? { featureConstraints: features } : {}),
    });
    const preview = previews.find((p) => p.shippingSpeedCategory === speed) ?? previews[0];
    if (!preview?.isFulfillable) {
      const reasons = [
        ...(preview?.orderUnfulfillableReasons ?? []),
        ...(preview?.unfulfillablePreviewItems ?? []).flatMap((i) => (i.itemUnfulfillableReasons ?? []).map((r) => `${i.sellerSku}: ${r}`)),
      ].join('; ');
      const why = `Amazon cannot fulfil this order${reasons ? `: ${reasons}` : '.'}`;
      await note(deps.pool, sale.id, { status: 'UNFULFILLABLE', last_error: why }, { event: 'unfulfillable', detail: why });
      return 'UNFULFILLABLE';
    }
    feeCents = Math.round((preview.estimatedFees ?? []).reduce((sum, f) => sum + Number(f.amount.value), 0) * 100);
    await rememberPreview(deps, sale.user_id, key, feeCents);
  }
  // Placed once: the create is idempotent on the sale's own id (a retry with the same content
  // succeeds without a second order), so no look-up goes before it (issue 31: calls per order).
  // Only when Amazon refuses it (a retry whose content changed, e.g. the seller's packing-slip
  // comment) is the order looked up: there already means placed. An outage or a throttle fails the
  // job (it runs again) rather than place the order blind (issue 32).
  // Every MCF call spends from the seller's shared bucket (mcf-budget.ts) first.
  await spendMcfToken(deps, sale.user_id, 'createFulfillmentOrder');
  await amazon.api
    .createFulfillmentOrder({
      marketplaceId: amazon.marketplaceId,
      sellerFulfillmentOrderId: id,
      displayableOrderId: sale.order_id.slice(0, 40),
      displayableOrderDate: sale.ordered_at.toISOString(),
      // The seller's packing-slip comment (General settings), else ours.
      displayableOrderComment: settings.displayable_order_comment || DEFAULT_ORDER_COMMENT,
      shippingSpeedCategory: speed,
      destinationAddress: sale.ship_to,
      fulfillmentPolicy: 'FillOrKill',
      items,
      ...(features.length ? { featureConstraints: features } : {}),
    })
    .catch(async (err: unknown) => {
      if (!(err instanceof AmazonApiError && err.status === 400)) throw err;
      await spendMcfToken(deps, sale.user_id, 'getFulfillmentOrder');
      const placed = await amazon.api.getFulfillmentOrder(id).catch((e: unknown) => {
        if (e instanceof AmazonApiError && e.status === 404) return null;
        throw e;
      });
      if (placed) return;
      // Refused and not placed: the next attempt previews again, which says why.
      await forgetPreviews(deps, sale.user_id);
      throw err;
    });
  await deps.pool.query(`UPDATE sale_lines SET status = 'SENT' WHERE id = ANY($1::uuid[])`, [send.map((l) => l.id)]);
  await note(
    deps.pool,
    sale.id,
    { status: 'MCF_REQUESTED', seller_fulfillment_order_id: id, fba_status: null, mcf_fee_cents: feeCents, last_error: null },
    {
      event: 'MCF order created',
      // Blocking Amazon Logistics costs a 5% shipping surcharge on the MCF fee (002 §2.4): say so where the seller reads the order.
      detail: features.some((f) => f.featureName === 'BLOCK_AMZL' && f.featureFulfillmentPolicy === 'Required')
        ? `${id} (Amazon Logistics blocked: 5% surcharge)`
        : id,
    },
  );
  // The MCF fee is part of the sale's profit: its day's rollups take it now (recomputed, so a retry counts it once).
  await inTransaction(deps, (tx) => refreshDaysOfSales(tx, sale.user_id, [sale.id]));
  // Tracking comes from the seller's sweep (one list call for all their open orders), not a poll per sale.
  await queueTrackingSweep(deps.pool, sale.user_id, sweepDelayMs(deps));
  return 'MCF_REQUESTED';
}

async function setLine(pool: pg.Pool, id: string, status: string, why: string) {
  await pool.query('UPDATE sale_lines SET status = $2, note = $3 WHERE id = $1', [id, status, why]);
}

/**
 * Reads the MCF order in detail (the sweep calls it for orders Amazon has finished with); once
 * Amazon has shipped, sends carrier and tracking to the channel and marks the sale fulfilled. Safe to run twice: the channel's own record of a shipment is checked
 * before sending, so a crash between the channel's answer and ours never sends twice.
 */
export async function trackSale(deps: Deps, saleId: string): Promise<string> {
  const loaded = await loadSale(deps.pool, saleId);
  if (loaded?.sale.status !== 'MCF_REQUESTED' || !loaded.sale.seller_fulfillment_order_id) return loaded?.sale.status ?? 'MISSING';
  const { sale } = loaded;
  const mcfId = loaded.sale.seller_fulfillment_order_id;
  const amazon = await sessionFor(deps, sale.user_id, 'amazon');
  await spendMcfToken(deps, sale.user_id, 'getFulfillmentOrder');
  const details = await amazon.api.getFulfillmentOrder(mcfId);
  const fbaStatus = details.fulfillmentOrder.fulfillmentOrderStatus;
  const pkg = shippedPackages(details).find((p) => p.trackingNumber);
  // When Amazon shipped (its shipment's shippingDate), for the timeline; our clock if Amazon does not say.
  const shippedAt =
    (details.fulfillmentShipments ?? []).find((sh) => sh.fulfillmentShipmentPackage?.some((p) => p.trackingNumber === pkg?.trackingNumber))?.shippingDate ??
    null;
  if (!pkg) {
    if (ENDED_UNSHIPPED.has(fbaStatus)) return endUnshipped(deps, sale.id, fbaStatus);
    // Not shipped yet: the seller's tracking sweep looks again (tracking-sweep.service.ts).
    await note(deps.pool, sale.id, { fba_status: fbaStatus, track_attempts: sale.track_attempts + 1 });
    await queueTrackingSweep(deps.pool, sale.user_id, sweepDelayMs(deps));
    return 'WAITING';
  }
  // Sent once, whichever of this read and a notification gets there first (send-tracking.ts).
  return sendTracking(deps, sale.id, { carrierCode: pkg.carrierCode, trackingNumber: pkg.trackingNumber!, shippedAt, fbaStatus });
}

/**
 * A sale whose MCF order Amazon ended unshipped (the sweep's list says so; no detail read needed):
 * unfulfillable, with no MCF fee (Amazon charges none) and its lines unsent. The order may have been placed on a
 * remembered preview whose stock has gone since, so the seller's previews are forgotten.
 */
export async function endUnshipped(deps: Deps, saleId: string, fbaStatus: string): Promise<'UNFULFILLABLE'> {
  const { rows } = await deps.pool.query<{ user_id: string }>(
    `UPDATE sales SET status = 'UNFULFILLABLE', fba_status = $2, last_error = $3, mcf_fee_cents = NULL, updated_at = now(),
            timeline = timeline || jsonb_build_array(jsonb_build_object('at', now(), 'event', 'unfulfillable', 'detail', $2::text))
      WHERE id = $1 AND status = 'MCF_REQUESTED' RETURNING user_id`,
    [saleId, fbaStatus, `Amazon's fulfilment order is ${fbaStatus}.`],
  );
  if (rows[0]) {
    // Nothing of them shipped: the lines wait to be sent again (the seller's retry sends them).
    await deps.pool.query(`UPDATE sale_lines SET status = 'PENDING' WHERE sale_id = $1 AND status = 'SENT'`, [saleId]);
    await forgetPreviews(deps, rows[0].user_id);
    await inTransaction(deps, (tx) => refreshDaysOfSales(tx, rows[0]!.user_id, [saleId]));
  }
  return 'UNFULFILLABLE';
}

export class SaleActionError extends Error {
  readonly code = 'SALE_ACTION';
}

/** Tries again a sale Amazon could not fulfil (the seller restocked, or fixed the address on the channel). */
export async function retryFulfilment(deps: Deps, userId: string, saleId: string): Promise<void> {
  const { rowCount } = await deps.pool.query(
    `UPDATE sales SET status = 'NEW', last_error = NULL, updated_at = now(),
            timeline = timeline || jsonb_build_array(jsonb_build_object('at', now(), 'event', 'retried by the seller'))
      WHERE id = $1 AND user_id = $2 AND status = 'UNFULFILLABLE'`,
    [saleId, userId],
  );
  if (!rowCount) throw new SaleActionError('Only an order Amazon could not fulfil can be tried again.');
  await enqueue(deps.pool, 'sales__fulfil', { saleId }, { jobKey: `sale-fulfil:${saleId}` });
}

/** Stops fulfilling a sale: before the MCF order, at once; after it, by cancelling it at Amazon (only while Amazon allows). */
export async function cancelFulfilment(deps: Deps, userId: string, saleId: string): Promise<void> {
  const { rows } = await deps.pool.query<{ status: string; seller_fulfillment_order_id: string | null }>(
    'SELECT status, seller_fulfillment_order_id FROM sales WHERE id = $1 AND user_id = $2',
    [saleId, userId],
  );
  const sale = rows[0];
  if (!sale || !['NEW', 'UNFULFILLABLE', 'MCF_REQUESTED'].includes(sale.status)) throw new SaleActionError('This order can no longer be cancelled.');
  if (sale.status === 'MCF_REQUESTED' && sale.seller_fulfillment_order_id) {
    const amazon = await sessionFor(deps, userId, 'amazon');
    try {
      await amazon.api.cancelFulfillmentOrder(sale.seller_fulfillment_order_id);
    } catch (err) {
      throw new SaleActionError(`Amazon did not cancel the order: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  await deps.pool.query(
    `UPDATE sales SET status = 'CANCELLED', updated_at = now(), timeline = timeline || jsonb_build_array(jsonb_build_object('at', now(), 'event', 'cancelled by the seller'))
      WHERE id = $1 AND user_id = $2`,
    [saleId, userId],
  );
}

/** The alerts of fulfilment for the seller's banners: orders waiting for Amazon's limit, orders Amazon could not fulfil (the last 30 days). */
export async function fulfilmentAlerts(db: { pool: pg.Pool }, userId: string, now = new Date()) {
  return [...(await mcfBacklogAlerts(db, userId, now)), ...(await unfulfillableAlerts(db, userId, now))];
}

async function unfulfillableAlerts(db: { pool: pg.Pool }, userId: string, now: Date) {
  const { rows } = await db.pool.query<{ n: number; last_error: string | null; channel: string; order_id: string }>(
    `SELECT count(*) OVER ()::int AS n, last_error, channel, order_id FROM sales
      WHERE user_id = $1 AND status = 'UNFULFILLABLE' AND updated_at > now() - interval '30 days'
      ORDER BY updated_at DESC LIMIT 1`,
    [userId],
  );
  const r = rows[0];
  if (!r) return [];
  const html = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return [
    {
      _active: true,
      _created_at: now.toISOString(),
      _type: 'fulfillment_error',
      classname: 'error',
      message:
        r.n === 1
          ? `Amazon could not fulfil order ${html(r.order_id)}: ${html(r.last_error ?? 'no reason given')}. Retry or cancel it on the Sales page.`
          : `Amazon could not fulfil ${r.n} orders; the latest, ${html(r.order_id)}: ${html(r.last_error ?? 'no reason given')}. Retry or cancel them on the Sales page.`,
      user_id: userId,
    },
  ];
}
