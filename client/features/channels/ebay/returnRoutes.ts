import type { RouteObject } from 'react-router';
import { returnRouteLoader } from '../../connect/returnLoader.ts';

// The pages load on first visit (the router holds this list from the start: first-load budget).
const accepted = async () => (await import('./EbayReturnPage.tsx')).EbayAcceptedPage;
const rejected = async () => (await import('./EbayReturnPage.tsx')).EbayRejectedPage;

/** eBay's OAuth return routes (spec 001 §2.5): the consent accepted (and the old /jltoken/accept) or declined. */
export const ebayReturnRoutes: RouteObject[] = [
  { path: 'ebay/oauth/accepted', loader: returnRouteLoader, lazy: { Component: accepted } },
  { path: 'jltoken/accept', loader: returnRouteLoader, lazy: { Component: accepted } },
  { path: 'ebay/oauth/rejected', loader: returnRouteLoader, lazy: { Component: rejected } },
];
