// The price box's Best Offer toggle end to end on the server: the item's allow_best_offer (saved
// through updateInventoryItem) or the seller's enable_best_offer setting reaches eBay's offer as
// listingPolicies.bestOfferTerms.bestOfferEnabled, on create and on Update Everything.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { sessionFor } from '../../../server/modules/connections/sessions.ts';
import type { TestApp } from '../../helpers/app.ts';
import { startTestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { ebaySeller, headphones, type Seller } from './ebay-seller.ts';

const LIST = `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename ... on ListOnEbaySuccess { count } } }`;
const REVISE = `mutation($ids: [ID!]!) { reviseOnEbay(userId: "-", input: { itemIds: $ids, kind: EVERYTHING }) {
  __typename ... on ReviseOnEbaySuccess { count } ... on Error { message } } }`;
const EDIT = `mutation($id: ID!, $edits: InventoryItemEditsInput!) { updateInventoryItem(userId: "-", id: $id, edits: $edits) {
  __typename ... on InventoryItem { allowBestOffer edits { allowBestOffer } } ... on Error { message } } }`;
const ITEM = `query($id: ID!) { node(id: $id) { ... on InventoryItem { allowBestOffer edits { allowBestOffer } } } }`;

describe('Best Offer on eBay offers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The offer as eBay holds it (getOffer over HTTP), per item. */
  async function offerOf(s: Seller, itemId: string) {
    const { rows } = await app.services.pool.query(`SELECT offer_id FROM listings WHERE user_id = $1 AND item_id = $2 AND channel = 'EBAY'`, [
      s.user.id,
      itemId,
    ]);
    expect(rows[0]?.offer_id).toBeTruthy();
    const session = await sessionFor(app.services, s.user.id, 'ebay');
    return session.api.offers.get(rows[0].offer_id);
  }
  const edit = async (s: Seller, id: string, edits: Record<string, unknown>) => (await app.graphql(EDIT, { id, edits }, s.token)).data.updateInventoryItem;

  it("lists an item with allow_best_offer true as an offer with bestOfferEnabled true; the others follow the seller's default (off)", async () => {
    const s = await ebaySeller(app);
    const [on, plain] = await headphones(app, s.user.id, 2);
    const saved = await edit(s, encodeGlobalID('InventoryItem', on!), { allowBestOffer: true });
    expect(saved).toEqual({ __typename: 'InventoryItem', allowBestOffer: true, edits: { allowBestOffer: true } });
    const stored = await app.services.pool.query(`SELECT user_edited_details FROM inventory_items WHERE id = $1`, [on]);
    expect(stored.rows[0].user_edited_details.allow_best_offer).toBe(true);

    expect((await app.graphql(LIST, { ids: [on, plain] }, s.token)).data.listOnEbay.count).toBe(2);
    await pushListings(app.services, s.user.id, 'EBAY', {});
    expect((await offerOf(s, on!)).listingPolicies?.bestOfferTerms).toEqual({ bestOfferEnabled: true });
    expect((await offerOf(s, plain!)).listingPolicies?.bestOfferTerms).toEqual({ bestOfferEnabled: false });
  });

  it("takes the seller's enable_best_offer as the default; an item's false wins; Update Everything carries a change", async () => {
    const s = await ebaySeller(app);
    expect((await rest(app.url, 'POST', `/user/${s.user.id}/settings`, { enable_best_offer: true }, s.token)).status).toBe(200);
    const [byDefault, off] = await headphones(app, s.user.id, 2);
    await edit(s, off!, { allowBestOffer: false });
    const read = await app.graphql(ITEM, { id: encodeGlobalID('InventoryItem', byDefault!) }, s.token);
    expect(read.data.node).toEqual({ allowBestOffer: true, edits: { allowBestOffer: null } });

    await app.graphql(LIST, { ids: [byDefault, off] }, s.token);
    await pushListings(app.services, s.user.id, 'EBAY', {});
    expect((await offerOf(s, byDefault!)).listingPolicies?.bestOfferTerms).toEqual({ bestOfferEnabled: true });
    expect((await offerOf(s, off!)).listingPolicies?.bestOfferTerms).toEqual({ bestOfferEnabled: false });

    // Clearing the item's choice (null) goes back to the seller's default; revising sends it to eBay.
    expect(await edit(s, off!, { allowBestOffer: null })).toMatchObject({ allowBestOffer: true, edits: { allowBestOffer: null } });
    expect((await app.graphql(REVISE, { ids: [off] }, s.token)).data.reviseOnEbay.count).toBe(1);
    await pushListings(app.services, s.user.id, 'EBAY', {});
    const revised = await offerOf(s, off!);
    expect(revised.listingPolicies?.bestOfferTerms).toEqual({ bestOfferEnabled: true });
    expect(revised.status).toBe('PUBLISHED');
  });

  it('refuses an allowBestOffer that is not true/false at the sandbox boundary, as eBay’s contract types it', async () => {
    const s = await ebaySeller(app);
    const [id] = await headphones(app, s.user.id, 1);
    await app.graphql(LIST, { ids: [id] }, s.token);
    await pushListings(app.services, s.user.id, 'EBAY', {});
    const offer = await offerOf(s, id!);
    const session = await sessionFor(app.services, s.user.id, 'ebay');
    const bad = { ...offer, listingPolicies: { ...offer.listingPolicies, bestOfferTerms: { bestOfferEnabled: 'yes' } } } as never;
    await expect(session.api.offers.update(offer.offerId, bad)).rejects.toMatchObject({ status: 400 });
  });
});
