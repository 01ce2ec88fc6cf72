// A seller with listings and sales on eBay, Shopify and OnBuy, built only through the seller's path
// (seller-path.ts: sign-up, Amazon consent and import, channel consents, a card and plans, one bulk
// list action per channel) and buyers' orders through the sandboxes' control APIs. The screens' tests
// (the route sweep, issue 30's screens) start from it: no rows written by a test.
import { enqueue } from '../../server/jobs/enqueue.ts';
import type { TestApp } from './app.ts';
import {
  type Channel,
  connectAmazon,
  connectEbay,
  connectOnbuy,
  connectShopify,
  inStockItems,
  listAll,
  listingStates,
  outcomeTable,
  type ONBUY_KEYS,
  type Seller,
  type Site,
  sandboxUrls,
  signUp,
  subscribe,
  uniqueHandle,
  waitForImport,
} from './seller-path.ts';
import { waitFor } from './wait.ts';

export interface SellerWithSales extends Seller {
  email: string;
  password: string;
  ebayUser: string;
  shop: string;
  /** A live listing's SKU per channel (the one a buyer ordered). */
  sold: Record<Channel, string>;
  /** The inventory item id of one listed item (the listing view's route). */
  itemId: string;
}

const CHANNELS: Channel[] = ['EBAY', 'SHOPIFY', 'ONBUY'];
const FIELD: Record<Channel, string> = { EBAY: 'ebaySales', SHOPIFY: 'shopifySales', ONBUY: 'onbuySales' };

async function post(url: string, body: unknown) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

/**
 * Signs a seller up for `site`, connects Amazon (waits for the import), eBay, Shopify and OnBuy
 * (`onbuyKeys`: one OnBuy account per seller), subscribes to every channel, lists `listCount` in-stock
 * items on each with one bulk action, and has a buyer order one live listing per channel; resolves
 * when the three sales are on the sales pages. Call prepareSandboxes first (small catalogues, fast clocks).
 */
export async function sellerWithSales(app: TestApp, site: Site, onbuyKeys: (typeof ONBUY_KEYS)[number], listCount = 8): Promise<SellerWithSales> {
  const s = await signUp(app, site, `sweep-${site}`);
  // The terms screen's Accept (a new seller lands there first).
  const accepted = await app.graphql(`mutation($u:String!){ acceptTerms(userId:$u){ userId } }`, { u: s.userId }, s.token);
  if (!accepted.data?.acceptTerms) throw new Error(`${site}: acceptTerms: ${JSON.stringify(accepted.errors)}`);
  const me = await app.graphql(`query{ viewer { email } }`, {}, s.token);
  const email = String(me.data?.viewer?.email ?? '');
  const ebayUser = uniqueHandle(`sweep_${site.toLowerCase()}`).replace(/-/g, '_');
  const shop = uniqueHandle(`sweep-${site.toLowerCase()}`);
  await connectAmazon(s);
  await waitForImport(s);
  await connectEbay(s, ebayUser);
  await connectShopify(s, shop);
  await connectOnbuy(s, onbuyKeys);
  await subscribe(s, CHANNELS);
  const items = (await inStockItems(s)).slice(0, listCount);
  const outcomes = await Promise.all(CHANNELS.map((c) => listAll(s, c, items, 90_000)));

  // One live listing per channel (OnBuy: its new products leave OnBuy's queue after prepareSandboxes' delay).
  const sold = {} as Record<Channel, string>;
  for (const [i, c] of CHANNELS.entries()) {
    sold[c] = await waitFor(
      async () => [...(await listingStates(s, c)).values()].find((l) => l.live && !l.inProgress && l.externalId)?.sellerSku ?? null,
      60_000,
      1000,
    ).catch(() => {
      throw new Error(`${site}: no live ${c} listing among ${items.length} items\n${outcomeTable(site, outcomes[i]!)}`);
    });
  }

  const urls = await sandboxUrls(app);
  const currency = site === 'UK' ? 'GBP' : site === 'DE' ? 'EUR' : site === 'CA' ? 'CAD' : 'USD';
  const shipTo =
    site === 'UK'
      ? { fullName: 'Sam Buyer', contactAddress: { addressLine1: '1 Test Street', city: 'London', postalCode: 'EC1A 1BB', countryCode: 'GB' } }
      : {
          fullName: 'Pat Buyer',
          contactAddress: { addressLine1: '1 Main St', city: 'Seattle', stateOrProvince: 'WA', postalCode: '98101', countryCode: 'US' },
        };
  await post(`${urls.ebay}/__sandbox/orders`, { username: ebayUser, sku: sold.EBAY, quantity: 1, price: 25, currency, shipTo });
  await post(`${new URL(urls.shopify).origin}/__sandbox/shops/${shop}/orders`, { lines: [{ sku: sold.SHOPIFY, quantity: 1 }] });
  await post(`${urls.onbuy}/__sandbox/orders`, { consumerKey: onbuyKeys.consumer_key, sku: sold.ONBUY, quantity: 1 });
  // What the minute cron queues for this seller (Shopify's order also arrives by its webhook).
  for (const channel of CHANNELS)
    await enqueue(app.services.pool, 'sales__import', { userId: s.userId, channel }, { jobKey: `sales-import:${channel}:${s.userId}` });
  for (const c of CHANNELS) {
    await waitFor(
      async () => {
        const r = await app.graphql(`query($u:String!){ ${FIELD[c]}(userId:$u){ totalCount } }`, { u: s.userId }, s.token);
        return (r.data?.[FIELD[c]]?.totalCount ?? 0) > 0;
      },
      60_000,
      1000,
    );
  }
  // Onboarding's last step ('Finish'): the seller's screens open instead of the onboarding steps.
  const finished = await app.graphql(`mutation($u:String!){ finishOnboarding(userId:$u){ userId } }`, { u: s.userId }, s.token);
  if (!finished.data?.finishOnboarding) throw new Error(`${site}: finishOnboarding: ${JSON.stringify(finished.errors)}`);
  const itemId = (await inStockItems(s)).find((i) => i.sellerSku === sold.EBAY)?.itemId ?? items[0]!.itemId;
  return { ...s, email, password: 'Sunflower42x', ebayUser, shop, sold, itemId };
}
