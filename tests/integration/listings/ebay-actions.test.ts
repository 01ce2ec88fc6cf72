// Listing actions' checks: the eBay connection, plan capacity, tenant isolation, and a revoked
// eBay consent that stops the push without losing the queued rows.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { createSeller } from '../../factories/users.ts';
import type { TestApp } from '../../helpers/app.ts';
import { startTestApp } from '../../helpers/app.ts';
import { ebaySeller, headphones } from './ebay-seller.ts';

const LIST = `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) {
  __typename ... on ListOnEbaySuccess { count } ... on Error { message } } }`;
const DELIST = `mutation($ids: [ID!]!) { delistFromEbay(userId: "-", input: { itemIds: $ids }) {
  __typename ... on DelistFromEbaySuccess { count } ... on Error { message } } }`;

describe('listing actions: connection, capacity, tenants, reauthorisation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });
  const status = async (userId: string) =>
    (await app.services.pool.query(`SELECT status FROM listings WHERE user_id = $1 ORDER BY sku`, [userId])).rows.map((r) => r.status);

  it('a seller without eBay gets the spec alert and nothing is marked', async () => {
    const s = await createSeller(app);
    const ids = await headphones(app, s.user.id, 1);
    const res = await app.graphql(LIST, { ids }, s.token);
    expect(res.data.listOnEbay).toEqual({
      __typename: 'EbayNotAuthorizedError',
      message: 'You must authorize eBay in settings -> linked platforms before you can list items.',
    });
    expect(await status(s.user.id)).toEqual([]);
  });

  it('capacity equal to the plan limit passes and one over is refused with the spec alert', async () => {
    const s = await ebaySeller(app); // basic: 100 listings
    const first = await headphones(app, s.user.id, 98, { prefix: 'A' });
    expect((await app.graphql(LIST, { ids: first }, s.token)).data.listOnEbay.count).toBe(98);
    const more = await headphones(app, s.user.id, 3, { prefix: 'B' });
    const over = await app.graphql(LIST, { ids: more }, s.token);
    expect(over.data.listOnEbay).toEqual({
      __typename: 'PlanLimitReachedError',
      message: 'You do not have enough eBay listings available to list these items.',
    });
    expect((await app.graphql(LIST, { ids: more.slice(0, 2) }, s.token)).data.listOnEbay.count).toBe(2);
  });

  it("another seller's listing cannot be read or changed through GraphQL, node(id) or the page query", async () => {
    const owner = await ebaySeller(app);
    const [id] = await headphones(app, owner.user.id, 1);
    await app.graphql(LIST, { ids: [id] }, owner.token);
    const other = await ebaySeller(app);
    expect((await app.graphql(DELIST, { ids: [id] }, other.token)).data.delistFromEbay.count).toBe(0);
    expect((await app.graphql(LIST, { ids: [id] }, other.token)).data.listOnEbay.count).toBe(0);
    const { rows } = await app.services.pool.query(`SELECT id FROM listings WHERE item_id = $1`, [id]);
    const node = await app.graphql(
      `query($id: ID!) { node(id: $id) { id ... on Listing { status } } }`,
      { id: encodeGlobalID('Listing', rows[0].id) },
      other.token,
    );
    expect(node.data?.node ?? null).toBeNull();
    const mine = await app.graphql(
      `query($id: ID!) { node(id: $id) { ... on Listing { status item { itemId } } } }`,
      { id: encodeGlobalID('Listing', rows[0].id) },
      owner.token,
    );
    expect(mine.data.node).toEqual({ status: 'LISTING', item: { itemId: id } });
    const page = await app.graphql(`query($u: String!) { ebayListings(userId: $u) { totalCount } }`, { u: owner.user.id }, other.token);
    expect(page.data?.ebayListings ?? null).toBeNull();
    const own = await app.graphql(`{ ebayListings(userId: "-") { totalCount edges { node { status item { itemId } } } } }`, {}, owner.token);
    expect(own.data.ebayListings).toEqual({ totalCount: 1, edges: [{ node: { status: 'LISTING', item: { itemId: id } } }] });
    expect(await status(owner.user.id)).toEqual(['LISTING']);
  });

  it('a revoked eBay consent stops the push, keeps the rows queued and marks the connection', async () => {
    const s = await ebaySeller(app);
    const ids = await headphones(app, s.user.id, 3);
    await app.graphql(LIST, { ids }, s.token);
    await fetch(`${app.services.clients.ebay!.apiUrl}/__sandbox/users/${s.ebayUser}/revoke-tokens`, { method: 'POST' });
    await app.services.pool.query(`UPDATE connections SET access_token_expires_at = now() - interval '1 minute' WHERE user_id = $1 AND kind = 'EBAY'`, [
      s.user.id,
    ]);
    const result = await pushListings(app.services, s.user.id, 'EBAY');
    expect(result).toMatchObject({ stoppedForReauth: true, settled: 0, left: 3 });
    expect(await status(s.user.id)).toEqual(['LISTING', 'LISTING', 'LISTING']);
    const conn = await app.services.pool.query(`SELECT status FROM connections WHERE user_id = $1 AND kind = 'EBAY'`, [s.user.id]);
    expect(conn.rows[0].status).toBe('NEEDS_REAUTH');
    const again = await app.graphql(LIST, { ids: await headphones(app, s.user.id, 1, { prefix: 'X' }) }, s.token);
    expect(again.data.listOnEbay.__typename).toBe('EbayReauthorizationNeededError');
  });
});
