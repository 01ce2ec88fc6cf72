import type { RouteObject } from 'react-router';
import { returnRouteLoader } from '../connect/returnLoader.ts';

// Each page's code loads on first visit (first-load budget); the loader starts at once, in parallel.
const spapi = async () => (await import('./SpapiAuthReturnPage.tsx')).SpapiAuthReturnPage;
const ebayAccepted = async () => (await import('../channels/ebay/EbayReturnPage.tsx')).EbayAcceptedPage;
const ebayRejected = async () => (await import('../channels/ebay/EbayReturnPage.tsx')).EbayRejectedPage;
const shopifyInstall = async () => (await import('../channels/shopify/ShopifyInstallPage.tsx')).ShopifyInstallPage;
const shopifyReturn = async () => (await import('../channels/shopify/ShopifyReturnPage.tsx')).ShopifyReturnPage;

/** The OAuth and install return routes (spec 000 §2): full-page, no top navigation. */
export const connectionReturnRoutes: RouteObject[] = [
  { path: 'spapi-auth', loader: returnRouteLoader, lazy: { Component: spapi } },
  { path: 'ebay/oauth/accepted', loader: returnRouteLoader, lazy: { Component: ebayAccepted } },
  { path: 'jltoken/accept', loader: returnRouteLoader, lazy: { Component: ebayAccepted } },
  { path: 'ebay/oauth/rejected', loader: returnRouteLoader, lazy: { Component: ebayRejected } },
  { path: 'shopify_app_install', loader: returnRouteLoader, lazy: { Component: shopifyInstall } },
  { path: 'shopify/oauth', loader: returnRouteLoader, lazy: { Component: shopifyReturn } },
];
