/** HTML of the two Shopify pages a merchant sees in the sandbox: the shop admin and the grant screen. */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const shell = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Shopify (sandbox)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f1f1; margin: 0; color: #303030; }
  main { max-width: 34rem; margin: 3rem auto; background: white; border-radius: 12px; padding: 2rem; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  .note { background: #eaf4ff; padding: .5rem .75rem; border-radius: 6px; font-size: .9rem; }
  button, a.button { font-size: 1rem; padding: .55rem 1.2rem; border-radius: 8px; border: 0; cursor: pointer; text-decoration: none; display: inline-block; }
  .primary { background: #303030; color: white; } .secondary { background: #e3e3e3; color: #303030; }
</style></head><body><main>
<p class="note">ListBridge sandbox: a local imitation of Shopify. Nothing here reaches Shopify.</p>
${body}
</main></body></html>`;

export function adminPage(shopDomain: string, installHref: string): string {
  return shell(shopDomain, `<h1>${esc(shopDomain)}</h1><p>Apps</p><a class="button primary" href="${esc(installHref)}">Install ListBridge</a>`);
}

export function grantPage(p: { shopDomain: string; appTitle: string; scopes: string[]; hidden: Record<string, string> }): string {
  const hidden = Object.entries(p.hidden)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  return shell(
    `Install ${p.appTitle}`,
    `<h1>Install ${esc(p.appTitle)}</h1>
<p>${esc(p.appTitle)} will be able to access and edit data in <strong>${esc(p.shopDomain)}</strong>:</p>
<ul>${p.scopes.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
<form method="post">${hidden}
  <button class="primary" type="submit" name="decision" value="install">Install app</button>
  <button class="secondary" type="submit" name="decision" value="cancel">Cancel</button>
</form>`,
  );
}

export function oauthErrorPage(message: string): string {
  return shell('Oauth error', `<h1>Oauth error invalid_request</h1><p>${esc(message)}</p>`);
}
