import { describe, expect, it } from 'vitest';
import { amazonCurrency, currencySymbol, formatAmount, formatMoney, parseAmount } from './money.ts';

describe('formatMoney', () => {
  it('formats minor units with the currency symbol', () => {
    expect(formatMoney(1299, 'GBP')).toBe('£12.99');
    expect(formatMoney(1299, 'EUR')).toBe('€12.99');
    expect(formatMoney(1299, 'CAD')).toBe('$12.99');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-250, 'GBP')).toBe('-£2.50');
  });
  it('shows a dash for no amount and USD for an unknown currency', () => {
    expect(formatMoney(null, 'GBP')).toBe('—');
    expect(formatMoney(100, 'not a code')).toBe('$1.00');
  });
});

describe('amounts typed by the seller', () => {
  it('reads plain or symbol-prefixed amounts as minor units and rejects anything else', () => {
    expect(parseAmount('12.99')).toBe(1299);
    expect(parseAmount('$7')).toBe(700);
    expect(parseAmount('£ 7.5')).toBe(750);
    expect(parseAmount('1.005')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(formatAmount(1299)).toBe('12.99');
  });
});

describe('amazonCurrency', () => {
  it('maps the seller marketplace to its currency', () => {
    expect(amazonCurrency('A1F83G8C2ARO7P')).toBe('GBP');
    expect(amazonCurrency('ATVPDKIKX0DER')).toBe('USD');
    expect(amazonCurrency(null)).toBe('USD');
  });
});

describe('currencySymbol', () => {
  it('gives the symbol formatMoney shows, $ for an unknown code', () => {
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('not a code')).toBe('$');
  });
});
