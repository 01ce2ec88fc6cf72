import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes.ts';

describe('recovery codes', () => {
  it('makes ten distinct codes of two five-symbol groups without look-alike symbols', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('treats case, spaces and hyphens as the same code', () => {
    expect(normaliseRecoveryCode(' AbCdE-fGhJk ')).toBe('abcdefghjk');
    expect(hashRecoveryCode('ABCDE FGHJK')).toBe(hashRecoveryCode('abcde-fghjk'));
    expect(hashRecoveryCode('abcde-fghjk')).not.toBe(hashRecoveryCode('abcde-fghjm'));
  });

  it('tells a recovery code from an authenticator code', () => {
    expect(looksLikeRecoveryCode('k7m2p-x9qrt')).toBe(true);
    expect(looksLikeRecoveryCode('123 456')).toBe(false);
    expect(looksLikeRecoveryCode('1234567890')).toBe(false);
    expect(looksLikeRecoveryCode('k7m2p-x9qr')).toBe(false);
  });
});
