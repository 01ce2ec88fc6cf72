import type { AmazonConfig } from './config.ts';

/**
 * Seller Central's consent page for the website authorization workflow. `version=beta` lets a
 * seller authorize the app while it is still in Draft; Amazon ignores it for published apps.
 * Without redirectUri Amazon uses the app's first registered redirect URI.
 */
export function buildConsentUrl(config: AmazonConfig, state: string, opts: { redirectUri?: string; beta?: boolean } = {}): string {
  const url = new URL('/apps/authorize/consent', config.sellerCentralUrl);
  url.searchParams.set('application_id', config.applicationId);
  url.searchParams.set('state', state);
  if (opts.redirectUri) url.searchParams.set('redirect_uri', opts.redirectUri);
  if (opts.beta ?? true) url.searchParams.set('version', 'beta');
  return url.toString();
}
