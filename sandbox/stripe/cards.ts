import { cardError, type StripeError } from './errors.ts';

/**
 * Stripe's documented test cards (docs.stripe.com/testing). Declining cards fail when the card is
 * checked — attaching it to a customer or confirming a SetupIntent — as real Stripe does;
 * 4000 0000 0000 0341 attaches and fails only when charged.
 */
type Outcome =
  | 'ok'
  | 'generic_decline'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'authentication_required';

interface TestCard {
  atCheck: Outcome;
  atCharge: Outcome;
  /** 3-D Secure: `setup` asks for authentication when the card is set up (SetupIntent) only; `always` on every charge too. */
  threeDS?: 'setup' | 'always';
}

const SPECIAL: Record<string, TestCard> = {
  '4000000000000002': { atCheck: 'generic_decline', atCharge: 'generic_decline' },
  '4000000000009995': { atCheck: 'insufficient_funds', atCharge: 'insufficient_funds' },
  '4000000000009987': { atCheck: 'lost_card', atCharge: 'lost_card' },
  '4000000000009979': { atCheck: 'stolen_card', atCharge: 'stolen_card' },
  '4000000000000069': { atCheck: 'expired_card', atCharge: 'expired_card' },
  '4000000000000127': { atCheck: 'incorrect_cvc', atCharge: 'incorrect_cvc' },
  '4000000000000119': { atCheck: 'processing_error', atCharge: 'processing_error' },
  '4000000000000341': { atCheck: 'ok', atCharge: 'generic_decline' },
  // 3-D Secure (docs.stripe.com/testing#regulatory-cards): a SetupIntent answers requires_action.
  '4000002500003155': { atCheck: 'ok', atCharge: 'ok', threeDS: 'setup' },
  '4000000000003220': { atCheck: 'ok', atCharge: 'ok', threeDS: 'setup' },
  '4000002760003184': { atCheck: 'ok', atCharge: 'authentication_required', threeDS: 'always' },
};

/** Whether confirming a SetupIntent with this card needs the cardholder's 3-D Secure authentication first. */
export function needsAuthentication(number: string): boolean {
  return SPECIAL[number]?.threeDS !== undefined;
}

/** Test PaymentMethod ids and card tokens usable in place of raw numbers. */
export const TEST_TOKENS: Record<string, string> = {
  visa: '4242424242424242',
  visa_debit: '4000056655665556',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  discover: '6011111111111117',
  chargeDeclined: '4000000000000002',
  chargeDeclinedInsufficientFunds: '4000000000009995',
  chargeDeclinedLostCard: '4000000000009987',
  chargeDeclinedStolenCard: '4000000000009979',
  chargeDeclinedExpiredCard: '4000000000000069',
  chargeDeclinedIncorrectCvc: '4000000000000127',
  chargeDeclinedProcessingError: '4000000000000119',
  chargeCustomerFail: '4000000000000341',
  authenticationRequiredOnSetup: '4000002500003155',
  threeDSecure2Required: '4000000000003220',
  authenticationRequired: '4000002760003184',
};

/** `pm_card_visa` / `tok_visa` → the card number it stands for. */
export function numberForTestToken(token: string): string | undefined {
  const m = /^(?:pm_card|tok)_(.+)$/.exec(token);
  return m ? TEST_TOKENS[m[1] ?? ''] : undefined;
}

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  if (/^35/.test(number)) return 'jcb';
  if (/^3(0|6|8)/.test(number)) return 'diners';
  return 'unknown';
}

/** Same card, same fingerprint: lets the product spot a card saved twice. */
export function fingerprintOf(number: string): string {
  return Buffer.from(number)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-16);
}

export function fundingOf(number: string): string {
  return number === '4000056655665556' ? 'debit' : 'credit';
}

const DECLINE_MESSAGES: Record<Exclude<Outcome, 'ok'>, { code: string; decline?: string; message: string; param?: string }> = {
  generic_decline: { code: 'card_declined', decline: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { code: 'card_declined', decline: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  lost_card: { code: 'card_declined', decline: 'lost_card', message: 'Your card was declined.' },
  stolen_card: { code: 'card_declined', decline: 'stolen_card', message: 'Your card was declined.' },
  expired_card: { code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' },
  incorrect_cvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' },
  processing_error: { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
  authentication_required: {
    code: 'authentication_required',
    decline: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
};

/** The card error Stripe reports for this card at this moment, or null when it goes through. */
export function cardDecline(number: string, moment: 'check' | 'charge'): StripeError | null {
  const card = SPECIAL[number];
  const outcome = card ? (moment === 'check' ? card.atCheck : card.atCharge) : 'ok';
  if (outcome === 'ok') return null;
  const d = DECLINE_MESSAGES[outcome];
  return cardError(d.code, d.message, { ...(d.decline ? { decline_code: d.decline } : {}), ...(d.param ? { param: d.param } : {}) });
}

/** Shape checks Stripe makes when a card PaymentMethod is created. */
export function validateCard(
  number: string,
  expMonth: number,
  expYear: number,
  cvc: string | undefined,
  nowYear: number,
  nowMonth: number,
): StripeError | null {
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    return cardError('incorrect_number', 'Your card number is incorrect.', { param: 'number' });
  }
  if (!(expMonth >= 1 && expMonth <= 12)) {
    return cardError('invalid_expiry_month', "Your card's expiration month is invalid.", { param: 'exp_month' });
  }
  const year = expYear < 100 ? 2000 + expYear : expYear;
  if (year < nowYear || year > nowYear + 50) {
    return cardError('invalid_expiry_year', "Your card's expiration year is invalid.", { param: 'exp_year' });
  }
  if (year === nowYear && expMonth < nowMonth) {
    return cardError('invalid_expiry_month', "Your card's expiration month is invalid.", { param: 'exp_month' });
  }
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) {
    return cardError('invalid_cvc', "Your card's security code is invalid.", { param: 'cvc' });
  }
  return null;
}
