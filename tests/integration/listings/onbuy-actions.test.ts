// The OnBuy status panel's actions (listOnOnbuy / delistFromOnbuy, REST onbuy/create-listing and
// onbuy/delist-listing): OnBuy's alerts (no authorised account, no plan room) and tenant isolation
// through GraphQL, node(id) and REST.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import type { TestApp } from '../../helpers/app.ts';
import { startTestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { sellerWithCard, subscribe } from '../billing/billing-helpers.ts';
import { OPC, onbuyItems, onbuyListingSeller } from './onbuy-listing-seller.ts';

const LIST = `mutation($ids: [ID!]!) { listOnOnbuy(userId: "-", input: { itemIds: $ids }) {
  __typename ... on ListOnOnbuySuccess { count items { itemId } } ... on Error { message code } } }`;
const DELIST = `mutation($ids: [ID!]!) { delistFromOnbuy(userId: "-", input: { itemIds: $ids }) {
  __typename ... on DelistFromOnbuySuccess { count items { itemId } } ... on Error { message code } } }`;

const REAUTH = 'You need to reauthorize your OnBuy account before you can list on OnBuy';
const QUOTA = 'You do not have enough OnBuy listings available to list this item. You can upgrade your plan in Settings -> Account & Payment.';

describe('OnBuy listing actions: alerts and tenants', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });
  const statuses = async (userId: string) =>
    (await app.services.pool.query(`SELECT status FROM listings WHERE user_id = $1 AND channel = 'ONBUY' ORDER BY sku`, [userId])).rows.map((r) => r.status);

  it("a seller without OnBuy authorised gets the spec's alert, through GraphQL and REST, and nothing is marked", async () => {
    const s = await sellerWithCard(app);
    expect((await subscribe(app, s, { onbuyPlanId: 'onbuy_basic_monthly' })).status).toBe(200);
    const [id] = await onbuyItems(app, s.user.id, [{ opc: OPC.echoDot }]);
    expect((await app.graphql(LIST, { ids: [id] }, s.token)).data.listOnOnbuy).toEqual({
      __typename: 'OnbuyAccountNeededError',
      message: REAUTH,
      code: 'ONBUY_NEEDS_REAUTH',
    });
    const r = await rest(app.url, 'POST', `/user/${s.user.id}/onbuy/create-listing/${id}`, {}, s.token);
    expect([r.status, r.body.message]).toEqual([409, REAUTH]);
    // Withdrawn keys (the connection marked NEEDS_REAUTH) read the same.
    const t = await onbuyListingSeller(app);
    await app.services.pool.query(`UPDATE connections SET status = 'NEEDS_REAUTH' WHERE user_id = $1 AND kind = 'ONBUY'`, [t.user.id]);
    const [tid] = await onbuyItems(app, t.user.id, [{ opc: OPC.echoDot }]);
    expect((await app.graphql(LIST, { ids: [tid] }, t.token)).data.listOnOnbuy.message).toBe(REAUTH);
    expect(await statuses(s.user.id)).toEqual([]);
    expect(await statuses(t.user.id)).toEqual([]);
  });

  it("a seller without an OnBuy plan gets the spec's quota alert", async () => {
    const s = await onbuyListingSeller(app, { plan: null });
    const [id] = await onbuyItems(app, s.user.id, [{ opc: OPC.echoDot }]);
    expect((await app.graphql(LIST, { ids: [id] }, s.token)).data.listOnOnbuy).toEqual({
      __typename: 'PlanLimitReachedError',
      message: QUOTA,
      code: 'PLAN_LIMIT_REACHED',
    });
    const r = await rest(app.url, 'POST', `/user/${s.user.id}/onbuy/create-listing/${id}`, {}, s.token);
    expect([r.status, r.body.message]).toEqual([402, QUOTA]);
    expect(await statuses(s.user.id)).toEqual([]);
  });

  it("another seller cannot list, delist or read a seller's OnBuy listing through GraphQL, node(id) or REST", async () => {
    const owner = await onbuyListingSeller(app);
    const [id, other] = await onbuyItems(app, owner.user.id, [{ opc: OPC.echoDot }, { opc: OPC.airpods }]);
    await app.graphql(LIST, { ids: [id] }, owner.token);
    await pushListings(app.services, owner.user.id, 'ONBUY');
    expect(await statuses(owner.user.id)).toEqual(['PUBLISHED']);

    const intruder = await onbuyListingSeller(app);
    // GraphQL: the owner's item ids name nothing of the intruder's.
    expect((await app.graphql(DELIST, { ids: [id] }, intruder.token)).data.delistFromOnbuy).toEqual({
      __typename: 'DelistFromOnbuySuccess',
      count: 0,
      items: [],
    });
    expect((await app.graphql(LIST, { ids: [other] }, intruder.token)).data.listOnOnbuy).toEqual({ __typename: 'ListOnOnbuySuccess', count: 0, items: [] });
    // Acting for the owner by naming their user id is refused.
    const asOwner = await app.graphql(
      `mutation($u: String!, $ids: [ID!]!) { delistFromOnbuy(userId: $u, input: { itemIds: $ids }) { __typename } }`,
      { u: owner.user.id, ids: [id] },
      intruder.token,
    );
    expect(asOwner.data?.delistFromOnbuy ?? null).toBeNull();
    // node(id): the owner's listing is not the intruder's to read.
    const { rows } = await app.services.pool.query(`SELECT id FROM listings WHERE item_id = $1 AND channel = 'ONBUY'`, [id]);
    const listingId = encodeGlobalID('Listing', rows[0].id);
    const seen = await app.graphql(`query($id: ID!) { node(id: $id) { id ... on Listing { status } } }`, { id: listingId }, intruder.token);
    expect(seen.data?.node ?? null).toBeNull();
    const itemSeen = await app.graphql(
      `query($id: ID!) { node(id: $id) { ... on InventoryItem { onbuyListing { status } } } }`,
      { id: encodeGlobalID('InventoryItem', id!) },
      intruder.token,
    );
    expect(itemSeen.data?.node ?? null).toBeNull();
    const mine = await app.graphql(`query($id: ID!) { node(id: $id) { ... on Listing { status sku externalId } } }`, { id: listingId }, owner.token);
    expect(mine.data.node).toMatchObject({ status: 'PUBLISHED', externalId: OPC.echoDot });
    // REST: on the intruder's own path the owner's item is not found; on the owner's path, forbidden.
    for (const action of ['create-listing', 'delist-listing']) {
      const own = await rest(app.url, 'POST', `/user/${intruder.user.id}/onbuy/${action}/${id}`, {}, intruder.token);
      expect([action, own.status]).toEqual([action, 404]);
      const theirs = await rest(app.url, 'POST', `/user/${owner.user.id}/onbuy/${action}/${id}`, {}, intruder.token);
      expect([action, theirs.status]).toEqual([action, 403]);
    }
    const bad = await rest(app.url, 'POST', `/user/${intruder.user.id}/onbuy/create-listing/not-an-id`, {}, intruder.token);
    expect(bad.status).toBe(400);
    // The intruder's push has nothing to do; the owner's listing is as it was.
    expect(await pushListings(app.services, intruder.user.id, 'ONBUY')).toMatchObject({ settled: 0 });
    expect(await statuses(owner.user.id)).toEqual(['PUBLISHED']);
    expect(await statuses(intruder.user.id)).toEqual([]);
  });
});
