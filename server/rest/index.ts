import express, { Router } from 'express';
import type { AppServices } from '../services.ts';
import { healthRoutes } from './health.ts';
import { billingRoutes } from './billing.ts';
import { authRoutes } from './auth.ts';
import { userRoutes } from './user.ts';
import { connectionRoutes } from './connections.ts';
import { inventoryRoutes } from './inventory.ts';
import { ebayListingRoutes } from './ebay-listings.ts';
import { ebayListingsCsvRoutes } from './ebay-listings-csv.ts';
import { shopifyActionRoutes } from './shopify-actions.ts';
import { ebayCallRoutes } from './ebay-calls.ts';
import { shopifyListingsPageRoutes } from './shopify-listings-page.ts';
import { shopifyLocationRoutes } from './shopify-locations.ts';
import { onbuyProductRoutes } from './onbuy-products.ts';
import { onbuyListingRoutes } from './onbuy-listings.ts';
import { restErrorHandler, restNotFound } from './errors.ts';
import { refuseNulBytes } from './nul-bytes.ts';
import { webhookRoutes } from './webhooks.ts';
import { alertRoutes } from './alerts.ts';
import { supportRoutes } from './support.ts';
import { salesRoutes } from './sales.ts';
import { onbuyOrderRoutes } from './onbuy-orders.ts';
import { adminRoutes } from './admin.ts';
import { catalogRoutes } from './catalog.ts';
import { adminEbayDebugRoutes } from './admin-ebay-debug.ts';
import { aiRoutes } from './ai.ts';
import { activityRoutes } from './activity.ts';

/** The legacy `/api/v1` shim: parse, call a service, shape the legacy JSON. */
export function restRouter(app: AppServices): Router {
  const r = Router();
  r.use(billingRoutes(app)); // before the JSON parser: the Stripe webhook needs the raw body
  r.use(webhookRoutes(app)); // Shopify GDPR and eBay account deletion: raw bodies too
  r.use(supportRoutes(app)); // its own, larger body limit (screenshots)
  r.use(express.json({ limit: '2mb' }));
  r.use(refuseNulBytes); // Postgres text holds no NUL: a 400 naming the field, not a 500
  r.use(healthRoutes(app));
  r.use(authRoutes(app));
  r.use(userRoutes(app));
  r.use(connectionRoutes(app));
  r.use(ebayListingsCsvRoutes(app));
  r.use(ebayListingRoutes(app));
  r.use(shopifyActionRoutes(app));
  r.use(ebayCallRoutes(app));
  r.use(shopifyListingsPageRoutes(app));
  r.use(shopifyLocationRoutes(app));
  r.use(onbuyProductRoutes(app));
  r.use(onbuyListingRoutes(app));
  r.use(catalogRoutes(app)); // before inventoryRoutes: fba-items/{id}/recommended-*
  r.use(inventoryRoutes(app));
  r.use(alertRoutes(app));
  r.use(salesRoutes(app));
  r.use(onbuyOrderRoutes(app));
  r.use(adminRoutes(app));
  r.use(adminEbayDebugRoutes(app));
  r.use(aiRoutes(app));
  r.use(activityRoutes(app));
  r.use(restNotFound);
  r.use(restErrorHandler);
  return r;
}
