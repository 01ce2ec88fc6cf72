// InventoryItem.ebayPricing: the price the engine would list the item at on eBay and how it was
// reached (the listing view's Pricing Info panel, 001 §2.12), from the same function the engine uses.
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { ebayListingPrice, type PriceBreakdown, type SellerPricing } from '../../pricing/listing-price.ts';
import { allowBestOffer } from '../../channels/ebay/payload.ts';
import { InventoryItemRef } from '../inventory/inventory.schema.ts';
import { sellerPricingFor } from '../../channels/ebay/seller-pricing.ts';

const EbayPriceSourceEnum = builder.enumType('EbayPriceSource', {
  description: "'locked': the seller set the price; otherwise the seller's pricing option that computed it.",
  values: ['locked', 'percent', 'fixed', 'formula'] as const,
});
const OffsiteFulfilmentSourceEnum = builder.enumType('OffsiteFulfilmentSource', {
  description: "'custom': the seller's own fee; 'estimate': the MCF estimate (FBA); 'merchant': 0, the seller ships.",
  values: ['custom', 'estimate', 'merchant'] as const,
});

const EbayPricingType = builder.objectRef<PriceBreakdown>('EbayPricing').implement({
  description: 'An eBay listing price and its breakdown, in minor units of the seller’s eBay currency.',
  fields: (t) => ({
    priceCents: t.exposeInt('priceCents', { description: 'The price to list at (0 while not ready).' }),
    source: t.field({ type: EbayPriceSourceEnum, resolve: (p) => p.source }),
    ready: t.exposeBoolean('ready', { description: 'False while Amazon figures the option needs are missing: the item cannot be listed yet.' }),
    missing: t.exposeStringList('missing', { description: 'The missing pricing_info fields (amazon_price, amazon_earnings).' }),
    amazonPriceCents: t.exposeInt('amazonPriceCents', { nullable: true }),
    amazonFeesCents: t.exposeInt('amazonFeesCents', { nullable: true, description: "Amazon's referral plus fulfilment fee." }),
    amazonEarningsCents: t.exposeInt('amazonEarningsCents', { nullable: true, description: "The Amazon price less Amazon's fees." }),
    offsiteFulfilmentCents: t.exposeInt('offsiteFulfilmentCents'),
    offsiteFulfilmentSource: t.field({ type: OffsiteFulfilmentSourceEnum, resolve: (p) => p.offsiteFulfilmentSource }),
    ebayFeeCents: t.exposeInt('ebayFeeCents', { description: "eBay's fee at the price." }),
    marginCents: t.exposeInt('marginCents', {
      nullable: true,
      description: 'Price less eBay fee, offsite fulfilment and Amazon earnings (may be negative; null without earnings).',
    }),
  }),
});

// One settings read per seller per request, however many items ask.
const sellerCache = new WeakMap<GraphQLContext, Map<string, Promise<SellerPricing>>>();
function sellerOf(ctx: GraphQLContext, userId: string): Promise<SellerPricing> {
  let byUser = sellerCache.get(ctx);
  if (!byUser) sellerCache.set(ctx, (byUser = new Map()));
  let seller = byUser.get(userId);
  if (!seller) byUser.set(userId, (seller = sellerPricingFor(ctx, userId)));
  return seller;
}

builder.objectField(InventoryItemRef, 'ebayPricing', (t) =>
  t.field({
    type: EbayPricingType,
    description: "The item's eBay price for its seller's pricing settings, and how it was computed.",
    resolve: async (item, _a, ctx) => ebayListingPrice(item, await sellerOf(ctx, item.userId)),
  }),
);

builder.objectField(InventoryItemRef, 'allowBestOffer', (t) =>
  t.boolean({
    description: "Best Offer on the item's eBay listing as it would be listed: edits.allowBestOffer, else the seller's enable_best_offer setting.",
    resolve: async (item, _a, ctx) => allowBestOffer(item, (await sellerOf(ctx, item.userId)).enableBestOffer === true),
  }),
);
