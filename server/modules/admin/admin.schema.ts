// The admin back-office in GraphQL (issue 17). Every field here is behind the `admin` scope (a
// seller's session gets null and an error) and denied to partner access tokens (shared/api/token-scopes.ts).
import { errorType } from '../../graphql/errors.ts';
import { builder } from '../../graphql/builder.ts';
import { TeamMemberType } from '../team/team.schema.ts';
import { listTeam } from '../team/team.service.ts';
import { EmailTakenError, ValidationError } from '../accounts/accounts.errors.ts';
import { BillingUnavailableError } from '../billing/billing.errors.ts';
import { findPlan } from '../../../shared/billing/plans.ts';
import { AdminUserNotFoundError, AuditUnavailableError } from './admin.errors.ts';
import * as admin from './admin.service.ts';
import { ebayOf, type EbayConnectionView } from '../../channels/ebay/connection-view.ts';
import { shopifyOf, type ShopifyConnectionView } from '../../channels/shopify/connection-view.ts';
import { onbuyOf, type OnbuyConnectionView } from '../../channels/onbuy/connection-view.ts';
import { ticketsOf, type TicketSummary } from '../support/support.service.ts';
import './ebay-debug.schema.ts';

errorType(AdminUserNotFoundError, 'AdminUserNotFoundError');
errorType(AuditUnavailableError, 'AuditUnavailableError');

// Admin-only: on every field and on every type (CONVENTIONS §4), so a type reached any other way is refused too.
const adminOnly = { admin: true } as const;

const PlatformIds = builder.objectRef<admin.AdminUserRow['platformIds']>('AdminPlatformIds').implement({
  authScopes: adminOnly,
  description: 'The seller’s account ids on each platform (null where not connected).',
  fields: (t) => ({
    amazon: t.exposeString('amazon', { nullable: true, description: 'Amazon selling partner id.' }),
    ebay: t.exposeString('ebay', { nullable: true, description: 'eBay user name.' }),
    shopify: t.exposeString('shopify', { nullable: true, description: 'Shop domain.' }),
    onbuy: t.exposeString('onbuy', { nullable: true, description: 'OnBuy seller id.' }),
  }),
});

const AdminPlan = builder.objectRef<admin.AdminUserRow['plans'][number]>('AdminPlan').implement({
  authScopes: adminOnly,
  description: 'A live subscription of a seller.',
  fields: (t) => ({
    channel: t.exposeString('channel', { description: 'ebay, shopify or onbuy.' }),
    planId: t.exposeString('planId', { description: 'The plan id.' }),
    displayName: t.exposeString('displayName', { description: 'The plan’s name.' }),
    status: t.exposeString('status', { description: 'Stripe’s status.' }),
  }),
});

const AdminUserRowType = builder.objectRef<admin.AdminUserRow>('AdminUserRow').implement({
  authScopes: adminOnly,
  description: 'One row of the admin users list.',
  fields: (t) => ({
    userId: t.exposeString('userId', { description: 'The user id.' }),
    email: t.exposeString('email', { description: 'Sign-in address.' }),
    fullName: t.exposeString('fullName', { description: 'Full name ("" when unset).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'Joined.' }),
    itemCount: t.exposeInt('itemCount', { description: 'Amazon items.' }),
    ebayListings: t.exposeInt('ebayListings', { description: 'Live eBay listings.' }),
    shopifyListings: t.exposeInt('shopifyListings', { description: 'Live Shopify listings.' }),
    sales: t.exposeInt('sales', { description: 'Channel sales.' }),
    hasEbay: t.exposeBoolean('hasEbay', { description: 'eBay connected.' }),
    hasShopify: t.exposeBoolean('hasShopify', { description: 'Shopify connected.' }),
    platformIds: t.field({ type: PlatformIds, description: 'Account ids on the platforms.', resolve: (r) => r.platformIds }),
    stripeCustomerId: t.exposeString('stripeCustomerId', { nullable: true, description: 'Stripe customer id, when billed.' }),
    plans: t.field({ type: [AdminPlan], description: 'Live subscriptions.', resolve: (r) => r.plans }),
  }),
});

const AdminUsersPageType = builder.objectRef<admin.AdminUsersPage>('AdminUsersPage').implement({
  authScopes: adminOnly,
  description: 'A page of the admin users list.',
  fields: (t) => ({
    documents: t.field({ type: [AdminUserRowType], description: 'The rows.', resolve: (p) => p.documents }),
    numPages: t.exposeInt('numPages', { description: 'Pages at this page size (at least 1).' }),
    total: t.exposeInt('total', { description: 'Matching users.' }),
    page: t.exposeInt('page', { description: 'This page (from 1).' }),
    perPage: t.exposeInt('perPage', { description: 'Rows per page.' }),
    sort: t.exposeString('sort', { description: 'The sort key applied (an unknown one reads created_at_reversed).' }),
  }),
});

type Detail = Awaited<ReturnType<typeof admin.adminUserDetail>>;
type Sub = Detail['subscriptions'][number];

const AdminSubscription = builder.objectRef<Sub>('AdminSubscription').implement({
  authScopes: adminOnly,
  description: 'A Stripe subscription of the seller, as Stripe last told us.',
  fields: (t) => ({
    id: t.exposeString('stripeSubscriptionId', { description: 'Stripe subscription id.' }),
    channel: t.exposeString('channel', { description: 'ebay, shopify or onbuy.' }),
    planName: t.string({ description: 'The plan’s nickname.', resolve: (s) => findPlan(s.planId)?.displayName ?? s.planId }),
    status: t.exposeString('status', { description: 'Stripe’s status, as is.' }),
    currentPeriodEnd: t.expose('currentPeriodEnd', { type: 'DateTime', nullable: true, description: 'End of the current period.' }),
    trialEnd: t.expose('trialEnd', { type: 'DateTime', nullable: true, description: 'End of the trial.' }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd', { description: 'Cancels at the period end.' }),
  }),
});

const AdminAuditEntry = builder.objectRef<admin.AuditEntry>('AdminAuditEntry').implement({
  authScopes: adminOnly,
  description: 'An admin’s action on a user.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Entry id.' }),
    adminId: t.exposeString('adminId', { description: 'The admin.' }),
    adminEmail: t.exposeString('adminEmail', { nullable: true, description: 'The admin’s address.' }),
    targetUserId: t.exposeString('targetUserId', { description: 'The user acted on.' }),
    action: t.exposeString('action', { description: 'What was done.' }),
    before: t.string({ nullable: true, description: 'JSON before.', resolve: (e) => (e.before == null ? null : JSON.stringify(e.before)) }),
    after: t.string({ nullable: true, description: 'JSON after.', resolve: (e) => (e.after == null ? null : JSON.stringify(e.after)) }),
    outcome: t.exposeString('outcome', {
      description: 'started (recorded before the action ran, which has not finished), done, or failed (the reason in after).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When.' }),
  }),
});

type Ebay = EbayConnectionView & { outdated: boolean; repricing: boolean; quantitySync: boolean };
const AdminEbay = builder.objectRef<Ebay>('AdminEbayInfo').implement({
  authScopes: adminOnly,
  description: 'The seller’s eBay connection.',
  fields: (t) => ({
    status: t.exposeString('status', { description: 'AUTHORIZED or NEEDS_REAUTH.' }),
    authorized: t.exposeBoolean('authorized', { description: 'Authorised with OAuth.' }),
    outdated: t.exposeBoolean('outdated', { description: 'No type stored: outdated, needs reauth.' }),
    sellername: t.exposeString('sellername', { nullable: true, description: 'eBay user name.' }),
    siteId: t.exposeInt('siteId', { nullable: true, description: 'eBay site id.' }),
    siteName: t.exposeString('siteName', { nullable: true, description: 'eBay site.' }),
    repricing: t.exposeBoolean('repricing', { description: 'Repricing enabled (unless repricing_enabled is false).' }),
    quantitySync: t.exposeBoolean('quantitySync', { description: 'Quantity sync enabled (unless disable_qus is true).' }),
  }),
});

type Shopify = ShopifyConnectionView & { pricingSync: boolean; quantitySync: boolean };
const AdminShopify = builder.objectRef<Shopify>('AdminShopifyInfo').implement({
  authScopes: adminOnly,
  description: 'The seller’s Shopify connection.',
  fields: (t) => ({
    status: t.exposeString('status', { description: 'AUTHORIZED or NEEDS_REAUTH.' }),
    authorized: t.exposeBoolean('authorized', { description: 'Authorised.' }),
    needsReauth: t.exposeBoolean('needsReauth', { description: 'Needs reauthorisation.' }),
    domain: t.exposeString('domain', { description: 'Shop domain.' }),
    username: t.exposeString('username', { nullable: true, description: 'Shop owner.' }),
    pricingSync: t.exposeBoolean('pricingSync', { description: 'Automatic pricing sync (only when its flag is true).' }),
    quantitySync: t.exposeBoolean('quantitySync', { description: 'Automatic quantity sync (only when its flag is true).' }),
  }),
});

type Onbuy = OnbuyConnectionView;
const AdminOnbuy = builder.objectRef<Onbuy>('AdminOnbuyInfo').implement({
  authScopes: adminOnly,
  description: 'The seller’s OnBuy connection.',
  fields: (t) => ({
    status: t.exposeString('status', { description: 'AUTHORIZED or NEEDS_REAUTH.' }),
    consumerKeyHint: t.exposeString('consumerKeyHint', { nullable: true, description: 'The end of the consumer key.' }),
    siteNames: t.stringList({
      description: 'Sites.',
      resolve: (o) => o.sites.map((s) => String((s as { name?: unknown }).name ?? (s as { site_id?: unknown }).site_id ?? '')),
    }),
    sellerNames: t.stringList({
      description: 'Sellers.',
      resolve: (o) => o.sellers.map((s) => String((s as { trading_name?: unknown }).trading_name ?? (s as { seller_id?: unknown }).seller_id ?? '')),
    }),
  }),
});

const AdminTicketAttachment = builder.objectRef<TicketSummary['attachments'][number]>('AdminSupportTicketAttachment').implement({
  authScopes: adminOnly,
  description: 'A screenshot attached to a support ticket (name and size; the file stays on the server).',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Attachment id.' }),
    filename: t.exposeString('filename', { description: 'File name as uploaded.' }),
    contentType: t.exposeString('contentType', { description: 'MIME type.' }),
    sizeBytes: t.exposeInt('sizeBytes', { description: 'Size in bytes.' }),
  }),
});

const AdminTicket = builder.objectRef<TicketSummary>('AdminSupportTicket').implement({
  authScopes: adminOnly,
  description: 'A support ticket the seller filed (Talk to us!).',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Ticket id.' }),
    email: t.exposeString('email', { description: 'The From address.' }),
    subject: t.exposeString('subject', { description: 'Subject ("" when not given).' }),
    details: t.exposeString('details', { description: 'More Information.' }),
    examples: t.exposeString('examples', { description: 'Examples.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'Filed.' }),
    status: t.exposeString('status', { description: 'Its e-mail to support: PENDING, SENT, LOGGED (kept in the outbox without SMTP) or FAILED.' }),
    attachments: t.field({ type: [AdminTicketAttachment], description: 'Screenshots.', resolve: (x) => x.attachments }),
  }),
});

const bool = (v: unknown) => v === true;

const AdminUserType = builder.objectRef<Detail>('AdminUser').implement({
  authScopes: adminOnly,
  description: 'One user as the admin user page shows them.',
  fields: (t) => ({
    userId: t.string({ description: 'The user id.', resolve: (d) => d.profile.id }),
    email: t.string({ description: 'Sign-in address.', resolve: (d) => d.profile.email }),
    isAdmin: t.boolean({ description: 'An admin.', resolve: (d) => d.profile.isAdmin }),
    fullName: t.string({ nullable: true, description: 'Full name.', resolve: (d) => d.profile.fullName }),
    phone: t.string({
      nullable: true,
      description: 'Phone.',
      resolve: (d) => (d.profile.phone ? `${d.profile.phoneCountryCode ?? ''} ${d.profile.phone}`.trim() : null),
    }),
    createdAt: t.field({ type: 'DateTime', description: 'Joined.', resolve: (d) => d.profile.createdAt }),
    lastSignInAt: t.field({ type: 'DateTime', nullable: true, description: 'Last sign-in.', resolve: (d) => d.profile.lastSignInAt }),
    passwordSetAt: t.field({ type: 'DateTime', nullable: true, description: 'Password set.', resolve: (d) => d.profile.passwordSetAt }),
    twoFactorEnabled: t.boolean({ description: 'Two-factor on.', resolve: (d) => d.profile.twoFactorEnabled }),
    // Issue 35: the people in this user's account and their roles (the owner first).
    teamMembers: t.field({
      type: [TeamMemberType],
      description: "The account's team: the owner, then the members with their roles.",
      resolve: (d, _a, ctx) => listTeam(ctx, d.profile.id),
    }),
    tosAcceptedAt: t.field({ type: 'DateTime', nullable: true, description: 'Terms accepted.', resolve: (d) => d.profile.tosAcceptedAt }),
    onboardingFinished: t.boolean({ description: 'Onboarding finished.', resolve: (d) => d.profile.onboardingFinished }),
    aiCredits: t.int({ description: 'AI credit balance.', resolve: (d) => d.profile.aiCreditBalance }),
    markedForDeletion: t.boolean({ description: 'Marked for deletion.', resolve: (d) => d.profile.markedForDeletion }),
    userDebug: t.boolean({ description: 'Debug logging for this user.', resolve: (d) => d.profile.userDebug }),
    emailsDisabled: t.boolean({ description: 'E-mails to this user switched off.', resolve: (d) => d.profile.emailsDisabled }),
    percentSaleFee: t.float({
      description: 'percent_sale_fee (default 15).',
      resolve: (d) => (typeof d.profile.settings.percent_sale_fee === 'number' ? d.profile.settings.percent_sale_fee : 15),
    }),
    itemCount: t.int({ description: 'Amazon items.', resolve: (d) => d.stats.allItemsCount }),
    salesCount: t.int({ description: 'Channel sales.', resolve: (d) => d.salesCount }),
    amazonSellerId: t.string({ nullable: true, description: 'Amazon selling partner id.', resolve: (d) => d.platforms.amazon?.sellingPartnerId ?? null }),
    amazonMarketplace: t.string({ nullable: true, description: 'Amazon marketplace.', resolve: (d) => d.platforms.amazon?.marketplaceName ?? null }),
    stripeCustomerId: t.string({ nullable: true, description: 'Stripe customer id.', resolve: (d) => d.profile.stripeCustomerId }),
    cardSummary: t.string({ nullable: true, description: 'Card on file.', resolve: (d) => d.profile.cardSummary }),
    subscriptions: t.field({ type: [AdminSubscription], description: 'Stripe subscriptions.', resolve: (d) => d.subscriptions }),
    ebay: t.field({
      type: AdminEbay,
      nullable: true,
      description: 'eBay connection, or null.',
      resolve: (d) => {
        const ebay = ebayOf(d.platforms);
        return (
          ebay && {
            ...ebay,
            outdated: !d.ebayType,
            repricing: d.profile.settings.repricing_enabled !== false,
            quantitySync: d.profile.settings.disable_qus !== true,
          }
        );
      },
    }),
    shopify: t.field({
      type: AdminShopify,
      nullable: true,
      description: 'Shopify connection, or null.',
      resolve: (d) => {
        const s = (d.profile.settings.shopify_settings ?? {}) as Record<string, unknown>;
        const shopify = shopifyOf(d.platforms);
        return shopify && { ...shopify, pricingSync: bool(s.automatic_pricing_sync), quantitySync: bool(s.automatic_quantity_sync) };
      },
    }),
    onbuy: t.field({ type: AdminOnbuy, nullable: true, description: 'OnBuy connection, or null.', resolve: (d) => onbuyOf(d.platforms) }),
    auditLog: t.field({ type: [AdminAuditEntry], description: 'What admins did to this user, newest first.', resolve: (d) => d.audit }),
    supportTickets: t.field({
      type: [AdminTicket],
      description: 'The seller’s support tickets, newest first (at most 50).',
      resolve: (d, _a, ctx) => ticketsOf(ctx, d.profile.id),
    }),
  }),
});

builder.queryFields((t) => ({
  adminUsers: t.field({
    type: AdminUsersPageType,
    description: 'Admin: the users list (spec 002 §2.16).',
    authScopes: adminOnly,
    args: {
      search: t.arg.string(),
      sort: t.arg.string(),
      hasEbay: t.arg.boolean(),
      hasShopify: t.arg.boolean(),
      page: t.arg.int(),
      perPage: t.arg.int(),
    },
    resolve: (_p, a, ctx) => admin.listUsers(ctx, a),
  }),
  adminUser: t.field({
    type: AdminUserType,
    nullable: true,
    description: 'Admin: one user, or null when there is no such user.',
    authScopes: adminOnly,
    args: { userId: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) =>
      admin.adminUserDetail(ctx, a.userId).catch((e) => {
        if (e instanceof AdminUserNotFoundError) return null;
        throw e;
      }),
  }),
}));

const detail = (ctx: Parameters<typeof admin.adminUserDetail>[0], userId: string) => admin.adminUserDetail(ctx, userId);
/** A control's refusals: no such user, or its audit entry could not be written (nothing done). */
const targetErrors = () => ({ types: [AdminUserNotFoundError, AuditUnavailableError], directResult: true as const });

builder.mutationFields((t) => ({
  adminUpdateEmail: t.field({
    type: AdminUserType,
    description: 'Admin: changes the user’s e-mail (an empty one is ignored).',
    authScopes: adminOnly,
    errors: { types: [AdminUserNotFoundError, AuditUnavailableError, ValidationError, EmailTakenError], directResult: true },
    args: { userId: t.arg.string({ required: true }), newEmail: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => {
      await admin.updateUserEmail(ctx, ctx.viewer!.userId, a.userId, a.newEmail);
      return detail(ctx, a.userId);
    },
  }),
  adminRemoveEbayAuth: t.field({
    type: AdminUserType,
    description: 'Admin: removes the user’s eBay authorisation.',
    authScopes: adminOnly,
    errors: targetErrors(),
    args: { userId: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => {
      await admin.removeChannelAuth(ctx, ctx.viewer!.userId, a.userId, 'EBAY');
      return detail(ctx, a.userId);
    },
  }),
  adminRemoveShopifyAuth: t.field({
    type: AdminUserType,
    description: 'Admin: removes the user’s Shopify authorisation.',
    authScopes: adminOnly,
    errors: targetErrors(),
    args: { userId: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => {
      await admin.removeChannelAuth(ctx, ctx.viewer!.userId, a.userId, 'SHOPIFY');
      return detail(ctx, a.userId);
    },
  }),
  adminMarkForDeletion: t.field({
    type: AdminUserType,
    description: 'Admin: marks (or unmarks) the user for deletion.',
    authScopes: adminOnly,
    errors: targetErrors(),
    args: { userId: t.arg.string({ required: true }), mark: t.arg.boolean({ required: true }) },
    resolve: async (_p, a, ctx) => {
      await admin.setUserFlag(ctx, ctx.viewer!.userId, a.userId, 'markedForDeletion', a.mark);
      return detail(ctx, a.userId);
    },
  }),
  adminSetUserDebug: t.field({
    type: AdminUserType,
    description: 'Admin: turns the user’s debug logging on or off.',
    authScopes: adminOnly,
    errors: targetErrors(),
    args: { userId: t.arg.string({ required: true }), enable: t.arg.boolean({ required: true }) },
    resolve: async (_p, a, ctx) => {
      await admin.setUserFlag(ctx, ctx.viewer!.userId, a.userId, 'userDebug', a.enable);
      return detail(ctx, a.userId);
    },
  }),
  adminSetEmailsDisabled: t.field({
    type: AdminUserType,
    description: 'Admin: stops (or resumes) e-mails to the user.',
    authScopes: adminOnly,
    errors: targetErrors(),
    args: { userId: t.arg.string({ required: true }), disable: t.arg.boolean({ required: true }) },
    resolve: async (_p, a, ctx) => {
      await admin.setUserFlag(ctx, ctx.viewer!.userId, a.userId, 'emailsDisabled', a.disable);
      return detail(ctx, a.userId);
    },
  }),
  adminRefreshStripeCustomer: t.field({
    type: AdminUserType,
    description: 'Admin: re-reads the user’s Stripe customer and subscriptions.',
    authScopes: adminOnly,
    errors: { types: [AdminUserNotFoundError, AuditUnavailableError, BillingUnavailableError], directResult: true },
    args: { userId: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => {
      await admin.refreshStripeCustomer(ctx, ctx.viewer!.userId, a.userId);
      return detail(ctx, a.userId);
    },
  }),
}));
