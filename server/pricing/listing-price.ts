// An eBay listing's price and how it was reached (the listing view's 'Pricing Info' panel, 001
// §2.12): the seller's lock, else their pricing option over the item's Amazon figures, the offsite
// fulfilment and eBay's fee for their fee country. Pure: the caller reads the rows.
import { type EbayFeeInput, ebayFee, feeCeiling } from './ebay-fees.ts';
import {
  type FeeCover,
  PERCENT_FIXED_ADD,
  type PricingSettingsInput,
  fixedPrice,
  formulaPrice,
  lockedPrice,
  percentPrice,
  pricingSettings,
} from './formulas.ts';
import { readNumber, roundCents } from './money.ts';
import { type Weight, offsiteFulfilmentEstimate } from './offsite-fulfilment.ts';

/** The item's fields pricing reads (names as in the inventory service's row). */
export interface PricingItem {
  /** 'FBA' or 'MFN' (pricing_info.item_type). */
  itemType: string;
  /** pricing_info.amazon_price. */
  priceCents: number | null;
  referralFeeCents: number | null;
  fulfillmentFeeCents: number | null;
  /** pricing_info.amazon_earnings: the Amazon price less Amazon's fees. */
  earningsCents: number | null;
  itemCategory: string | null;
  docid: string | null;
  /** scraped_product_details: package_dimensions.weight is read. */
  catalogDetails: unknown;
  /** ebay_price (the lock) and custom_offsite_fulfillment_fee are read. */
  userEditedDetails: unknown;
}

/** The seller's pricing settings and eBay fee settings. */
export interface SellerPricing extends PricingSettingsInput {
  ebayFeeCountry?: string | null;
  /** settings.ebay_info.accountType. */
  ebayAccountType?: string | null;
  ebayShopType?: string | null;
  /** settings.enable_best_offer: the price box's Best Offer default for items without allow_best_offer. */
  enableBestOffer?: boolean;
}

export interface PriceBreakdown {
  /** The price to list at, in cents. */
  priceCents: number;
  /** 'locked' when the seller set the price; otherwise the option that computed it. */
  source: 'locked' | 'percent' | 'fixed' | 'formula';
  /** False when the option needs Amazon figures the item does not have yet (the price is then 0). */
  ready: boolean;
  /** The missing pricing_info fields when not ready. */
  missing: ('amazon_price' | 'amazon_earnings')[];
  amazonPriceCents: number | null;
  /** Amazon's referral plus fulfilment fee. */
  amazonFeesCents: number | null;
  amazonEarningsCents: number | null;
  /** The seller's custom offsite fee, else the MCF estimate for FBA items; 0 for MFN items (the seller ships). */
  offsiteFulfilmentCents: number;
  offsiteFulfilmentSource: 'custom' | 'estimate' | 'merchant';
  /** eBay's fee at priceCents. */
  ebayFeeCents: number;
  /** What the seller keeps beyond their Amazon earnings: price - eBay fee - offsite - earnings (may be negative; null without earnings). */
  marginCents: number | null;
}

const finiteOrNull = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : null);

function packageWeight(catalogDetails: unknown): Weight | null {
  const pkg = (catalogDetails as { package_dimensions?: { weight?: Weight | null } | null } | null | undefined)?.package_dimensions;
  return pkg?.weight ?? null;
}

/** The offsite fulfilment of an item: the seller's own fee, else the estimate for FBA, else 0. */
export function itemOffsiteFulfilment(item: Pick<PricingItem, 'itemType' | 'itemCategory' | 'catalogDetails' | 'userEditedDetails'>): {
  cents: number;
  source: PriceBreakdown['offsiteFulfilmentSource'];
} {
  const custom = readNumber((item.userEditedDetails as { custom_offsite_fulfillment_fee?: unknown } | null)?.custom_offsite_fulfillment_fee);
  if (custom !== undefined && Number.isFinite(custom) && custom >= 0) return { cents: roundCents(custom), source: 'custom' };
  // MCF ships only stock Amazon holds; a merchant-fulfilled item is shipped by the seller.
  if (item.itemType !== 'FBA') return { cents: 0, source: 'merchant' };
  return { cents: offsiteFulfilmentEstimate({ itemCategory: item.itemCategory, weight: packageWeight(item.catalogDetails) }), source: 'estimate' };
}

/** The cover of eBay's fee for the percent and fixed options: the fee ceiling of the seller's schedule, adding at least 30. */
export function feeCover(fee: EbayFeeInput): FeeCover {
  const c = feeCeiling(fee);
  return { fixedAddCents: Math.max(PERCENT_FIXED_ADD, c.fixedCents), divisor: 1 - c.rate };
}

/** The eBay listing price of an item for a seller, with the breakdown the Pricing Info panel shows. */
export function ebayListingPrice(item: PricingItem, seller: SellerPricing): PriceBreakdown {
  const fee: EbayFeeInput = { feeCountry: seller.ebayFeeCountry, accountType: seller.ebayAccountType, shopType: seller.ebayShopType, docid: item.docid };
  const amazonPrice = finiteOrNull(item.priceCents);
  const referral = finiteOrNull(item.referralFeeCents);
  const fulfilment = finiteOrNull(item.fulfillmentFeeCents);
  const amazonFees = referral === null && fulfilment === null ? null : (referral ?? 0) + (fulfilment ?? 0);
  // Earnings as enriched; else derived from the price and fees when both are known.
  const earnings = finiteOrNull(item.earningsCents) ?? (amazonPrice !== null && amazonFees !== null ? amazonPrice - amazonFees : null);
  const offsite = itemOffsiteFulfilment(item);
  const settings = pricingSettings(seller);

  const locked = lockedPrice(item.userEditedDetails);
  let priceCents: number;
  let source: PriceBreakdown['source'];
  const missing: PriceBreakdown['missing'] = [];
  if (locked !== null) {
    priceCents = locked;
    source = 'locked';
  } else {
    source = settings.option;
    // A missing figure is NaN, which the rounding turns into 0; `ready` tells the engine not to list at 0.
    if (settings.option === 'formula') {
      if (amazonPrice === null) missing.push('amazon_price');
      priceCents = formulaPrice({
        itemPriceCents: amazonPrice ?? Number.NaN,
        fbaShipCostCents: offsite.cents,
        itemMultiplier: settings.itemMultiplier,
        fbaShipMultiplier: settings.fbaShipMultiplier,
        constantAddCents: settings.constantAddCents,
      });
    } else {
      if (earnings === null) missing.push('amazon_earnings');
      const e = earnings ?? Number.NaN;
      priceCents =
        settings.option === 'percent'
          ? percentPrice({ earningsCents: e, percentMargin: settings.percentMargin, offsiteCents: offsite.cents }, feeCover(fee))
          : fixedPrice({ earningsCents: e, fixedMarginCents: settings.fixedMarginCents, offsiteCents: offsite.cents }, feeCover(fee));
    }
  }
  const ebayFeeCents = ebayFee(priceCents, fee);
  return {
    priceCents,
    source,
    ready: missing.length === 0,
    missing,
    amazonPriceCents: amazonPrice,
    amazonFeesCents: amazonFees,
    amazonEarningsCents: earnings,
    offsiteFulfilmentCents: offsite.cents,
    offsiteFulfilmentSource: offsite.source,
    ebayFeeCents,
    marginCents: earnings === null ? null : priceCents - ebayFeeCents - offsite.cents - earnings,
  };
}
