// Issue 29, "The eBay item location": a merchant-fulfilled item ships from the seller's own address
// (eBay settings ships_from_zip), not from the Amazon fulfilment centre FBA stock sits in. The
// eBay sandbox's offers and inventory locations are the truth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { sessionFor } from '../../../server/modules/connections/sessions.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { ebaySeller, headphones } from './ebay-seller.ts';

const LIST = `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename ... on Error { message } } }`;

describe('eBay item location', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lists a merchant-fulfilled item at the seller's ships-from postcode and an FBA item at Amazon's", async () => {
    const s = await ebaySeller(app);
    expect((await rest(app.url, 'POST', `/user/${s.user.id}/settings`, { ships_from_zip: 'M1 1AE' }, s.token)).status).toBe(200);
    const [fba, mfn] = await headphones(app, s.user.id, 2, { prefix: 'SHIP' });
    // Fixture: the second item is merchant-fulfilled (the seller ships it).
    await app.services.pool.query(`UPDATE inventory_items SET item_type = 'MFN', fba_quantity = 0, mfn_quantity = 4 WHERE id = $1`, [mfn]);
    expect((await app.graphql(LIST, { ids: [fba, mfn] }, s.token)).data.listOnEbay.__typename).not.toMatch(/Error$/);
    await pushListings(app.services, s.user.id, 'EBAY');
    const { rows } = await app.services.pool.query(`SELECT item_id AS "itemId", status, sku FROM listings WHERE user_id = $1`, [s.user.id]);
    expect(rows.map((r) => r.status)).toEqual(['LISTED', 'LISTED']);

    const { api } = await sessionFor(app.services, s.user.id, 'ebay');
    const locations = await api.inventory.getLocations();
    const postcodeOf = async (itemId: string) => {
      const sku = rows.find((r) => r.itemId === itemId)!.sku;
      const [offer] = await api.offers.listForSku(sku);
      return locations.find((l) => l.merchantLocationKey === offer?.merchantLocationKey)?.location?.address?.postalCode;
    };
    expect(await postcodeOf(mfn!)).toBe('M1 1AE');
    expect(await postcodeOf(fba!)).not.toBe('M1 1AE');
  }, 120_000);
});
