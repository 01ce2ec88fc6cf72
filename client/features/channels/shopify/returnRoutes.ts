import type { RouteObject } from 'react-router';
import { returnRouteLoader } from '../../connect/returnLoader.ts';

// The pages load on first visit (the router holds this list from the start: first-load budget).
const install = async () => (await import('./ShopifyInstallPage.tsx')).ShopifyInstallPage;
const oauthReturn = async () => (await import('./ShopifyReturnPage.tsx')).ShopifyReturnPage;

/** Shopify's install and OAuth return routes (spec 002 §2.5, §2.6). */
export const shopifyReturnRoutes: RouteObject[] = [
  { path: 'shopify_app_install', loader: returnRouteLoader, lazy: { Component: install } },
  { path: 'shopify/oauth', loader: returnRouteLoader, lazy: { Component: oauthReturn } },
];
