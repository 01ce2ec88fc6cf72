import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secrets.ts';

describe('secrets at rest', () => {
  const key = randomBytes(32);
  it('round-trips and never stores the plaintext', () => {
    const stored = encryptSecret(key, 'refresh-token-123');
    expect(stored).not.toContain('refresh-token-123');
    expect(decryptSecret(key, stored)).toBe('refresh-token-123');
    expect(encryptSecret(key, 'refresh-token-123')).not.toBe(stored); // fresh IV each time
  });
  it('refuses a tampered value or another key', () => {
    const stored = encryptSecret(key, 'secret');
    const parts = stored.split('.');
    parts[3] = Buffer.from('xxxxxx').toString('base64url');
    expect(() => decryptSecret(key, parts.join('.'))).toThrow();
    expect(() => decryptSecret(randomBytes(32), stored)).toThrow();
  });
});
