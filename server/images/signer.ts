// Signed display URLs for channel images: `/img/<hmac>/<base64url(url)>`. The browser loads
// images through the product (server/images/route.ts) so they show whatever certificate or
// network the original host needs; the signature makes the route fetch only links this server
// itself handed out, so it is no open proxy.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Where the image route is mounted; display URLs are relative to the product's origin. */
export const IMAGE_ROUTE = '/img';

export interface ImageSigner {
  /** The URL the browser should load for `url`: a signed route URL for https links, else `url` as it is. */
  displayUrl(url: string): string;
  /** The original link of a route path's two parts, or null when the signature does not match. */
  verify(signature: string, encoded: string): string | null;
}

/**
 * A signer keyed from a server secret (the session-signing secret): HKDF gives a separate key, so
 * an image signature can never stand in for a session token's or the other way round.
 */
export function createImageSigner(secret: string): ImageSigner {
  const key = Buffer.from(hkdfSync('sha256', secret, 'listbridge', 'image display urls v1', 32));
  const mac = (encoded: string) => createHmac('sha256', key).update(encoded).digest();
  return {
    displayUrl(url) {
      // Only https is proxied (eBay and Shopify take only https links too); other links are shown
      // as they are, which is what the browser did before.
      if (!isHttpsUrl(url)) return url;
      const encoded = Buffer.from(url, 'utf8').toString('base64url');
      return `${IMAGE_ROUTE}/${mac(encoded).toString('base64url')}/${encoded}`;
    },
    verify(signature, encoded) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(signature) || !/^[A-Za-z0-9_-]{1,4000}$/.test(encoded)) return null;
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== 32 || !timingSafeEqual(given, mac(encoded))) return null;
      const url = Buffer.from(encoded, 'base64url').toString('utf8');
      return isHttpsUrl(url) ? url : null;
    },
  };
}

export function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
