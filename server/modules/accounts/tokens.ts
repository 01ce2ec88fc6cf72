import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';

/** A signed-in session lasts a week; the two-factor step must finish within five minutes. */
export const SESSION_TTL_SECONDS = 7 * 24 * 3600;
export const TWO_FACTOR_TTL_SECONDS = 5 * 60;

export type TokenPurpose = 'session' | '2fa';

export interface TokenClaims {
  userId: string;
  version: number;
  isAdmin: boolean;
  purpose: TokenPurpose;
  jti: string;
  expiresAt: Date;
}

const ISSUER = 'listbridge';

export async function signToken(
  secret: string,
  claims: { userId: string; version: number; isAdmin: boolean; purpose: TokenPurpose },
): Promise<{ jwt: string; expiresAt: Date }> {
  const ttl = claims.purpose === 'session' ? SESSION_TTL_SECONDS : TWO_FACTOR_TTL_SECONDS;
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + ttl) * 1000);
  const jwt = await new SignJWT({ ver: claims.version, adm: claims.isAdmin, pur: claims.purpose })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
  return { jwt, expiresAt };
}

/** Verifies signature (HS256 only), issuer and expiry. Returns null for anything invalid. */
export async function verifyToken(secret: string, jwt: string): Promise<TokenClaims | 'expired' | null> {
  try {
    const { payload } = await jwtVerify(jwt, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
    });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.jti !== 'string') return null;
    const purpose = payload.pur === '2fa' ? '2fa' : payload.pur === 'session' ? 'session' : null;
    if (!purpose) return null;
    return {
      userId: payload.sub,
      version: payload.ver,
      isAdmin: payload.adm === true,
      purpose,
      jti: payload.jti,
      expiresAt: new Date((payload.exp ?? 0) * 1000),
    };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return 'expired';
    return null;
  }
}
