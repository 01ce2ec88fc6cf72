// Response headers of every path (issue 29). The session token lives in localStorage, so an XSS
// would be an account takeover: the Content-Security-Policy is the second wall. Scripts and frames
// come only from our origin and Stripe's (Stripe.js and its card frames), images from anywhere
// (sellers' own image links are shown as typed), styles inline too (Chakra/emotion inject
// <style> elements at run time). The page may not be framed by anyone.
import type { RequestHandler } from 'express';
import type { Config } from './config.ts';
import { stripeBrowserSources } from './integrations/stripe/browser.ts';

type CspConfig = Pick<Config, 'STRIPE_API_URL' | 'STRIPE_JS_URL'>;

export function contentSecurityPolicy(config: CspConfig): string {
  // Stripe.js's script, its card and 3-D Secure frames, its API calls: from the one place that knows them.
  const stripe = stripeBrowserSources(config);
  return [
    "default-src 'self'",
    `script-src 'self' ${stripe.script.join(' ')}`,
    `frame-src 'self' ${stripe.frame.join(' ')}`,
    `connect-src 'self' ${stripe.connect.join(' ')}`,
    // Image links a seller typed are shown as typed (README: channel images), http ones too.
    "img-src 'self' data: blob: https: http:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * GraphiQL (development only) is Yoga's page: an inline script and its bundle, styles and workers
 * from unpkg.com. It gets this policy at /graphql; production serves no GraphiQL.
 */
const GRAPHIQL_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://unpkg.com blob:",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "font-src 'self' data: https://unpkg.com",
  "img-src 'self' data: https:",
  "connect-src 'self' https://unpkg.com",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** CSP, nosniff, Referrer-Policy on everything; HSTS when the request or PUBLIC_URL is https. */
export function securityHeaders(config: CspConfig & Pick<Config, 'NODE_ENV' | 'publicUrl'>): RequestHandler {
  const policy = contentSecurityPolicy(config);
  // The terms are shown in a frame of our own pages (accept-tos, Help › Privacy/Terms): that page may
  // be framed by our origin; nothing else may be framed, by anyone.
  const framedBySelf = new Set(['/terms.html']);
  const selfFramedPolicy = policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  const httpsPublicUrl = config.publicUrl.startsWith('https:');
  const graphiql = config.NODE_ENV !== 'production';
  return (req, res, next) => {
    const page = graphiql && req.path === '/graphql' && req.method === 'GET' && req.accepts(['application/json', 'text/html']) === 'text/html';
    const framed = framedBySelf.has(req.path);
    res.setHeader('content-security-policy', page ? GRAPHIQL_POLICY : framed ? selfFramedPolicy : policy);
    res.setHeader('x-content-type-options', 'nosniff');
    // The reset-password page carries its token in the URL: other origins get no more than ours.
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    res.setHeader('x-frame-options', framed ? 'SAMEORIGIN' : 'DENY');
    if (req.secure || httpsPublicUrl) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
