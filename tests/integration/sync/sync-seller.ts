// Test helper for continuous sync: a seller on an eBay plan, connected to eBay and to the app's
// Amazon sandbox (US demo seller), whose items are that sandbox's FBA SKUs (each test takes its
// own SKUs, so one test's Amazon changes never reach another's seller) listed on eBay through the
// listing engine; the minute poll is primed so it reads changes from now on.
import { expect } from 'vitest';
import { amazonSandboxControl, confirmConsentWithoutBrowser, type SandboxItem } from '../../../sandbox/amazon/control-client.ts';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { syncConnection } from '../../../server/modules/listing-sync/continuous-sync.ts';
import { encryptSecret } from '../../../server/crypto/secrets.ts';
import { amazonConfigFromEnv, createAmazonClient } from '../../../server/integrations/amazon/index.ts';
import type { TestApp } from '../../helpers/app.ts';
import { waitFor } from '../../helpers/wait.ts';
import { rest } from '../../helpers/rest.ts';
import { ebaySeller, type Seller } from '../listings/ebay-seller.ts';

export const US_SELLER = 'A1LBSANDBOXUS7Q';
const US_MARKET = 'ATVPDKIKX0DER';
const CATALOGUE = 1200;

export const amazonControl = (app: TestApp) => amazonSandboxControl(amazonConfigFromEnv(app.services.config)!.spapiUrl);

// Per app (each test file starts its own sandboxes; unit and app files may share a module graph).
const fbaItems = new WeakMap<TestApp, { afn: SandboxItem[]; taken: number }>();

/** The next `n` FBA items of the sandbox catalogue no earlier seller of this app took. */
export async function freshAfnItems(app: TestApp, n: number): Promise<SandboxItem[]> {
  let pool = fbaItems.get(app);
  if (!pool) {
    const control = amazonControl(app);
    await control.setCatalogueSize(US_SELLER, CATALOGUE);
    const all: SandboxItem[] = [];
    for (let offset = 0; offset < CATALOGUE; offset += 1000) all.push(...(await control.items(US_SELLER, offset, 1000)).items);
    // SKUs with a double quote are not what these tests are about.
    pool = { afn: all.filter((i) => i.fulfilment === 'AFN' && !i.sku.includes('"')), taken: 0 };
    fbaItems.set(app, pool);
  }
  const out = pool.afn.slice(pool.taken, pool.taken + n);
  if (out.length < n) throw new Error('the sandbox catalogue ran out of FBA items for this test file');
  pool.taken += n;
  return out;
}

export async function connectAmazon(app: TestApp, userId: string) {
  const client = createAmazonClient(amazonConfigFromEnv(app.services.config)!);
  const consent = await confirmConsentWithoutBrowser(client.consentUrl(`state-${userId}`), US_SELLER);
  const tokens = await client.exchangeCode(consent.code, `${app.services.config.publicUrl}/spapi-auth`);
  await app.services.prisma.connection.create({
    data: {
      userId,
      kind: 'AMAZON',
      accountId: US_SELLER,
      marketplace: US_MARKET,
      refreshToken: encryptSecret(app.services.config.encryptionKey, tokens.refreshToken),
    },
  });
}

export interface SyncSeller extends Seller {
  /** The items in SKU order, with their sandbox SKU and listing. */
  items: { id: string; sku: string; fba: number }[];
  connectionId: string;
}

/** A seller with `n` FBA items listed on eBay (quantity = the sandbox's FBA quantity, all > 0). */
export async function syncSeller(
  app: TestApp,
  n: number,
  plan = 'ebay_pro_monthly',
  opts: { worker?: boolean; settings?: Record<string, unknown> } = {},
): Promise<SyncSeller> {
  const s = await ebaySeller(app, plan);
  if (opts.settings) expect((await rest(app.url, 'POST', `/user/${s.user.id}/settings`, opts.settings, s.token)).status).toBe(200);
  await connectAmazon(app, s.user.id);
  const control = amazonControl(app);
  const picked = await freshAfnItems(app, n);
  // A known starting stock (5 each), set on Amazon before the poll starts reading.
  for (const p of picked) await control.setQuantity(US_SELLER, p.sku, { fulfillable: 5 });
  const { rows } = await app.services.pool.query(
    `INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, fba_quantity, price_cents, earnings_cents, catalog_details)
     SELECT $1, x.sku, x.asin, 'Sony Wireless Over-Ear Headphones ' || x.n, 'New', 'FBA', 5, 2500, 2200, $4::jsonb
       FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS x(sku, asin, n)
     RETURNING id, seller_sku`,
    [
      s.user.id,
      picked.map((p) => p.sku),
      picked.map((p) => p.asin),
      JSON.stringify({ brand: 'Sony', images: ['https://images.example.com/hp.jpg'], product_details: [{ name: 'Type', value: 'Over-Ear' }] }),
    ],
  );
  await app.services.pool.query(
    `INSERT INTO inventory_stats (user_id, last_quantity_poll_at) VALUES ($1, now()) ON CONFLICT (user_id) DO UPDATE SET last_quantity_poll_at = now()`,
    [s.user.id],
  );
  const ids = rows.map((r) => r.id as string);
  const listed = await app.graphql(
    `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename ... on ListOnEbaySuccess { count } } }`,
    { ids },
    s.token,
  );
  expect(listed.data.listOnEbay.count).toBe(n);
  const listingsOf = async () => (await app.services.pool.query(`SELECT status, connection_id, sync_due FROM listings WHERE user_id = $1`, [s.user.id])).rows;
  let connectionId: string;
  if (opts.worker) {
    // The app's worker lists them, then its sync (queued by the push) records their baseline.
    const listings = await waitFor(async () => {
      const rows = await listingsOf();
      return rows.every((l) => l.status === 'LISTED' && !l.sync_due) && rows;
    }, 30_000);
    connectionId = listings[0].connection_id;
  } else {
    await pushListings(app.services, s.user.id, 'EBAY');
    const listings = await listingsOf();
    expect(listings.every((l) => l.status === 'LISTED')).toBe(true);
    // The listing's own sync (queued by the push) records each listing's baseline; nothing differs, so nothing is sent.
    connectionId = listings[0].connection_id as string;
    const baseline = await syncConnection(app.services, { userId: s.user.id, channel: 'EBAY', connectionId });
    expect(baseline).toMatchObject({ settled: n, calls: 0 });
  }
  return {
    ...s,
    items: rows.map((r) => ({ id: r.id as string, sku: r.seller_sku as string, fba: 5 })).sort((a, b) => a.sku.localeCompare(b.sku)),
    connectionId,
  };
}
