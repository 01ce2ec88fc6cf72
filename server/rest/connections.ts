// /api/v1/user/{userId}/… connection calls (spec 000 §7, 002 §7) with their legacy payloads: Amazon's
// here, each channel's from its registry entry (connectRoutes). Each answers the legacy user document
// (with sp_creds, ebay_creds, shopify_creds, onbuy) unless the spec names another answer.
import { sellerRoutes } from './seller-routes.ts';
import { Router } from 'express';
import type { AppServices } from '../services.ts';
import { connectAmazon, startAmazonAuthorization } from '../modules/connections/amazon.service.ts';
import { flag, str } from '../channels/connect-routes.ts';
import { type ChannelEntry, registeredChannels } from '../channels/registry.ts';
import { handle } from './auth-middleware.ts';
import { legacyUserDocument } from './legacy-user.ts';

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

  // Each channel's own connect calls (its connect-routes.ts), found in the registry per request so a
  // channel registered after the app started is served too; one router per channel, built once.
  const routers = new WeakMap<ChannelEntry, Router>();
  const routerOf = (entry: ChannelEntry) => {
    let router = routers.get(entry);
    if (!router) {
      router = Router();
      for (const route of entry.connectRoutes ?? [])
        router[route.method](
          route.path,
          ...scoped,
          handle((req) => route.answer(app, req, { userId: id(req), userJson: () => userJson(id(req)) })),
        );
      routers.set(entry, router);
    }
    return router;
  };
  r.use((req, res, next) => {
    const entries = registeredChannels().flatMap(([, e]) => (e.connectRoutes?.length ? [e] : []));
    // Each channel's router in turn: one that has no route for the path passes on to the next.
    const tryFrom = (i: number): void => {
      const entry = entries[i];
      if (!entry) return next();
      routerOf(entry)(req, res, (err?: unknown) => (err ? next(err) : tryFrom(i + 1)));
    };
    tryFrom(0);
  });
  return r;
}
