import type { RouteObject } from 'react-router';
import { channelReturnRoutes } from '../channels/returnRoutes.ts';
import { returnRouteLoader } from '../connect/returnLoader.ts';

// Each page's code loads on first visit (first-load budget); the loader starts at once, in parallel.
const spapi = async () => (await import('./SpapiAuthReturnPage.tsx')).SpapiAuthReturnPage;

/** The OAuth and install return routes (spec 000 §2): full-page, no top navigation. Amazon's, then the channels'. */
export const connectionReturnRoutes: RouteObject[] = [{ path: 'spapi-auth', loader: returnRouteLoader, lazy: { Component: spapi } }, ...channelReturnRoutes];
