// Issue 34: a variation family lists on eBay as one inventory item group. From a real import (the
// seller's path, tests/helpers/seller-path.ts, 222 items: the demo's four families), the seller
// lists a colour family's five children and eBay shows one multi-variation listing varying by
// Color with five variations (each its own SKU, quantity and price); an Amazon quantity change on
// one child reaches that variation only; a size × colour family varies by both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl, type SandboxItem } from '../../../sandbox/amazon/control-client.ts';
import { pollQuantities } from '../../../server/modules/inventory/quantity-poll.service.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import * as path from '../../helpers/seller-path.ts';
import type { InStockItem, Seller } from '../../helpers/seller-path.ts';
import { waitFor } from '../../helpers/wait.ts';

const SELLER = 'A1LBSANDBOXUS7Q';
const ebayUser = path.uniqueHandle('var_group').replace(/-/g, '_');
let app: TestApp;
let s: Seller;
let urls: Awaited<ReturnType<typeof path.sandboxUrls>>;
let catalogue: SandboxItem[];
let stock: InStockItem[];

interface EbayView {
  offers: { sku: string; status: string; availableQuantity: number | null; price: string | null; listingId: string | null }[];
  groups: {
    key: string;
    variantSKUs: string[];
    variesBy: { aspectsImageVariesBy?: string[]; specifications: { name: string; values: string[] }[] };
    listingId: string | null;
  }[];
}
const ebayView = async (): Promise<EbayView> => (await fetch(`${urls.ebay}/__sandbox/users/${ebayUser}/listings`)).json() as Promise<EbayView>;
const familyOf = (pick: (i: SandboxItem) => boolean) => catalogue.filter((i) => i.family && pick(i));

beforeAll(async () => {
  app = await startTestApp({ SANDBOXES: 'auto' });
  await path.prepareSandboxes(app, { sizes: { [SELLER]: 222 } });
  urls = await path.sandboxUrls(app);
  catalogue = (await amazonSandboxControl(urls.amazon).items(SELLER, 0, 1000)).items;
  s = await path.signUp(app, 'US');
  await path.connectAmazon(s);
  await path.waitForImport(s);
  await path.waitForEnrichment(s);
  await path.connectEbay(s, ebayUser);
  await path.subscribe(s, ['EBAY']);
  stock = await path.inStockItems(s);
}, 300_000);
afterAll(async () => {
  await app?.close();
});

describe('a variation family on eBay', () => {
  it('lists a colour family of five as one group with five variations varying by Color, pictures by colour', async () => {
    const bands = familyOf((i) => i.kind === 'BANDS5');
    expect(bands).toHaveLength(5);
    const selected = stock.filter((i) => bands.some((b) => b.sku === i.sellerSku));
    const outcome = await path.listAll(s, 'EBAY', selected);
    expect(outcome.live, JSON.stringify([...outcome.heldBack, ...outcome.unexplained])).toBe(5);

    const view = await ebayView();
    const offers = view.offers.filter((o) => bands.some((b) => b.sku === o.sku));
    expect(offers).toHaveLength(5);
    expect(offers.every((o) => o.status === 'PUBLISHED')).toBe(true);
    expect(new Set(offers.map((o) => o.listingId)).size).toBe(1);
    const group = view.groups.find((g) => g.listingId === offers[0]!.listingId)!;
    expect([...group.variantSKUs].sort()).toEqual(bands.map((b) => b.sku).sort());
    expect(group.variesBy.specifications).toEqual([{ name: 'Color', values: bands.map((b) => b.family!.color) }]);
    expect(group.variesBy.aspectsImageVariesBy).toEqual(['Color']);
    // Each variation keeps its own Amazon price's listing price: five offers, each priced.
    expect(offers.every((o) => Number(o.price) > 0)).toBe(true);
  });

  it("sends an Amazon quantity change on one child to that variation's offer only", async () => {
    const bands = familyOf((i) => i.kind === 'BANDS5');
    const before = await ebayView();
    const changed = bands[2]!;
    await amazonSandboxControl(urls.amazon).setQuantity(SELLER, changed.sku, { fulfillable: 3 });
    await pollQuantities(app.services, s.userId);
    const after = await waitFor(
      async () => {
        const v = await ebayView();
        return v.offers.find((o) => o.sku === changed.sku)?.availableQuantity !== before.offers.find((o) => o.sku === changed.sku)?.availableQuantity
          ? v
          : null;
      },
      60_000,
      500,
    );
    const r = await s.app.graphql(
      `query($u:String!,$q:String){ inventory(userId:$u, search:$q){ edges { node { sellerSku channelQuantity(channel: EBAY) } } } }`,
      { u: s.userId, q: changed.sku },
      s.token,
    );
    const expected = r.data.inventory.edges[0].node.channelQuantity;
    expect(expected).toBeLessThanOrEqual(3);
    expect(after.offers.find((o) => o.sku === changed.sku)?.availableQuantity).toBe(expected);
    for (const b of bands.filter((x) => x.sku !== changed.sku))
      expect(after.offers.find((o) => o.sku === b.sku)?.availableQuantity).toBe(before.offers.find((o) => o.sku === b.sku)?.availableQuantity);
    // Still one listing, still five variations.
    expect(new Set(after.offers.filter((o) => bands.some((b) => b.sku === o.sku)).map((o) => o.listingId)).size).toBe(1);
  });

  it('lists a size × colour family as one group varying by Color and Size', async () => {
    const sleeves = familyOf((i) => i.family!.theme === 'SIZE_NAME/COLOR_NAME');
    const selected = stock.filter((i) => sleeves.some((b) => b.sku === i.sellerSku));
    // The sold-out child is not in stock, so eight are selected.
    expect(selected).toHaveLength(8);
    const outcome = await path.listAll(s, 'EBAY', selected);
    expect(outcome.live, JSON.stringify([...outcome.heldBack, ...outcome.unexplained])).toBe(8);
    const view = await ebayView();
    const offers = view.offers.filter((o) => sleeves.some((b) => b.sku === o.sku));
    const group = view.groups.find((g) => g.listingId === offers[0]!.listingId)!;
    expect(new Set(offers.map((o) => o.listingId)).size).toBe(1);
    expect(group.variesBy.specifications.map((x) => x.name)).toEqual(['Color', 'Size']);
    expect([...group.variesBy.specifications[1]!.values].sort()).toEqual(['10 Inch', '11 Inch', '13 Inch']);
    expect(group.variantSKUs).toHaveLength(8);
  });
});
