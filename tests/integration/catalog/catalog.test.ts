// eBay categories, item specifics and conditions on the eBay sandbox over real HTTP (issue 12):
// search and suggestions, a category's path, conditions and aspects, the Taxonomy cache (a second
// read asks eBay nothing), the spec's messages, and the legacy REST paths (owner-scoped).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearTaxonomyCache } from '../../../server/modules/catalog/catalog.service.ts';
import { createSeller } from '../../factories/users.ts';
import type { TestApp } from '../../helpers/app.ts';
import { startTestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { ebayCalls, ebaySeller, headphones, type Seller } from '../listings/ebay-seller.ts';

const SEARCH = `query($q: String!) { ebayCategorySearch(userId: "-", query: $q) {
  __typename ... on EbayCategoriesResult { categories { categoryId categoryName categoryTree fullCategoryText } } ... on Error { message code } } }`;
const SUGGEST = `query($id: ID!) { ebayCategorySuggestions(userId: "-", itemId: $id) {
  __typename ... on EbayCategoriesResult { categories { categoryId fullCategoryText } } ... on Error { message code } } }`;
const DETAILS = `query($id: String!) { ebayCategoryDetails(userId: "-", categoryId: $id) {
  __typename ... on EbayCategoryDetails { category { categoryId categoryName categoryTree fullCategoryText } conditions { conditionId displayName } }
  ... on Error { message code } } }`;
const SPECIFICS = `query($id: String!) { ebayCategorySpecifics(userId: "-", categoryId: $id) {
  __typename ... on EbayCategorySpecifics { categoryId requiredSpecifics { dimension values mode required multi } conditions { conditionId displayName } }
  ... on Error { message code } } }`;
const ITEM = `query($id: ID!) { node(id: $id) { ... on InventoryItem { ebayCategory { categoryId fullCategoryText } ebaySuggestedCategory { categoryId fullCategoryText }
  ebayCatalogSpecifics { dimension value } } } }`;

describe('eBay categories and item specifics', () => {
  let app: TestApp;
  let seller: Seller;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
    seller = await ebaySeller(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  // Taxonomy calls use the application token: the sandbox counts them for no seller, so all calls.
  const taxonomyCalls = async (op: string) => (await ebayCalls(app, ''))[op] ?? 0;
  const globalId = async (itemId: string) =>
    (await app.graphql(`query { inventory(userId: "-", pageSize: 100) { edges { node { id itemId } } } }`, {}, seller.token)).data.inventory.edges.find(
      (e: any) => e.node.itemId === itemId,
    ).node.id as string;

  it("searches the seller's site's tree, and the same search within 60 s asks eBay nothing", async () => {
    const before = await taxonomyCalls('getCategorySuggestions');
    const res = await app.graphql(SEARCH, { q: 'Wireless Headphones' }, seller.token);
    expect(res.data.ebayCategorySearch.__typename).toBe('EbayCategoriesResult');
    const first = res.data.ebayCategorySearch.categories[0];
    expect(first).toEqual({
      categoryId: '112529',
      categoryName: 'Headphones',
      categoryTree: ['Sound & Vision', 'Headphones'],
      fullCategoryText: 'Sound & Vision > Headphones',
    });
    expect((await taxonomyCalls('getCategorySuggestions')) - before).toBe(1);
    await app.graphql(SEARCH, { q: 'wireless  headphones' }, seller.token);
    expect((await taxonomyCalls('getCategorySuggestions')) - before).toBe(1);
    // An empty search is no call and no categories.
    expect((await app.graphql(SEARCH, { q: '  ' }, seller.token)).data.ebayCategorySearch.categories).toEqual([]);
  });

  it('asks a seller without eBay to authorise it first', async () => {
    const other = await createSeller(app);
    const res = await app.graphql(SEARCH, { q: 'headphones' }, other.token);
    expect(res.data.ebayCategorySearch).toEqual({
      __typename: 'EbayCategoryAuthorizationError',
      message: 'You must authorize eBay before selecting a category',
      code: 'EBAY_NOT_AUTHORIZED',
    });
  });

  it("suggests categories from the item's title, and shows eBay's suggestion on an item without a chosen category", async () => {
    const [id] = await headphones(app, seller.user.id, 1, { prefix: 'SUG' });
    const res = await app.graphql(SUGGEST, { id }, seller.token);
    expect(res.data.ebayCategorySuggestions.categories[0]).toEqual({ categoryId: '112529', fullCategoryText: 'Sound & Vision > Headphones' });
    const node = (await app.graphql(ITEM, { id: await globalId(id!) }, seller.token)).data.node;
    expect(node.ebayCategory).toBeNull();
    expect(node.ebaySuggestedCategory).toEqual({ categoryId: '112529', fullCategoryText: 'Sound & Vision > Headphones' });
    expect(node.ebayCatalogSpecifics).toEqual([
      { dimension: 'Type', value: 'Over-Ear' },
      { dimension: 'Brand', value: 'Sony' },
    ]);

    // Once chosen, the item shows its category with its path and no suggestion.
    const upd = await app.graphql(
      `mutation($id: ID!) { updateInventoryItem(userId: "-", id: $id, edits: { ebayCategoryId: "36030", variantSpecifics: [{ dimension: "Size", value: "45 x 45 cm" }], ebayConditionId: "1000", conditionNote: "Sealed" }) {
        __typename ... on InventoryItem { edits { ebayCategoryId ebayConditionId conditionNote variantSpecifics { dimension value } } } } }`,
      { id },
      seller.token,
    );
    expect(upd.data.updateInventoryItem.edits).toEqual({
      ebayCategoryId: '36030',
      ebayConditionId: '1000',
      conditionNote: 'Sealed',
      variantSpecifics: [{ dimension: 'Size', value: '45 x 45 cm' }],
    });
    const chosen = (await app.graphql(ITEM, { id: await globalId(id!) }, seller.token)).data.node;
    expect(chosen.ebayCategory).toEqual({ categoryId: '36030', fullCategoryText: 'Home, Furniture & DIY > Home Décor > Cushion Covers' });
    expect(chosen.ebaySuggestedCategory).toBeNull();
    // The seller's specifics are theirs (edits); the catalogue's stay as they were.
    expect(chosen.ebayCatalogSpecifics).toEqual(node.ebayCatalogSpecifics);
  });

  it("gives a category's aspects (required first) and conditions, read from eBay once", async () => {
    await clearTaxonomyCache(app.services);
    const before = await taxonomyCalls('getItemAspectsForCategory');
    const res = await app.graphql(SPECIFICS, { id: '36030' }, seller.token);
    const s = res.data.ebayCategorySpecifics;
    expect(s.__typename).toBe('EbayCategorySpecifics');
    const required = s.requiredSpecifics.filter((r: any) => r.required).map((r: any) => r.dimension);
    expect(required).toEqual(['Brand', 'Size']);
    expect(s.requiredSpecifics.slice(0, 2).every((r: any) => r.required)).toBe(true);
    expect(s.requiredSpecifics.find((r: any) => r.dimension === 'Size')).toEqual({
      dimension: 'Size',
      values: ['40 x 40 cm', '45 x 45 cm', '50 x 50 cm', '18 x 18 in'],
      mode: 'SELECTION_ONLY',
      required: true,
      multi: false,
    });
    expect(s.requiredSpecifics.find((r: any) => r.dimension === 'Colour')).toMatchObject({ mode: 'FREE_TEXT', required: false, multi: true });
    expect(s.conditions.map((c: any) => c.conditionId)).toEqual(['1000', '1500', '3000']);
    expect(s.conditions[0]).toEqual({ conditionId: '1000', displayName: 'New' });
    expect((await taxonomyCalls('getItemAspectsForCategory')) - before).toBe(1);

    // The second read is the cache's (for this seller and any other of the site).
    const conditionCalls = await taxonomyCalls('getItemConditionPolicies');
    const again = await app.graphql(SPECIFICS, { id: '36030' }, seller.token);
    expect(again.data.ebayCategorySpecifics.requiredSpecifics).toEqual(s.requiredSpecifics);
    expect((await taxonomyCalls('getItemAspectsForCategory')) - before).toBe(1);
    expect(await taxonomyCalls('getItemConditionPolicies')).toBe(conditionCalls);

    // Clearing the cache makes the next read ask eBay again.
    expect(await clearTaxonomyCache(app.services)).toBeGreaterThan(0);
    await app.graphql(SPECIFICS, { id: '36030' }, seller.token);
    expect((await taxonomyCalls('getItemAspectsForCategory')) - before).toBe(2);
  });

  it("gives a category's full path and conditions; the tree is read once per version", async () => {
    await clearTaxonomyCache(app.services);
    const before = await taxonomyCalls('getCategoryTree');
    const res = await app.graphql(DETAILS, { id: '2613' }, seller.token);
    expect(res.data.ebayCategoryDetails).toEqual({
      __typename: 'EbayCategoryDetails',
      category: {
        categoryId: '2613',
        categoryName: 'Jigsaw Puzzles',
        categoryTree: ['Toys & Games', 'Jigsaw Puzzles'],
        fullCategoryText: 'Toys & Games > Jigsaw Puzzles',
      },
      conditions: [
        { conditionId: '1000', displayName: 'New' },
        { conditionId: '1500', displayName: 'New other (see details)' },
        { conditionId: '3000', displayName: 'Used' },
        { conditionId: '7000', displayName: 'For parts or not working' },
      ],
    });
    await app.graphql(DETAILS, { id: '20349' }, seller.token);
    expect((await taxonomyCalls('getCategoryTree')) - before).toBe(1);
    // A category with no conditions (a parent) answers none: the client clears the condition.
    expect((await app.graphql(DETAILS, { id: '293' }, seller.token)).data.ebayCategoryDetails.conditions).toEqual([]);
  });

  it("answers eBay's 400 on a category's aspects with the spec's out-of-date message", async () => {
    const res = await app.graphql(SPECIFICS, { id: '999999' }, seller.token);
    expect(res.data.ebayCategorySpecifics).toEqual({
      __typename: 'CategorySpecificsOutOfDateError',
      code: 'CATEGORY_OUT_OF_DATE',
      message: 'Could not load category specifics info for category 999999. The category is likely out-of-date. Consider choosing a different category ID.',
    });
  });

  it('serves the legacy REST paths to the owner only', async () => {
    const u = seller.user.id;
    const search = await rest(app.url, 'GET', `/user/${u}/ebay-categories/search/3/yoga%20mat`, undefined, seller.token);
    expect(search.status).toBe(200);
    expect(search.body.categories[0]).toEqual({
      category_id: '158932',
      category_name: 'Yoga Mats',
      category_tree: ['Sporting Goods', 'Yoga Mats'],
      full_category_text: 'Sporting Goods > Yoga Mats',
    });
    const specifics = await rest(app.url, 'GET', `/user/${u}/ebay-categories/specifics/3/181391`, undefined, seller.token);
    expect(specifics.status).toBe(200);
    expect(specifics.body.required_specifics[1]).toEqual({
      dimension: 'Power Source',
      values: ['Rechargeable Battery', 'AA Battery', 'Solar'],
      mode: 'SELECTION_ONLY',
      required: true,
    });
    expect(specifics.body.conditions[0]).toEqual({ condition_id: '1000', display_name: 'New' });
    const details = await rest(app.url, 'GET', `/user/${u}/ebay-categories/details/3/181391?refresh=false`, undefined, seller.token);
    expect(details.body.category.full_category_text).toBe('Sporting Goods > Camping Lights & Lanterns');
    const outOfDate = await rest(app.url, 'GET', `/user/${u}/ebay-categories/specifics/3/999999`, undefined, seller.token);
    expect(outOfDate.status).toBe(400);
    expect(outOfDate.body.message).toContain('The category is likely out-of-date.');

    const [id] = await headphones(app, u, 1, { prefix: 'REC' });
    const category = await rest(app.url, 'GET', `/user/${u}/fba-items/${id}/recommended-category`, undefined, seller.token);
    expect(category.body.categories[0].category_id).toBe('112529');
    const rec = await rest(app.url, 'GET', `/user/${u}/fba-items/${id}/recommended-specifics`, undefined, seller.token);
    expect(rec.status).toBe(200);
    expect(rec.body.category_id).toBe('112529');
    expect(rec.body.specifics.slice(0, 2)).toEqual([
      {
        dimension: 'Brand',
        value: 'Sony',
        tooltip_text: 'Required by eBay',
        required: true,
        mode: 'FREE_TEXT',
        values: ['Sony', 'Bose', 'Apple', 'JBL', 'Unbranded'],
      },
      {
        dimension: 'Type',
        value: 'Over-Ear',
        tooltip_text: 'Required by eBay',
        required: true,
        mode: 'SELECTION_ONLY',
        values: ['Earbuds (In Ear)', 'Over-Ear', 'On-Ear'],
      },
    ]);

    // /cat/{application}/{utok}/ebay/categories/{treeId}/…: the session token in the path.
    const cat = `/cat/listbridge/${seller.token}/ebay/categories/3`;
    expect((await rest(app.url, 'GET', `${cat}/recommendations?q=jigsaw`)).body.categories[0].category_id).toBe('2613');
    expect((await rest(app.url, 'GET', `${cat}/specifics/2613`)).body.required_specifics[1].dimension).toBe('Number of Pieces');
    expect((await rest(app.url, 'GET', `${cat}/details/2613`)).body.category.category_name).toBe('Jigsaw Puzzles');
    expect((await rest(app.url, 'GET', `/cat/listbridge/not-a-token/ebay/categories/3/details/2613`)).status).toBe(401);

    // Another seller gets 403 on this seller's paths, and cannot read this seller's item.
    const other = await createSeller(app);
    for (const path of [`/user/${u}/ebay-categories/search/3/yoga`, `/user/${u}/fba-items/${id}/recommended-specifics`]) {
      expect((await rest(app.url, 'GET', path, undefined, other.token)).status).toBe(403);
    }
    expect((await rest(app.url, 'GET', `/user/${other.user.id}/fba-items/${id}/recommended-category`, undefined, other.token)).status).toBe(404);
  });

  it('lets only an admin clear the category cache', async () => {
    const path = `/ebay-category-cache/service/ebay/user/${seller.user.id}/clear-cache`;
    expect((await rest(app.url, 'POST', path, {}, seller.token)).status).toBe(403);
    await app.graphql(SEARCH, { q: 'kitchen scale' }, seller.token);
    const admin = await createSeller(app, { isAdmin: true });
    const res = await rest(app.url, 'POST', path, {}, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.cleared).toBeGreaterThan(0);
    expect((await app.services.pool.query(`SELECT count(*)::int AS n FROM ebay_taxonomy_cache`)).rows[0].n).toBe(0);
    expect((await rest(app.url, 'GET', path, undefined, admin.token)).status).toBe(200);
  });
});
