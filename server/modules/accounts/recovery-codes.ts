import { createHash, randomInt } from 'node:crypto';
import { normaliseRecoveryCode } from '../../../shared/accounts/password-rules.ts';

export { looksLikeRecoveryCode, normaliseRecoveryCode } from '../../../shared/accounts/password-rules.ts';

/** How many recovery codes a seller gets when turning two-factor on. */
export const RECOVERY_CODE_COUNT = 10;

// No 0/o, 1/l/i: codes are copied by hand from paper. 31 symbols × 10 = ~49 bits per code, far
// beyond what the sign-in rate limit (5 failures per account in 15 minutes) lets anyone guess.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10; // password-rules.ts' looksLikeRecoveryCode checks the same length

/** Fresh codes as shown to the seller, e.g. "k7m2p-x9qrt". */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    let c = '';
    for (let i = 0; i < LENGTH; i++) c += ALPHABET[randomInt(ALPHABET.length)];
    codes.add(`${c.slice(0, 5)}-${c.slice(5)}`);
  }
  return [...codes];
}

/** What is stored: a SHA-256 of the normalised code (random codes need no slow hash). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}
