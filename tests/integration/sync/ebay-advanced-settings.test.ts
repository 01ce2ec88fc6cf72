// The eBay Advanced Settings page's server side (issue 12): REST POST settings stores only valid
// settings (a bad value is refused with the spec's message and nothing changes), updateEbaySettings
// reads the defaults and saves, and the repricing dry run counts and prices exactly what the
// engine then pushes to the eBay sandbox once the new formula is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import listings__sync from '../../../jobs/tasks/listings__sync.ts';
import { sessionFor } from '../../../server/modules/connections/sessions.ts';
import { USER_SETTINGS_DEFAULTS } from '../../../server/modules/accounts/user-settings.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { ebayCalls } from '../listings/ebay-seller.ts';
import { syncSeller, type SyncSeller } from './sync-seller.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
});
afterAll(async () => {
  await app?.close();
});

const stored = async (userId: string) => (await app.services.pool.query('SELECT settings FROM users WHERE id = $1', [userId])).rows[0].settings;
const listingRows = async (s: SyncSeller) =>
  (
    await app.services.pool.query(
      `SELECT l.id, i.seller_sku AS sku, l.last_pushed_price_cents AS price, l.sync_due AS due
         FROM listings l JOIN inventory_items i ON i.id = l.item_id WHERE l.user_id = $1 ORDER BY i.seller_sku`,
      [s.user.id],
    )
  ).rows;
const ebayPrice = async (s: SyncSeller, sku: string) => {
  const { api } = await sessionFor(app.services, s.user.id, 'ebay');
  const v = (await api.offers.listForSku(sku))[0]?.pricingSummary?.price?.value;
  return v === undefined ? undefined : Math.round(Number(v) * 100);
};
const syncJobs = async (s: SyncSeller) =>
  (
    await app.services.pool.query(
      `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'listings__sync' AND key = 'listings-sync:' || $1::text`,
      [s.connectionId],
    )
  ).rows[0].n as number;

/** The listing push's own sync job has run (the baseline, in syncSeller): it comes off the queue. */
const dropQueuedSync = (s: SyncSeller) => app.services.pool.query(`SELECT graphile_worker.remove_job('listings-sync:' || $1::text)`, [s.connectionId]);

const PREVIEW = `query($s: EbaySettingsInput!, $n: Int) {
  ebayRepricePreview(userId: "-", settings: $s, sampleSize: $n) {
    __typename
    ... on EbayRepricePreview { liveListings repriced sample { listingId sku title currentPriceCents newPriceCents } }
    ... on ValidationError { message fieldErrors { field message } }
  }
}`;
const SAVE = `mutation($s: EbaySettingsInput!) {
  updateEbaySettings(userId: "-", settings: $s) {
    __typename
    ... on User { ebaySettings { handlingTime pricingOption pricingFormula { itemMultiplier fbaShipMultiplier constantAdd } automaticCustomerFeedbackText } }
    ... on ValidationError { message fieldErrors { field message } }
  }
}`;
const READ = `{ user(userId: "-") { ebaySettings {
  handlingTime enableBestOffer preferredListQuantity preferredListQuantityBuffer overrideCountry shipsFromZip
  premiumShippingAdditionalProfits { expedited priority } disableShippingPriceOverrides automaticCustomerFeedbackText
  disableCustomerFeedback markAsShipped displayableOrderComment enableBlankBox ebayBlankBox ebayBlockAmzl repricingEnabled
  alwaysReprice repricingMargin ebayFeeCountry ebayShopType disableFulfillment disableQus enableEmailNotifications pricingOption
  pricingPercentMargin pricingFixedMargin pricingFormula { itemMultiplier fbaShipMultiplier constantAdd }
  listingTemplateStyle showFooter listingTemplateBoilerplate { title1 details1 title2 details2 title3 details3 } customTemplate { html css }
} } }`;

describe('eBay advanced settings', () => {
  it('POST settings stores only valid settings; a bad value is refused with the spec’s message and nothing changes', async () => {
    const s = await syncSeller(app, 1);
    await dropQueuedSync(s);
    const before = await stored(s.user.id);
    const saved = await rest(
      app.url,
      'POST',
      `/user/${s.user.id}/settings`,
      {
        handling_time: 10,
        automatic_customer_feedback_text: '  Thanks for buying!  ',
        override_country: 'gb',
        ships_from_zip: 'SW1A 1AA',
        premium_shipping_additional_profits: { expedited: 150 },
        ebay_blank_box: 'required',
        ebay_block_amzl: 'enabled',
        mark_as_shipped: false,
        disable_customer_feedback: true,
        disable_shipping_price_overrides: true,
        enable_blank_box: true,
      },
      s.token,
    );
    expect(saved.status).toBe(200);
    const after = await stored(s.user.id);
    expect(after).toEqual({
      ...before,
      handling_time: 10,
      automatic_customer_feedback_text: 'Thanks for buying!',
      override_country: 'GB',
      ships_from_zip: 'SW1A 1AA',
      premium_shipping_additional_profits: { expedited: 150 },
      ebay_blank_box: 'required',
      ebay_block_amzl: 'enabled',
      mark_as_shipped: false,
      disable_customer_feedback: true,
      disable_shipping_price_overrides: true,
      enable_blank_box: true,
    });
    // Only eBay-moving keys queue a sync: none of these did.
    expect((await listingRows(s)).every((r) => !r.due)).toBe(true);

    const refusals: [Record<string, unknown>, string, string][] = [
      [{ automatic_customer_feedback_text: 'x'.repeat(81) }, 'automatic_customer_feedback_text', 'Feedback text is limited to 80 characters.'],
      [{ handling_time: 6 }, 'handling_time', 'Handling time must be 1, 2, 3, 4, 5, 10 or 15 business days.'],
      [{ override_country: 'Britain' }, 'override_country', 'Country must be a two-letter country code, such as US or GB.'],
      [{ ships_from_zip: '<b>' }, 'ships_from_zip', 'Ships-from ZIP or postcode must be 2 to 12 letters, digits, spaces or dashes.'],
      [
        { premium_shipping_additional_profits: { priority: -1 } },
        'premium_shipping_additional_profits.priority',
        'Additional profit must be a whole number of cents, 0 or more.',
      ],
      [{ ebay_block_amzl: 'always' }, 'ebay_block_amzl', expect.stringContaining('ebay_block_amzl:') as unknown as string],
    ];
    for (const [body, field, message] of refusals) {
      // A valid change alongside the bad one is not stored either.
      const res = await rest(app.url, 'POST', `/user/${s.user.id}/settings`, { handling_time: 3, pricing_option: 'percent', ...body }, s.token);
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.errors).toEqual([{ field, message }]);
    }
    expect(await stored(s.user.id)).toEqual(after);
    expect((await listingRows(s)).every((r) => !r.due)).toBe(true);
    expect(await syncJobs(s)).toBe(0);
    // An unknown setting is refused, and nothing is stored.
    expect((await rest(app.url, 'POST', `/user/${s.user.id}/settings`, { handling_time: 3, unheard_of: 1 }, s.token)).status).toBe(400);
    expect(await stored(s.user.id)).toEqual(after);
  });

  it('reads every field over its default, and saves through updateEbaySettings', async () => {
    const s = await syncSeller(app, 1);
    const read = await app.graphql(READ, {}, s.token);
    expect(read.errors).toBeUndefined();
    expect(read.data.user.ebaySettings).toEqual({
      handlingTime: 2,
      enableBestOffer: false,
      preferredListQuantity: null,
      preferredListQuantityBuffer: null,
      overrideCountry: null,
      shipsFromZip: null,
      premiumShippingAdditionalProfits: { expedited: 0, priority: 0 },
      disableShippingPriceOverrides: false,
      automaticCustomerFeedbackText: null,
      disableCustomerFeedback: false,
      markAsShipped: true,
      displayableOrderComment: null,
      enableBlankBox: false,
      ebayBlankBox: '',
      ebayBlockAmzl: '',
      repricingEnabled: true,
      alwaysReprice: false,
      repricingMargin: 0,
      ebayFeeCountry: '',
      ebayShopType: '',
      disableFulfillment: false,
      disableQus: false,
      enableEmailNotifications: true,
      pricingOption: 'formula',
      pricingPercentMargin: 0,
      pricingFixedMargin: 0,
      pricingFormula: { itemMultiplier: 1, fbaShipMultiplier: 1, constantAdd: 0 },
      listingTemplateStyle: 'basic',
      showFooter: true,
      listingTemplateBoilerplate: {
        title1: 'Quality Products',
        details1: USER_SETTINGS_DEFAULTS.listing_template_boilerplate.details_1,
        title2: 'Fast and Free Shipping',
        details2: USER_SETTINGS_DEFAULTS.listing_template_boilerplate.details_2,
        title3: 'Commitment',
        details3: USER_SETTINGS_DEFAULTS.listing_template_boilerplate.details_3,
      },
      customTemplate: { html: '', css: '' },
    });
    const saved = await app.graphql(
      SAVE,
      { s: { handlingTime: 15, automaticCustomerFeedbackText: 'Great buyer', pricingFormula: { constantAdd: 99 } } },
      s.token,
    );
    expect(saved.data.updateEbaySettings).toEqual({
      __typename: 'User',
      ebaySettings: {
        handlingTime: 15,
        pricingOption: 'formula',
        pricingFormula: { itemMultiplier: 1, fbaShipMultiplier: 1, constantAdd: 99 },
        automaticCustomerFeedbackText: 'Great buyer',
      },
    });
    expect(await stored(s.user.id)).toEqual({ handling_time: 15, automatic_customer_feedback_text: 'Great buyer', pricing_formula: { constant_add: 99 } });
    // Blank text clears back to the default; a bad value is a ValidationError with the spec's message.
    await app.graphql(SAVE, { s: { automaticCustomerFeedbackText: '  ' } }, s.token);
    expect((await stored(s.user.id)).automatic_customer_feedback_text).toBeNull();
    const bad = await app.graphql(SAVE, { s: { automaticCustomerFeedbackText: 'y'.repeat(81), handlingTime: 1 } }, s.token);
    expect(bad.data.updateEbaySettings).toEqual({
      __typename: 'ValidationError',
      message: 'Feedback text is limited to 80 characters.',
      fieldErrors: [{ field: 'automatic_customer_feedback_text', message: 'Feedback text is limited to 80 characters.' }],
    });
    expect((await stored(s.user.id)).handling_time).toBe(15);
    // Another seller's settings are not reachable.
    const other = await syncSeller(app, 1);
    const foreign = await app.graphql(`{ user(userId: "${s.user.id}") { ebaySettings { handlingTime } } }`, {}, other.token);
    expect(foreign.data?.user ?? null).toBeNull();
  });

  it('the dry run counts and prices exactly what the engine then pushes to eBay after the save', async () => {
    const s = await syncSeller(app, 4);
    // One price locked by the seller: repricing leaves it alone, and the dry run says so.
    const locked = s.items[3]!;
    await app.services.pool.query(`UPDATE inventory_items SET user_edited_details = '{"ebay_price": 4321}' WHERE id = $1`, [locked.id]);
    const before = await listingRows(s);
    expect(before.every((r) => r.price !== null && !r.due)).toBe(true);
    await dropQueuedSync(s);
    expect(await syncJobs(s)).toBe(0);
    const calls = (await ebayCalls(app, s.ebayUser)).bulkUpdatePriceQuantity ?? 0;

    // Nothing proposed: the stored formula reprices nothing (the baseline sync pushed it), and a lock is never repriced.
    const same = await app.graphql(PREVIEW, { s: {} }, s.token);
    expect(same.data.ebayRepricePreview).toMatchObject({ liveListings: 4, repriced: 0, sample: [] });

    // The preview reads an item’s package weight (12 lb: 808 of MCF, above the 595 minimum) and its own offsite fee out of their JSON, as the engine does.
    await app.services.pool.query(
      `UPDATE inventory_items SET catalog_details = catalog_details || '{"package_dimensions": {"weight": {"amount": 12, "unit": "pounds"}}}' WHERE id = $1`,
      [s.items[0]!.id],
    );
    await app.services.pool.query(`UPDATE inventory_items SET user_edited_details = '{"custom_offsite_fulfillment_fee": "275"}' WHERE id = $1`, [
      s.items[1]!.id,
    ]);

    // 2 × 25.00 + 0.5 × FBA ship + 1.00.
    const proposed = { pricingOption: 'formula', pricingFormula: { itemMultiplier: 2, fbaShipMultiplier: 0.5, constantAdd: 100 } };
    const preview = await app.graphql(PREVIEW, { s: proposed, n: 2 }, s.token);
    expect(preview.errors).toBeUndefined();
    const p = preview.data.ebayRepricePreview;
    expect(p.__typename).toBe('EbayRepricePreview');
    expect(p.liveListings).toBe(4);
    expect(p.repriced).toBe(3);
    expect(p.sample).toHaveLength(2);
    for (const row of p.sample) {
      expect(row.sku).not.toBe(locked.sku);
      expect(row.title).toMatch(/^Sony Wireless Over-Ear Headphones/);
      expect(row.currentPriceCents).toBe(before.find((b) => b.sku === row.sku)!.price);
      expect(row.newPriceCents).toBeGreaterThan(5000);
    }
    // The full list of what the dry run says, to compare with what the engine pushes.
    const all = (await app.graphql(PREVIEW, { s: proposed, n: 50 }, s.token)).data.ebayRepricePreview.sample as { sku: string; newPriceCents: number }[];
    expect(all).toHaveLength(3);
    // The weight and the seller's own offsite fee moved those two items' prices apart from the third.
    expect(new Set(all.map((r) => r.newPriceCents)).size).toBe(3);
    // Nothing was saved by the dry run.
    expect(await stored(s.user.id)).toEqual({});
    expect(await syncJobs(s)).toBe(0);

    // A bad proposal is a ValidationError, not a preview.
    const bad = await app.graphql(PREVIEW, { s: { pricingOption: 'cheapest' } }, s.token);
    expect(bad.data.ebayRepricePreview.__typename).toBe('ValidationError');

    // Save: in the save's transaction the live eBay listings are marked and ONE sync job queued for the connection.
    const saved = await app.graphql(SAVE, { s: proposed }, s.token);
    expect(saved.data.updateEbaySettings.__typename).toBe('User');
    expect((await listingRows(s)).every((r) => r.due)).toBe(true);
    expect(await syncJobs(s)).toBe(1);

    await listings__sync({ userId: s.user.id, channel: 'EBAY', connectionId: s.connectionId }, app.services);
    const after = await listingRows(s);
    expect(after.every((r) => !r.due)).toBe(true);
    const changed = after.filter((r) => r.price !== before.find((b) => b.sku === r.sku)!.price);
    expect(changed.map((r) => [r.sku, r.price]).sort()).toEqual(all.map((r) => [r.sku, r.newPriceCents]).sort());
    // The prices are on eBay itself, in one bulk call.
    for (const r of all) expect(await ebayPrice(s, r.sku)).toBe(r.newPriceCents);
    expect(((await ebayCalls(app, s.ebayUser)).bulkUpdatePriceQuantity ?? 0) - calls).toBe(1);
    // Now the preview of the stored settings has nothing left to reprice.
    expect((await app.graphql(PREVIEW, { s: {} }, s.token)).data.ebayRepricePreview.repriced).toBe(0);
  });
});
