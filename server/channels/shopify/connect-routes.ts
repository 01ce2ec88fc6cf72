// Shopify's connect calls over REST (spec 002 §7): the signed install query, then the signed OAuth
// return query.
import { type ConnectRoute, flatQuery, flowOfFlag } from '../connect-routes.ts';
import { connectShopify, shopifyAppInstall } from './connect.ts';

export const shopifyConnectRoutes: readonly ConnectRoute[] = [
  {
    method: 'get',
    path: '/user/:userId/shopify/app-install',
    async answer(deps, req, { userId }) {
      const q = flatQuery(req.query);
      const flow = flowOfFlag(q.onboarding);
      delete q.onboarding;
      const s = await shopifyAppInstall(deps, userId, q, flow);
      return { state: s.state, redirect: s.authorizeUrl, shop: s.shop };
    },
  },
  {
    method: 'post',
    path: '/user/:userId/shopify/auth-return',
    async answer(deps, req, { userId, userJson }) {
      // The legacy client posts the return query; accept it as the body or the query string.
      const q = Object.keys(flatQuery(req.body)).length ? flatQuery(req.body) : flatQuery(req.query);
      const { flow } = await connectShopify(deps, userId, q);
      return { ...(await userJson()), flow };
    },
  },
];
