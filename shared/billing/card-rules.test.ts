import { describe, expect, it } from 'vitest';
import { aiCreditsError, aiCreditsPriceCents, cardBrand, luhnValid, validateCard } from './card-rules.ts';

const good = { name: 'Ada Lovelace', number: '4242 4242 4242 4242', cvc: '123', expMonth: '12', expYear: '2030' };

describe('card rules', () => {
  it('accepts a good card (Visa test number) and knows its brand', () => {
    expect(validateCard(good)).toEqual({});
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });
  it('gives each message of the spec', () => {
    expect(validateCard({ ...good, name: 'A' }).name).toBe('Please enter at least two characters');
    expect(validateCard({ ...good, name: 'A'.repeat(129) }).name).toBe('Please enter no more than 128 characters');
    expect(validateCard({ ...good, number: '42424' }).number).toBe('Please enter a valid credit card number');
    expect(validateCard({ ...good, number: '4'.repeat(24) }).number).toBe('Please enter a valid credit card number');
    expect(validateCard({ ...good, number: '4242 4242 4242 4241' }).number).toBe('Invalid credit card number');
    // Passes Luhn but is no known card type.
    expect(luhnValid('9999999999999995')).toBe(true);
    expect(validateCard({ ...good, number: '9999999999999995' }).number).toBe('Invalid credit card number');
    expect(validateCard({ ...good, cvc: '12' }).cvc).toBe('Please enter a valid CVC code');
    expect(validateCard({ ...good, cvc: '12345' }).cvc).toBe('Please enter a valid CVC code');
    expect(validateCard({ ...good, expMonth: '13' }).expMonth).toBe('Please pick a month between 1 and 12');
    expect(validateCard({ ...good, expMonth: '0' }).expMonth).toBe('Please pick a month between 1 and 12');
    expect(validateCard({ ...good, expYear: '2023' }).expYear).toBe('Please pick a year after 2023');
    expect(validateCard({ ...good, expYear: '23' }).expYear).toBe('Please pick a year after 2023');
    expect(validateCard({ ...good, expYear: '2039' }).expYear).toBe('Please pick a year before 2039');
    expect(validateCard({ ...good, expYear: '38' })).toEqual({});
  });
  it('prices AI credits at $10 per 1,000 and bounds the amount', () => {
    expect(aiCreditsPriceCents(1000)).toBe(1000);
    expect(aiCreditsPriceCents(1)).toBe(1);
    expect(aiCreditsError(0)).not.toBeNull();
    expect(aiCreditsError(1.5)).not.toBeNull();
    expect(aiCreditsError(30_000_001)).not.toBeNull();
    expect(aiCreditsError(30_000_000)).toBeNull();
  });
});
