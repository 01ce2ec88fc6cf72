import { sellerBillingCurrency } from './currency.ts';
import { builder } from '../../graphql/builder.ts';
import { errorType } from '../../graphql/errors.ts';
import { me, ownerOf, userResult } from '../../graphql/viewer.ts';
import { ValidationError } from '../accounts/accounts.errors.ts';
import * as billing from './billing.service.ts';
import { findPlan, type Plan } from '../../../shared/billing/plans.ts';
import * as accounts from '../accounts/accounts.service.ts';
import { stripeBrowserSources } from '../../integrations/stripe/index.ts';
import {
  ApplyCouponFailedError,
  BillingUnavailableError,
  CardDeclinedError,
  CouponNotAppliedError,
  CouponRedemptionFailedError,
  InvalidPlanError,
  NoPlanError,
  NoSubscriptionError,
  PaymentMethodRequiredError,
  PaymentUpdateFailedError,
  PlanLimitReachedError,
  PlanNotSelectedError,
  UnknownRefreshKeyError,
} from './billing.errors.ts';

// ---- errors (each with the spec's message) -----------------------------------------------

errorType(CardDeclinedError, 'CardDeclinedError', (t) => ({ declineCode: t.string({ nullable: true, resolve: (e: CardDeclinedError) => e.declineCode }) }));
errorType(PaymentUpdateFailedError, 'PaymentUpdateFailedError');
errorType(PaymentMethodRequiredError, 'PaymentMethodRequiredError');
errorType(PlanNotSelectedError, 'PlanNotSelectedError');
errorType(InvalidPlanError, 'InvalidPlanError');
errorType(NoSubscriptionError, 'NoSubscriptionError');
errorType(CouponNotAppliedError, 'CouponNotAppliedError', (t) => ({ reason: t.string({ resolve: (e: CouponNotAppliedError) => e.reason }) }));
errorType(ApplyCouponFailedError, 'ApplyCouponFailedError');
errorType(CouponRedemptionFailedError, 'CouponRedemptionFailedError', (t) => ({ reason: t.string({ resolve: (e: CouponRedemptionFailedError) => e.reason }) }));
errorType(BillingUnavailableError, 'BillingUnavailableError');
errorType(UnknownRefreshKeyError, 'UnknownRefreshKeyError');
// Returned by listing actions (later issues) through assertCapacity.
errorType(NoPlanError, 'NoPlanError', (t) => ({ channel: t.string({ resolve: (e: NoPlanError) => e.channel }) }));
errorType(PlanLimitReachedError, 'PlanLimitReachedError', (t) => ({
  channel: t.string({ resolve: (e: PlanLimitReachedError) => e.channel }),
  maxListings: t.int({ resolve: (e: PlanLimitReachedError) => e.maxListings }),
  liveListings: t.int({ resolve: (e: PlanLimitReachedError) => e.liveListings }),
}));

// ---- types -------------------------------------------------------------------------------

const ChannelEnum = builder.enumType('PlanChannel', {
  values: { EBAY: { value: 'ebay' }, SHOPIFY: { value: 'shopify' }, ONBUY: { value: 'onbuy' } } as const,
});
const RecurrenceEnum = builder.enumType('PlanRecurrence', {
  values: { MONTHLY: { value: 'monthly' }, ANNUAL: { value: 'annual' } } as const,
});

/** A plan of the catalogue (spec 000 §3 plan record). */
const PlanType = builder.objectRef<Plan>('Plan').implement({
  fields: (t) => ({
    planId: t.exposeString('id', { description: 'Also the Stripe price lookup_key, and what subscribe takes.' }),
    channel: t.field({ type: ChannelEnum, resolve: (p) => p.channel }),
    recurrence: t.field({ type: RecurrenceEnum, resolve: (p) => p.recurrence }),
    tier: t.exposeString('tier'),
    displayName: t.exposeString('displayName'),
    shortName: t.exposeString('shortName'),
    maxListings: t.exposeInt('maxListings'),
    priceCents: t.exposeInt('priceCents'),
    monthlyPriceCents: t.exposeInt('monthlyPriceCents'),
    savingPercent: t.exposeInt('savingPercent', { nullable: true }),
    trialDays: t.exposeInt('trialDays'),
    features: t.exposeStringList('features'),
    confirmMessage: t.exposeString('confirmMessage'),
    isDefault: t.exposeBoolean('isDefault'),
    active: t.exposeBoolean('active'),
  }),
});

type SubscriptionView = NonNullable<billing.ChannelBilling['subscription']>;
const SubscriptionType = builder.objectRef<SubscriptionView>('PlanSubscription').implement({
  description: "A seller's subscription to one channel's plan, as Stripe last reported it.",
  fields: (t) => ({
    id: t.exposeString('id'),
    channel: t.field({ type: ChannelEnum, resolve: (s) => s.plan.channel }),
    plan: t.field({ type: PlanType, resolve: (s) => s.plan }),
    status: t.exposeString('status', { description: "Stripe's status: trialing, active, past_due, canceled …" }),
    trialEnd: t.expose('trialEnd', { type: 'DateTime', nullable: true }),
    currentPeriodEnd: t.expose('currentPeriodEnd', { type: 'DateTime', nullable: true }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd'),
    discountName: t.exposeString('discountName', { nullable: true }),
    discountPercent: t.exposeInt('discountPercent', { nullable: true }),
    discountAmountOffCents: t.exposeInt('discountAmountOff', { nullable: true }),
    discountEnd: t.expose('discountEnd', { type: 'DateTime', nullable: true }),
    retentionOfferAvailable: t.exposeBoolean('retentionOfferAvailable', { description: 'The last-chance 50% offer can still be made.' }),
  }),
});

const ChannelBillingType = builder.objectRef<billing.ChannelBilling>('ChannelBilling').implement({
  fields: (t) => ({
    channel: t.field({ type: ChannelEnum, resolve: (c) => c.channel }),
    liveListings: t.exposeInt('liveListings'),
    subscription: t.field({ type: SubscriptionType, nullable: true, resolve: (c) => c.subscription }),
  }),
});

type LedgerRow = Awaited<ReturnType<typeof billing.aiCreditLedger>>[number];
const LedgerEntryType = builder.objectRef<LedgerRow>('AiCreditLedgerEntry').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    credits: t.exposeInt('creditsAmount', { description: 'Added (positive) or spent (negative).' }),
    costCents: t.exposeInt('costCents'),
    reason: t.exposeString('reason'),
    promptTokens: t.exposeInt('promptTokens'),
    completionTokens: t.exposeInt('completionTokens'),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  cardSummary: t.exposeString('cardSummary', { nullable: true, description: 'e.g. "Visa ending in 4242, expires 12/2030"' }),
  hasCard: t.boolean({ resolve: (u) => u.defaultPaymentMethodId !== null }),
  onboardingDiscountEligible: t.exposeBoolean('onboardingDiscountEligible'),
  billingCurrency: t.string({
    description:
      "The currency ListBridge's own prices (plans, AI credits, the referral discount) are charged and shown in for the seller: their Amazon marketplace's (USD, GBP, EUR or CAD; USD elsewhere or before Amazon is connected). Upper case ISO code; every price keeps the same figure in each.",
    resolve: async (u, _a, ctx) => (await sellerBillingCurrency(ctx, u.id)).toUpperCase(),
  }),
  onboardingPlans: t.field({
    type: [PlanType],
    description: 'Plans chosen in onboarding that start when a card is saved (kept on the server, issue 30).',
    resolve: async (u, _a, ctx) => {
      const picks = await accounts.onboardingPlans(ctx, u.id);
      return Object.values(picks)
        .map((id) => findPlan(id))
        .filter((p): p is Plan => !!p);
    },
  }),
  channelBilling: t.field({ type: [ChannelBillingType], resolve: (u, _a, ctx) => billing.channelBilling(ctx, u.id) }),
  aiCreditLedger: t.field({
    type: [LedgerEntryType],
    args: { first: t.arg.int({ defaultValue: 50 }) },
    resolve: (u, args, ctx) => billing.aiCreditLedger(ctx, u.id, args.first ?? 50),
  }),
}));

/** What every billing mutation returns: the seller (to refetch) and the subscriptions it touched. */
interface BillingUpdate {
  userId: string;
  subscriptions: SubscriptionView[];
}
const BillingUpdateType = builder.objectRef<BillingUpdate>('BillingUpdate').implement({
  fields: (t) => ({
    user: t.prismaField({ type: 'User', resolve: (query, u, _a, ctx) => userResult(query, ctx, u.userId) }),
    subscriptions: t.field({ type: [SubscriptionType], resolve: (u) => u.subscriptions }),
  }),
});

// ---- queries -----------------------------------------------------------------------------

const update = (userId: string, rows: billing.SubscriptionRow[] = []): BillingUpdate => ({ userId, subscriptions: rows.map(billing.withPlan) });

/** What the browser needs to enter a card with Stripe.js; null when billing is not configured. */
interface StripeClientSettings {
  publishableKey: string;
  scriptUrl: string;
}
const StripeClientSettingsType = builder.objectRef<StripeClientSettings>('StripeClientSettings').implement({
  description: 'Card entry happens in Stripe.js: the card number goes from the browser to Stripe, never to ListBridge.',
  fields: (t) => ({
    publishableKey: t.exposeString('publishableKey', { description: "Stripe's publishable key (pk_…)." }),
    scriptUrl: t.exposeString('scriptUrl', { description: 'Where to load Stripe.js from.' }),
  }),
});

interface CardSetup {
  clientSecret: string;
}
const CardSetupType = builder.objectRef<CardSetup>('CardSetup').implement({
  description: 'A Stripe SetupIntent for the browser to confirm with the card (stripe.confirmCardSetup).',
  fields: (t) => ({ clientSecret: t.exposeString('clientSecret', { description: "The SetupIntent's client secret." }) }),
});

builder.queryFields((t) => ({
  stripeClient: t.field({
    type: StripeClientSettingsType,
    nullable: true,
    description: 'Publishable key and Stripe.js URL for card entry; null when billing is unavailable.',
    resolve: (_p, _a, ctx) => {
      const key = billing.publishableKey(ctx);
      return key ? { publishableKey: key, scriptUrl: stripeBrowserSources(ctx.config).scriptUrl } : null;
    },
  }),
  plans: t.field({
    type: [PlanType],
    description: 'The plan catalogue; with channel, recurrence and listings: the (at most two) plans offered for that slider value.',
    args: { channel: t.arg({ type: ChannelEnum }), recurrence: t.arg({ type: RecurrenceEnum }), listings: t.arg.int() },
    resolve: (_p, args) => billing.listPlans(args),
  }),
}));

// ---- mutations ---------------------------------------------------------------------------

const unavailable = [BillingUnavailableError, CardDeclinedError];

builder.mutationFields((t) => ({
  startCardSetup: t.field({
    type: CardSetupType,
    description: 'Starts a card change: a SetupIntent whose client secret Stripe.js confirms with the card.',
    authScopes: ownerOf,
    errors: { types: [BillingUnavailableError], directResult: true },
    args: { userId: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) => billing.startCardSetup(ctx, me(ctx, a.userId)),
  }),
  updateBillingCard: t.field({
    type: BillingUpdateType,
    description:
      'Saves the card confirmed in Stripe.js (setupIntentId) or a PaymentMethod id as the card on file, then starts the plans chosen in onboarding (once).',
    authScopes: ownerOf,
    errors: {
      types: [ValidationError, PaymentUpdateFailedError, PlanNotSelectedError, InvalidPlanError, PaymentMethodRequiredError, ...unavailable],
      directResult: true,
    },
    args: {
      userId: t.arg.string({ required: true }),
      setupIntentId: t.arg.string({ description: 'The SetupIntent (seti_…) Stripe.js confirmed.' }),
      paymentMethodId: t.arg.string({ description: 'Or a PaymentMethod (pm_…) made by Stripe.js; Stripe checks the card when it is attached.' }),
    },
    resolve: async (_p, { userId, setupIntentId, paymentMethodId }, ctx) => {
      const source = setupIntentId ? { setupIntentId } : paymentMethodId ? { paymentMethodId } : null;
      if (!source) throw new ValidationError([{ field: 'setupIntentId', message: 'Enter your card first' }]);
      const saved = await billing.saveCard(ctx, me(ctx, userId), source);
      return update(saved.user.id, saved.subscriptions);
    },
  }),
  chooseOnboardingPlan: t.field({
    type: BillingUpdateType,
    description: 'Onboarding without a card: remembers the chosen plan (null: none) for a channel; it starts when the card is saved.',
    authScopes: ownerOf,
    errors: { types: [InvalidPlanError], directResult: true },
    args: { userId: t.arg.string({ required: true }), channel: t.arg({ type: ChannelEnum, required: true }), planId: t.arg.string() },
    resolve: async (_p, a, ctx) => {
      const plan = a.planId ? findPlan(a.planId) : null;
      if (a.planId && (!plan || plan.channel !== a.channel || !plan.active)) throw new InvalidPlanError(a.planId);
      await accounts.setOnboardingPlan(ctx, me(ctx, a.userId), `${a.channel}PlanId`, plan?.id ?? null);
      return update(me(ctx, a.userId));
    },
  }),
  subscribeToPlans: t.field({
    type: BillingUpdateType,
    authScopes: ownerOf,
    errors: { types: [PlanNotSelectedError, InvalidPlanError, PaymentMethodRequiredError, ...unavailable], directResult: true },
    args: { userId: t.arg.string({ required: true }), ebayPlanId: t.arg.string(), shopifyPlanId: t.arg.string(), onbuyPlanId: t.arg.string() },
    resolve: async (_p, { userId, ...picks }, ctx) => update(me(ctx, userId), await billing.subscribeToPlans(ctx, me(ctx, userId), picks)),
  }),
  cancelSubscription: t.field({
    type: BillingUpdateType,
    description: 'Declines the last-chance offer: the plan ends with its current period (or trial).',
    authScopes: ownerOf,
    errors: { types: [NoSubscriptionError, ...unavailable], directResult: true },
    args: { userId: t.arg.string({ required: true }), channel: t.arg({ type: ChannelEnum, required: true }) },
    resolve: async (_p, a, ctx) => update(me(ctx, a.userId), [await billing.cancelSubscription(ctx, me(ctx, a.userId), a.channel)]),
  }),
  acceptRetentionOffer: t.field({
    type: BillingUpdateType,
    description: "'I'll Stay': a permanent 50% discount on that channel's subscription, which continues.",
    authScopes: ownerOf,
    errors: { types: [NoSubscriptionError, ...unavailable], directResult: true },
    args: { userId: t.arg.string({ required: true }), channel: t.arg({ type: ChannelEnum, required: true }) },
    resolve: async (_p, a, ctx) => update(me(ctx, a.userId), [await billing.acceptRetentionOffer(ctx, me(ctx, a.userId), a.channel)]),
  }),
  applyCoupon: t.field({
    type: BillingUpdateType,
    authScopes: ownerOf,
    errors: { types: [CouponNotAppliedError, ApplyCouponFailedError, BillingUnavailableError], directResult: true },
    args: { userId: t.arg.string({ required: true }), coupon: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => update(me(ctx, a.userId), await billing.applyCoupon(ctx, me(ctx, a.userId), a.coupon)),
  }),
  disableOnboardingDiscount: t.field({
    type: BillingUpdateType,
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => update((await billing.disableOnboardingDiscount(ctx, me(ctx, a.userId))).id),
  }),
  refreshBilling: t.field({
    type: BillingUpdateType,
    authScopes: ownerOf,
    errors: { types: [UnknownRefreshKeyError, BillingUnavailableError], directResult: true },
    args: { userId: t.arg.string({ required: true }), key: t.arg.string({ defaultValue: 'all' }) },
    resolve: async (_p, a, ctx) => {
      await billing.refreshFromStripe(ctx, me(ctx, a.userId), a.key ?? 'all');
      return update(me(ctx, a.userId));
    },
  }),
  buyAiCredits: t.field({
    type: BillingUpdateType,
    authScopes: ownerOf,
    errors: { types: [ValidationError, PaymentMethodRequiredError, ...unavailable], directResult: true },
    args: { userId: t.arg.string({ required: true }), credits: t.arg.int({ required: true }), expectedCents: t.arg.int() },
    resolve: async (_p, a, ctx) => update((await billing.buyAiCredits(ctx, me(ctx, a.userId), a.credits, a.expectedCents ?? undefined)).id),
  }),
  redeemCoupon: t.field({
    type: BillingUpdateType,
    description: '/accept-coupon/{coupon}: ten free AI credits, once per seller and coupon.',
    authScopes: ownerOf,
    errors: { types: [CouponRedemptionFailedError], directResult: true },
    args: { userId: t.arg.string({ required: true }), coupon: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => update((await billing.redeemCoupon(ctx, me(ctx, a.userId), a.coupon)).id),
  }),
}));
