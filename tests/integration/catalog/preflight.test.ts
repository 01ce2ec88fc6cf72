// The pre-flight check through the real listing engine on the eBay sandbox (issue 12): an item
// missing a required item specific is held back with a message naming it, without a call to eBay,
// the inventory's "errored" filter finds it, and once the seller fills it the item lists. The
// category's aspects are read once per category and run, then from the cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { sessionFor } from '../../../server/modules/connections/sessions.ts';
import type { TestApp } from '../../helpers/app.ts';
import { startTestApp } from '../../helpers/app.ts';
import { ebayCalls, ebaySeller, type Seller } from '../listings/ebay-seller.ts';

const LIST = `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename ... on ListOnEbaySuccess { count } ... on Error { message } } }`;
const EDIT = `mutation($id: ID!, $edits: InventoryItemEditsInput!) { updateInventoryItem(userId: "-", id: $id, edits: $edits) { __typename ... on Error { message } } }`;
const HELD = `query { ebayHeldBack(userId: "-") { count reasons { message count } } }`;
const CUSHIONS = '36030';

describe('the pre-flight check of item specifics', () => {
  let app: TestApp;
  let s: Seller;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
    s = await ebaySeller(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Cushion covers (eBay's Cushion Covers need Brand and a Size from eBay's list); the brand comes from the catalogue. */
  async function cushions(n: number, prefix: string): Promise<string[]> {
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
        `SELECT item_id AS "itemId", status, last_error AS "lastError" FROM listings WHERE item_id = ANY($1::uuid[]) ORDER BY sku`,
        [ids],
      )
    ).rows;
  const errored = async () =>
    (
      await app.graphql(`query { inventory(userId: "-", ebayStatus: errored, pageSize: 100) { edges { node { itemId } } } }`, {}, s.token)
    ).data.inventory.edges.map((e: any) => e.node.itemId);
  const aspectCalls = async () => (await ebayCalls(app, '')).getItemAspectsForCategory ?? 0;

  it('holds back items missing a required aspect without a call to eBay, and lists them once it is filled', async () => {
    const ids = await cushions(3, 'CU');
    const beforeAspects = await aspectCalls();
    const before = await ebayCalls(app, s.ebayUser);
    expect((await app.graphql(LIST, { ids }, s.token)).data.listOnEbay.count).toBe(3);
    await pushListings(app.services, s.user.id, 'EBAY');

    const held = await rows(ids);
    expect(held.map((r) => r.status)).toEqual(['FAILED_TO_LIST', 'FAILED_TO_LIST', 'FAILED_TO_LIST']);
    expect(held.every((r) => r.lastError === 'Missing item specifics: Size')).toBe(true);
    // Nothing of these items went to eBay, and one aspects read served the three rows.
    const after = await ebayCalls(app, s.ebayUser);
    for (const op of ['bulkCreateOrReplaceInventoryItem', 'bulkCreateOffer', 'bulkPublishOffer']) expect([op, after[op] ?? 0]).toEqual([op, before[op] ?? 0]);
    expect((await aspectCalls()) - beforeAspects).toBe(1);
    // The inventory's "errored" filter finds them, and the held-back summary says why.
    expect(new Set(await errored())).toEqual(new Set(ids));
    expect((await app.graphql(HELD, {}, s.token)).data.ebayHeldBack).toEqual({ count: 3, reasons: [{ message: 'Missing item specifics: Size', count: 3 }] });

    // A value outside eBay's list for a SELECTION_ONLY aspect is refused before eBay too.
    await app.graphql(EDIT, { id: ids[0], edits: { variantSpecifics: [{ dimension: 'Size', value: '60 x 60 cm' }] } }, s.token);
    // The seller fills the size of the other two (eBay's spelling or not: it is matched to eBay's value).
    for (const id of ids.slice(1)) await app.graphql(EDIT, { id, edits: { variantSpecifics: [{ dimension: 'size', value: '45 X 45 cm' }] } }, s.token);
    expect((await app.graphql(LIST, { ids }, s.token)).data.listOnEbay.count).toBe(3);
    await pushListings(app.services, s.user.id, 'EBAY');
    const listed = await rows(ids);
    expect(listed[0]).toMatchObject({ status: 'FAILED_TO_LIST', lastError: "Item specific Size does not accept '60 x 60 cm': choose one of eBay's values" });
    expect(listed.slice(1).map((r) => r.status)).toEqual(['LISTED', 'LISTED']);
    // The second run read the aspects from the cache: no Taxonomy call.
    expect((await aspectCalls()) - beforeAspects).toBe(1);
    expect((await app.graphql(HELD, {}, s.token)).data.ebayHeldBack).toEqual({
      count: 1,
      reasons: [{ message: "Item specific Size does not accept '60 x 60 cm': choose one of eBay's values", count: 1 }],
    });
  });

  it("lists with the seller's chosen condition, and holds back a revision that lost a required aspect", async () => {
    const [id] = await cushions(1, 'REV');
    await app.graphql(
      EDIT,
      { id, edits: { variantSpecifics: [{ dimension: 'Size', value: '40 x 40 cm' }], ebayConditionId: '1500', conditionNote: 'Box opened' } },
      s.token,
    );
    await app.graphql(LIST, { ids: [id] }, s.token);
    await pushListings(app.services, s.user.id, 'EBAY');
    expect((await rows([id!]))[0].status).toBe('LISTED');
    const sku = (await app.services.pool.query(`SELECT sku FROM listings WHERE item_id = $1`, [id])).rows[0].sku;
    // eBay holds the seller's specifics (in eBay's spelling) and condition.
    const { api } = await sessionFor(app.services, s.user.id, 'ebay');
    const onEbay = await api.inventory.getItem(sku);
    expect(onEbay.product?.aspects).toMatchObject({ Brand: ['IKEA'], Size: ['40 x 40 cm'], Material: ['Linen'] });
    expect(onEbay.condition).toBe('NEW_OTHER');
    expect(onEbay.conditionDescription).toBe('Box opened');

    // The seller removes the size and asks for a full revision: eBay is not asked.
    await app.graphql(EDIT, { id, edits: { variantSpecifics: [] } }, s.token);
    const before = await ebayCalls(app, s.ebayUser);
    const res = await app.graphql(
      `mutation($ids: [ID!]!) { reviseOnEbay(userId: "-", input: { itemIds: $ids, kind: EVERYTHING }) { __typename ... on ReviseOnEbaySuccess { count } } }`,
      { ids: [id] },
      s.token,
    );
    expect(res.data.reviseOnEbay.count).toBe(1);
    await pushListings(app.services, s.user.id, 'EBAY');
    const [row] = await rows([id!]);
    expect(row.lastError).toBe('Missing item specifics: Size');
    const after = await ebayCalls(app, s.ebayUser);
    expect(after.bulkCreateOrReplaceInventoryItem ?? 0).toBe(before.bulkCreateOrReplaceInventoryItem ?? 0);
    expect(after.updateOffer ?? 0).toBe(before.updateOffer ?? 0);
  });
});
