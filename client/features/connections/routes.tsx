import type { RouteObject } from 'react-router';
import { returnRouteLoader } from './returnLoader.ts';
import { SpapiAuthReturnPage } from './SpapiAuthReturnPage.tsx';
import { EbayAcceptedPage, EbayRejectedPage } from './EbayReturnPage.tsx';
import { ShopifyInstallPage } from './ShopifyInstallPage.tsx';
import { ShopifyReturnPage } from './ShopifyReturnPage.tsx';

/** The OAuth and install return routes (spec 000 §2): full-page, no top navigation. */
export const connectionReturnRoutes: RouteObject[] = [
  { path: 'spapi-auth', loader: returnRouteLoader, element: <SpapiAuthReturnPage /> },
  { path: 'ebay/oauth/accepted', loader: returnRouteLoader, element: <EbayAcceptedPage /> },
  { path: 'jltoken/accept', loader: returnRouteLoader, element: <EbayAcceptedPage /> },
  { path: 'ebay/oauth/rejected', loader: returnRouteLoader, element: <EbayRejectedPage /> },
  { path: 'shopify_app_install', loader: returnRouteLoader, element: <ShopifyInstallPage /> },
  { path: 'shopify/oauth', loader: returnRouteLoader, element: <ShopifyReturnPage /> },
];
