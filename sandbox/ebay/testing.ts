/**
 * For tests and scripts: what a seller's browser does on the consent page (open it, press Agree or
 * "No thanks"), over plain HTTP. Returns where eBay's redirect points.
 */
export async function answerEbayConsent(consentUrl: string, decision: 'agree' | 'decline' = 'agree', username = 'demo_seller'): Promise<URL> {
  const page = await fetch(consentUrl);
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}: ${await page.text()}`);
  await page.text();
  const u = new URL(consentUrl);
  const form = new URLSearchParams({ ...Object.fromEntries(u.searchParams), decision, username });
  const res = await fetch(new URL('/oauth2/authorize', u), { method: 'POST', body: form, redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`consent answer got ${res.status}`);
  return new URL(location);
}
