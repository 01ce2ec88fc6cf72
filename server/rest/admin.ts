// The admin REST shim (spec 002 §7, /api/v1/admin/{userId}/...): {userId} is the signed-in admin
// ('-' too), {targetUserId} the user acted on. A seller gets 403. Every change is audited by the
// admin module.
import { type Request, type RequestHandler, Router } from 'express';
import type { AppServices } from '../services.ts';
import * as admin from '../modules/admin/admin.service.ts';
import { handle, requireSession } from './auth-middleware.ts';
import { HttpError } from './errors.ts';

/** 403 unless the session is an admin's and the path's {userId} is that admin. */
function adminOnly(): RequestHandler {
  return (req, _res, next) => {
    const viewer = req.viewer!;
    const raw = String(req.params.userId ?? '');
    if (!viewer.isAdmin || (raw !== '-' && raw !== viewer.userId)) return next(new HttpError(403, 'Forbidden'));
    next();
  };
}

/** A JSON boolean, or 'true'/'false' (path segments, query strings); else 400. */
function bool(v: unknown, name: string): boolean {
  if (v === true || v === 'true' || v === 1 || v === '1') return true;
  if (v === false || v === 'false' || v === 0 || v === '0') return false;
  throw new HttpError(400, `${name} must be true or false`);
}

/** Optional filter: '', absent or 'all' → no filter. */
function optionalBool(v: unknown): boolean | null {
  if (v === undefined || v === '' || v === 'all' || v === 'null') return null;
  return v === 'true' || v === '1' || v === true;
}

/** A row of user-list in the legacy user shape (spec 002 §3, User as used here). */
function legacyRow(r: admin.AdminUserRow) {
  const plan = (channel: string) => r.plans.find((p) => p.channel === channel)?.planId ?? null;
  return {
    _id: r.userId,
    emails: [{ address: r.email }],
    createdAt: r.createdAt,
    stats: {
      item_count: r.itemCount,
      active_listings: r.ebayListings,
      active_shopify_listings: r.shopifyListings,
      sales: r.sales,
      plan_shopify: plan('shopify'),
    },
    settings: {
      full_name: r.fullName,
      stripe: r.stripeCustomerId ? { customer: { id: r.stripeCustomerId } } : undefined,
      stripe_ebay_plan_id: plan('ebay'),
      stripe_shopify_plan_id: plan('shopify'),
      stripe_onbuy_plan_id: plan('onbuy'),
      sp_creds: r.platformIds.amazon ? { selling_partner_id: r.platformIds.amazon } : undefined,
      ebay_creds: r.platformIds.ebay ? { sellername: r.platformIds.ebay } : undefined,
      shopify_creds: r.platformIds.shopify ? { domain: r.platformIds.shopify } : undefined,
    },
    platformIds: r.platformIds,
    plans: r.plans,
  };
}

export function adminRoutes(app: AppServices): Router {
  const r = Router();
  const guard = [requireSession(app), adminOnly()];
  const target = (req: Request) => String(req.params.targetUserId);
  const adminId = (req: Request) => req.viewer!.userId;

  r.get(
    '/admin/:userId/user-list',
    ...guard,
    handle(async (req) => {
      const q = req.query as Record<string, string | undefined>;
      const page = await admin.listUsers(app, {
        search: q.search ?? null,
        sort: q.order ?? q.sort ?? null,
        hasEbay: optionalBool(q.has_ebay),
        hasShopify: optionalBool(q.has_shopify),
        page: Number(q.page) || 1,
        perPage: Number(q.per_page) || 10,
      });
      return {
        documents: page.documents.map(legacyRow),
        numPages: page.numPages,
        total: page.total,
        page: page.page,
        per_page: page.perPage,
        order: page.sort,
      };
    }),
  );
  r.get(
    '/admin/:userId/user/:targetUserId',
    ...guard,
    handle(async (req) => {
      const d = await admin.adminUserDetail(app, target(req));
      return { ...d.profile, platforms: d.platforms, subscriptions: d.subscriptions, auditLog: d.audit };
    }),
  );
  r.post(
    '/admin/:userId/update-email/:targetUserId',
    ...guard,
    handle(async (req) => ({ success: true, updated: await admin.updateUserEmail(app, adminId(req), target(req), String(req.body?.new_email ?? '')) })),
  );
  r.post(
    '/admin/:userId/remove-ebay-auth/:targetUserId',
    ...guard,
    handle(async (req) => {
      await admin.removeChannelAuth(app, adminId(req), target(req), 'EBAY');
      return { success: true };
    }),
  );
  r.post(
    '/admin/:userId/remove-shopify-auth/:targetUserId',
    ...guard,
    handle(async (req) => {
      await admin.removeChannelAuth(app, adminId(req), target(req), 'SHOPIFY');
      return { success: true };
    }),
  );
  r.post(
    '/admin/:userId/mark-for-deletion/:targetUserId/:mark',
    ...guard,
    handle(async (req) => {
      const mark = bool(req.params.mark, 'mark');
      await admin.setUserFlag(app, adminId(req), target(req), 'markedForDeletion', mark);
      return { success: true, _marked_for_deletion: mark };
    }),
  );
  r.post(
    '/admin/:userId/set-debug-for-user/:targetUserId',
    ...guard,
    handle(async (req) => {
      const enable = bool(req.body?.enable, 'enable');
      await admin.setUserFlag(app, adminId(req), target(req), 'userDebug', enable);
      return { success: true, user_debug: enable };
    }),
  );
  r.post(
    '/admin/:userId/set-email-disable/:targetUserId',
    ...guard,
    handle(async (req) => {
      const disable = bool(req.body?.disable, 'disable');
      await admin.setUserFlag(app, adminId(req), target(req), 'emailsDisabled', disable);
      return { success: true, disable_emails: disable };
    }),
  );
  r.post(
    '/admin/:userId/refresh-stripe-customer/:targetUserId',
    ...guard,
    handle(async (req) => {
      await admin.refreshStripeCustomer(app, adminId(req), target(req));
      return { success: true };
    }),
  );
  return r;
}
