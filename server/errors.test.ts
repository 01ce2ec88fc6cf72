import { describe, expect, it } from 'vitest';
import { AppError, errorClass } from './errors.ts';

class ShopError extends AppError {}
class ClosedError extends errorClass(ShopError, 'SHOP_CLOSED', 'The shop is closed', 409) {}
class NoItemError extends errorClass(ShopError, 'NO_ITEM', (sku: string) => `No item ${sku}`, 404) {}

describe('errorClass', () => {
  it('makes a failure with its fixed code, message and status, of its module base', () => {
    const e = new ClosedError();
    expect([e.code, e.message, e.status]).toEqual(['SHOP_CLOSED', 'The shop is closed', 409]);
    expect(e.restFields()).toEqual({ code: 'SHOP_CLOSED' });
    expect(e).toBeInstanceOf(ShopError);
    expect(e).toBeInstanceOf(AppError);
    expect(e.constructor.name).toBe('ClosedError');
  });

  it('makes the message from the constructor arguments', () => {
    const e = new NoItemError('SKU-1');
    expect([e.code, e.message, e.status]).toEqual(['NO_ITEM', 'No item SKU-1', 404]);
  });
});
