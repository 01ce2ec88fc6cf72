import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { assertCapacity } from '../../../server/modules/billing/billing.service.ts';
import { channelRule, LISTING_CHANNELS, LISTING_STATUSES, type SpecChannel as ListingChannel } from '../../../server/modules/listings/listings.statuses.ts';
import { insertItems, insertListings } from '../../factories/listings.ts';
import { liveCounts } from '../../../server/modules/listings/listings.service.ts';
import { sellerWithCard, startBillingApp, subscribe } from '../billing/billing-helpers.ts';

// The plan gauge, the capacity check and the inventory's 'listed' filter must give the same number
// for every status of every channel (issue 10: they used to keep three different lists).
// The spec's live sets, written out as the oracle (000 §4; 002 §4 with 000 §4's "LISTED, LISTING
// and others"; 001 §4 PUBLISHED).
const SPEC_LIVE: Record<ListingChannel, string[]> = {
  EBAY: ['LISTED', 'REVISED', 'REVISING', 'REVISING_IMAGE', 'FAILED_TO_REVISE', 'REVISED_PRICE'],
  SHOPIFY: ['LISTED', 'LISTING', 'PUBLISHING', 'UNPUBLISHING', 'UNPUBLISHED'],
  ONBUY: ['PUBLISHED'],
};
const FILTER_ARG = { EBAY: 'ebayStatus', SHOPIFY: 'shopifyStatus', ONBUY: 'onbuyStatus' } as const;
const STATS_FIELD = { EBAY: 'activeEbayListings', SHOPIFY: 'activeShopifyListings', ONBUY: 'activeOnbuyListings' } as const;
const LISTING_FIELD = { EBAY: 'ebayListing', SHOPIFY: 'shopifyListing', ONBUY: 'onbuyListing' } as const;
const N = 4;

let app: TestApp;
let seller: Awaited<ReturnType<typeof sellerWithCard>>;

beforeAll(async () => {
  app = await startBillingApp();
  seller = await sellerWithCard(app);
  const res = await subscribe(app, seller, { ebayPlanId: 'ebay_basic_monthly', shopifyPlanId: 'shopify_basic_monthly', onbuyPlanId: 'onbuy_basic_monthly' });
  expect(res.status).toBe(200);
  const itemIds = await insertItems(app.services, seller.user.id, N, 'AGREE');
  await insertItems(app.services, seller.user.id, 3, 'NEVER'); // on no channel
  await insertListings(
    app.services,
    itemIds.flatMap((itemId) => LISTING_CHANNELS.map((channel) => ({ userId: seller.user.id, itemId, channel, status: channelRule(channel).statuses[0]! }))),
  );
  // Another seller's live listings count for nobody else.
  const other = await sellerWithCard(app, { card: false });
  const otherItems = await insertItems(app.services, other.user.id, 5, 'OTHER');
  await insertListings(
    app.services,
    otherItems.flatMap((itemId) => LISTING_CHANNELS.map((channel) => ({ userId: other.user.id, itemId, channel, status: channelRule(channel).live[0]! }))),
  );
});
afterAll(async () => {
  await app?.close();
});

async function counts(channel: ListingChannel) {
  const gql = await app.graphql(
    `{
      user(userId: "-") { channelBilling { channel liveListings } }
      inventoryStats(userId: "-") { ${STATS_FIELD[channel]} }
      listed: inventory(userId: "-", ${FILTER_ARG[channel]}: listed) { totalCount }
      unlisted: inventory(userId: "-", ${FILTER_ARG[channel]}: unlisted) { totalCount }
      one: inventory(userId: "-", search: "AGREE-0") { edges { node { ${LISTING_FIELD[channel]} { channel status live inProgress errored } } } }
    }`,
    {},
    seller.token,
  );
  expect(gql.errors).toBeUndefined();
  const capacity = await assertCapacity(app.services, { userId: seller.user.id, channel: channel.toLowerCase() as 'ebay', adding: 0 });
  const all = await liveCounts(app.services.prisma, seller.user.id);
  // What the client colours its chip by: the same rule, sent with the listing.
  const listing = gql.data.one.edges[0].node[LISTING_FIELD[channel]];
  expect(listing).toMatchObject({ channel, live: SPEC_LIVE[channel].includes(listing.status) });
  expect(listing.inProgress).toBe(channelRule(channel).inProgress.includes(listing.status));
  expect(listing.errored).toBe(listing.status.startsWith('FAILED'));
  return {
    status: listing.status,
    liveCounts: all[channel],
    gauge: gql.data.user.channelBilling.find((c: { channel: string }) => c.channel === channel).liveListings as number,
    stats: gql.data.inventoryStats[STATS_FIELD[channel]] as number,
    capacity: capacity.liveListings,
    listedFilter: gql.data.listed.totalCount as number,
    unlistedFilter: gql.data.unlisted.totalCount as number,
  };
}

describe('live listings: gauge, capacity check and listed filter agree', () => {
  for (const channel of LISTING_CHANNELS) {
    for (const status of channelRule(channel).statuses) {
      it(`${channel} ${status}: ${SPEC_LIVE[channel].includes(status) ? 'live' : 'not live'} everywhere`, async () => {
        await app.services.pool.query('UPDATE listings SET status = $3, status_at = now() WHERE user_id = $1 AND channel = $2', [
          seller.user.id,
          channel,
          status,
        ]);
        const live = SPEC_LIVE[channel].includes(status) ? N : 0;
        expect(await counts(channel)).toEqual({
          status,
          liveCounts: live,
          gauge: live,
          stats: live,
          capacity: live,
          listedFilter: live,
          unlistedFilter: N + 3 - live,
        });
      });
    }
  }
});

describe('the statuses a channel accepts', () => {
  it('are exactly the listings module’s per channel: the database refuses the others', async () => {
    const [itemId] = await insertItems(app.services, seller.user.id, 1, 'CHECK');
    for (const channel of LISTING_CHANNELS) {
      for (const status of LISTING_STATUSES) {
        const ok = await app.services.pool
          .query('INSERT INTO listings (user_id, item_id, channel, status) VALUES ($1, $2, $3, $4)', [seller.user.id, itemId, channel, status])
          .then(
            () => true,
            (err) => {
              expect(err.constraint).toBe('listings_status_of_channel');
              return false;
            },
          );
        expect(ok, `${channel} ${status}`).toBe(channelRule(channel).statuses.includes(status));
        await app.services.pool.query('DELETE FROM listings WHERE item_id = $1', [itemId]);
      }
    }
  });
});
