/** The HTML of eBay's "Grant application access" page, the only page a seller sees in the sandbox. */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const SCOPE_LABELS: Record<string, string> = {
  'https://api.ebay.com/oauth/api_scope': 'View public data from eBay',
  'https://api.ebay.com/oauth/api_scope/sell.inventory': 'View and manage your inventory and offers',
  'https://api.ebay.com/oauth/api_scope/sell.account': 'View and manage your account settings',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment': 'View and manage your order fulfillments',
};

export function consentPage(p: { appName: string; scopes: string[]; hidden: Record<string, string>; username: string }): string {
  const hidden = Object.entries(p.hidden)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('\n      ');
  const scopes = p.scopes.map((s) => `<li>${esc(SCOPE_LABELS[s] ?? s)}</li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Grant application access | eBay (sandbox)</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; color: #111; }
    .logo { font-size: 2rem; font-weight: 700; letter-spacing: -1px; }
    .logo span:nth-child(1) { color: #e53238 } .logo span:nth-child(2) { color: #0064d2 }
    .logo span:nth-child(3) { color: #f5af02 } .logo span:nth-child(4) { color: #86b817 }
    .note { background: #fff7e0; border: 1px solid #f5af02; padding: .5rem .75rem; border-radius: 6px; font-size: .9rem; }
    button { font-size: 1rem; padding: .6rem 1.4rem; border-radius: 999px; border: 1px solid #0064d2; cursor: pointer; }
    button.primary { background: #0064d2; color: white; }
    button.secondary { background: white; color: #0064d2; }
    label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
    input[type=text] { font-size: 1rem; padding: .4rem; width: 100%; box-sizing: border-box; }
  </style>
</head>
<body>
  <div class="logo" aria-label="eBay"><span>e</span><span>b</span><span>a</span><span>y</span></div>
  <p class="note">ListBridge sandbox: a local imitation of eBay's consent page. Nothing here reaches eBay.</p>
  <h1>Grant application access: ${esc(p.appName)}</h1>
  <form method="post" action="/oauth2/authorize">
      ${hidden}
      <label for="username">Signed in as (eBay user ID)</label>
      <input type="text" id="username" name="username" value="${esc(p.username)}" required pattern="[A-Za-z0-9._-]{2,64}">
      <p>${esc(p.appName)} would like to:</p>
      <ul>${scopes}</ul>
      <p>You can revoke this access at any time in your eBay account settings.</p>
      <button class="primary" type="submit" name="decision" value="agree">Agree</button>
      <button class="secondary" type="submit" name="decision" value="decline">No thanks</button>
  </form>
</body>
</html>`;
}

export function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error | eBay (sandbox)</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto"><h1>We can't process your request</h1><p>${esc(message)}</p></body></html>`;
}
