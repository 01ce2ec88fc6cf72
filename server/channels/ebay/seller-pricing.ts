// The seller's eBay pricing: their pricing option and fee settings read once, applied to items.
// One place for the engine (the price it lists at) and the listing view's Pricing Info panel (how
// that price was reached), so the two can never disagree.
import type { PrismaClient } from '../../db/prisma.ts';
import { ebayListingPrice, type PriceBreakdown, type PricingItem, type SellerPricing } from '../../pricing/listing-price.ts';
import { readUserSettings, type UserSettings } from '../../modules/accounts/accounts.service.ts';

type Deps = { prisma: PrismaClient };

/** The seller's pricing option, margins, formula and eBay fee settings, as ebayListingPrice takes them. */
export async function sellerPricingFor(deps: Deps, userId: string): Promise<SellerPricing> {
  return sellerPricingOf(await readUserSettings(deps, userId));
}

/** The seller's settings (stored, or proposed by the repricing preview) as ebayListingPrice takes them. */
export function sellerPricingOf(settings: UserSettings): SellerPricing {
  return {
    pricingOption: settings.pricing_option,
    pricingPercentMargin: settings.pricing_percent_margin,
    pricingFixedMargin: settings.pricing_fixed_margin,
    pricingFormula: {
      itemMultiplier: settings.pricing_formula.item_multiplier,
      fbaShipMultiplier: settings.pricing_formula.fba_ship_multiplier,
      constantAdd: settings.pricing_formula.constant_add,
    },
    ebayFeeCountry: settings.ebay_fee_country,
    ebayAccountType: settings.ebay_info.accountType,
    ebayShopType: settings.ebay_shop_type,
    enableBestOffer: settings.enable_best_offer === true,
  };
}

/** Each item's eBay price and breakdown for this seller, in the items' order (the items must be theirs). */
export async function ebayPricingFor(deps: Deps, userId: string, items: readonly PricingItem[]): Promise<PriceBreakdown[]> {
  const seller = await sellerPricingFor(deps, userId);
  return items.map((item) => ebayListingPrice(item, seller));
}
