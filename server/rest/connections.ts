// /api/v1/user/{userId}/… connection calls (spec 000 §7, 002 §7) with their legacy payloads. Each
// answers the legacy user document (with sp_creds, ebay_creds, shopify_creds, onbuy) unless the
// spec names another answer.
import { sellerRoutes } from './seller-routes.ts';
import type { Router } from 'express';
import type { AppServices } from '../services.ts';
import { connectAmazon, startAmazonAuthorization } from '../modules/connections/amazon.service.ts';
import { connectEbay, startEbayAuthorization, updateEbaySite } from '../channels/ebay/connect.ts';
import { onbuySites, saveOnbuyCredentials } from '../channels/onbuy/connect.ts';
import { connectShopify, shopifyAppInstall } from '../channels/shopify/connect.ts';
import { handle } from './auth-middleware.ts';
import { legacyUserDocument } from './legacy-user.ts';

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
const flag = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1;
/** A query object with string values only (Express may parse `a[b]=c` into objects). */
const flatQuery = (q: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((q ?? {}) as Record<string, unknown>).filter(([, v]) => typeof v === 'string') as [string, string][]);

export function connectionRoutes(app: AppServices): Router {
  const { r, scoped, id } = sellerRoutes(app);
  const userJson = (userId: string) => legacyUserDocument(app, userId);

  // Amazon: a short-lived state for the consent page (the legacy client cached it 30 minutes).
  r.get(
    '/user/:userId/spapi-auth/:marketplaceId',
    ...scoped,
    handle(async (req) => {
      const s = await startAmazonAuthorization(app, id(req), String(req.params.marketplaceId), flag(req.query.onboarding) ? 'onboarding' : 'settings');
      return { state: s.state, consent_url: s.consentUrl, marketplace_id: s.marketplaceId };
    }),
  );
  r.post(
    '/user/:userId/spapi-auth',
    ...scoped,
    handle(async (req) => {
      const b = req.body ?? {};
      const { flow } = await connectAmazon(app, id(req), {
        sellingPartnerId: str(b.sellingPartnerId),
        spapiOauthCode: str(b.spapiOauthCode),
        state: str(b.state),
        setOnboarding: flag(b.setOnboarding),
      });
      return { ...(await userJson(id(req))), flow };
    }),
  );

  // eBay: the server now issues the state (the legacy browser made it up), so it can check it.
  r.get(
    '/user/:userId/ebay/auth-url/:siteId',
    ...scoped,
    handle(async (req) => {
      const s = await startEbayAuthorization(app, id(req), String(req.params.siteId), flag(req.query.onboarding) ? 'onboarding' : 'settings');
      return { state: s.state, url: s.consentUrl, site_id: s.siteId };
    }),
  );
  r.post(
    '/user/:userId/ebay/submit-oauth',
    ...scoped,
    handle(async (req) => {
      const b = req.body ?? {};
      const { flow } = await connectEbay(app, id(req), { code: str(b.code), state: str(b.state), siteId: b.site_id });
      return { ...(await userJson(id(req))), flow };
    }),
  );
  r.post(
    '/user/:userId/ebay/update-site',
    ...scoped,
    handle(async (req) => {
      await updateEbaySite(app, id(req), str(req.body?.site_id));
      return userJson(id(req));
    }),
  );

  // Shopify: the signed install query, then the signed OAuth return query.
  r.get(
    '/user/:userId/shopify/app-install',
    ...scoped,
    handle(async (req) => {
      const q = flatQuery(req.query);
      const onboarding = flag(q.onboarding);
      delete q.onboarding;
      const s = await shopifyAppInstall(app, id(req), q, onboarding ? 'onboarding' : 'settings');
      return { state: s.state, redirect: s.authorizeUrl, shop: s.shop };
    }),
  );
  r.post(
    '/user/:userId/shopify/auth-return',
    ...scoped,
    handle(async (req) => {
      // The legacy client posts the return query; accept it as the body or the query string.
      const q = Object.keys(flatQuery(req.body)).length ? flatQuery(req.body) : flatQuery(req.query);
      const { flow } = await connectShopify(app, id(req), q);
      return { ...(await userJson(id(req))), flow };
    }),
  );

  r.post(
    '/user/:userId/onbuy/save-credentials',
    ...scoped,
    handle(async (req) => {
      await saveOnbuyCredentials(app, id(req), { consumerKey: str(req.body?.consumer_key), secretKey: str(req.body?.secret_key) });
      return userJson(id(req));
    }),
  );
  // The OnBuy sites the seller's keys reach, as OnBuy lists them now: { results: [{ site_id, name }] }.
  r.get(
    '/user/:userId/onbuy/sites',
    ...scoped,
    handle(async (req) => ({ results: await onbuySites(app, id(req)) })),
  );
  return r;
}
