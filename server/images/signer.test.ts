import { describe, expect, it } from 'vitest';
import { createImageSigner, IMAGE_ROUTE } from './signer.ts';

const SECRET = 'a-server-secret-of-at-least-thirty-two-characters';
const LINK = 'https://m.media-amazon.com/images/I/41abcDEFghI._SL500_.jpg';

function parts(src: string): [string, string] {
  const [sig, encoded] = src.slice(IMAGE_ROUTE.length + 1).split('/');
  return [sig!, encoded!];
}

describe('image signer', () => {
  it('gives an https link a route URL that verifies back to the link', () => {
    const signer = createImageSigner(SECRET);
    const src = signer.displayUrl(LINK);
    expect(src.startsWith(`${IMAGE_ROUTE}/`)).toBe(true);
    expect(src).not.toContain('media-amazon');
    expect(signer.verify(...parts(src))).toBe(LINK);
  });

  it('is stable for a link, so browsers cache the image', () => {
    expect(createImageSigner(SECRET).displayUrl(LINK)).toBe(createImageSigner(SECRET).displayUrl(LINK));
  });

  it('leaves a link that is not https as it is (never proxied)', () => {
    const signer = createImageSigner(SECRET);
    expect(signer.displayUrl('http://example.com/a.jpg')).toBe('http://example.com/a.jpg');
    expect(signer.displayUrl('not a url')).toBe('not a url');
  });

  it('refuses a signature made with another secret', () => {
    const other = createImageSigner('another-server-secret-of-thirty-two-chars!');
    expect(createImageSigner(SECRET).verify(...parts(other.displayUrl(LINK)))).toBeNull();
  });

  it('refuses a link changed after signing', () => {
    const signer = createImageSigner(SECRET);
    const [sig] = parts(signer.displayUrl(LINK));
    const forged = Buffer.from('https://169.254.169.254/latest/meta-data', 'utf8').toString('base64url');
    expect(signer.verify(sig, forged)).toBeNull();
  });

  it('refuses a changed signature and malformed parts', () => {
    const signer = createImageSigner(SECRET);
    const [sig, encoded] = parts(signer.displayUrl(LINK));
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(signer.verify(flipped, encoded)).toBeNull();
    expect(signer.verify(sig.slice(1), encoded)).toBeNull();
    expect(signer.verify(`${sig.slice(1)}=`, encoded)).toBeNull();
    expect(signer.verify(sig, '')).toBeNull();
    expect(signer.verify(sig, 'not/base64')).toBeNull();
  });
});
