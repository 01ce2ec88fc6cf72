// Card form rules of spec 002 §5, with its exact messages. Pure: the client shows them as the
// seller types, the server checks again before anything reaches Stripe.

export interface CardInput {
  name: string;
  number: string;
  cvc: string;
  expMonth: string | number;
  expYear: string | number;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay';

const BRANDS: Array<[CardBrand, RegExp, number[]]> = [
  ['visa', /^4/, [13, 16, 19]],
  ['mastercard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, [16]],
  ['amex', /^3[47]/, [15]],
  ['discover', /^(6011|65|64[4-9])/, [16, 19]],
  ['diners', /^(36|38|30[0-5])/, [14, 16]],
  ['jcb', /^35(2[89]|[3-8]\d)/, [16, 19]],
  ['unionpay', /^62/, [16, 17, 18, 19]],
];

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand | null {
  const hit = BRANDS.find(([, re, lengths]) => re.test(digits) && lengths.includes(digits.length));
  return hit ? hit[0] : null;
}

/** The name-on-card rule (the card itself is checked by Stripe.js, in Stripe's frame). */
export function cardNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length < 2) return 'Please enter at least two characters';
  if (trimmed.length > 128) return 'Please enter no more than 128 characters';
  return null;
}

/** Field → message, for every rule that fails (empty when the card may be sent). */
export function validateCard(card: CardInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = card.name.trim();
  if (name.length < 2) errors.name = 'Please enter at least two characters';
  else if (name.length > 128) errors.name = 'Please enter no more than 128 characters';

  const raw = card.number.trim();
  const digits = raw.replace(/[\s-]/g, '');
  if (raw.length < 7 || raw.length > 23 || !/^\d+$/.test(digits)) errors.number = 'Please enter a valid credit card number';
  else if (!luhnValid(digits) || !cardBrand(digits)) errors.number = 'Invalid credit card number';

  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'Please enter a valid CVC code';

  const month = Number(card.expMonth);
  if (!Number.isInteger(month) || month < 1 || month > 12) errors.expMonth = 'Please pick a month between 1 and 12';

  let year = Number(card.expYear);
  if (String(card.expYear).trim().length === 4) year -= 2000;
  if (!Number.isInteger(year) || year < 24) errors.expYear = 'Please pick a year after 2023';
  else if (year > 38) errors.expYear = 'Please pick a year before 2039';
  return errors;
}

/** AI credits are bought in whole credits, 1 to 30,000,000; $10.00 per 1,000. */
export const AI_CREDIT_CENTS_PER_THOUSAND = 1000;
export function aiCreditsError(credits: unknown): string | null {
  if (typeof credits !== 'number' || !Number.isInteger(credits) || credits < 1 || credits > 30_000_000) {
    return 'Please enter a whole number of credits between 1 and 30,000,000';
  }
  return null;
}
export function aiCreditsPriceCents(credits: number): number {
  return Math.ceil((credits * AI_CREDIT_CENTS_PER_THOUSAND) / 1000);
}
