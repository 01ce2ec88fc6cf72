import { discountFromParams } from '../billing/discounts.ts';
import { cancelNow } from '../billing/lifecycle.ts';
import { noSuch, invalidRequest } from '../errors.ts';
import { emit, diff } from '../events.ts';
import { applyExpand } from '../expand.ts';
import { paginate } from '../list.ts';
import { mergeMetadata, obj, str, type Params } from '../params.ts';
import { route } from '../router.ts';
import { clone, type Ctx, type State, type Wire } from '../state.ts';
import { attachPaymentMethod } from './payment-methods.ts';

export function getCustomer(state: State, id: string, param = 'customer'): Wire {
  const c = state.customers.get(id);
  if (!c || state.deletedCustomers.has(id)) throw noSuch('customer', id, param);
  return c;
}

function setDefaultPaymentMethod(state: State, customer: Wire, p: Params): void {
  const settings = obj(p, 'invoice_settings');
  if (!settings || settings.default_payment_method === undefined) return;
  const pmId = settings.default_payment_method;
  if (pmId === '') {
    customer.invoice_settings.default_payment_method = null;
    return;
  }
  const pm = typeof pmId === 'string' ? state.paymentMethods.get(pmId) : undefined;
  if (!pm || pm.customer !== customer.id) {
    throw invalidRequest(`The customer does not have a payment method with the ID ${String(pmId)}. The payment method must be attached to the customer.`, {
      code: 'resource_missing',
      param: 'invoice_settings[default_payment_method]',
    });
  }
  customer.invoice_settings.default_payment_method = pm.id;
}

function applyFields(customer: Wire, p: Params): void {
  for (const k of ['email', 'name', 'phone', 'description'] as const) {
    const v = str(p, k);
    if (v !== undefined) customer[k] = v === '' ? null : v;
  }
  customer.metadata = mergeMetadata(customer.metadata, p);
}

function create(ctx: Ctx): Wire {
  const { state, params: p } = ctx;
  const customer: Wire = {
    id: state.id('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: state.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: null,
    invoice_prefix: state
      .id('', 8)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X'),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: {},
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  applyFields(customer, p);
  // Validate everything before storing: a failed create leaves nothing behind.
  const pmId = str(p, 'payment_method');
  state.customers.set(customer.id, customer);
  try {
    if (pmId) attachPaymentMethod(ctx, pmId, customer.id, 'payment_method');
    setDefaultPaymentMethod(state, customer, p);
    customer.discount = discountFromParams(state, p, { customer: customer.id, subscription: null });
  } catch (err) {
    state.customers.delete(customer.id);
    throw err;
  }
  emit(state, ctx, 'customer.created', customer);
  if (customer.discount) emit(state, ctx, 'customer.discount.created', customer.discount);
  return applyExpand(state, customer, p);
}

function retrieve(ctx: Ctx, [id]: string[]): Wire {
  const c = ctx.state.customers.get(id ?? '');
  if (!c) throw noSuch('customer', id ?? '');
  if (ctx.state.deletedCustomers.has(c.id)) return { id: c.id, object: 'customer', deleted: true };
  return applyExpand(ctx.state, c, ctx.params);
}

function update(ctx: Ctx, [id]: string[]): Wire {
  const { state, params: p } = ctx;
  const customer = getCustomer(state, id ?? '', 'id');
  const before = clone(customer);
  applyFields(customer, p);
  setDefaultPaymentMethod(state, customer, p);
  const discount = discountFromParams(state, p, { customer: customer.id, subscription: null });
  if (discount) customer.discount = discount;
  const prev = diff(before, customer);
  if (Object.keys(prev).length > 0) emit(state, ctx, 'customer.updated', customer, prev);
  if (discount) emit(state, ctx, 'customer.discount.created', discount);
  return applyExpand(state, customer, p);
}

/** Deleting a customer cancels its subscriptions at once, as Stripe does. */
function remove(ctx: Ctx, [id]: string[]): Wire {
  const { state } = ctx;
  const customer = getCustomer(state, id ?? '', 'id');
  for (const sub of state.subscriptions.values()) {
    if (sub.customer === customer.id && sub.status !== 'canceled' && sub.status !== 'incomplete_expired') cancelNow(state, ctx, sub);
  }
  state.deletedCustomers.add(customer.id);
  emit(state, ctx, 'customer.deleted', customer);
  return { id: customer.id, object: 'customer', deleted: true };
}

function deleteDiscount(ctx: Ctx, [id]: string[]): Wire {
  const customer = getCustomer(ctx.state, id ?? '', 'id');
  const discount = customer.discount;
  if (!discount) throw invalidRequest(`No active discount for customer: '${customer.id}'`, { code: 'resource_missing', status: 404 });
  customer.discount = null;
  emit(ctx.state, ctx, 'customer.discount.deleted', discount);
  return {
    object: 'discount',
    deleted: true,
    id: discount.id,
    coupon: discount.coupon,
    customer: customer.id,
    start: discount.start,
    end: discount.end,
    checkout_session: null,
    invoice: null,
    invoice_item: null,
    promotion_code: discount.promotion_code,
    subscription: null,
  };
}

function list(ctx: Ctx): Wire {
  const email = str(ctx.params, 'email');
  const all = [...ctx.state.customers.values()].filter((c) => !ctx.state.deletedCustomers.has(c.id) && (email === undefined || c.email === email));
  return applyExpand(ctx.state, paginate(all, ctx.params, '/v1/customers'), ctx.params);
}

export const customerRoutes = [
  route('POST', '/v1/customers', create),
  route('GET', '/v1/customers', list),
  route('GET', '/v1/customers/:id', retrieve),
  route('POST', '/v1/customers/:id', update),
  route('DELETE', '/v1/customers/:id', remove),
  route('DELETE', '/v1/customers/:id/discount', deleteDiscount),
];
