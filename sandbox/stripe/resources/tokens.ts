import { brandOf, fingerprintOf, fundingOf } from '../cards.ts';
import { missingParam, noSuch } from '../errors.ts';
import { applyExpand } from '../expand.ts';
import { obj, str } from '../params.ts';
import { route } from '../router.ts';
import type { Ctx, Wire } from '../state.ts';
import { readCard } from './payment-methods.ts';

/**
 * Card tokens (`POST /v1/tokens`, the older way Stripe.js hands a card to a server): created with
 * the publishable key from the browser; a secret key sending a card number is refused like a
 * PaymentMethod. A token is used once, as `card[token]` of a PaymentMethod.
 */
function create(ctx: Ctx): Wire {
  const { state, params: p } = ctx;
  const card = obj(p, 'card');
  if (!card) throw missingParam('card');
  const { number, expMonth, expYear } = readCard(ctx, card, 'card');
  const id = state.id('tok');
  const token: Wire = {
    id,
    object: 'token',
    card: {
      id: state.id('card'),
      object: 'card',
      address_city: null,
      address_country: null,
      address_line1: null,
      address_line2: null,
      address_state: null,
      address_zip: null,
      brand:
        { visa: 'Visa', mastercard: 'MasterCard', amex: 'American Express', discover: 'Discover', jcb: 'JCB', diners: 'Diners Club' }[brandOf(number)] ??
        'Unknown',
      country: 'US',
      cvc_check: str(card, 'cvc') ? 'unchecked' : null,
      dynamic_last4: null,
      exp_month: expMonth,
      exp_year: expYear < 100 ? 2000 + expYear : expYear,
      fingerprint: fingerprintOf(number),
      funding: fundingOf(number),
      last4: number.slice(-4),
      metadata: {},
      name: str(card, 'name') ?? null,
      tokenization_method: null,
      wallet: null,
    },
    client_ip: null,
    created: state.now(),
    livemode: false,
    type: 'card',
    used: false,
  };
  state.tokens.set(id, token);
  state.cardNumbers.set(id, number);
  return applyExpand(state, token, p);
}

export const tokenRoutes = [
  route('POST', '/v1/tokens', create, { publishable: true }),
  route('GET', '/v1/tokens/:id', (ctx, [id]) => {
    const token = ctx.state.tokens.get(id ?? '');
    if (!token) throw noSuch('token', id ?? '');
    return applyExpand(ctx.state, token, ctx.params);
  }),
];
