import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { assertCapacity, countLiveListings } from '../../../server/modules/billing/billing.service.ts';
import { NoPlanError, PlanLimitReachedError } from '../../../server/modules/billing/billing.errors.ts';
import { waitFor } from '../../helpers/wait.ts';
import { insertItems, insertListings } from '../../factories/listings.ts';
import type { ListingChannel, ListingStatus } from '../../../server/modules/listings/listings.statuses.ts';
import { sellerWithCard, startBillingApp, stripe, subscribe } from './billing-helpers.ts';

describe('plan capacity (assertCapacity)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startBillingApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** n items of the seller, each listed on the channel with this status. */
  async function items(userId: string, n: number, status: ListingStatus, channel: ListingChannel = 'EBAY') {
    const ids = await insertItems(app.services, userId, n, `${channel}-${status}`);
    await insertListings(
      app.services,
      ids.map((itemId) => ({ userId, itemId, channel, status })),
    );
  }

  it('passes at the plan limit and fails one over, counting only live listings of that channel and seller', async () => {
    const s = await sellerWithCard(app);
    await subscribe(app, s, { ebayPlanId: 'ebay_basic_monthly' }); // 100 live listings
    await items(s.user.id, 90, 'LISTED');
    await items(s.user.id, 5, 'REVISING');
    await items(s.user.id, 20, 'FAILED_TO_LIST'); // not live
    await items(s.user.id, 7, 'LISTED', 'SHOPIFY'); // Shopify, not eBay
    const other = await sellerWithCard(app);
    await items(other.user.id, 50, 'LISTED'); // another seller's listings do not count
    expect(await countLiveListings(app.services.prisma, s.user.id, 'ebay')).toBe(95);
    expect(await countLiveListings(app.services.prisma, s.user.id, 'shopify')).toBe(7);

    await expect(assertCapacity(app.services, { userId: s.user.id, channel: 'ebay', adding: 5 })).resolves.toMatchObject({ liveListings: 95, remaining: 0 });
    const over = await assertCapacity(app.services, { userId: s.user.id, channel: 'ebay', adding: 6 }).catch((e) => e);
    expect(over).toBeInstanceOf(PlanLimitReachedError);
    expect(over).toMatchObject({
      maxListings: 100,
      liveListings: 95,
      message: 'You have reached the maximum number of eBay listings allowed. Please delete some listings or upgrade your account.',
    });
    // A count the caller made itself (e.g. inside its transaction) is used as given.
    await expect(assertCapacity(app.services, { userId: s.user.id, channel: 'ebay', adding: 1, liveListings: 100 })).rejects.toBeInstanceOf(
      PlanLimitReachedError,
    );

    // Upgrading raises the limit at once.
    await subscribe(app, s, { ebayPlanId: 'ebay_plus_monthly' });
    await expect(assertCapacity(app.services, { userId: s.user.id, channel: 'ebay', adding: 155 })).resolves.toMatchObject({ remaining: 0 });
  });

  it('refuses a channel without a live plan, and a cancelled one once it has ended', async () => {
    const s = await sellerWithCard(app);
    const none = await assertCapacity(app.services, { userId: s.user.id, channel: 'shopify', adding: 1 }).catch((e) => e);
    expect(none).toBeInstanceOf(NoPlanError);
    expect(none.message).toBe('Subscribe to a plan to list on Shopify');
    await subscribe(app, s, { shopifyPlanId: 'shopify_basic_monthly' });
    await expect(assertCapacity(app.services, { userId: s.user.id, channel: 'shopify', adding: 100 })).resolves.toBeTruthy();
    // Ended at Stripe; its webhook brings the row up to date.
    const row = await app.services.prisma.subscription.findFirstOrThrow({ where: { userId: s.user.id } });
    await stripe(app).cancelSubscriptionNow(row.stripeSubscriptionId);
    await waitFor(async () => (await app.services.prisma.subscription.findUniqueOrThrow({ where: { id: row.id } })).status === 'canceled');
    await expect(assertCapacity(app.services, { userId: s.user.id, channel: 'shopify', adding: 1 })).rejects.toBeInstanceOf(NoPlanError);
  });
});
