// Issue 34: variation families from a real import. A fresh seller imports the demo catalogue (222
// items: the first block's four families, sandbox/amazon/README.md) through the Amazon sandbox;
// Catalog Items' relationships link each child to its parent, and the inventory shows a family as
// one row with its children, each with its own SKU, quantities and price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl, type SandboxItem } from '../../../sandbox/amazon/control-client.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { connectAmazon, prepareSandboxes, type Seller, sandboxUrls, signUp, waitForEnrichment, waitForImport } from '../../helpers/seller-path.ts';
import { rest } from '../../helpers/rest.ts';

const SELLER = 'A1LBSANDBOXUS7Q';
let app: TestApp;
let s: Seller;
let catalogue: SandboxItem[];

const FAMILY_FIELDS = `itemId sellerSku asin fbaQuantity totalQuantity priceCents variationValues { dimension value }
  family { parentAsin title theme dimensions listAs children { sellerSku fbaQuantity priceCents variationValues { dimension value } } }`;

beforeAll(async () => {
  app = await startTestApp({ SANDBOXES: 'auto' });
  await prepareSandboxes(app, { sizes: { [SELLER]: 222 } });
  catalogue = (await amazonSandboxControl((await sandboxUrls(app)).amazon).items(SELLER, 0, 1000)).items;
  s = await signUp(app, 'US');
  await connectAmazon(s);
  await waitForImport(s);
  await waitForEnrichment(s);
}, 300_000);
afterAll(async () => {
  await app?.close();
});

const page = async (families: 'collapse' | 'expand', search: string) => {
  const r = await app.graphql(
    `query($u:String!,$f:InventoryFamiliesView,$q:String){ inventory(userId:$u, pageSize:250, families:$f, search:$q){ totalCount edges { node { ${FAMILY_FIELDS} } } } }`,
    { u: s.userId, f: families, q: search },
    s.token,
  );
  expect(r.errors).toBeUndefined();
  return r.data.inventory;
};

describe('variation families imported from Amazon', () => {
  it("links a colour family's five children to their parent, each with its colour, own SKU, quantity and price", async () => {
    const bands = catalogue.filter((i) => i.kind === 'BANDS5' && i.family);
    expect(bands).toHaveLength(5);
    const inv = await page('expand', '-BANDS5-');
    const children = inv.edges.map((e: any) => e.node).filter((n: any) => n.family);
    expect(children.map((c: any) => c.sellerSku).sort()).toEqual(bands.map((b) => b.sku).sort());
    const family = children[0].family;
    expect(family.parentAsin).toBe(bands[0]!.family!.parentAsin);
    expect(family.theme).toBe('COLOR_NAME');
    expect(family.dimensions).toEqual(['Color']);
    expect(family.listAs).toBe('GROUP');
    expect(family.title).toMatch(/Resistance Bands, Set of 5$/);
    for (const b of bands) {
      const c = family.children.find((x: any) => x.sellerSku === b.sku);
      expect(c).toMatchObject({ fbaQuantity: b.fba.fulfillable, priceCents: b.priceCents, variationValues: [{ dimension: 'Color', value: b.family!.color }] });
    }
  });

  it('shows a family as one row when the screen collapses families, and items sold alone as before', async () => {
    const expanded = await page('expand', '');
    const collapsed = await page('collapse', '');
    expect(expanded.totalCount).toBe(222);
    // Four families of 5, 3, 9 and 4 children become four rows: 21 children, 17 rows fewer.
    expect(collapsed.totalCount).toBe(222 - 17);
    const rows = collapsed.edges.map((e: any) => e.node).filter((n: any) => n.family);
    expect(rows.map((r: any) => r.family.children.length).sort()).toEqual([3, 4, 5, 9]);
  });

  it('carries a size × colour family with both values per child, the sold-out child at 0', async () => {
    const sleeves = catalogue.filter((i) => i.family?.theme === 'SIZE_NAME/COLOR_NAME');
    const inv = await page('collapse', '-SLEEVE-11"-');
    const row = inv.edges.map((e: any) => e.node).find((n: any) => n.family);
    expect(row.family.dimensions).toEqual(['Color', 'Size']);
    expect(row.family.children).toHaveLength(9);
    for (const sl of sleeves) {
      const c = row.family.children.find((x: any) => x.sellerSku === sl.sku);
      expect(c.variationValues).toEqual([
        { dimension: 'Color', value: sl.family!.color },
        { dimension: 'Size', value: sl.family!.size },
      ]);
      expect(c.fbaQuantity).toBe(sl.fba.fulfillable);
    }
    expect(row.family.children.filter((c: any) => c.fbaQuantity === 0)).toHaveLength(1);
  });

  it("gives the spec's family fields in the legacy item documents (v_child, v_parent_id, linked_variants, all_linked_skus)", async () => {
    const bands = catalogue.filter((i) => i.kind === 'BANDS5' && i.family);
    const res = await rest(app.url, 'GET', `/user/${s.userId}/fba-items?page=1&resultsPerPage=250&sort=sku&search=-BANDS5-`, undefined, s.token);
    expect(res.status).toBe(200);
    const docs = res.body.documents.filter((d: any) => d.v_child);
    expect(docs).toHaveLength(5);
    for (const d of docs) {
      expect(d.v_parent_id).toBe(bands[0]!.family!.parentAsin);
      expect([...d.all_linked_skus].sort()).toEqual(bands.map((b) => b.sku).sort());
      expect(d.linked_variants.map((v: any) => v.seller_sku).sort()).toEqual(
        bands
          .filter((b) => b.sku !== d.seller_sku)
          .map((b) => b.sku)
          .sort(),
      );
    }
    const alone = res.body.documents.find((d: any) => !d.v_child);
    if (alone) expect(alone).toMatchObject({ v_parent_id: null, linked_variants: [], all_linked_skus: [] });
  });
});
