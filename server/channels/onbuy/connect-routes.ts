// OnBuy's connect calls over REST (spec 000 §7): the seller's keys, and the sites they reach.
import { bodyOf, type ConnectRoute, str } from '../connect-routes.ts';
import { onbuySites, saveOnbuyCredentials } from './connect.ts';

export const onbuyConnectRoutes: readonly ConnectRoute[] = [
  {
    method: 'post',
    path: '/user/:userId/onbuy/save-credentials',
    async answer(deps, req, { userId, userJson }) {
      const b = bodyOf(req);
      await saveOnbuyCredentials(deps, userId, { consumerKey: str(b.consumer_key), secretKey: str(b.secret_key) });
      return userJson();
    },
  },
  // The OnBuy sites the seller's keys reach, as OnBuy lists them now: { results: [{ site_id, name }] }.
  { method: 'get', path: '/user/:userId/onbuy/sites', answer: async (deps, _req, { userId }) => ({ results: await onbuySites(deps, userId) }) },
];
