// Issue 34: a variation family lists on eBay as one inventory item group and on Shopify as one
// product with a variant per child. From a real import (the seller's path,
// tests/helpers/seller-path.ts, 222 items: the demo's four families; one seller shared by every
// case), the seller lists a colour family's five children and eBay shows one multi-variation
// listing varying by Color with five variations (each its own SKU, quantity and price), Shopify one
// product with a Color option and five variants; an Amazon quantity change on one child reaches
// that variation only; a size × colour family varies by both; the seller's SEPARATE choice and
// excluded children hold on both channels; a child taken out of its family on Amazon leaves the
// eBay group and the Shopify product at the seller's next refresh; added back on Amazon, it joins the
// eBay group (its offer published on the family's listing) and the Shopify product (a new variant)
// at the next refresh, and a refresh after that changes nothing. A family whose children all left is
// still read, so a child attached back to it joins it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl, type SandboxItem } from '../../../sandbox/amazon/control-client.ts';
import { pollQuantities } from '../../../server/modules/inventory/quantity-poll.service.ts';
import { refreshFamilies } from '../../../server/modules/inventory/family-refresh.service.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import * as path from '../../helpers/seller-path.ts';
import type { InStockItem, Seller } from '../../helpers/seller-path.ts';
import { waitFor } from '../../helpers/wait.ts';
import { enqueue } from '../../../server/jobs/enqueue.ts';

const SELLER = 'A1LBSANDBOXUS7Q';
const ebayUser = path.uniqueHandle('var_group').replace(/-/g, '_');
const shop = path.uniqueHandle('var-family');
let app: TestApp;
let s: Seller;
let urls: Awaited<ReturnType<typeof path.sandboxUrls>>;
let catalogue: SandboxItem[];
let stock: InStockItem[];

interface EbayView {
  offers: { sku: string; status: string; availableQuantity: number | null; price: string | null; listingId: string | null }[];
  fulfillments: Record<string, number>;
  groups: {
    key: string;
    variantSKUs: string[];
    variesBy: { aspectsImageVariesBy?: string[]; specifications: { name: string; values: string[] }[] };
    listingId: string | null;
  }[];
}
const ebayView = async (): Promise<EbayView> => (await fetch(`${urls.ebay}/__sandbox/users/${ebayUser}/listings`)).json() as Promise<EbayView>;
const familyOf = (pick: (i: SandboxItem) => boolean) => catalogue.filter((i) => i.family && pick(i));
/** The family an item shows in the inventory (null: an item of its own). */
const familyOfSku = async (sku: string) => {
  const q = await s.app.graphql(
    `query($u:String!,$q:String){ inventory(userId:$u, search:$q){ edges { node { sellerSku family { parentAsin } } } } }`,
    { u: s.userId, q: sku },
    s.token,
  );
  return q.data.inventory.edges.find((e: any) => e.node.sellerSku === sku)?.node.family as { parentAsin: string } | null | undefined;
};
/** The seller refreshes the inventory (the inventory screen's Refresh): an import, then the family refresh. */
const refreshInventory = async () => {
  const r = await s.app.graphql(
    `mutation($u:String!){ refreshInventory(userId:$u){ ... on RefreshInventorySuccess { run { importId status } } } }`,
    { u: s.userId },
    s.token,
  );
  expect(r.errors).toBeUndefined();
  await path.waitForImport(s);
};

beforeAll(async () => {
  app = await startTestApp({ SANDBOXES: 'auto', SALES_TRACK_DELAY_MS: '500' });
  const { amazon } = await path.prepareSandboxes(app, { sizes: { [SELLER]: 222 } });
  await amazon.settings({ mcfStepMs: 50 });
  urls = await path.sandboxUrls(app);
  catalogue = (await amazonSandboxControl(urls.amazon).items(SELLER, 0, 1000)).items;
  s = await path.signUp(app, 'US');
  await path.connectAmazon(s);
  await path.waitForImport(s);
  await path.waitForEnrichment(s);
  await path.connectEbay(s, ebayUser);
  await path.connectShopify(s, shop);
  await path.subscribe(s, ['EBAY', 'SHOPIFY']);
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

  it("imports an order for one variation with the child's SKU, orders it from MCF by that SKU and sends the tracking back", async () => {
    const bands = familyOf((i) => i.kind === 'BANDS5');
    const child = bands[1]!;
    const shipTo = {
      fullName: 'Pat Buyer',
      contactAddress: { addressLine1: '1 Main St', city: 'Seattle', stateOrProvince: 'WA', postalCode: '98101', countryCode: 'US' },
    };
    const order = await (
      await fetch(`${urls.ebay}/__sandbox/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: ebayUser, sku: child.sku, quantity: 1, price: 25, currency: 'USD', shipTo }),
      })
    ).json();
    // What the minute cron queues for this seller.
    await enqueue(app.services.pool, 'sales__import', { userId: s.userId, channel: 'EBAY' }, { jobKey: `sales-import:EBAY:${s.userId}` });
    const mcf = await waitFor(
      async () =>
        (await amazonSandboxControl(urls.amazon).fulfillmentOrders(SELLER)).fulfillmentOrders.find((o) => o.items.some((l) => l.sellerSku === child.sku)),
      120_000,
      1000,
    );
    expect(mcf.items).toEqual([{ sellerSku: child.sku, quantity: 1 }]);
    const sale = await s.app.graphql(`query($u:String!){ ebaySales(userId:$u){ sales { sku fbaId } } }`, { u: s.userId }, s.token);
    expect(sale.data.ebaySales.sales.map((x: any) => x.sku)).toEqual([child.sku]);
    const orderId = String(order.orderId ?? order.order?.orderId);
    const tracked = await waitFor(async () => ((await ebayView()).fulfillments[orderId] ?? 0) > 0, 180_000, 1000);
    expect(tracked).toBe(true);
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

  it('lists a family the seller chose to list separately as one listing per child, and leaves an excluded child out of its group', async () => {
    const pillows = familyOf((i) => i.family!.theme === 'SIZE_NAME');
    const spatulas = familyOf((i) => i.kind === 'SPATULA4');
    const gql = (q: string, v: Record<string, unknown>) => s.app.graphql(q, { u: s.userId, ...v }, s.token);
    const separate = await gql(
      `mutation($u:String!,$p:String!){ setFamilyListAs(userId:$u, parentAsin:$p, listAs: SEPARATE){ ... on VariationFamily { listAs } } }`,
      {
        p: pillows[0]!.family!.parentAsin,
      },
    );
    expect(separate.data.setFamilyListAs.listAs).toBe('SEPARATE');
    const excludedSku = spatulas[3]!.sku;
    const excluded = stock.find((i) => i.sellerSku === excludedSku)!;
    const out = await gql(
      `mutation($u:String!,$id:ID!){ setVariationExcluded(userId:$u, id:$id, excluded:true){ ... on VariationFamily { children { sellerSku variationExcluded } } } }`,
      {
        id: excluded.id,
      },
    );
    expect(out.data.setVariationExcluded.children.find((c: any) => c.sellerSku === excludedSku).variationExcluded).toBe(true);

    const selected = stock.filter((i) => [...pillows, ...spatulas].some((b) => b.sku === i.sellerSku));
    const outcome = await path.listAll(s, 'EBAY', selected);
    expect(outcome.live, JSON.stringify([...outcome.heldBack, ...outcome.unexplained])).toBe(pillows.length + spatulas.length);
    const view = await ebayView();
    const listingOf = (sku: string) => view.offers.find((o) => o.sku === sku)!.listingId;
    expect(new Set(pillows.map((p) => listingOf(p.sku))).size).toBe(3);
    expect(view.groups.some((g) => g.variantSKUs.some((sku) => pillows.some((p) => p.sku === sku)))).toBe(false);
    const grouped = spatulas.filter((x) => x.sku !== excludedSku);
    expect(new Set(grouped.map((x) => listingOf(x.sku))).size).toBe(1);
    expect(listingOf(excludedSku)).not.toBe(listingOf(grouped[0]!.sku));
    const group = view.groups.find((g) => g.listingId === listingOf(grouped[0]!.sku))!;
    expect([...group.variantSKUs].sort()).toEqual(grouped.map((x) => x.sku).sort());
  });

  it('delists a whole family by ending its group listing once (withdrawOfferByInventoryItemGroup)', async () => {
    const sleeves = familyOf((i) => i.family!.theme === 'SIZE_NAME/COLOR_NAME');
    const selected = stock.filter((i) => sleeves.some((b) => b.sku === i.sellerSku));
    const before = (await (await fetch(`${urls.ebay}/__sandbox/calls?username=${ebayUser}`)).json()).calls;
    const r = await s.app.graphql(
      `mutation($u:String!,$ids:[ID!]!){ delistFromEbay(userId:$u, input:{itemIds:$ids}){ __typename } }`,
      { u: s.userId, ids: selected.map((i) => i.id) },
      s.token,
    );
    expect(r.data.delistFromEbay.__typename).toBe('DelistFromEbaySuccess');
    const view = await waitFor(
      async () => {
        const v = await ebayView();
        const offers = v.offers.filter((o) => sleeves.some((b) => b.sku === o.sku));
        return offers.length > 0 && offers.every((o) => o.status === 'UNPUBLISHED') ? v : null;
      },
      60_000,
      500,
    );
    const after = (await (await fetch(`${urls.ebay}/__sandbox/calls?username=${ebayUser}`)).json()).calls;
    expect((after.withdrawOfferByInventoryItemGroup ?? 0) - (before.withdrawOfferByInventoryItemGroup ?? 0)).toBe(1);
    expect((after.withdrawOffer ?? 0) - (before.withdrawOffer ?? 0)).toBe(0);
    // The colour family's listing is still up.
    const bands = familyOf((i) => i.kind === 'BANDS5');
    expect(view.offers.filter((o) => bands.some((b) => b.sku === o.sku)).every((o) => o.status === 'PUBLISHED')).toBe(true);
  });

  it("delists one child of a live group by taking its variation off the listing; its siblings' listing stays up", async () => {
    // The spatula group (three children; the fourth is excluded and listed alone, cases above).
    const grouped = familyOf((i) => i.kind === 'SPATULA4').slice(0, 3);
    const [leaving, ...staying] = grouped;
    const listingId = (await ebayView()).offers.find((o) => o.sku === staying[0]!.sku)!.listingId;
    const item = stock.find((i) => i.sellerSku === leaving!.sku)!;
    const r = await s.app.graphql(
      `mutation($u:String!,$ids:[ID!]!){ delistFromEbay(userId:$u, input:{itemIds:$ids}){ __typename } }`,
      { u: s.userId, ids: [item.id] },
      s.token,
    );
    expect(r.data.delistFromEbay.__typename).toBe('DelistFromEbaySuccess');
    const view = await waitFor(
      async () => {
        const v = await ebayView();
        return v.groups.find((g) => g.listingId === listingId)?.variantSKUs.length === 2 ? v : null;
      },
      60_000,
      500,
    );
    expect([...view.groups.find((g) => g.listingId === listingId)!.variantSKUs].sort()).toEqual(staying.map((x) => x!.sku).sort());
    expect(view.offers.find((o) => o.sku === leaving!.sku)!.status).toBe('UNPUBLISHED');
    for (const x of staying) expect(view.offers.filter((o) => o.sku === x!.sku).map((o) => [o.status, o.listingId])).toEqual([['PUBLISHED', listingId]]);
  });
});

interface ShopView {
  products: {
    id: number;
    title: string;
    options: { name: string; values: string[] }[];
    variants: { id: number; sku: string; price: string; optionValues: { optionName: string; name: string }[]; available: Record<string, number> }[];
  }[];
}
const shopView = async (): Promise<ShopView> => (await fetch(`${urls.shopify}/__sandbox/shops/${shop}/products`)).json() as Promise<ShopView>;
/** The products holding any of these SKUs. */
const productsOf = (view: ShopView, skus: string[]) => view.products.filter((p) => p.variants.some((v) => skus.includes(v.sku)));
const stockOf = (v: ShopView['products'][number]['variants'][number]) => Object.values(v.available)[0];
const channelQuantity = async (sku: string) =>
  (
    await s.app.graphql(
      `query($u:String!,$q:String){ inventory(userId:$u, search:$q){ edges { node { sellerSku channelQuantity(channel: SHOPIFY) } } } }`,
      { u: s.userId, q: sku },
      s.token,
    )
  ).data.inventory.edges.find((e: any) => e.node.sellerSku === sku).node.channelQuantity as number;

describe('a variation family on Shopify', () => {
  it('lists a colour family of five as one product with a Color option and five variants, each with its SKU, price and stock', async () => {
    const bands = familyOf((i) => i.kind === 'BANDS5');
    const selected = stock.filter((i) => bands.some((b) => b.sku === i.sellerSku));
    const outcome = await path.listAll(s, 'SHOPIFY', selected);
    expect(outcome.live, JSON.stringify([...outcome.heldBack, ...outcome.unexplained])).toBe(5);

    const [product, ...others] = productsOf(
      await shopView(),
      bands.map((b) => b.sku),
    );
    expect(others).toHaveLength(0);
    expect(product!.options).toEqual([{ name: 'Color', values: bands.map((b) => b.family!.color) }]);
    expect(product!.variants.map((v) => v.sku).sort()).toEqual(bands.map((b) => b.sku).sort());
    for (const b of bands) {
      const v = product!.variants.find((x) => x.sku === b.sku)!;
      expect(v.optionValues).toEqual([{ optionName: 'Color', name: b.family!.color }]);
      expect(Number(v.price)).toBeGreaterThan(0);
      expect(stockOf(v)).toBe(await channelQuantity(b.sku));
    }
    // Every child's listing points at the one product.
    const states = await path.listingStates(s, 'SHOPIFY');
    expect(new Set(bands.map((b) => states.get(b.sku)!.externalId)).size).toBe(1);
  });

  it("sends an Amazon quantity change on one child to that variant's stock only", async () => {
    const bands = familyOf((i) => i.kind === 'BANDS5');
    const before = productsOf(await shopView(), [bands[0]!.sku])[0]!;
    const changed = bands[3]!;
    await amazonSandboxControl(urls.amazon).setQuantity(SELLER, changed.sku, { fulfillable: 2 });
    await pollQuantities(app.services, s.userId);
    const after = await waitFor(
      async () => {
        const p = productsOf(await shopView(), [changed.sku])[0];
        const v = p?.variants.find((x) => x.sku === changed.sku);
        return v && stockOf(v) !== stockOf(before.variants.find((x) => x.sku === changed.sku)!) ? p : null;
      },
      60_000,
      500,
    );
    const expected = await channelQuantity(changed.sku);
    expect(expected).toBeLessThanOrEqual(2);
    expect(stockOf(after.variants.find((v) => v.sku === changed.sku)!)).toBe(expected);
    // The others keep their stock (but the second child's, which the eBay order above may still be moving).
    for (const v of before.variants.filter((x) => x.sku !== changed.sku && x.sku !== bands[1]!.sku))
      expect(stockOf(after.variants.find((x) => x.id === v.id)!)).toBe(stockOf(v));
    // The same product, its variants kept (no product rebuilt for a stock change).
    expect(after.id).toBe(before.id);
    expect(after.variants.map((v) => v.id).sort()).toEqual(before.variants.map((v) => v.id).sort());
  });

  it('shows a child sold out on Amazon at 0 and keeps it in the eBay group and on the Shopify product', async () => {
    const bands = familyOf((i) => i.kind === 'BANDS5');
    const soldOut = bands[4]!;
    await amazonSandboxControl(urls.amazon).setQuantity(SELLER, soldOut.sku, { fulfillable: 0 });
    await pollQuantities(app.services, s.userId);
    const [ebay, shopify] = await waitFor(
      async () => {
        const [e, p] = [await ebayView(), productsOf(await shopView(), [soldOut.sku])[0]];
        const offer = e.offers.find((o) => o.sku === soldOut.sku);
        const variant = p?.variants.find((v) => v.sku === soldOut.sku);
        return offer?.availableQuantity === 0 && variant && stockOf(variant) === 0 ? ([e, p!] as const) : null;
      },
      60_000,
      500,
    );
    const offer = ebay.offers.find((o) => o.sku === soldOut.sku)!;
    expect(offer.status).toBe('PUBLISHED');
    expect(ebay.groups.find((g) => g.listingId === offer.listingId)!.variantSKUs).toContain(soldOut.sku);
    expect(new Set(ebay.offers.filter((o) => bands.some((b) => b.sku === o.sku)).map((o) => o.listingId)).size).toBe(1);
    expect(shopify.variants.map((v) => v.sku).sort()).toEqual(bands.map((b) => b.sku).sort());
  });

  it('lists a size × colour family as one product with Color and Size options', async () => {
    const sleeves = familyOf((i) => i.family!.theme === 'SIZE_NAME/COLOR_NAME');
    const selected = stock.filter((i) => sleeves.some((b) => b.sku === i.sellerSku));
    expect(selected).toHaveLength(8);
    const outcome = await path.listAll(s, 'SHOPIFY', selected);
    expect(outcome.live, JSON.stringify([...outcome.heldBack, ...outcome.unexplained])).toBe(8);
    const found = productsOf(
      await shopView(),
      sleeves.map((b) => b.sku),
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.options.map((o) => o.name)).toEqual(['Color', 'Size']);
    expect([...found[0]!.options[1]!.values].sort()).toEqual(['10 Inch', '11 Inch', '13 Inch']);
    expect(found[0]!.variants).toHaveLength(8);
    for (const v of found[0]!.variants) {
      const child = sleeves.find((x) => x.sku === v.sku)!;
      expect(v.optionValues).toEqual([
        { optionName: 'Color', name: child.family!.color },
        { optionName: 'Size', name: child.family!.size },
      ]);
    }
  });

  it("keeps the seller's SEPARATE choice (a product per child) and lists an excluded child as its own product", async () => {
    // The eBay cases above set the pillow family SEPARATE and excluded the fourth spatula.
    const pillows = familyOf((i) => i.family!.theme === 'SIZE_NAME');
    const spatulas = familyOf((i) => i.kind === 'SPATULA4');
    const selected = stock.filter((i) => [...pillows, ...spatulas].some((b) => b.sku === i.sellerSku));
    const outcome = await path.listAll(s, 'SHOPIFY', selected);
    expect(outcome.live, JSON.stringify([...outcome.heldBack, ...outcome.unexplained])).toBe(pillows.length + spatulas.length);
    const view = await shopView();
    const pillowProducts = productsOf(
      view,
      pillows.map((p) => p.sku),
    );
    expect(pillowProducts).toHaveLength(3);
    expect(pillowProducts.every((p) => p.variants.length === 1)).toBe(true);
    const excludedSku = spatulas[3]!.sku;
    const grouped = productsOf(
      view,
      spatulas.filter((x) => x.sku !== excludedSku).map((x) => x.sku),
    );
    expect(grouped).toHaveLength(1);
    expect(grouped[0]!.variants.map((v) => v.sku).sort()).toEqual(
      spatulas
        .filter((x) => x.sku !== excludedSku)
        .map((x) => x.sku)
        .sort(),
    );
    const alone = productsOf(view, [excludedSku]);
    expect(alone).toHaveLength(1);
    expect(alone[0]!.variants).toHaveLength(1);
  });

  it("delists one child by removing its variant only, and the family's last children with the product", async () => {
    const sleeves = familyOf((i) => i.family!.theme === 'SIZE_NAME/COLOR_NAME');
    const listed = stock.filter((i) => sleeves.some((b) => b.sku === i.sellerSku));
    const delist = (items: typeof listed) =>
      s.app.graphql(
        `mutation($u:String!,$ids:[ID!]!){ delistFromShopify(userId:$u, input:{itemIds:$ids}){ __typename } }`,
        { u: s.userId, ids: items.map((i) => i.id) },
        s.token,
      );
    const productId = productsOf(await shopView(), [listed[0]!.sellerSku])[0]!.id;
    const [first, ...rest] = listed;
    expect((await delist([first!])).data.delistFromShopify.__typename).toBe('ShopifyActionSuccess');
    const left = await waitFor(
      async () => {
        const p = (await shopView()).products.find((x) => x.id === productId);
        return p && p.variants.length === 7 ? p : null;
      },
      60_000,
      500,
    );
    expect(left.variants.map((v) => v.sku).sort()).toEqual(rest.map((i) => i.sellerSku).sort());
    expect((await delist(rest)).data.delistFromShopify.__typename).toBe('ShopifyActionSuccess');
    await waitFor(async () => !(await shopView()).products.some((x) => x.id === productId), 60_000, 500);
    expect(
      productsOf(
        await shopView(),
        sleeves.map((x) => x.sku),
      ),
    ).toHaveLength(0);
  });
});

describe('a child taken out of its family on Amazon', () => {
  it('leaves the eBay group and the Shopify product at the next import; its siblings stay listed as they were', async () => {
    const bands = familyOf((i) => i.kind === 'BANDS5');
    const leaving = bands[2]!;
    const staying = bands.filter((b) => b.sku !== leaving.sku).map((b) => b.sku);
    const ebayBefore = await ebayView();
    const listingId = ebayBefore.offers.find((o) => o.sku === staying[0])!.listingId;
    const productBefore = productsOf(await shopView(), staying)[0]!;

    // The spatula the seller excluded (listed alone on both channels, cases above) leaves its family too.
    const alone = familyOf((i) => i.kind === 'SPATULA4')[3]!;
    await amazonSandboxControl(urls.amazon).detachFromFamily(SELLER, leaving.sku);
    await amazonSandboxControl(urls.amazon).detachFromFamily(SELLER, alone.sku);
    await refreshInventory();

    const [ebay, product] = await waitFor(
      async () => {
        const e = await ebayView();
        const p = (await shopView()).products.find((x) => x.id === productBefore.id);
        const group = e.groups.find((g) => g.listingId === listingId);
        return group?.variantSKUs.length === 4 && p?.variants.length === 4 ? ([e, p] as const) : null;
      },
      120_000,
      500,
    );
    // eBay: one listing, the four siblings still published on it; the child's offer is off it.
    const group = ebay.groups.find((g) => g.listingId === listingId)!;
    expect([...group.variantSKUs].sort()).toEqual([...staying].sort());
    expect(group.variesBy.specifications).toEqual([{ name: 'Color', values: bands.filter((b) => b.sku !== leaving.sku).map((b) => b.family!.color) }]);
    for (const sku of staying) {
      const o = ebay.offers.find((x) => x.sku === sku)!;
      expect([o.status, o.listingId]).toEqual(['PUBLISHED', listingId]);
    }
    expect(ebay.offers.find((o) => o.sku === leaving.sku)?.status).not.toBe('PUBLISHED');
    // Shopify: the same product, the siblings' variants kept (same ids), the child's gone.
    expect(product.variants.map((v) => v.id).sort()).toEqual(
      productBefore.variants
        .filter((v) => v.sku !== leaving.sku)
        .map((v) => v.id)
        .sort(),
    );
    expect(productsOf(await shopView(), [leaving.sku])).toHaveLength(0);

    // Once its listings are gone, the inventory shows the child outside the family.
    expect(await waitFor(async () => (await familyOfSku(leaving.sku)) === null, 60_000, 500)).toBe(true);
    expect(await familyOfSku(alone.sku)).toBeNull();
    // The child already listed alone stays listed as it was, on both channels.
    const offerAlone = ebayBefore.offers.find((o) => o.sku === alone.sku)!;
    expect(offerAlone.status).toBe('PUBLISHED');
    expect((await ebayView()).offers.filter((o) => o.sku === alone.sku).map((o) => [o.status, o.listingId])).toEqual([['PUBLISHED', offerAlone.listingId]]);
    expect(productsOf(await shopView(), [alone.sku]).map((p) => p.variants.length)).toEqual([1]);
    expect((await path.listingStates(s, 'SHOPIFY')).get(alone.sku)?.live).toBe(true);
  });
});

describe('a child added to its family on Amazon', () => {
  it("joins the family's eBay group and Shopify product at the next refresh, once", async () => {
    // The child that left its family in the case above comes back (Seller Central: added to the parent).
    const bands = familyOf((i) => i.kind === 'BANDS5');
    const joining = bands[2]!;
    const ebayBefore = await ebayView();
    const listingId = ebayBefore.offers.find((o) => o.sku === bands[0]!.sku)!.listingId;
    const productBefore = productsOf(await shopView(), [bands[0]!.sku])[0]!;
    expect(productBefore.variants).toHaveLength(4);
    // The spatula listed alone (excluded) comes back too: it rejoins its family and stays listed alone.
    const alone = familyOf((i) => i.kind === 'SPATULA4')[3]!;
    // Back in stock too (eBay publishes no offer at 0: a child is listed with stock to sell).
    await amazonSandboxControl(urls.amazon).setQuantity(SELLER, joining.sku, { fulfillable: 40 });
    await pollQuantities(app.services, s.userId);
    await amazonSandboxControl(urls.amazon).attachToFamily(SELLER, joining.sku);
    await amazonSandboxControl(urls.amazon).attachToFamily(SELLER, alone.sku);
    await refreshInventory();

    const [ebay, product] = await waitFor(
      async () => {
        const e = await ebayView();
        const p = (await shopView()).products.find((x) => x.id === productBefore.id);
        const offer = e.offers.find((o) => o.sku === joining.sku);
        return e.groups.find((g) => g.listingId === listingId)?.variantSKUs.length === 5 && offer?.status === 'PUBLISHED' && p?.variants.length === 5
          ? ([e, p] as const)
          : null;
      },
      120_000,
      500,
    );
    // eBay: the same listing, now with the five colours; the child's offer published on it.
    const group = ebay.groups.find((g) => g.listingId === listingId)!;
    expect([...group.variantSKUs].sort()).toEqual(bands.map((b) => b.sku).sort());
    expect(group.variesBy.specifications).toEqual([{ name: 'Color', values: expect.arrayContaining(bands.map((b) => b.family!.color)) }]);
    expect(group.variesBy.specifications[0]!.values).toHaveLength(5);
    expect(ebay.offers.filter((o) => o.sku === joining.sku).map((o) => [o.status, o.listingId])).toEqual([['PUBLISHED', listingId]]);
    // Shopify: the same product, the siblings' variants kept, a new variant for the child with its colour.
    expect(product.variants.filter((v) => productBefore.variants.some((b) => b.id === v.id))).toHaveLength(4);
    const added = product.variants.find((v) => v.sku === joining.sku)!;
    expect(added.optionValues).toEqual([{ optionName: 'Color', name: joining.family!.color }]);
    expect(stockOf(added)).toBe(await channelQuantity(joining.sku));
    expect(await familyOfSku(joining.sku)).toEqual({ parentAsin: joining.family!.parentAsin });

    // The excluded spatula is in its family again and still listed alone, as it was.
    expect(await waitFor(async () => (await familyOfSku(alone.sku))?.parentAsin === alone.family!.parentAsin, 60_000, 500)).toBe(true);
    const aloneOffer = ebayBefore.offers.find((o) => o.sku === alone.sku)!;
    expect(ebay.offers.filter((o) => o.sku === alone.sku).map((o) => [o.status, o.listingId])).toEqual([['PUBLISHED', aloneOffer.listingId]]);

    // Once more (the next import's refresh): nothing joins again, no listing is made or changed on eBay.
    const listingCalls = async () => {
      const c = (await (await fetch(`${urls.ebay}/__sandbox/calls?username=${ebayUser}`)).json()).calls;
      return ['createOrReplaceInventoryItemGroup', 'publishOfferByInventoryItemGroup', 'bulkCreateOffer', 'bulkPublishOffer'].map((k) => c[k] ?? 0);
    };
    const calls = await listingCalls();
    const states = await path.listingStates(s, 'EBAY');
    expect((await refreshFamilies(app.services, s.userId)).joined).toBe(0);
    expect(await listingCalls()).toEqual(calls);
    expect(await path.listingStates(s, 'EBAY')).toEqual(states);
    expect(
      (await shopView()).products
        .find((x) => x.id === productBefore.id)!
        .variants.map((v) => v.id)
        .sort(),
    ).toEqual(product.variants.map((v) => v.id).sort());
  });
});

describe('a family whose children all left on Amazon', () => {
  it('is still read: a child attached back to it joins it again', async () => {
    // The pillow covers (three sizes) are listed nowhere: their family only lives in the inventory.
    const pillows = familyOf((i) => i.kind === 'PILLOW-18"');
    expect(pillows).toHaveLength(3);
    const parentAsin = pillows[0]!.family!.parentAsin;
    for (const p of pillows) await amazonSandboxControl(urls.amazon).detachFromFamily(SELLER, p.sku);
    expect((await refreshFamilies(app.services, s.userId)).left).toBe(3);
    for (const p of pillows) expect(await familyOfSku(p.sku)).toBeNull();

    await amazonSandboxControl(urls.amazon).attachToFamily(SELLER, pillows[1]!.sku);
    expect((await refreshFamilies(app.services, s.userId)).joined).toBe(1);
    expect(await familyOfSku(pillows[1]!.sku)).toEqual({ parentAsin });
    expect(await familyOfSku(pillows[0]!.sku)).toBeNull();
  });
});
