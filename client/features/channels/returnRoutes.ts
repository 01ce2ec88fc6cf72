// The channels' OAuth and install return routes, each declared in its folder. Not in registry.ts:
// the router holds these from the start, and the registry would bring every channel's pages into
// the first load; a channel with a consent page to come back from adds its line here.
import type { RouteObject } from 'react-router';
import { ebayReturnRoutes } from './ebay/returnRoutes.ts';
import { shopifyReturnRoutes } from './shopify/returnRoutes.ts';

export const channelReturnRoutes: RouteObject[] = [...ebayReturnRoutes, ...shopifyReturnRoutes];
