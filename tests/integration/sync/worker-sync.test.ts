// Continuous sync with the app's own worker: an Amazon quantity change, once the poll has read it,
// reaches eBay through the queued listings__sync job a few seconds later, in one bulk call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../../server/modules/connections/sessions.ts';
import { pollQuantities } from '../../../server/modules/inventory/quantity-poll.service.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { waitFor } from '../../helpers/wait.ts';
import { ebayCalls } from '../listings/ebay-seller.ts';
import { amazonControl, syncSeller, US_SELLER } from './sync-seller.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SANDBOXES: 'auto' });
});
afterAll(async () => {
  await app?.close();
});

describe('continuous sync on the worker', () => {
  it('pushes an Amazon change to eBay within seconds of the poll, in one call', async () => {
    const s = await syncSeller(app, 30, 'ebay_pro_monthly', { worker: true });
    const before = (await ebayCalls(app, s.ebayUser)).bulkUpdatePriceQuantity ?? 0;
    const control = amazonControl(app);
    for (const item of s.items.slice(0, 20)) await control.setQuantity(US_SELLER, item.sku, { fulfillable: 1 });
    // The minute cron may poll first; either way the change is read once.
    await pollQuantities(app.services, s.user.id);
    const { api } = await sessionFor(app.services, s.user.id, 'ebay');
    await waitFor(async () => (await api.offers.listForSku(s.items[19]!.sku))[0]?.availableQuantity === 1, 20_000, 200);
    expect(((await ebayCalls(app, s.ebayUser)).bulkUpdatePriceQuantity ?? 0) - before).toBe(1);
    // The batch is settled right after eBay's answer: the history follows within moments.
    const changes = async () =>
      (await app.services.pool.query(`SELECT count(*)::int AS n FROM listing_changes WHERE user_id = $1`, [s.user.id])).rows[0].n as number;
    await waitFor(async () => (await changes()) === 20, 5_000, 50);
    expect(await changes()).toBe(20);
  });
});
