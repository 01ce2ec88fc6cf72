import { brandOf, cardDecline, fingerprintOf, fundingOf, numberForTestToken, validateCard } from '../cards.ts';
import { invalidRequest, missingParam, noSuch, StripeError } from '../errors.ts';
import { emit } from '../events.ts';
import { applyExpand } from '../expand.ts';
import { paginate } from '../list.ts';
import { int, mergeMetadata, obj, oneOf, reqStr, str, type Params } from '../params.ts';
import { route } from '../router.ts';
import { clone, type Ctx, type State, type Wire } from '../state.ts';

export function newCardPaymentMethod(state: State, number: string, expMonth: number, expYear: number, billing: Params | undefined): Wire {
  const address = obj(billing ?? {}, 'address') ?? {};
  const addr = (k: string) => (typeof address[k] === 'string' ? address[k] : null);
  const bd = (k: string) => (billing && typeof billing[k] === 'string' && billing[k] !== '' ? billing[k] : null);
  const pm: Wire = {
    id: state.id('pm'),
    object: 'payment_method',
    billing_details: {
      address: {
        city: addr('city'),
        country: addr('country'),
        line1: addr('line1'),
        line2: addr('line2'),
        postal_code: addr('postal_code'),
        state: addr('state'),
      },
      email: bd('email'),
      name: bd('name'),
      phone: bd('phone'),
    },
    card: {
      brand: brandOf(number),
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'unchecked' },
      country: 'US',
      exp_month: expMonth,
      exp_year: expYear < 100 ? 2000 + expYear : expYear,
      fingerprint: fingerprintOf(number),
      funding: fundingOf(number),
      generated_from: null,
      last4: number.slice(-4),
      networks: { available: [brandOf(number)], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: state.now(),
    customer: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
  state.paymentMethods.set(pm.id, pm);
  state.cardNumbers.set(pm.id, number);
  return pm;
}

/** A PaymentMethod id, or a test id such as `pm_card_visa`, which mints a fresh one each time. */
export function resolvePaymentMethod(state: State, id: string, param: string): Wire {
  const existing = state.paymentMethods.get(id);
  if (existing) return existing;
  const testNumber = numberForTestToken(id);
  if (testNumber) return newCardPaymentMethod(state, testNumber, 12, new Date().getUTCFullYear() + 5, undefined);
  throw noSuch('PaymentMethod', id, param);
}

/** Checks the card with its issuer (test cards decline here) and attaches it. */
export function attachPaymentMethod(ctx: Ctx, pmId: string, customerId: string, param = 'payment_method'): Wire {
  const { state } = ctx;
  const pm = resolvePaymentMethod(state, pmId, param);
  if (pm.customer && pm.customer !== customerId) {
    throw invalidRequest('The payment method you provided has already been attached to a customer.', { code: 'payment_method_unexpected_state', param });
  }
  if (pm.customer === customerId) return pm;
  const decline = cardDecline(state.cardNumbers.get(pm.id) ?? '', 'check');
  if (decline) {
    pm.card.checks.cvc_check = decline.body.code === 'incorrect_cvc' ? 'fail' : pm.card.checks.cvc_check;
    decline.body.payment_method = clone(pm);
    throw decline;
  }
  pm.card.checks.cvc_check = 'pass';
  pm.customer = customerId;
  emit(state, ctx, 'payment_method.attached', pm);
  return pm;
}

/**
 * Real Stripe refuses card numbers sent with a secret key unless the account was granted raw card
 * data access (test mode wording; live mode points at the dashboard's integration settings):
 * card numbers belong in Stripe.js, the server only ever sees `pm_…` / `tok_…` ids.
 */
export const RAW_CARD_REFUSED =
  'Sending credit card numbers directly to the Stripe API is generally unsafe. We suggest you use test tokens that map to the test card you are using, see https://stripe.com/docs/testing. To enable raw card data APIs in test mode, see https://support.stripe.com/questions/enabling-access-to-raw-card-data-apis.';

export function refuseRawCard(ctx: Ctx): void {
  if (ctx.keyKind === 'secret') throw new StripeError(402, { type: 'invalid_request_error', message: RAW_CARD_REFUSED });
}

/** `card[…]` of a PaymentMethod or token: a test token, or (Stripe.js only) the raw number with its checks. */
export function readCard(ctx: Ctx, card: Params, prefix: string): { number: string; expMonth: number; expYear: number } {
  const { state } = ctx;
  const token = str(card, 'token', `${prefix}[token]`);
  if (token) {
    const saved = state.tokens.get(token);
    const n = saved ? state.cardNumbers.get(token) : numberForTestToken(token);
    if (!n) throw noSuch('token', token, `${prefix}[token]`);
    if (saved?.used) throw invalidRequest(`You cannot use a Stripe token more than once: ${token}.`, { code: 'token_already_used', param: `${prefix}[token]` });
    if (saved) saved.used = true;
    return { number: n, expMonth: saved?.card.exp_month ?? 12, expYear: saved?.card.exp_year ?? new Date().getUTCFullYear() + 5 };
  }
  refuseRawCard(ctx);
  const number = reqStr(card, 'number', `${prefix}[number]`).replace(/[\s-]/g, '');
  const expMonth = int(card, 'exp_month', `${prefix}[exp_month]`) ?? Number.NaN;
  const expYear = int(card, 'exp_year', `${prefix}[exp_year]`) ?? Number.NaN;
  if (Number.isNaN(expMonth)) throw missingParam(`${prefix}[exp_month]`);
  if (Number.isNaN(expYear)) throw missingParam(`${prefix}[exp_year]`);
  const d = new Date(state.now() * 1000);
  const invalid = validateCard(number, expMonth, expYear, str(card, 'cvc', `${prefix}[cvc]`), d.getUTCFullYear(), d.getUTCMonth() + 1);
  if (invalid) throw invalid;
  return { number, expMonth, expYear };
}

function create(ctx: Ctx): Wire {
  const { state, params: p } = ctx;
  const type = oneOf(p, 'type', ['card'] as const);
  if (!type) throw missingParam('type');
  const card = obj(p, 'card');
  if (!card) throw missingParam('card');
  const { number, expMonth, expYear } = readCard(ctx, card, 'card');
  const pm = newCardPaymentMethod(state, number, expMonth, expYear, obj(p, 'billing_details'));
  pm.metadata = mergeMetadata({}, p);
  return applyExpand(state, pm, p);
}

function retrieve(ctx: Ctx, [id]: string[]): Wire {
  const pm = ctx.state.paymentMethods.get(id ?? '');
  if (!pm) throw noSuch('PaymentMethod', id ?? '');
  return applyExpand(ctx.state, pm, ctx.params);
}

function update(ctx: Ctx, [id]: string[]): Wire {
  const pm = ctx.state.paymentMethods.get(id ?? '');
  if (!pm) throw noSuch('PaymentMethod', id ?? '');
  pm.metadata = mergeMetadata(pm.metadata, ctx.params);
  emit(ctx.state, ctx, 'payment_method.updated', pm);
  return applyExpand(ctx.state, pm, ctx.params);
}

function attach(ctx: Ctx, [id]: string[]): Wire {
  const customerId = reqStr(ctx.params, 'customer');
  const customer = ctx.state.customers.get(customerId);
  if (!customer || ctx.state.deletedCustomers.has(customerId)) throw noSuch('customer', customerId, 'customer');
  return applyExpand(ctx.state, attachPaymentMethod(ctx, id ?? '', customerId, 'payment_method'), ctx.params);
}

function detach(ctx: Ctx, [id]: string[]): Wire {
  const { state } = ctx;
  const pm = state.paymentMethods.get(id ?? '');
  if (!pm) throw noSuch('PaymentMethod', id ?? '');
  if (!pm.customer) {
    throw invalidRequest('The payment method you provided is not attached to a customer so detachment is impossible.', {
      code: 'payment_method_unexpected_state',
    });
  }
  const customer = state.customers.get(pm.customer);
  if (customer && customer.invoice_settings.default_payment_method === pm.id) customer.invoice_settings.default_payment_method = null;
  const previous = { customer: pm.customer };
  pm.customer = null;
  emit(state, ctx, 'payment_method.detached', pm, previous);
  return applyExpand(state, pm, ctx.params);
}

function listFor(ctx: Ctx, customerId: string | undefined, url: string): Wire {
  const type = str(ctx.params, 'type');
  const all = [...ctx.state.paymentMethods.values()].filter(
    (pm) => pm.customer !== null && (customerId === undefined || pm.customer === customerId) && (type === undefined || pm.type === type),
  );
  return applyExpand(ctx.state, paginate(all, ctx.params, url), ctx.params);
}

export const paymentMethodRoutes = [
  route('POST', '/v1/payment_methods', create, { publishable: true }),
  route('GET', '/v1/payment_methods', (ctx) => {
    const customer = str(ctx.params, 'customer');
    if (customer && !ctx.state.customers.get(customer)) throw noSuch('customer', customer, 'customer');
    return listFor(ctx, customer, '/v1/payment_methods');
  }),
  route('GET', '/v1/payment_methods/:id', retrieve),
  route('POST', '/v1/payment_methods/:id', update),
  route('POST', '/v1/payment_methods/:id/attach', attach),
  route('POST', '/v1/payment_methods/:id/detach', detach),
  route('GET', '/v1/customers/:id/payment_methods', (ctx, [id]) => {
    if (!ctx.state.customers.get(id ?? '')) throw noSuch('customer', id ?? '');
    return listFor(ctx, id, `/v1/customers/${id}/payment_methods`);
  }),
];
