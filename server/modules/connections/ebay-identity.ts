// The eBay user name (ebay_creds.sellername) comes from the Commerce Identity API, which eBay serves
// on the apiz host. The ListBridge eBay sandbox does not simulate it, so there the name stays
// unknown and the Linked Platforms card says 'Authorized' without it.
import type { EbayConfig } from '../../integrations/ebay/index.ts';

/** https://api.ebay.com → https://apiz.ebay.com (also for api.sandbox.ebay.com); other hosts unchanged. */
export function identityBase(apiUrl: string): string {
  return apiUrl.replace(/^https:\/\/api\./, 'https://apiz.');
}

/** The seller's eBay user name, or null when eBay (or the sandbox) does not tell us. */
export async function fetchEbayUsername(cfg: EbayConfig, accessToken: string): Promise<string | null> {
  try {
    const res = await fetch(`${identityBase(cfg.apiUrl)}/commerce/identity/v1/user/`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return null;
    const body = (await res.json().catch(() => null)) as { username?: unknown } | null;
    return typeof body?.username === 'string' && body.username ? body.username : null;
  } catch {
    return null;
  }
}
