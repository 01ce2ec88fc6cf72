// Shopify's entry in the channel registry: the adapter built from the seller's Shopify session and
// settings (pricing formulas, visibility of new products, preferred location), and the sale price
// continuous sync pushes.
import { shopifyConnectRoutes } from './connect-routes.ts';
import { shopifyLinkedPlatform } from './connection-view.ts';
import { readUserSettings } from '../../modules/accounts/accounts.service.ts';
import { ConnectionNotFoundError } from '../../modules/connections/connections.errors.ts';
import { sessionFor } from '../../modules/connections/sessions.ts';
import { ShopifyNotAuthorizedError } from './connection-errors.ts';
import { channelQuantityLimits } from '../../../shared/inventory/quantity.ts';
import { ShopifyApiError } from '../../integrations/shopify/index.ts';
import { shopifyPrice } from '../../pricing/shopify-price.ts';
import type { ChannelEntry } from '../registry.ts';
import { variationFamilies } from '../ports.ts';
import { shopifyOrders } from './orders.ts';
import { shopifyLegacySales } from './legacy-sales.ts';
import { LINKED_PLATFORMS } from '../account-alerts.ts';
import { shopifyWebhooks } from './webhooks.ts';
import { shopifyAdapter } from './adapter.ts';

export const shopifyChannel: ChannelEntry = {
  name: 'Shopify',
  linkedPlatform: shopifyLinkedPlatform,
  connectRoutes: shopifyConnectRoutes,
  listingOperations: [
    'listOnShopify',
    'delistFromShopify',
    'publishOnShopify',
    'unpublishFromShopify',
    'resetShopify',
    'delistShopifyListings',
    'importShopifyListings',
    'updateShopifySettings',
    'POST /user/:userId/fba-items/list-to-shopify',
    'POST /user/:userId/fba-items/delist-from-shopify',
    'POST /user/:userId/fba-items/publish-to-shopify',
    'POST /user/:userId/fba-items/unpublish-from-shopify',
    'POST /user/:userId/fba-items/reset-shopify',
    'POST /user/:userId/shopify-listings/refresh',
    'POST /user/:userId/shopify-listings/import',
    'POST /user/:userId/shopify-listings/delist/:listingId',
  ],
  orders: shopifyOrders,
  legacySales: shopifyLegacySales,
  // 001 §8: Shopify's reauthorisation banner (it replaces token_revoked_error for Shopify).
  accountAlerts: (f) =>
    f.connection?.status === 'NEEDS_REAUTH'
      ? [
          {
            stage: 'reauth',
            type: 'shopify_requires_reauth',
            classname: 'error',
            message: 'Your Shopify credentials are out of date. Please reauthorize Shopify so that your listings keep syncing.',
            link: LINKED_PLATFORMS,
            link_text: 'Reauthorize Shopify',
          },
        ]
      : [],
  webhooks: shopifyWebhooks,
  listedStatus: 'LISTED',
  billing: { plans: 'shopify' },
  // 002 §2.4: only when automatic_pricing_sync / automatic_quantity_sync are on.
  syncSwitches: (s) => ({
    quantity: s.shopify_settings.automatic_quantity_sync === true,
    price: s.shopify_settings.automatic_pricing_sync === true,
  }),
  settingsKeys: ['shopify_pricing_formulas', 'shopify_settings'],
  pricingKeys: ['shopify_pricing_formulas'],
  revisesContent: true,
  groupsFamilies: true,
  // A token Shopify no longer accepts (the app was uninstalled: app/uninstalled marks the connection).
  isReauthError: (err) => err instanceof ShopifyApiError && err.status === 401,
  connectionCheck: { notConnected: () => new ShopifyNotAuthorizedError() },
  async pricer(deps, userId) {
    const formulas = (await readUserSettings(deps, userId)).shopify_pricing_formulas;
    return {
      key: JSON.stringify(formulas),
      priceOf(item) {
        const p = shopifyPrice(item.priceCents, formulas);
        return { priceCents: p.priceCents, ready: p.ready, locked: false };
      },
    };
  },
  async adapterFor(deps, userId) {
    if (!deps.clients.shopify) throw new ConnectionNotFoundError('shopify');
    const [session, settings] = await Promise.all([sessionFor(deps, userId, 'shopify'), readUserSettings(deps, userId)]);
    return shopifyAdapter({
      session,
      formulas: settings.shopify_pricing_formulas,
      publishNew: settings.shopify_settings.default_product_import_state !== 'unpublished',
      preferredLocation: settings.shopify_settings.preferred_location ?? null,
      quantityRules: channelQuantityLimits('SHOPIFY', settings),
      // A family listed as GROUP is one product with a variant per child (issue 34).
      families: (parentAsins) => variationFamilies(deps, userId, parentAsins),
    });
  },
};
