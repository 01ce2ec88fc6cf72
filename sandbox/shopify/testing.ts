/**
 * For tests and scripts: a merchant pressing "Install app" on the grant screen, over plain HTTP.
 * Returns the redirect to the app's callback (code, hmac, host, shop, state, timestamp).
 */
export async function approveShopifyGrant(authorizeUrl: string, decision: 'install' | 'cancel' = 'install'): Promise<URL> {
  const page = await fetch(authorizeUrl);
  if (page.status !== 200) throw new Error(`grant page answered ${page.status}: ${await page.text()}`);
  await page.text();
  const u = new URL(authorizeUrl);
  const form = new URLSearchParams({ ...Object.fromEntries(u.searchParams), decision });
  const res = await fetch(`${u.origin}${u.pathname}`, { method: 'POST', body: form, redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`grant answer got ${res.status}`);
  return new URL(location, u);
}
