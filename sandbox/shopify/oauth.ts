import { randomBytes } from 'node:crypto';
import express, { type Request, type Router } from 'express';
import { hostParam, signQuery } from './hmac.ts';
import { adminPage, grantPage, oauthErrorPage } from './pages.ts';
import { getShop, SHOP_HANDLE, type ShopifySandboxState } from './state.ts';

const CODE_TTL_MS = 10 * 60_000;
const KNOWN_SCOPE = /^(read|write|unauthenticated_read|unauthenticated_write)_[a-z_]+$/;

/** Signed query the browser carries back to the app (install entry and OAuth callback). */
function signed(state: ShopifySandboxState, params: Record<string, string>): URLSearchParams {
  const withTs = { ...params, timestamp: String(Math.floor(state.clock.now() / 1000)) };
  return new URLSearchParams({ ...withTs, hmac: signQuery(withTs, state.app.apiSecret) });
}

export function oauthRoutes(state: ShopifySandboxState): Router {
  const r = express.Router();
  const shopOf = (req: Request) => (SHOP_HANDLE.test(req.params.shop as string) ? (req.params.shop as string) : null);

  r.get('/shops/:shop/admin', (req, res) => {
    const shop = shopOf(req);
    if (!shop) return void res.status(404).send('Not Found');
    res.type('html').send(adminPage(`${shop}.myshopify.com`, `/__sandbox/shops/${shop}/install`));
  });

  // What the merchant's "Install" click does: open the app URL with a signed query (api-notes §3.2 step 1).
  r.get('/__sandbox/shops/:shop/install', (req, res) => {
    const shop = shopOf(req);
    if (!shop) return void res.status(404).send('Not Found');
    getShop(state, shop);
    const q = signed(state, { shop: `${shop}.myshopify.com`, host: hostParam(shop) });
    res.redirect(302, `${state.productUrl}/shopify_app_install?${q.toString()}`);
  });

  const checkAuthorize = (shop: string, q: Record<string, unknown>) => {
    const str = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : '');
    if (str('client_id') !== state.app.apiKey) return { error: 'The client_id provided is invalid.' };
    const redirect = str('redirect_uri');
    // Shopify only redirects to URLs allowed in the app's configuration: here, the product's URL.
    if (!redirect.startsWith(`${state.productUrl}/`)) return { error: 'The redirect_uri is not whitelisted' };
    const scopes = str('scope')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (scopes.some((s) => !KNOWN_SCOPE.test(s))) return { error: `Invalid scope: ${scopes.find((s) => !KNOWN_SCOPE.test(s))}` };
    return { shop, redirect, scopes, state: str('state') };
  };

  r.get('/shops/:shop/admin/oauth/authorize', (req, res) => {
    const shop = shopOf(req);
    if (!shop) return void res.status(404).send('Not Found');
    const c = checkAuthorize(shop, req.query as Record<string, unknown>);
    if ('error' in c) return void res.status(400).type('html').send(oauthErrorPage(c.error!));
    const hidden: Record<string, string> = { client_id: state.app.apiKey, redirect_uri: c.redirect, scope: c.scopes.join(','), state: c.state };
    res.type('html').send(grantPage({ shopDomain: `${shop}.myshopify.com`, appTitle: state.app.title, scopes: c.scopes, hidden }));
  });

  r.post('/shops/:shop/admin/oauth/authorize', express.urlencoded({ extended: false }), (req, res) => {
    const shop = shopOf(req);
    if (!shop) return void res.status(404).send('Not Found');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const c = checkAuthorize(shop, body);
    if ('error' in c) return void res.status(400).type('html').send(oauthErrorPage(c.error!));
    if (body.decision !== 'install') return void res.redirect(302, `/shops/${shop}/admin`);
    getShop(state, shop);
    const code = randomBytes(16).toString('hex');
    state.codes.set(code, { shop, scopes: c.scopes, expiresAt: state.clock.now() + CODE_TTL_MS, used: false });
    const q = signed(state, { code, host: hostParam(shop), shop: `${shop}.myshopify.com`, state: c.state });
    res.redirect(302, `${c.redirect}${c.redirect.includes('?') ? '&' : '?'}${q.toString()}`);
  });

  // Code → offline token; JSON or form body {client_id, client_secret, code}.
  r.post('/shops/:shop/admin/oauth/access_token', express.json(), express.urlencoded({ extended: false }), (req, res) => {
    const shop = shopOf(req);
    const b = (req.body ?? {}) as Record<string, unknown>;
    if (!shop || b.client_id !== state.app.apiKey || b.client_secret !== state.app.apiSecret) {
      return void res.status(400).json({ error: 'invalid_client', error_description: 'Client credentials are invalid' });
    }
    const rec = typeof b.code === 'string' ? state.codes.get(b.code) : undefined;
    if (!rec || rec.used || rec.shop !== shop || rec.expiresAt <= state.clock.now()) {
      return void res.status(400).json({ error: 'invalid_request', error_description: 'The authorization code was not found or was already used' });
    }
    rec.used = true;
    // One offline token per app and shop: a new grant replaces the previous one.
    for (const [t, v] of state.tokens) if (v.shop === shop) state.tokens.delete(t);
    const accessToken = `shpat_${randomBytes(16).toString('hex')}`;
    state.tokens.set(accessToken, { shop, scopes: rec.scopes });
    res.json({ access_token: accessToken, scope: rec.scopes.join(',') });
  });
  return r;
}
