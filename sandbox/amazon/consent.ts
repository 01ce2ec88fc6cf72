// Seller Central's consent page for the website authorization workflow (api-notes §1.2): the
// seller picks a demo account, clicks Confirm, and lands on the app's redirect URI with
// state, selling_partner_id and spapi_oauth_code.
import { DEMO_APP, DEMO_SELLERS, type DemoSeller, MARKETPLACES } from './demo.ts';
import { esc, sendHtml, type Ctx } from './http.ts';
import type { LwaStore } from './lwa.ts';

export interface ConsentSettings {
  /** Registered OAuth redirect URIs; the first is used when the request names none. */
  redirectUris: string[];
}

const STYLE = `
  body { font-family: Arial, Helvetica, sans-serif; margin: 0; background: #f3f3f3; color: #0f1111; }
  header { background: #232f3e; color: #fff; padding: 12px 24px; font-size: 18px; }
  header small { color: #febd69; margin-left: 8px; }
  .banner { background: #fff4e5; border-bottom: 1px solid #f0c36d; padding: 8px 24px; font-size: 14px; }
  main { max-width: 640px; margin: 24px auto; background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 24px; }
  h1 { font-size: 22px; margin-top: 0; }
  label.seller { display: block; border: 1px solid #ccc; border-radius: 6px; padding: 10px 12px; margin: 8px 0; cursor: pointer; }
  button { background: #ffd814; border: 1px solid #fcd200; border-radius: 20px; padding: 8px 28px; font-size: 15px; cursor: pointer; }
  .error { color: #b12704; }
  @media (max-width: 480px) { main { margin: 0; border-radius: 0; } }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body>
<header>Seller Central <small>ListBridge Amazon sandbox</small></header>
<div class="banner">This is the ListBridge Amazon sandbox, a local simulator of Amazon Seller Central. No real Amazon account is used.</div>
<main>${body}</main></body></html>`;
}

function errorPage(ctx: Ctx, status: number, message: string): void {
  sendHtml(
    ctx,
    status,
    page('Authorization error - ListBridge Amazon sandbox', `<h1>We couldn't authorize this application</h1><p class="error" role="alert">${esc(message)}</p>`),
  );
}

/** Validates the request; returns the redirect URI to use or answers an error page. */
function checkRequest(ctx: Ctx, get: (name: string) => string | null, settings: ConsentSettings): string | null {
  const appId = get('application_id');
  if (appId !== DEMO_APP.applicationId) {
    errorPage(
      ctx,
      400,
      `Unknown application_id ${appId ? `"${appId}"` : '(missing)'}. The sandbox knows only the ListBridge demo application ${DEMO_APP.applicationId}.`,
    );
    return null;
  }
  if (!get('state')) {
    errorPage(ctx, 400, 'The state parameter is missing. The application must send a state value.');
    return null;
  }
  const redirectUri = get('redirect_uri') || settings.redirectUris[0];
  if (!redirectUri || !settings.redirectUris.includes(redirectUri)) {
    errorPage(ctx, 400, `The redirect_uri "${redirectUri ?? ''}" is not registered for this application.`);
    return null;
  }
  return redirectUri;
}

/** GET /apps/authorize/consent */
export function consentPage(settings: ConsentSettings) {
  return (ctx: Ctx): void => {
    const q = ctx.query;
    const redirectUri = checkRequest(ctx, (n) => q.get(n), settings);
    if (!redirectUri) return;
    const sellers = DEMO_SELLERS.map((s, i) => {
      const markets = s.marketplaceIds.map((m) => MARKETPLACES[m]!.name).join(', ');
      return `<label class="seller"><input type="radio" name="selling_partner_id" value="${esc(s.sellingPartnerId)}"${i === 0 ? ' checked' : ''}>
        <strong>${esc(s.storeName)}</strong> &middot; ${esc(markets)} &middot; <code>${esc(s.sellingPartnerId)}</code></label>`;
    }).join('\n');
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${esc(value)}">`;
    sendHtml(
      ctx,
      200,
      page(
        `Authorize ${DEMO_APP.name} - ListBridge Amazon sandbox`,
        `
<h1>Authorize ${esc(DEMO_APP.name)} to access your Amazon seller account</h1>
<p>${esc(DEMO_APP.name)} asks for access to your inventory, reports, product fees and Multi-Channel Fulfillment orders.
Choose the demo seller account to authorize.</p>
<form method="post" action="/apps/authorize/confirm">
  <fieldset style="border:0;padding:0"><legend>Demo seller account</legend>${sellers}</fieldset>
  ${hidden('application_id', DEMO_APP.applicationId)}${hidden('state', q.get('state')!)}${hidden('redirect_uri', redirectUri)}${hidden('version', q.get('version') ?? '')}
  <p><button type="submit">Confirm</button></p>
</form>`,
      ),
    );
  };
}

/**
 * POST /apps/authorize/confirm: issues a 5-minute spapi_oauth_code and redirects to the app.
 * `sellerOf`: the sandbox's seller of an id (a demo seller, or a load-run one added since).
 */
export function confirmConsent(settings: ConsentSettings, lwa: LwaStore, sellerOf: (id: string) => DemoSeller | undefined) {
  return (ctx: Ctx): void => {
    const form = new URLSearchParams(ctx.rawBody);
    const redirectUri = checkRequest(ctx, (n) => form.get(n), settings);
    if (!redirectUri) return;
    const seller = sellerOf(form.get('selling_partner_id') ?? '');
    if (!seller) return errorPage(ctx, 400, 'Choose a seller account to authorize.');
    const target = new URL(redirectUri);
    target.searchParams.set('state', form.get('state')!);
    target.searchParams.set('selling_partner_id', seller.sellingPartnerId);
    target.searchParams.set('spapi_oauth_code', lwa.issueCode(seller.sellingPartnerId, redirectUri));
    ctx.res.writeHead(302, { location: target.toString(), 'referrer-policy': 'no-referrer' });
    ctx.res.end();
  };
}
