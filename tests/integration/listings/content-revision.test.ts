// Issue 28 "Edits reach live listings": the seller saves an edit of a live eBay listing's title
// (the listing view's save, REST PUT fba-items/{id}) and continuous sync revises the listing on eBay
// with it — no bulk Revise — once, even when the edit is saved twice in a row; the listing keeps
// when the content went out. Against the eBay sandbox over real HTTP, the app's worker running.
// (Items written by the eBay helper with https images: on this branch the import's images are http.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../../server/modules/connections/sessions.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';
import { ebayCalls, ebaySeller, headphones } from './ebay-seller.ts';

describe('a saved edit of a live listing is revised on the channel', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('revises the title on eBay once, and the listing says when it went out', async () => {
    const s = await ebaySeller(app, 'ebay_pro_monthly');
    const [id] = await headphones(app, s.user.id, 1, { prefix: 'REV' });
    const listed = await app.graphql(`mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename } }`, { ids: [id] }, s.token);
    expect(listed.data.listOnEbay.__typename).toBe('ListOnEbaySuccess');
    const row = async () =>
      (
        await app.services.pool.query(
          `SELECT status, sync_due AS due, content_pushed_at AS "sentAt", revision_count AS revisions, sku FROM listings WHERE item_id = $1`,
          [id],
        )
      ).rows[0];
    const live = await waitFor(async () => {
      const r = await row();
      return r?.status === 'LISTED' && !r.due && r;
    }, 30_000);
    const listedAt = live.sentAt as Date;
    expect(listedAt).toBeInstanceOf(Date);
    const before = await ebayCalls(app, s.ebayUser);

    // Saved twice in a row (the second a correction): one revision, of the latest title.
    for (const title of ['Sony Over-Ear Headphones, Black', 'Sony Over-Ear Headphones, Midnight Black']) {
      const put = await rest(app.url, 'PUT', `/user/${s.user.id}/fba-items/${id}`, { title }, s.token);
      expect(put.status).toBe(200);
    }
    const ebay = (await sessionFor(app.services, s.user.id, 'ebay')).api;
    await waitFor(async () => (await ebay.inventory.getItem(live.sku)).product?.title === 'Sony Over-Ear Headphones, Midnight Black', 30_000);
    const after = await waitFor(async () => {
      const r = await row();
      return !r.due && r;
    }, 30_000);
    const calls = await ebayCalls(app, s.ebayUser);
    const delta = (op: string) => (calls[op] ?? 0) - (before[op] ?? 0);
    expect(delta('bulkCreateOrReplaceInventoryItem') + delta('createOrReplaceInventoryItem')).toBe(1);
    // No bulk Revise: the row never left LISTED, and the revision counts against eBay's daily 250.
    expect(after.status).toBe('LISTED');
    expect(after.revisions).toBeGreaterThanOrEqual(1);
    expect((after.sentAt as Date).getTime()).toBeGreaterThan(listedAt.getTime());

    // Saving the same content again sends nothing.
    expect((await rest(app.url, 'PUT', `/user/${s.user.id}/fba-items/${id}`, { title: 'Sony Over-Ear Headphones, Midnight Black' }, s.token)).status).toBe(200);
    await waitFor(async () => !(await row()).due, 30_000);
    const again = await ebayCalls(app, s.ebayUser);
    expect((again.bulkCreateOrReplaceInventoryItem ?? 0) + (again.createOrReplaceInventoryItem ?? 0)).toBe(
      (calls.bulkCreateOrReplaceInventoryItem ?? 0) + (calls.createOrReplaceInventoryItem ?? 0),
    );
  }, 120_000);
});
