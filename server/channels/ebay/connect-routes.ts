// eBay's connect calls over REST (spec 000 §7): the server issues the state (the legacy browser
// made it up), so it can check it on the way back.
import { bodyOf, type ConnectRoute, flowOfFlag, str } from '../connect-routes.ts';
import { connectEbay, startEbayAuthorization, updateEbaySite } from './connect.ts';

export const ebayConnectRoutes: readonly ConnectRoute[] = [
  {
    method: 'get',
    path: '/user/:userId/ebay/auth-url/:siteId',
    async answer(deps, req, { userId }) {
      const s = await startEbayAuthorization(deps, userId, String(req.params.siteId), flowOfFlag((req.query as Record<string, unknown>)?.onboarding));
      return { state: s.state, url: s.consentUrl, site_id: s.siteId };
    },
  },
  {
    method: 'post',
    path: '/user/:userId/ebay/submit-oauth',
    async answer(deps, req, { userId, userJson }) {
      const b = bodyOf(req);
      const { flow } = await connectEbay(deps, userId, { code: str(b.code), state: str(b.state), siteId: b.site_id });
      return { ...(await userJson()), flow };
    },
  },
  {
    method: 'post',
    path: '/user/:userId/ebay/update-site',
    async answer(deps, req, { userId, userJson }) {
      await updateEbaySite(deps, userId, str(bodyOf(req).site_id));
      return userJson();
    },
  },
];
