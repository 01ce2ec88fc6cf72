// Creating a new OnBuy product for an item ('Create New', issue 14) against the OnBuy sandbox over
// real HTTP, with the real worker polling OnBuy's queue: Queued → Created (the item gets its OPC, so
// it can be listed) or Failed with OnBuy's error; the look-ups need 4 characters and are cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';
import { createSeller } from '../../factories/users.ts';
import { onbuyControl, onbuyReadyItems, onbuySeller, SECOND_ONBUY_KEYS } from './onbuy-seller.ts';

let app: TestApp;
let control: ReturnType<typeof onbuyControl>;

beforeAll(async () => {
  // Polls every 200 ms doubling to 800 ms: the back-off's shape at test speed.
  app = await startTestApp({ SANDBOXES: 'auto', ONBUY_QUEUE_POLL_FIRST_MS: '200', ONBUY_QUEUE_POLL_MAX_MS: '800' });
  control = onbuyControl(app.services.config.ONBUY_API_URL);
  // OnBuy's catalogue team decides when the test says so (its real delay is 20 minutes to weeks).
  await control.knobs({ queueDelaySeconds: 3600 });
});
afterAll(async () => {
  await app?.close();
});

const CREATION = `status queueId opc errorMessage sellerSku categoryId brand condition`;
const itemState = (token: string, itemId: string) =>
  app.graphql(
    `query($id: ID!) { node(id: $id) { ... on InventoryItem { onbuySettingsTab onbuyChoice { categoryId categoryName brandName conditionCode }
       edits { title } onbuyProductCreation { id ${CREATION} } } } }`,
    { id: Buffer.from(`InventoryItem:${itemId}`).toString('base64') },
    token,
  );
const CREATE = `mutation($u: String!, $input: CreateOnbuyProductInput!) { createOnbuyProduct(userId: $u, input: $input) {
  __typename ... on Error { code message } ... on CreateOnbuyProductSuccess { creation { ${CREATION} } } } }`;
const jobsOf = async (itemId: string) =>
  (
    await app.services.pool.query<{ run_at: Date; key: string | null; queue_name: string | null }>(
      `SELECT j.run_at, j.key, q.queue_name FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
         LEFT JOIN graphile_worker._private_job_queues q ON q.id = j.job_queue_id
        WHERE t.identifier = 'onbuy__product_queue' AND j.payload->>'itemId' = $1`,
      [itemId],
    )
  ).rows;

describe('OnBuy category, brand and condition look-ups', () => {
  it("needs at least 4 characters ('Type at least 4 characters'), through GraphQL and REST", async () => {
    const s = await onbuySeller(app);
    const g = await app.graphql(
      `query($u: String!) { onbuyCategories(userId: $u, query: "yog") { __typename ... on Error { code message } } }`,
      { u: s.user.id },
      s.token,
    );
    expect(g.data.onbuyCategories).toEqual({ __typename: 'OnbuyLookupTooShortError', code: 'ONBUY_QUERY_TOO_SHORT', message: 'Type at least 4 characters' });
    const r = await rest(app.url, 'GET', `/user/${s.user.id}/onbuy/brands?query=${encodeURIComponent(' so ')}`, undefined, s.token);
    expect([r.status, r.body.message]).toEqual([400, 'Type at least 4 characters']);
  });

  it('finds categories by name with can_list_in and avaliable_condition_slugs, and serves a repeat from the 60 s cache', async () => {
    const s = await onbuySeller(app);
    const r = await rest(app.url, 'GET', `/user/${s.user.id}/onbuy/categories?filter[name]=book`, undefined, s.token);
    expect(r.status).toBe(200);
    expect(r.body.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category_id: 40, name: 'Books', can_list_in: false }),
        expect.objectContaining({ category_id: 4013, name: 'History Books', can_list_in: true, avaliable_condition_slugs: ['new', 'good', 'average', 'poor'] }),
      ]),
    );
    // The cached answer is what the next call gets (OnBuy is not asked again within 60 s).
    await app.services.pool.query(
      `UPDATE onbuy_lookup_cache SET results = '[{"category_id": 1, "name": "From the cache", "category_tree": "", "parent_id": null, "category_type_id": 2, "can_list_in": true}]'
        WHERE user_id = $1 AND kind = 'categories' AND query = 'book'`,
      [s.user.id],
    );
    const g = await app.graphql(
      `query($u: String!) { onbuyCategories(userId: $u, query: "BOOK") { ... on OnbuyCategoriesResult { categories { categoryId name } } } }`,
      { u: s.user.id },
      s.token,
    );
    expect(g.data.onbuyCategories.categories).toEqual([{ categoryId: 1, name: 'From the cache' }]);
    // A stale entry is asked again.
    await app.services.pool.query(`UPDATE onbuy_lookup_cache SET fetched_at = now() - interval '61 seconds' WHERE user_id = $1`, [s.user.id]);
    const again = await rest(app.url, 'GET', `/user/${s.user.id}/onbuy/categories?query=book`, undefined, s.token);
    expect(again.body.results.map((c: { name: string }) => c.name)).toContain('History Books');
  });

  it('finds brands, and gives the conditions of a category with the chosen one reset (spec 001 §4)', async () => {
    const s = await onbuySeller(app);
    const b = await app.graphql(
      `query($u: String!) { onbuyBrands(userId: $u, query: "sony") { ... on OnbuyBrandsResult { brands { brandId name } } } }`,
      { u: s.user.id },
      s.token,
    );
    expect(b.data.onbuyBrands.brands).toEqual([{ brandId: 507, name: 'Sony' }]);
    // Kitchen Knives: new only → 'good' becomes 'new'.
    const knives = await rest(app.url, 'GET', `/user/${s.user.id}/onbuy/conditions?category_id=2170&chosen=good`, undefined, s.token);
    expect(knives.body).toEqual({ results: [{ condition_id: 'new', name: 'New' }], condition: 'new' });
    // Frying Pans: new or good → 'average' is cleared; 'good' stays.
    const pans = `query($u: String!, $c: String) { onbuyConditions(userId: $u, categoryId: 216011, chosen: $c) { ... on OnbuyConditionsResult { condition conditions { conditionId } } } }`;
    expect((await app.graphql(pans, { u: s.user.id, c: 'average' }, s.token)).data.onbuyConditions).toEqual({
      condition: null,
      conditions: [{ conditionId: 'new' }, { conditionId: 'good' }],
    });
    expect((await app.graphql(pans, { u: s.user.id, c: 'good' }, s.token)).data.onbuyConditions.condition).toBe('good');
  });

  it('asks a seller without OnBuy to authorise it first', async () => {
    const s = await createSeller(app);
    const r = await rest(app.url, 'GET', `/user/${s.user.id}/onbuy/categories?query=yoga`, undefined, s.token);
    expect([r.status, r.body.message]).toEqual([409, 'You need to reauthorize your OnBuy account before you can list on OnBuy']);
  });
});

describe('creating a new OnBuy product', () => {
  it('goes Queued (queue id, poll job in Postgres) → Created with its OPC, which becomes the item’s onbuy_product_code', async () => {
    const s = await onbuySeller(app);
    const [itemId] = await onbuyReadyItems(app, s.user.id, 1);
    const before = await itemState(s.token, itemId!);
    expect(before.data.node.onbuyProductCreation).toMatchObject({ status: 'NOT_SUBMITTED', queueId: null });
    expect(before.data.node.onbuySettingsTab).toBe('CHOOSE');

    const res = await app.graphql(CREATE, { u: s.user.id, input: { itemId, categoryId: 216011, brandName: 'Skillet Co', conditionCode: 'new' } }, s.token);
    const created = res.data.createOnbuyProduct;
    expect(created.__typename).toBe('CreateOnbuyProductSuccess');
    expect(created.creation).toMatchObject({ status: 'QUEUED', opc: null, categoryId: 216011, brand: 'Skillet Co', condition: 'new' });
    const queueId = created.creation.queueId as string;
    expect(queueId).toMatch(/^\d+$/);
    const [job] = await jobsOf(itemId!);
    expect(job).toMatchObject({ key: `onbuy-product-queue:${itemId}` });
    expect(job!.queue_name).toMatch(/^onbuy-products:/);

    const queued = await itemState(s.token, itemId!);
    expect(queued.data.node).toMatchObject({
      onbuySettingsTab: 'CREATE',
      onbuyChoice: { categoryId: 216011, categoryName: 'Frying Pans & Skillets', brandName: 'Skillet Co', conditionCode: 'new' },
    });
    // The worker keeps polling while OnBuy has not decided.
    await waitFor(async () => (await app.services.pool.query(`SELECT checks FROM onbuy_product_creations WHERE item_id = $1`, [itemId])).rows[0]?.checks >= 2);
    expect((await itemState(s.token, itemId!)).data.node.onbuyProductCreation.status).toBe('QUEUED');

    const decided = await control.approve(queueId);
    expect(decided.status).toBe('success');
    const done = await waitFor(async () => {
      const n = (await itemState(s.token, itemId!)).data.node;
      return n.onbuyProductCreation.status === 'CREATED' ? n : null;
    });
    expect(done.onbuyProductCreation).toMatchObject({ queueId, opc: decided.opc, errorMessage: null });
    const edits = (await app.services.pool.query(`SELECT user_edited_details AS e FROM inventory_items WHERE id = $1`, [itemId])).rows[0].e;
    expect(edits).toMatchObject({ onbuy_product_code: decided.opc, onbuy_product_url: expect.stringContaining(decided.opc) });
    // No poll left once OnBuy decided.
    await waitFor(async () => (await jobsOf(itemId!)).length === 0);

    // The legacy view of it.
    const info = await rest(app.url, 'GET', `/user/${s.user.id}/onbuy/queue-info-for-item/${itemId}`, undefined, s.token);
    expect(info.body).toMatchObject({
      results: { queue_id: queueId, uid: itemId, status: 'success', opc: decided.opc },
      onbuy_settings: { status: 'Created', queue_id: queueId, product_created_opc: decided.opc, error_message: null },
    });
    const byQueue = await rest(app.url, 'GET', `/user/${s.user.id}/onbuy/queue-info/${queueId}`, undefined, s.token);
    expect(byQueue.body.results).toMatchObject({ queue_id: queueId, status: 'success' });
    // Created once: a second submission is refused.
    const twice = await app.graphql(CREATE, { u: s.user.id, input: { itemId } }, s.token);
    expect(twice.data.createOnbuyProduct).toMatchObject({ __typename: 'OnbuyProductStateError' });
  });

  it("shows OnBuy's error when its queue fails the product, and lets the seller submit again", async () => {
    const s = await onbuySeller(app);
    const [itemId] = await onbuyReadyItems(app, s.user.id, 1, 'FAIL');
    const res = await rest(
      app.url,
      'POST',
      `/user/${s.user.id}/onbuy/create-product/${itemId}`,
      { onbuy_category: { category_id: 2710, name: 'Yoga Mats' }, onbuy_brand: 'Mat Makers', onbuy_condition_code: 'good' },
      s.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, queue_id: expect.any(String), onbuy_settings: { status: 'Queued' } });
    await control.fail(res.body.queue_id, 'Brand "Mat Makers" requires brand approval');
    const failed = await waitFor(async () => {
      const c = (await itemState(s.token, itemId!)).data.node.onbuyProductCreation;
      return c.status === 'FAILED' ? c : null;
    });
    expect(failed).toMatchObject({ errorMessage: 'Brand "Mat Makers" requires brand approval', opc: null });
    const edits = (await app.services.pool.query(`SELECT user_edited_details AS e FROM inventory_items WHERE id = $1`, [itemId])).rows[0].e;
    expect(edits.onbuy_product_code).toBeUndefined();

    const retry = await app.graphql(CREATE, { u: s.user.id, input: { itemId, brandName: 'Sony', brandId: 507 } }, s.token);
    expect(retry.data.createOnbuyProduct.creation).toMatchObject({ status: 'QUEUED', brand: 'Sony', errorMessage: null });
    expect(retry.data.createOnbuyProduct.creation.queueId).not.toBe(res.body.queue_id);
  });

  it('checks the category, brand and condition first, resetting the condition per the category', async () => {
    const s = await onbuySeller(app);
    const [itemId] = await onbuyReadyItems(app, s.user.id, 1, 'CHK');
    const create = (input: Record<string, unknown>) => app.graphql(CREATE, { u: s.user.id, input: { itemId, ...input } }, s.token);
    expect((await create({})).data.createOnbuyProduct).toMatchObject({ __typename: 'OnbuyProductInputError', message: 'Choose an OnBuy category' });
    expect((await create({ categoryId: 40 })).data.createOnbuyProduct).toMatchObject({
      __typename: 'OnbuyCategoryNotListableError',
      message: 'This category is not available for listing',
    });
    expect((await create({ categoryId: 2710, conditionCode: 'good' })).data.createOnbuyProduct).toMatchObject({ message: 'Choose a brand' });
    // Frying Pans allow new and good: 'poor' is cleared, so a condition must be chosen.
    expect((await create({ categoryId: 216011, brandName: 'Pan Co', conditionCode: 'poor' })).data.createOnbuyProduct).toMatchObject({
      __typename: 'OnbuyProductInputError',
      message: 'Choose a condition',
    });
    // Kitchen Knives allow only new: 'good' becomes 'new' and the product is queued with it.
    const ok = await create({ categoryId: 2170, conditionCode: 'good' });
    expect(ok.data.createOnbuyProduct.creation).toMatchObject({ status: 'QUEUED', condition: 'new', brand: 'Pan Co' });
    expect((await itemState(s.token, itemId!)).data.node.onbuyChoice).toMatchObject({ categoryId: 2170, conditionCode: 'new' });
  });

  it('refuses an item OnBuy could not make a product of (no EAN/UPC, no image), saying what is missing', async () => {
    const s = await onbuySeller(app);
    const [noEan, noImage] = await onbuyReadyItems(app, s.user.id, 2, 'BAD');
    await app.services.pool.query(`UPDATE inventory_items SET catalog_details = catalog_details - 'product_details' WHERE id = $1`, [noEan]);
    await app.services.pool.query(`UPDATE inventory_items SET catalog_details = catalog_details - 'images' WHERE id = $1`, [noImage]);
    const input = { categoryId: 2710, brandName: 'Mat Co', conditionCode: 'new' };
    expect((await app.graphql(CREATE, { u: s.user.id, input: { itemId: noEan, ...input } }, s.token)).data.createOnbuyProduct).toMatchObject({
      __typename: 'OnbuyProductInputError',
      message: "OnBuy needs the item's EAN or UPC to create a product; add it to the item's details",
    });
    const r = await rest(
      app.url,
      'POST',
      `/user/${s.user.id}/onbuy/create-product/${noImage}`,
      { onbuy_category: 2710, onbuy_brand: 'Mat Co', onbuy_condition_code: 'new' },
      s.token,
    );
    expect([r.status, r.body.message, r.body.field]).toEqual([400, 'OnBuy needs at least one image of the product', 'default_image']);
    expect((await itemState(s.token, noImage!)).data.node.onbuyProductCreation.status).toBe('NOT_SUBMITTED');
  });
});

describe('tenant isolation of OnBuy product creation', () => {
  it("keeps a seller's product state and actions from another seller (GraphQL, node(id), REST)", async () => {
    const a = await onbuySeller(app);
    const b = await onbuySeller(app, SECOND_ONBUY_KEYS);
    const [itemId] = await onbuyReadyItems(app, a.user.id, 1, 'ISO');
    const res = await app.graphql(CREATE, { u: a.user.id, input: { itemId, categoryId: 2710, brandName: 'Mat Co', conditionCode: 'new' } }, a.token);
    const creationId = (await itemState(a.token, itemId!)).data.node.onbuyProductCreation.id;
    expect(res.data.createOnbuyProduct.creation.status).toBe('QUEUED');

    // node(id) of A's item and of its creation: null for B.
    expect((await itemState(b.token, itemId!)).data.node).toBeNull();
    const n = await app.graphql(`query($id: ID!) { node(id: $id) { id ... on OnbuyProductCreation { status queueId } } }`, { id: creationId }, b.token);
    expect(n.data.node).toBeNull();
    const own = await app.graphql(`query($id: ID!) { node(id: $id) { ... on OnbuyProductCreation { status } } }`, { id: creationId }, a.token);
    expect(own.data.node).toEqual({ status: 'QUEUED' });

    // B acting on A's item through B's own id: the item is not found; A's id: refused.
    const gq = await app.graphql(CREATE, { u: b.user.id, input: { itemId, categoryId: 2710, brandName: 'X', conditionCode: 'new' } }, b.token);
    expect(gq.data.createOnbuyProduct).toMatchObject({ __typename: 'InventoryItemNotFoundError' });
    const asA = await app.graphql(CREATE, { u: a.user.id, input: { itemId } }, b.token);
    expect(asA.data?.createOnbuyProduct ?? null).toBeNull();
    expect(asA.errors?.length).toBeGreaterThan(0);

    const restOwn = await rest(app.url, 'POST', `/user/${b.user.id}/onbuy/create-product/${itemId}`, {}, b.token);
    expect(restOwn.status).toBe(404);
    const restInfo = await rest(app.url, 'GET', `/user/${b.user.id}/onbuy/queue-info-for-item/${itemId}`, undefined, b.token);
    expect(restInfo.status).toBe(404);
    const restA = await rest(app.url, 'GET', `/user/${a.user.id}/onbuy/queue-info-for-item/${itemId}`, undefined, b.token);
    expect(restA.status).toBe(403);
    // A's queue id through B's own OnBuy account: OnBuy answers only its own seller's queues.
    const queueId = res.data.createOnbuyProduct.creation.queueId;
    const otherQueue = await rest(app.url, 'GET', `/user/${b.user.id}/onbuy/queue-info/${queueId}`, undefined, b.token);
    expect([otherQueue.status, otherQueue.body.message]).toEqual([400, 'Queue entry not found']);
    expect((await rest(app.url, 'GET', `/user/${a.user.id}/onbuy/queue-info/${queueId}`, undefined, a.token)).body.results).toMatchObject({
      queue_id: queueId,
      status: 'pending',
    });
    expect((await app.services.pool.query(`SELECT count(*)::int AS n FROM onbuy_product_creations WHERE user_id = $1`, [b.user.id])).rows[0].n).toBe(0);
  });
});
