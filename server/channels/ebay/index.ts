// eBay's entry in the channel registry: the adapter built from the seller's eBay session, the
// pricing settings, the listing-content module's memory (category suggestions, the business-policy setup)
// and the catalog module's category aspects (the pre-flight check), both through ../ports.ts.
import { ebayConnectRoutes } from './connect-routes.ts';
import { ebayConnectionView, ebayLinkedPlatform } from './connection-view.ts';
import { ConnectionNotFoundError } from '../../modules/connections/connections.errors.ts';
import { sessionFor } from '../../modules/connections/sessions.ts';
import { EbayNotAuthorizedError, EbayReauthorizationNeededError } from './connection-errors.ts';
import {
  aspectRulesFor,
  clearSetup,
  fillSpecifics,
  readCategorySuggestions,
  readSetup,
  saveCategorySuggestions,
  saveSetup,
  updateItem,
  variationFamilies,
} from '../ports.ts';
import { sellerPricingFor } from './seller-pricing.ts';
import { readUserSettings } from '../../modules/accounts/accounts.service.ts';
import { channelQuantityLimits } from '../../../shared/inventory/quantity.ts';
import { EbayReauthorizationNeeded } from '../../integrations/ebay/index.ts';
import { ebayListingPrice } from '../../pricing/listing-price.ts';
import type { ChannelEntry } from '../registry.ts';
import { ebayOrders } from './orders.ts';
import { ebayLegacySales } from './legacy-sales.ts';
import { ebayAccountAlerts } from './account-alerts.ts';
import { ebayWebhooks } from './webhooks.ts';
import { deleteOrderSubscription } from './order-notifications.ts';
import { ebayAdapter, type StoredSetup } from './adapter.ts';
import { templateSettingsOf } from './template/index.ts';

/** The seller's settings that move eBay prices (the rest of settingsKeys move quantities). */
const PRICING_KEYS = [
  'pricing_option',
  'pricing_percent_margin',
  'pricing_fixed_margin',
  'pricing_formula',
  'ebay_fee_country',
  'ebay_shop_type',
  'ebay_info',
  'repricing_enabled',
  'always_reprice',
  'repricing_margin',
];

export const ebayChannel: ChannelEntry = {
  name: 'eBay',
  linkedPlatform: ebayLinkedPlatform,
  connectRoutes: ebayConnectRoutes,
  listingOperations: [
    'listOnEbay',
    'reviseOnEbay',
    'delistFromEbay',
    'importEbayListings',
    'updateEbayListings',
    'relistEbayHeldBack',
    'setEbayCategoryDefault',
    'removeEbayCategoryDefault',
    'updateEbaySettings',
    'setEbayCurrency',
    'updateEbaySite',
    'POST /user/:userId/ebay/update-site',
    'POST /user/:userId/fba-items/list-to-ebay',
    'POST /user/:userId/fba-items/revise-ebay',
    'POST /user/:userId/fba-items/delist-from-ebay',
    'POST /user/:userId/fba-items/bulk-action',
    'POST /user/:userId/ebay-listings/import',
    'POST /user/:userId/ebay-listings/update',
    'POST /user/:userId/ebay-listings/delist',
    'POST /user/:userId/ebay-listings/revise',
    'POST /user/:userId/ebay-listings/update-images',
    'POST /user/:userId/ebay-listings/refresh',
    'POST /user/:userId/ebay/reviseQuantity/:itemId',
  ],
  orders: ebayOrders,
  legacySales: ebayLegacySales,
  webhooks: ebayWebhooks,
  beforeDisconnect: (deps, userId) => deleteOrderSubscription(deps, userId).catch((err) => deps.log.warn({ err, userId }, 'eBay subscription not removed')),
  accountAlerts: ebayAccountAlerts,
  listedStatus: 'LISTED',
  billing: { plans: 'ebay' },
  // 002 §2.16: repricing on unless repricing_enabled is false, quantity sync on unless disable_qus is true.
  syncSwitches: (s) => ({ quantity: s.disable_qus !== true, price: s.repricing_enabled !== false }),
  settingsKeys: [...PRICING_KEYS, 'preferred_list_quantity_buffer', 'preferred_list_quantity', 'disable_qus'],
  pricingKeys: PRICING_KEYS,
  revisesContent: true,
  groupsFamilies: true,
  isReauthError: (err) => err instanceof EbayReauthorizationNeeded,
  connectionCheck: {
    notConnected: () => new EbayNotAuthorizedError(),
    needsReauth: () => new EbayReauthorizationNeededError(),
    // Spec 000 §4: only an 'oauth' token lists; an older kind of token must reauthorise.
    usable: (connection) => ebayConnectionView(connection).authorized,
  },
  // 000 §8's alert is the sentence alone (Shopify's and OnBuy's add the way out).
  quotaAlert: 'You do not have enough eBay listings available to list these items.',
  // A price the seller kept from eBay becomes the item's eBay price lock, which repricing leaves alone.
  async keepEditedPrice(deps, userId, itemId, priceCents) {
    await updateItem(deps, userId, itemId, { ebay_price: priceCents });
  },
  // The same pricing the listing view shows and the adapter lists at; a lock (ebay_price) is never repriced.
  async pricer(deps, userId) {
    const seller = await sellerPricingFor(deps, userId);
    const { enableBestOffer: _bestOffer, ...pricing } = seller;
    return {
      key: JSON.stringify(pricing),
      priceOf(item) {
        const p = ebayListingPrice(item, seller);
        return { priceCents: p.priceCents, ready: p.ready, locked: p.source === 'locked' };
      },
    };
  },
  async adapterFor(deps, userId, connectionId) {
    if (!deps.clients.ebay) throw new ConnectionNotFoundError('ebay');
    const [session, seller, settings] = await Promise.all([sessionFor(deps, userId, 'ebay'), sellerPricingFor(deps, userId), readUserSettings(deps, userId)]);
    const memory = {
      readSuggestions: (marketplaceId: string, keys: string[]) => readCategorySuggestions(deps, userId, marketplaceId, keys),
      saveSuggestions: (marketplaceId: string, found: { key: string; categoryId: string }[]) => saveCategorySuggestions(deps, userId, marketplaceId, found),
      // Rows without a connection id (none today) simply look the setup up each run.
      readSetup: async () => (connectionId ? readSetup<StoredSetup>(deps, userId, connectionId) : null),
      saveSetup: async (setup: StoredSetup) => (connectionId ? saveSetup(deps, userId, connectionId, setup) : undefined),
      clearSetup: async () => (connectionId ? clearSetup(deps, userId, connectionId) : undefined),
    };
    // The pre-flight check's aspects come through the catalog module's Taxonomy cache.
    const aspects = (marketplaceId: string, categoryId: string) => aspectRulesFor(deps, marketplaceId, categoryId);
    return ebayAdapter({
      session,
      // Merchant-fulfilled items ship from the seller's address (eBay settings), not Amazon's warehouse.
      shipsFrom: settings.ships_from_zip ? { postalCode: settings.ships_from_zip, country: settings.override_country } : null,
      config: deps.clients.ebay,
      seller,
      memory,
      quantityRules: channelQuantityLimits('EBAY', settings),
      template: templateSettingsOf(settings),
      aspects,
      // The seller's item-specific defaults per category and, when turned on, AI in bulk (issue 28), under each item's own values.
      fillSpecifics: (marketplaceId, rows) => fillSpecifics(deps, userId, marketplaceId, rows, { ai: settings.ebay_ai_fill_specifics }),
      // A family listed as GROUP is one multi-variation listing (issue 34).
      families: (parentAsins) => variationFamilies(deps, userId, parentAsins),
    });
  },
};
