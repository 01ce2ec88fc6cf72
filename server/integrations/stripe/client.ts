import Stripe from 'stripe';
import { sdkConnection, STRIPE_API_VERSION, type StripeClientConfig } from './config.ts';
import { toStripeApiError } from './errors.ts';
import { idempotencyKey } from './idempotency.ts';
import type {
  Coupon,
  Customer,
  DeletedCustomer,
  Invoice,
  Metadata,
  PaymentMethod,
  Price,
  Product,
  PromotionCode,
  SetupIntent,
  StripeEvent,
  StripeList,
  Subscription,
  SubscriptionStatus,
  WebhookEndpoint,
} from './types.ts';

/**
 * The Stripe client the product uses: the official SDK pointed at `config.apiUrl`, API version
 * pinned, network retries on, every failure turned into StripeApiError. Parameters follow API
 * 2023-08-16 (e.g. `coupon` on subscriptions), so they are passed to the SDK untyped: its
 * parameter types describe the newest version.
 */
export type StripeClient = ReturnType<typeof createStripeClient>;

type ProrationBehavior = 'create_prorations' | 'none' | 'always_invoice';

/** `{ gbp: 5999 }` → Stripe's `currency_options[gbp][unit_amount]=5999`. */
function currencyOptionsParam(options: Record<string, number> | undefined) {
  return options ? Object.fromEntries(Object.entries(options).map(([c, amount]) => [c, { unit_amount: amount }])) : undefined;
}

export function createStripeClient(config: StripeClientConfig) {
  const sdk = new Stripe(config.secretKey, {
    // The SDK types only the newest version; pinning another one is documented as a cast.
    apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
    ...sdkConnection(config.apiUrl),
    maxNetworkRetries: config.maxNetworkRetries ?? 2,
    timeout: config.timeoutMs ?? 20_000,
    appInfo: { name: 'ListBridge' },
  });

  /** Runs one SDK call; the result is read as the pinned version's wire shape. */
  async function call<T>(fn: () => Promise<unknown>): Promise<T> {
    try {
      return (await fn()) as T;
    } catch (err) {
      throw toStripeApiError(err);
    }
  }
  const p = <T>(params: Record<string, unknown>) => params as T;
  const key = (k: string | undefined) => (k ? { idempotencyKey: k } : undefined);

  const client = {
    /** One Stripe customer per ListBridge user: repeating the call returns the same customer. */
    createCustomer(input: { userId: string; email: string; name?: string; metadata?: Metadata }) {
      const params = { email: input.email, name: input.name, metadata: { ...input.metadata, listbridge_user_id: input.userId } };
      return call<Customer>(() => sdk.customers.create(p(params), key(idempotencyKey('customer', input.userId))));
    },
    retrieveCustomer(id: string) {
      return call<Customer | DeletedCustomer>(() => sdk.customers.retrieve(id, p({ expand: ['invoice_settings.default_payment_method'] })));
    },
    updateCustomer(id: string, input: { email?: string; name?: string; defaultPaymentMethodId?: string | null; metadata?: Metadata }) {
      const params: Record<string, unknown> = { email: input.email, name: input.name, metadata: input.metadata };
      if (input.defaultPaymentMethodId !== undefined) params.invoice_settings = { default_payment_method: input.defaultPaymentMethodId ?? '' };
      return call<Customer>(() => sdk.customers.update(id, p(params)));
    },
    deleteCustomer(id: string) {
      return call<DeletedCustomer>(() => sdk.customers.del(id));
    },
    /** Applies a coupon to every future invoice of the customer (the "I'll stay" discount). */
    applyCustomerCoupon(id: string, couponId: string) {
      return call<Customer>(() => sdk.customers.update(id, p({ coupon: couponId })));
    },

    retrievePaymentMethod(id: string) {
      return call<PaymentMethod>(() => sdk.paymentMethods.retrieve(id));
    },
    /**
     * Stripe checks the card here: a declined card fails with its card_error. No idempotency key of
     * our own: attaching again to the same customer is harmless, and a key made of the id would
     * replay an old answer for Stripe's test ids (`pm_card_visa` makes a new card each time).
     */
    attachPaymentMethod(paymentMethodId: string, customerId: string) {
      return call<PaymentMethod>(() => sdk.paymentMethods.attach(paymentMethodId, { customer: customerId }));
    },
    detachPaymentMethod(paymentMethodId: string) {
      return call<PaymentMethod>(() => sdk.paymentMethods.detach(paymentMethodId));
    },
    listPaymentMethods(customerId: string) {
      return call<StripeList<PaymentMethod>>(() => sdk.paymentMethods.list(p({ customer: customerId, type: 'card', limit: 100 })));
    },
    /** Attach the card and make it what invoices are charged to. */
    async saveDefaultCard(customerId: string, paymentMethodId: string) {
      const pm = await client.attachPaymentMethod(paymentMethodId, customerId);
      await client.updateCustomer(customerId, { defaultPaymentMethodId: pm.id });
      return pm;
    },

    /**
     * A SetupIntent for Stripe.js: the browser confirms it with the card (and 3-D Secure when the
     * bank asks), so card numbers never reach this server. Confirming here takes a `pm_…` id.
     */
    createSetupIntent(input: { customerId: string; paymentMethodId?: string; confirm?: boolean; requestId?: string }) {
      const params = {
        customer: input.customerId,
        usage: 'off_session',
        payment_method_types: ['card'],
        payment_method: input.paymentMethodId,
        confirm: input.confirm,
      };
      return call<SetupIntent>(() => sdk.setupIntents.create(p(params), key(input.requestId && idempotencyKey('setup_intent', input.requestId))));
    },
    confirmSetupIntent(id: string, paymentMethodId?: string) {
      return call<SetupIntent>(() => sdk.setupIntents.confirm(id, p({ payment_method: paymentMethodId })));
    },
    retrieveSetupIntent(id: string, opts: { expandPaymentMethod?: boolean } = {}) {
      return call<SetupIntent>(() => sdk.setupIntents.retrieve(id, p(opts.expandPaymentMethod ? { expand: ['payment_method'] } : {})));
    },

    createProduct(input: { name: string; planKey?: string; metadata?: Metadata }) {
      return call<Product>(() =>
        sdk.products.create(p({ name: input.name, metadata: input.metadata }), key(input.planKey && idempotencyKey('product', input.planKey))),
      );
    },
    /** Plans are found by `lookup_key` (e.g. `ebay_pro_monthly`), never by hard-coded price ids. */
    createPrice(input: {
      productId: string;
      unitAmount: number;
      currency: string;
      interval: 'month' | 'year';
      lookupKey?: string;
      nickname?: string;
      metadata?: Metadata;
      /** The amount in other currencies (lower-case ISO code → minor units): Stripe's `currency_options`. */
      currencyOptions?: Record<string, number>;
    }) {
      const params = {
        product: input.productId,
        unit_amount: input.unitAmount,
        currency: input.currency,
        currency_options: currencyOptionsParam(input.currencyOptions),
        recurring: { interval: input.interval },
        lookup_key: input.lookupKey,
        nickname: input.nickname,
        metadata: input.metadata,
      };
      return call<Price>(() => sdk.prices.create(p(params), key(input.lookupKey && idempotencyKey('price', input.lookupKey))));
    },
    /** With its `currency_options`, so the catalogue can tell which currencies it still lacks. */
    async findPriceByLookupKey(lookupKey: string): Promise<Price | null> {
      const list = await call<StripeList<Price>>(() =>
        sdk.prices.list(p({ lookup_keys: [lookupKey], active: true, expand: ['data.product', 'data.currency_options'] })),
      );
      return list.data[0] ?? null;
    },
    /** Adds currencies to an existing price (Stripe allows it; the price's own amount never changes). */
    addPriceCurrencies(priceId: string, currencyOptions: Record<string, number>) {
      return call<Price>(() => sdk.prices.update(priceId, p({ currency_options: currencyOptionsParam(currencyOptions), expand: ['currency_options'] })));
    },
    listPrices(input: { active?: boolean; productId?: string; limit?: number } = {}) {
      return call<StripeList<Price>>(() => sdk.prices.list(p({ active: input.active, product: input.productId, limit: input.limit ?? 100 })));
    },

    /**
     * Subscribes a customer. `requestId` names this attempt (e.g. our subscription request row):
     * repeating it returns the same subscription.
     */
    createSubscription(input: {
      requestId: string;
      customerId: string;
      priceId: string;
      quantity?: number;
      trialDays?: number;
      defaultPaymentMethodId?: string;
      couponId?: string;
      promotionCodeId?: string;
      paymentBehavior?: 'allow_incomplete' | 'default_incomplete' | 'error_if_incomplete';
      metadata?: Metadata;
      /** The currency to charge in (one of the price's currency options); absent: the price's own. */
      currency?: string;
    }) {
      const params = {
        customer: input.customerId,
        currency: input.currency,
        items: [{ price: input.priceId, quantity: input.quantity }],
        trial_period_days: input.trialDays,
        default_payment_method: input.defaultPaymentMethodId,
        coupon: input.couponId,
        promotion_code: input.promotionCodeId,
        payment_behavior: input.paymentBehavior,
        metadata: input.metadata,
        expand: ['latest_invoice'],
      };
      return call<Subscription>(() => sdk.subscriptions.create(p(params), key(idempotencyKey('subscription', input.requestId))));
    },
    retrieveSubscription(id: string) {
      return call<Subscription>(() => sdk.subscriptions.retrieve(id, p({ expand: ['latest_invoice'] })));
    },
    listSubscriptions(customerId: string, status: SubscriptionStatus | 'all' = 'all') {
      return call<StripeList<Subscription>>(() => sdk.subscriptions.list(p({ customer: customerId, status, limit: 100 })));
    },
    /** Moves the subscription's (first) item to another price, e.g. Basic → Pro or monthly → annual. */
    changeSubscriptionPrice(id: string, input: { itemId: string; priceId: string; prorationBehavior?: ProrationBehavior }) {
      const params = {
        items: [{ id: input.itemId, price: input.priceId }],
        proration_behavior: input.prorationBehavior ?? 'create_prorations',
        expand: ['latest_invoice'],
      };
      return call<Subscription>(() => sdk.subscriptions.update(id, p(params)));
    },
    /** Cancel when the paid period ends (true), or take that back (false). */
    setCancelAtPeriodEnd(id: string, cancel = true, feedback?: string) {
      const params = { cancel_at_period_end: cancel, cancellation_details: feedback ? { comment: feedback } : undefined };
      return call<Subscription>(() => sdk.subscriptions.update(id, p(params)));
    },
    /** Ends it now; `refundUnused` credits the paid, unused part of the period to the customer's balance at once. */
    cancelSubscriptionNow(id: string, opts: { refundUnused?: boolean } = {}) {
      const params = opts.refundUnused ? { prorate: true, invoice_now: true } : {};
      return call<Subscription>(() => sdk.subscriptions.cancel(id, p(params)));
    },
    /** Marks a subscription of ours (metadata), e.g. as rolled back before it is cancelled. */
    setSubscriptionMetadata(id: string, metadata: Metadata) {
      return call<Subscription>(() => sdk.subscriptions.update(id, p({ metadata })));
    },
    applySubscriptionCoupon(id: string, input: { couponId?: string; promotionCodeId?: string }) {
      return call<Subscription>(() => sdk.subscriptions.update(id, p({ coupon: input.couponId, promotion_code: input.promotionCodeId })));
    },
    removeSubscriptionDiscount(id: string) {
      return call<{ id: string; deleted: true }>(() => sdk.subscriptions.deleteDiscount(id));
    },

    createCoupon(input: {
      id?: string;
      name?: string;
      percentOff?: number;
      amountOff?: number;
      currency?: string;
      duration: 'once' | 'repeating' | 'forever';
      durationInMonths?: number;
      maxRedemptions?: number;
      redeemBy?: number;
      /** Amount off in other currencies (lower-case ISO code → minor units). */
      currencyOptions?: Record<string, number>;
    }) {
      const params = {
        currency_options: input.currencyOptions ? Object.fromEntries(Object.entries(input.currencyOptions).map(([c, a]) => [c, { amount_off: a }])) : undefined,
        id: input.id,
        name: input.name,
        percent_off: input.percentOff,
        amount_off: input.amountOff,
        currency: input.currency,
        duration: input.duration,
        duration_in_months: input.durationInMonths,
        max_redemptions: input.maxRedemptions,
        redeem_by: input.redeemBy,
      };
      return call<Coupon>(() => sdk.coupons.create(p(params), key(input.id && idempotencyKey('coupon', input.id))));
    },
    retrieveCoupon(id: string) {
      return call<Coupon>(() => sdk.coupons.retrieve(id, p({ expand: ['currency_options'] })));
    },
    /** Adds currencies to an amount-off coupon. */
    addCouponCurrencies(id: string, currencyOptions: Record<string, number>) {
      const options = Object.fromEntries(Object.entries(currencyOptions).map(([c, a]) => [c, { amount_off: a }]));
      return call<Coupon>(() => sdk.coupons.update(id, p({ currency_options: options, expand: ['currency_options'] })));
    },
    createPromotionCode(input: { couponId: string; code: string; maxRedemptions?: number; expiresAt?: number; firstTimeOnly?: boolean }) {
      const params = {
        coupon: input.couponId,
        code: input.code,
        max_redemptions: input.maxRedemptions,
        expires_at: input.expiresAt,
        restrictions: input.firstTimeOnly ? { first_time_transaction: true } : undefined,
      };
      return call<PromotionCode>(() => sdk.promotionCodes.create(p(params), key(idempotencyKey('promotion_code', input.code))));
    },
    /** The active promotion code a seller typed in (case-insensitive at Stripe), or null. */
    async findPromotionCode(code: string): Promise<PromotionCode | null> {
      const list = await call<StripeList<PromotionCode>>(() => sdk.promotionCodes.list(p({ code, active: true, limit: 1 })));
      return list.data[0] ?? null;
    },

    listInvoices(input: { customerId?: string; subscriptionId?: string; status?: Invoice['status']; limit?: number; startingAfter?: string }) {
      const params = {
        customer: input.customerId,
        subscription: input.subscriptionId,
        status: input.status ?? undefined,
        limit: input.limit ?? 10,
        starting_after: input.startingAfter,
      };
      return call<StripeList<Invoice>>(() => sdk.invoices.list(p(params)));
    },
    retrieveInvoice(id: string) {
      return call<Invoice>(() => sdk.invoices.retrieve(id));
    },
    /** Retries an open invoice now (after the seller updated their card). */
    payInvoice(id: string, paymentMethodId?: string) {
      return call<Invoice>(() => sdk.invoices.pay(id, p({ payment_method: paymentMethodId })));
    },
    /** Next renewal's invoice (`GET /v1/invoices/upcoming`, which the newest SDK no longer wraps). */
    upcomingInvoice(customerId: string, subscriptionId?: string) {
      // rawRequest takes GET parameters only in the path.
      const query = new URLSearchParams({ customer: customerId, ...(subscriptionId ? { subscription: subscriptionId } : {}) });
      return call<Invoice>(() => sdk.rawRequest('GET', `/v1/invoices/upcoming?${query}`, null as unknown as undefined));
    },

    listEvents(input: { type?: string; limit?: number; startingAfter?: string } = {}) {
      return call<StripeList<StripeEvent>>(() => sdk.events.list(p({ type: input.type, limit: input.limit ?? 100, starting_after: input.startingAfter })));
    },
    retrieveEvent(id: string) {
      return call<StripeEvent>(() => sdk.events.retrieve(id));
    },
    /** Registers where Stripe sends events; the response carries the signing secret, once. */
    createWebhookEndpoint(url: string, enabledEvents: string[]) {
      return call<WebhookEndpoint>(() => sdk.webhookEndpoints.create(p({ url, enabled_events: enabledEvents, api_version: STRIPE_API_VERSION })));
    },
    deleteWebhookEndpoint(id: string) {
      return call<{ id: string; deleted: true }>(() => sdk.webhookEndpoints.del(id));
    },
  };
  return client;
}
