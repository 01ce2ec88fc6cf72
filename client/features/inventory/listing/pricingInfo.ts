// What the Pricing Info panel says about how the eBay price was reached (spec 001 §2.12): pure,
// so the wording is unit tested; amounts stay in cents until formatted at the edge.

export interface EbayPricingView {
  readonly priceCents: number;
  readonly source: string;
  readonly ready: boolean;
  readonly missing: readonly string[];
  readonly amazonPriceCents: number | null | undefined;
  readonly amazonFeesCents: number | null | undefined;
  readonly amazonEarningsCents: number | null | undefined;
  readonly offsiteFulfilmentCents: number;
  readonly offsiteFulfilmentSource: string;
  readonly ebayFeeCents: number;
  readonly marginCents: number | null | undefined;
}

const SOURCE: Record<string, string> = {
  locked: 'Your own price',
  percent: 'Percent margin over Amazon earnings',
  fixed: 'Fixed margin over Amazon earnings',
  formula: 'Pricing formula over the Amazon price',
};
const OFFSITE: Record<string, string> = {
  custom: 'your fee',
  estimate: 'estimate',
  merchant: 'you ship',
};
const MISSING: Record<string, string> = { amazon_price: 'the Amazon price', amazon_earnings: 'the Amazon earnings' };

/** The sentence under the price: which rule computed it, or what it still waits for. */
export function pricingSummary(p: Pick<EbayPricingView, 'source' | 'ready' | 'missing'>): string {
  if (!p.ready) return `Waiting for ${p.missing.map((m) => MISSING[m] ?? m).join(' and ') || 'pricing info'} before the price can be computed`;
  return SOURCE[p.source] ?? p.source;
}

/** The breakdown rows, in the order the price is built from them: [label, cents]. */
export function pricingRows(p: EbayPricingView): [string, number | null][] {
  return [
    ['Amazon Price', p.amazonPriceCents ?? null],
    ['Amazon Fees', p.amazonFeesCents ?? null],
    ['Amazon Earnings', p.amazonEarningsCents ?? null],
    [`Offsite Fulfillment (${OFFSITE[p.offsiteFulfilmentSource] ?? p.offsiteFulfilmentSource})`, p.offsiteFulfilmentCents],
    ['eBay Fee', p.ready ? p.ebayFeeCents : null],
    ['Margin', p.ready ? (p.marginCents ?? null) : null],
  ];
}
