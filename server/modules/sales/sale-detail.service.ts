// One sale as its detail shows it (issue 16): what happened to it (the timeline) and what it earned,
// by the same figures as the Sales page, its totals and the export (sale-figures.ts). Amazon's cost
// basis of the goods is not known; the answer says which parts are missing rather than guess them.
import type pg from 'pg';
import type { PrismaClient } from '../../db/prisma.ts';
import { feeRulesFor, type SaleFigures, saleFigures } from './sale-figures.ts';
import type { SaleChannel } from './sales.service.ts';

export interface SaleProfit {
  /** What the buyer paid (the sale's total). */
  revenueCents: number;
  /** The channel's fee, or null when ListBridge cannot know it. */
  channelFeeCents: number | null;
  /** Amazon's MCF fee from the preview, or null when no MCF order was placed. */
  mcfFeeCents: number | null;
  /** Revenue less the known costs. */
  profitCents: number;
  /** The costs not taken into account (so the seller reads the figure right). */
  notCounted: string[];
}

export interface SaleDetail {
  id: string;
  channel: SaleChannel;
  orderId: string;
  orderName: string | null;
  status: string;
  currency: string;
  timeline: { at: string; event: string; detail: string | null }[];
  profit: SaleProfit;
  figures: SaleFigures;
}

/** The detail's profit table: the sale's figures under the detail's names. */
export function saleProfit(f: SaleFigures): SaleProfit {
  return { revenueCents: f.totalCents, channelFeeCents: f.channelFeeCents, mcfFeeCents: f.mcfFeeCents, profitCents: f.profitCents, notCounted: f.notCounted };
}

/** The seller's sale with its timeline and profit (another seller's id is simply not found). */
export async function getSaleDetail(deps: { pool: pg.Pool; prisma: PrismaClient }, userId: string, saleId: string): Promise<SaleDetail | null> {
  if (!/^[0-9a-f-]{36}$/i.test(saleId)) return null;
  const [{ rows }, rules] = await Promise.all([
    deps.pool.query<{
      id: string;
      channel: SaleChannel;
      order_id: string;
      order_name: string | null;
      status: string;
      currency: string;
      total_cents: number;
      mcf_fee_cents: number | null;
      channel_fee_cents: number | null;
      channel_fee_basis: string | null;
      seller_fulfillment_order_id: string | null;
      timeline: { at: string; event: string; detail?: string | null }[];
    }>(
      `SELECT id, channel, order_id, order_name, status, currency, total_cents, mcf_fee_cents, channel_fee_cents, channel_fee_basis, seller_fulfillment_order_id, timeline
         FROM sales WHERE user_id = $1 AND id = $2`,
      [userId, saleId],
    ),
    feeRulesFor(deps, userId),
  ]);
  const s = rows[0];
  if (!s) return null;
  const figures = saleFigures(
    {
      channel: s.channel,
      currency: s.currency,
      totalCents: s.total_cents,
      mcfFeeCents: s.mcf_fee_cents,
      mcfPlaced: !!s.seller_fulfillment_order_id,
      channelFeeCents: s.channel_fee_cents,
      channelFeeBasis: s.channel_fee_basis,
    },
    rules,
  );
  return {
    id: s.id,
    channel: s.channel,
    orderId: s.order_id,
    orderName: s.order_name,
    status: s.status,
    currency: s.currency,
    timeline: (s.timeline ?? []).map((e) => ({ at: String(e.at), event: e.event, detail: e.detail ?? null })),
    profit: saleProfit(figures),
    figures,
  };
}
