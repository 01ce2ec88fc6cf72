// One sale as its detail shows it (issue 16): what happened to it (the timeline) and what it earned.
// Profit = what the buyer paid − the channel's fee (where the channel's orders know it, e.g. eBay's
// fee rules; else the profit names it as not counted) − Amazon's MCF fee from the preview. Amazon's
// cost basis of the goods is not known either; the answer says which parts are missing rather than guess them.
import type pg from 'pg';
import type { PrismaClient } from '../../db/prisma.ts';
import { channelOrders } from '../../channels/registry.ts';
import type { SaleChannel } from './sales.service.ts';

export interface SaleProfit {
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
}

/** The profit of a sale: pure, from its revenue, the channel fee and the MCF fee. */
export function saleProfit(p: {
  revenueCents: number;
  channelFeeCents: number | null;
  mcfFeeCents: number | null;
  channel: SaleChannel;
  mcfPlaced: boolean;
}): SaleProfit {
  const unknownFee = channelOrders(p.channel)?.unknownFee;
  const notCounted = [
    ...(p.channelFeeCents === null && unknownFee ? [unknownFee] : []),
    ...(p.mcfPlaced && p.mcfFeeCents === null ? ["Amazon's MCF fee"] : []),
    'the cost of the goods',
  ];
  return {
    revenueCents: p.revenueCents,
    channelFeeCents: p.channelFeeCents,
    mcfFeeCents: p.mcfFeeCents,
    profitCents: p.revenueCents - (p.channelFeeCents ?? 0) - (p.mcfFeeCents ?? 0),
    notCounted,
  };
}

/** The seller's sale with its timeline and profit (another seller's id is simply not found). */
export async function getSaleDetail(deps: { pool: pg.Pool; prisma: PrismaClient }, userId: string, saleId: string): Promise<SaleDetail | null> {
  if (!/^[0-9a-f-]{36}$/i.test(saleId)) return null;
  const { rows } = await deps.pool.query<{
    id: string;
    channel: SaleChannel;
    order_id: string;
    order_name: string | null;
    status: string;
    currency: string;
    total_cents: number;
    mcf_fee_cents: number | null;
    seller_fulfillment_order_id: string | null;
    timeline: { at: string; event: string; detail?: string | null }[];
  }>(
    `SELECT id, channel, order_id, order_name, status, currency, total_cents, mcf_fee_cents, seller_fulfillment_order_id, timeline
       FROM sales WHERE user_id = $1 AND id = $2`,
    [userId, saleId],
  );
  const s = rows[0];
  if (!s) return null;
  const saleFee = channelOrders(s.channel)?.saleFee;
  const channelFeeCents = saleFee ? await saleFee(deps, userId, s.total_cents) : null;
  return {
    id: s.id,
    channel: s.channel,
    orderId: s.order_id,
    orderName: s.order_name,
    status: s.status,
    currency: s.currency,
    timeline: (s.timeline ?? []).map((e) => ({ at: String(e.at), event: e.event, detail: e.detail ?? null })),
    profit: saleProfit({
      revenueCents: s.total_cents,
      channelFeeCents,
      mcfFeeCents: s.mcf_fee_cents,
      channel: s.channel,
      mcfPlaced: !!s.seller_fulfillment_order_id,
    }),
  };
}
