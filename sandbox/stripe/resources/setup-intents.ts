import { cardDecline, needsAuthentication } from '../cards.ts';
import { threeDSecureUrl } from '../stripejs-paths.ts';
import { invalidRequest, noSuch, StripeError } from '../errors.ts';
import { emit } from '../events.ts';
import { applyExpand } from '../expand.ts';
import { paginate } from '../list.ts';
import { bool, mergeMetadata, obj, oneOf, str, strArr } from '../params.ts';
import { route } from '../router.ts';
import { clone, type Ctx, type Wire } from '../state.ts';
import { attachPaymentMethod, resolvePaymentMethod } from './payment-methods.ts';

/**
 * SetupIntents save a card for later (off-session) charges. Confirming checks the card: a
 * declining test card leaves the intent in `requires_payment_method` with `last_setup_error`
 * and answers 402 with the intent inside the error, as Stripe does.
 */
function confirm(ctx: Ctx, si: Wire): void {
  const { state } = ctx;
  if (!si.payment_method) {
    throw invalidRequest(
      "You cannot confirm this SetupIntent because it's missing a payment method. Update the SetupIntent with a payment method and then confirm it again.",
      {
        code: 'setup_intent_unexpected_state',
      },
    );
  }
  const pm = resolvePaymentMethod(state, si.payment_method, 'payment_method');
  si.payment_method = pm.id;
  if (needsAuthentication(state.cardNumbers.get(pm.id) ?? '')) {
    // 3-D Secure: the cardholder must authenticate in the browser (Stripe.js opens the challenge).
    si.status = 'requires_action';
    si.next_action = {
      type: 'use_stripe_sdk',
      use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: threeDSecureUrl(state.baseUrl, si.id), source: state.id('src') },
    };
    emit(state, ctx, 'setup_intent.requires_action', si);
    return;
  }
  finishSetup(ctx, si, pm);
}

/** The card checks out: it is attached to the intent's customer (a declining card fails here). */
function finishSetup(ctx: Ctx, si: Wire, pm: Wire): void {
  const { state } = ctx;
  si.next_action = null;
  try {
    if (si.customer) attachPaymentMethod(ctx, pm.id, si.customer, 'payment_method');
    else {
      const decline = cardDecline(state.cardNumbers.get(pm.id) ?? '', 'check');
      if (decline) throw decline;
    }
  } catch (err) {
    if (!(err instanceof StripeError) || err.body.type !== 'card_error') throw err;
    si.status = 'requires_payment_method';
    const { payment_method: _pm, ...lastError } = err.body;
    si.last_setup_error = { ...lastError, payment_method: clone(pm) };
    si.payment_method = null;
    emit(state, ctx, 'setup_intent.setup_failed', si);
    err.body.setup_intent = clone(si);
    throw err;
  }
  si.status = 'succeeded';
  si.last_setup_error = null;
  emit(state, ctx, 'setup_intent.succeeded', si);
}

function create(ctx: Ctx): Wire {
  const { state, params: p } = ctx;
  const customer = str(p, 'customer');
  if (customer && !state.customers.get(customer)) throw noSuch('customer', customer, 'customer');
  const id = state.id('seti');
  const pmId = str(p, 'payment_method');
  const automatic = obj(p, 'automatic_payment_methods');
  const si: Wire = {
    id,
    object: 'setup_intent',
    application: null,
    automatic_payment_methods: automatic ? { allow_redirects: 'always', enabled: automatic.enabled === 'true' } : null,
    cancellation_reason: null,
    client_secret: `${id}_secret_${state.id('', 32)}`,
    created: state.now(),
    customer: customer ?? null,
    description: str(p, 'description') ?? null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: mergeMetadata({}, p),
    next_action: null,
    on_behalf_of: null,
    payment_method: pmId ? resolvePaymentMethod(state, pmId, 'payment_method').id : null,
    payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: strArr(p, 'payment_method_types').length ? strArr(p, 'payment_method_types') : ['card'],
    single_use_mandate: null,
    status: pmId ? 'requires_confirmation' : 'requires_payment_method',
    usage: oneOf(p, 'usage', ['off_session', 'on_session'] as const) ?? 'off_session',
  };
  state.setupIntents.set(id, si);
  emit(state, ctx, 'setup_intent.created', si);
  if (bool(p, 'confirm')) confirm(ctx, si);
  return applyExpand(state, si, p);
}

function get(ctx: Ctx, id: string): Wire {
  const si = ctx.state.setupIntents.get(id);
  if (!si) throw noSuch('setupintent', id, 'intent');
  // Stripe.js (publishable key) reaches an intent only with its client secret.
  if (ctx.keyKind === 'publishable' && str(ctx.params, 'client_secret') !== si.client_secret) throw noSuch('setupintent', id, 'intent');
  return si;
}

/**
 * The cardholder's answer on the 3-D Secure test page (Complete or Fail), as Stripe's test
 * authentication page reports it: completed, the setup goes on (and the card is attached); failed,
 * the intent goes back to requires_payment_method with setup_intent_authentication_failure.
 */
export function answerAuthentication(ctx: Ctx, id: string, clientSecret: string, completed: boolean): Wire | null {
  const si = ctx.state.setupIntents.get(id);
  if (!si || si.client_secret !== clientSecret || si.status !== 'requires_action') return null;
  const pm = resolvePaymentMethod(ctx.state, si.payment_method, 'payment_method');
  if (completed) {
    try {
      finishSetup(ctx, si, pm);
    } catch (err) {
      if (!(err instanceof StripeError)) throw err;
    }
    return si;
  }
  si.status = 'requires_payment_method';
  si.next_action = null;
  si.payment_method = null;
  si.last_setup_error = {
    code: 'setup_intent_authentication_failure',
    doc_url: 'https://stripe.com/docs/error-codes/setup-intent-authentication-failure',
    message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    payment_method: clone(pm),
    type: 'invalid_request_error',
  };
  emit(ctx.state, ctx, 'setup_intent.setup_failed', si);
  return si;
}

function confirmRoute(ctx: Ctx, [id]: string[]): Wire {
  const si = get(ctx, id ?? '');
  if (si.status === 'succeeded') {
    throw invalidRequest('You cannot confirm this SetupIntent because it has already succeeded.', { code: 'setup_intent_unexpected_state' });
  }
  const pmId = str(ctx.params, 'payment_method');
  if (pmId) si.payment_method = resolvePaymentMethod(ctx.state, pmId, 'payment_method').id;
  confirm(ctx, si);
  return applyExpand(ctx.state, si, ctx.params);
}

function cancel(ctx: Ctx, [id]: string[]): Wire {
  const si = get(ctx, id ?? '');
  if (si.status === 'succeeded')
    throw invalidRequest('You cannot cancel this SetupIntent because it has a status of succeeded.', { code: 'setup_intent_unexpected_state' });
  si.status = 'canceled';
  si.cancellation_reason = str(ctx.params, 'cancellation_reason') ?? null;
  emit(ctx.state, ctx, 'setup_intent.canceled', si);
  return applyExpand(ctx.state, si, ctx.params);
}

export const setupIntentRoutes = [
  route('POST', '/v1/setup_intents', create),
  route('GET', '/v1/setup_intents', (ctx) => {
    const customer = str(ctx.params, 'customer');
    const all = [...ctx.state.setupIntents.values()].filter((s) => customer === undefined || s.customer === customer);
    return applyExpand(ctx.state, paginate(all, ctx.params, '/v1/setup_intents'), ctx.params);
  }),
  route('GET', '/v1/setup_intents/:id', (ctx, [id]) => applyExpand(ctx.state, get(ctx, id ?? ''), ctx.params), { publishable: true }),
  route('POST', '/v1/setup_intents/:id', (ctx, [id]) => {
    const si = get(ctx, id ?? '');
    const pmId = str(ctx.params, 'payment_method');
    if (pmId) {
      si.payment_method = resolvePaymentMethod(ctx.state, pmId, 'payment_method').id;
      si.status = 'requires_confirmation';
    }
    si.metadata = mergeMetadata(si.metadata, ctx.params);
    return applyExpand(ctx.state, si, ctx.params);
  }),
  route('POST', '/v1/setup_intents/:id/confirm', confirmRoute, { publishable: true }),
  route('POST', '/v1/setup_intents/:id/cancel', cancel),
];
