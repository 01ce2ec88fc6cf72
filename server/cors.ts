import type { RequestHandler } from 'express';

/**
 * CORS for the app's own origin only (PUBLIC_URL): it gets Access-Control-Allow-Origin and
 * Allow-Credentials; any other origin gets no CORS headers at all, so a browser page elsewhere
 * cannot read our answers. Partners call the API from servers, where CORS does not apply.
 * Preflights are answered here (204) for every path, with the allowances only for our origin.
 */
export function corsForPublicUrl(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).origin;
  return (req, res, next) => {
    const origin = req.header('origin');
    res.vary('Origin');
    const ours = origin === allowed;
    if (ours) {
      res.setHeader('Access-Control-Allow-Origin', allowed);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    if (req.method !== 'OPTIONS' || !req.header('access-control-request-method')) return next();
    if (ours) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Request-Id');
      res.setHeader('Access-Control-Max-Age', '600');
    }
    res.status(204).setHeader('Content-Length', '0');
    res.end();
  };
}
