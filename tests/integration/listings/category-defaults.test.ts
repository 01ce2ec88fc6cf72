// The seller's item-specific defaults per eBay category and the held-back summary (issue 28),
// through the real listing engine on the eBay sandbox (UK site): a default is checked against the
// category's aspects (eBay's values only for a SELECTION_ONLY one; nothing saved on bad input),
// fills the aspect for every item of the category that has no value of its own (now and for items
// added later), lists the held-back group again when saved, and the summary groups held-back items
// by reason and category with the fix. Expected values come from the sandbox's eBay UK category
// definitions (sandbox/ebay/categories: Cushion Covers 36030 requires a Size from its list;
// Headphones 112529 requires a Type from its list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { sessionFor } from '../../../server/modules/connections/sessions.ts';
import type { TestApp } from '../../helpers/app.ts';
import { startTestApp } from '../../helpers/app.ts';
import { ebaySeller, headphones, type Seller } from './ebay-seller.ts';

const LIST = `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename ... on ListOnEbaySuccess { count } ... on Error { message } } }`;
const SET = `mutation($input: SetEbayCategoryDefaultInput!) { setEbayCategoryDefault(userId: "-", input: $input) {
  __typename ... on SetEbayCategoryDefaultSuccess { relisted categoryDefault { marketplaceId categoryId aspectName values } } ... on Error { code message } } }`;
const REMOVE = `mutation($input: RemoveEbayCategoryDefaultInput!) { removeEbayCategoryDefault(userId: "-", input: $input) { __typename ... on RemoveEbayCategoryDefaultSuccess { removed } } }`;
const DEFAULTS = `query($c: String) { ebayCategoryDefaults(userId: "-", categoryId: $c) { __typename ... on EbayCategoryDefaults { defaults { categoryId aspectName values } } } }`;
const GROUPS = `query { ebayHeldBackGroups(userId: "-") { __typename ... on EbayHeldBackSummary { groups {
  message categoryId categoryName count itemIds missing { name selectionOnly values multi } } } } }`;
const RELIST = `mutation($input: RelistEbayHeldBackInput!) { relistEbayHeldBack(userId: "-", input: $input) { __typename ... on RelistEbayHeldBackSuccess { count } ... on Error { message } } }`;
const EDIT = `mutation($id: ID!, $edits: InventoryItemEditsInput!) { updateInventoryItem(userId: "-", id: $id, edits: $edits) { __typename ... on Error { message } } }`;
const CUSHIONS = '36030';
const HEADPHONES = '112529';
const SIZES = ['40 x 40 cm', '45 x 45 cm', '50 x 50 cm', '18 x 18 in'];

describe("seller's defaults per eBay category and the held-back summary", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Cushion covers without a size (the catalogue has brand and material only), in eBay's Cushion Covers category. */
  async function cushions(s: Seller, n: number, prefix: string): Promise<string[]> {
    const { rows } = await app.services.pool.query(
      `INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, fba_quantity, price_cents, earnings_cents, catalog_details, user_edited_details)
       SELECT $1, $2 || '-' || n, 'B1' || lpad(n::text, 8, '0'), 'Linen Cushion Cover ' || n, 'New', 'FBA', 4, 1800, 1500, $3::jsonb, $4::jsonb
         FROM generate_series(1, $5) AS n ORDER BY n
       RETURNING id`,
      [
        s.user.id,
        `${prefix}-${s.user.id.slice(0, 6)}`,
        JSON.stringify({ brand: 'IKEA', images: ['https://images.example.com/cushion.jpg'], product_details: [{ name: 'Material', value: 'Linen' }] }),
        JSON.stringify({ ebay_category_id: CUSHIONS }),
        n,
      ],
    );
    return rows.map((r) => r.id as string);
  }
  const rows = async (ids: string[]) =>
    (
      await app.services.pool.query(
        `SELECT item_id AS "itemId", status, last_error AS "lastError", sku FROM listings WHERE item_id = ANY($1::uuid[]) ORDER BY sku`,
        [ids],
      )
    ).rows;
  const stored = async (userId: string) =>
    (await app.services.pool.query(`SELECT category_id, aspect_name, values FROM ebay_category_defaults WHERE user_id = $1 ORDER BY 1, 2`, [userId])).rows;
  const set = (s: Seller, input: { categoryId: string; aspectName: string; values: string[] }) =>
    app.graphql(SET, { input }, s.token).then((r) => r.data.setEbayCategoryDefault);

  it('refuses a default eBay would refuse and saves nothing; keeps a valid one in eBay’s spelling', async () => {
    const s = await ebaySeller(app);
    expect(await set(s, { categoryId: CUSHIONS, aspectName: 'Wattage', values: ['60 W'] })).toEqual({
      __typename: 'CategoryDefaultInputError',
      code: 'VALIDATION',
      message: "Category 36030 has no item specific 'Wattage'.",
    });
    expect(await set(s, { categoryId: CUSHIONS, aspectName: 'Size', values: ['60 x 60 cm'] })).toEqual({
      __typename: 'CategoryDefaultInputError',
      code: 'VALIDATION',
      message: `Size does not accept '60 x 60 cm': choose one of eBay's values (${SIZES.join(', ')}).`,
    });
    expect(await set(s, { categoryId: CUSHIONS, aspectName: 'Size', values: ['  '] })).toMatchObject({ message: 'Enter a value for Size.' });
    expect(await set(s, { categoryId: CUSHIONS, aspectName: 'Size', values: ['40 x 40 cm', '45 x 45 cm'] })).toMatchObject({
      message: 'Size takes one value.',
    });
    expect(await set(s, { categoryId: 'boards', aspectName: 'Size', values: ['40 x 40 cm'] })).toMatchObject({ __typename: 'EbayCategoryInputError' });
    expect(await stored(s.user.id)).toEqual([]);

    // Any spelling of the aspect and of one of eBay's values is kept as eBay spells them.
    expect(await set(s, { categoryId: CUSHIONS, aspectName: 'size', values: ['45 X 45 CM'] })).toEqual({
      __typename: 'SetEbayCategoryDefaultSuccess',
      relisted: 0,
      categoryDefault: { marketplaceId: 'EBAY_GB', categoryId: CUSHIONS, aspectName: 'Size', values: ['45 x 45 cm'] },
    });
    // A FREE_TEXT aspect takes the seller's own words.
    expect(await set(s, { categoryId: CUSHIONS, aspectName: 'Brand', values: ['Dunelm Home'] })).toMatchObject({ __typename: 'SetEbayCategoryDefaultSuccess' });
    expect((await app.graphql(DEFAULTS, { c: CUSHIONS }, s.token)).data.ebayCategoryDefaults.defaults).toEqual([
      { categoryId: CUSHIONS, aspectName: 'Brand', values: ['Dunelm Home'] },
      { categoryId: CUSHIONS, aspectName: 'Size', values: ['45 x 45 cm'] },
    ]);
    // Another seller sees none of them.
    const other = await ebaySeller(app);
    expect((await app.graphql(DEFAULTS, { c: CUSHIONS }, other.token)).data.ebayCategoryDefaults.defaults).toEqual([]);
    expect((await app.graphql(REMOVE, { input: { categoryId: CUSHIONS, aspectName: 'BRAND' } }, s.token)).data.removeEbayCategoryDefault.removed).toBe(true);
    expect(await stored(s.user.id)).toEqual([{ category_id: CUSHIONS, aspect_name: 'Size', values: ['45 x 45 cm'] }]);
  });

  it('groups held-back items by reason and category with the fix, and a default lists its group again with the item’s own value winning', async () => {
    const s = await ebaySeller(app);
    const ids = await cushions(s, 3, 'CD');
    const phones = await headphones(app, s.user.id, 2, { prefix: 'HPD', type: null });
    expect((await app.graphql(LIST, { ids: [...ids, ...phones] }, s.token)).data.listOnEbay.count).toBe(5);
    await pushListings(app.services, s.user.id, 'EBAY');

    const groups = (await app.graphql(GROUPS, {}, s.token)).data.ebayHeldBackGroups.groups;
    expect(groups).toEqual([
      {
        message: 'Missing item specifics: Size',
        categoryId: CUSHIONS,
        categoryName: 'Cushion Covers',
        count: 3,
        itemIds: expect.arrayContaining(ids),
        missing: [{ name: 'Size', selectionOnly: true, values: SIZES, multi: false }],
      },
      {
        message: 'Missing item specifics: Type',
        categoryId: HEADPHONES,
        categoryName: 'Headphones',
        count: 2,
        itemIds: expect.arrayContaining(phones),
        missing: [{ name: 'Type', selectionOnly: true, values: ['Earbuds (In Ear)', 'Over-Ear', 'On-Ear'], multi: false }],
      },
    ]);

    // One cushion gets its own size: the category default must not replace it.
    await app.graphql(EDIT, { id: ids[0], edits: { variantSpecifics: [{ dimension: 'Size', value: '40 x 40 cm' }] } }, s.token);
    // Saving the default queues the three held-back cushions (not the headphones) to list again.
    expect(await set(s, { categoryId: CUSHIONS, aspectName: 'Size', values: ['50 x 50 cm'] })).toMatchObject({ relisted: 3 });
    expect((await rows(phones)).map((r) => r.status)).toEqual(['FAILED_TO_LIST', 'FAILED_TO_LIST']);
    await pushListings(app.services, s.user.id, 'EBAY');
    const listed = await rows(ids);
    expect(listed.map((r) => r.status)).toEqual(['LISTED', 'LISTED', 'LISTED']);
    const { api } = await sessionFor(app.services, s.user.id, 'ebay');
    expect((await api.inventory.getItem(listed[0].sku)).product?.aspects?.Size).toEqual(['40 x 40 cm']);
    expect((await api.inventory.getItem(listed[1].sku)).product?.aspects?.Size).toEqual(['50 x 50 cm']);
    expect((await api.inventory.getItem(listed[2].sku)).product?.aspects?.Size).toEqual(['50 x 50 cm']);

    // The summary now shows the headphones alone; "List again" on it queues them (held back again: no Type yet).
    const after = (await app.graphql(GROUPS, {}, s.token)).data.ebayHeldBackGroups.groups;
    expect(after.map((g: { categoryId: string; count: number }) => [g.categoryId, g.count])).toEqual([[HEADPHONES, 2]]);
    expect(
      (await app.graphql(RELIST, { input: { categoryId: HEADPHONES, message: 'Missing item specifics: Type' } }, s.token)).data.relistEbayHeldBack.count,
    ).toBe(2);
    expect((await rows(phones)).map((r) => r.status)).toEqual(['LISTING', 'LISTING']);
    await pushListings(app.services, s.user.id, 'EBAY');
    expect((await rows(phones)).map((r) => r.lastError)).toEqual(['Missing item specifics: Type', 'Missing item specifics: Type']);
  });

  it('applies a default to items of the category added later', async () => {
    const s = await ebaySeller(app);
    expect(await set(s, { categoryId: CUSHIONS, aspectName: 'Size', values: ['18 x 18 in'] })).toMatchObject({ relisted: 0 });
    const later = await cushions(s, 2, 'LATER');
    expect((await app.graphql(LIST, { ids: later }, s.token)).data.listOnEbay.count).toBe(2);
    await pushListings(app.services, s.user.id, 'EBAY');
    const listed = await rows(later);
    expect(listed.map((r) => r.status)).toEqual(['LISTED', 'LISTED']);
    const { api } = await sessionFor(app.services, s.user.id, 'ebay');
    expect((await api.inventory.getItem(listed[0].sku)).product?.aspects?.Size).toEqual(['18 x 18 in']);
    expect((await app.graphql(GROUPS, {}, s.token)).data.ebayHeldBackGroups.groups).toEqual([]);
  });
});
