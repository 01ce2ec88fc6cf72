/**
 * Wire shapes of the Stripe objects billing reads, for API version 2023-08-16 — the version the
 * client pins and the contract in api-specs/stripe describes. The `stripe` package's own types
 * follow the newest API version (e.g. no `subscription.current_period_end`), so they are not used
 * for responses. Only the fields ListBridge reads are listed; the objects carry more.
 */
export interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export type Metadata = Record<string, string>;

export interface Coupon {
  id: string;
  object: 'coupon';
  name: string | null;
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: number | null;
  max_redemptions: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
  metadata: Metadata | null;
  /** The amount off in each currency (only when expanded: `expand[]=currency_options`). */
  currency_options?: Record<string, { amount_off: number }>;
}

export interface Discount {
  id: string;
  object: 'discount';
  coupon: Coupon;
  customer: string | null;
  subscription: string | null;
  promotion_code: string | null;
  start: number;
  end: number | null;
}

export interface PromotionCode {
  id: string;
  object: 'promotion_code';
  code: string;
  active: boolean;
  coupon: Coupon;
  customer: string | null;
  expires_at: number | null;
  max_redemptions: number | null;
  times_redeemed: number;
  restrictions: { first_time_transaction: boolean };
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: string;
  customer: string | null;
  created: number;
  billing_details: { name: string | null; email: string | null };
  card?: { brand: string; last4: string; exp_month: number; exp_year: number; funding: string; fingerprint?: string | null };
  metadata: Metadata | null;
}

export interface Customer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  delinquent: boolean | null;
  /** The currency the customer pays in, once a subscription or invoice set it (Stripe allows one). */
  currency?: string | null;
  discount: Discount | null;
  invoice_settings: { default_payment_method: string | PaymentMethod | null };
  metadata: Metadata;
  deleted?: undefined;
}

export interface DeletedCustomer {
  id: string;
  object: 'customer';
  deleted: true;
}

export interface SetupIntent {
  id: string;
  object: 'setup_intent';
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'canceled' | 'succeeded';
  client_secret: string | null;
  customer: string | null;
  payment_method: string | PaymentMethod | null;
  usage: string;
  last_setup_error: { type: string; code?: string; decline_code?: string; message?: string } | null;
}

export interface Product {
  id: string;
  object: 'product';
  name: string;
  active: boolean;
  created: number;
  metadata: Metadata;
}

export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number | null;
  lookup_key: string | null;
  nickname: string | null;
  product: string | Product;
  recurring: { interval: 'day' | 'week' | 'month' | 'year'; interval_count: number } | null;
  type: 'one_time' | 'recurring';
  metadata: Metadata;
  /** The price in each currency it can be charged in (only when expanded: `expand[]=currency_options`). */
  currency_options?: Record<string, { unit_amount: number | null }>;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: Price;
  quantity?: number;
  metadata: Metadata;
}

export type SubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export interface InvoiceLine {
  id: string;
  amount: number;
  description: string | null;
  period: { start: number; end: number };
  price: Price | null;
  proration: boolean;
  quantity: number | null;
}

export interface Invoice {
  id: string;
  object: 'invoice';
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void' | null;
  customer: string;
  subscription: string | null;
  billing_reason: string | null;
  number: string | null;
  currency: string;
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  paid: boolean;
  attempt_count: number;
  discount: Discount | null;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  period_start: number;
  period_end: number;
  created: number;
  lines: StripeList<InvoiceLine>;
}

export interface Subscription {
  id: string;
  object: 'subscription';
  status: SubscriptionStatus;
  customer: string | Customer;
  /** The currency it is charged in (one of its prices' currency options). */
  currency: string;
  items: StripeList<SubscriptionItem>;
  created: number;
  start_date: number;
  current_period_start: number;
  current_period_end: number;
  trial_start: number | null;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  default_payment_method: string | PaymentMethod | null;
  discount: Discount | null;
  latest_invoice: string | Invoice | null;
  metadata: Metadata;
}

export interface StripeEvent<T = Record<string, unknown>> {
  id: string;
  object: 'event';
  type: string;
  api_version: string | null;
  created: number;
  livemode: boolean;
  pending_webhooks: number;
  data: { object: T; previous_attributes?: Record<string, unknown> };
  request: { id: string | null; idempotency_key: string | null } | null;
}

export interface WebhookEndpoint {
  id: string;
  object: 'webhook_endpoint';
  url: string;
  enabled_events: string[];
  status: string;
  api_version: string | null;
  /** Only in the create response. */
  secret?: string;
}
