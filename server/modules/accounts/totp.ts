import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'ListBridge';

function totp(secretBase32: string, label = 'ListBridge') {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) });
}

/** A new secret and its QR code (data URL) for an authenticator app. */
export async function newTwoFactorSetup(email: string): Promise<{ secret: string; otpauthUrl: string; base64QR: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totp(secret, email).toString();
  return { secret, otpauthUrl, base64QR: await QRCode.toDataURL(otpauthUrl) };
}

/**
 * Checks a code with ±1 step of drift. Returns the accepted time step, so the caller can refuse
 * the same (or an older) step next time: each code works once.
 */
export function acceptedStep(secretBase32: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const delta = totp(secretBase32).validate({ token: code.replace(/\s+/g, ''), window: 1, timestamp: now });
  if (delta === null) return null;
  const step = Math.floor(now / 30_000) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}

/** The current code (tests and the sandbox demo use it). */
export function currentCode(secretBase32: string, now = Date.now()): string {
  return totp(secretBase32).generate({ timestamp: now });
}
