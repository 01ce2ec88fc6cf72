import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEbaySandbox } from '../../../sandbox/ebay/index.ts';
import { answerEbayConsent } from '../../../sandbox/ebay/testing.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import {
  buildEbayConsentUrl,
  createEbayClient,
  ebayConfigFrom,
  EbayApiError,
  EbayReauthorizationNeeded,
  EbayUserSession,
  ebayItemUrl,
  exchangeEbayCode,
  type EbayClient,
  type EbayConfig,
  type EbayInventoryItemWithSku,
  type EbayOfferInput,
} from '../../../server/integrations/ebay/index.ts';

/**
 * What the listing engine relies on, over real HTTP against the eBay sandbox: batches of 25, per-item
 * outcomes of 207 answers with eBay's messages, withdraw and re-publish, price/quantity revisions,
 * the daily revision cap, the public item page, and the typed re-authorisation error.
 */

const control = (sb: RunningSandbox, path: string, body?: unknown, method = 'POST') =>
  fetch(`${sb.url}/__sandbox/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  }).then(async (r) => (r.status === 204 ? null : r.json()));

// Headphones (UK 112529) require Brand and Type.
const HEADPHONES = '112529';
const headphones = (sku: string, aspects: Record<string, string[]> = { Brand: ['Sony'], Type: ['Over-Ear'] }): EbayInventoryItemWithSku => ({
  sku,
  condition: 'NEW',
  product: { title: `Sony headphones ${sku}`, description: 'Wireless', imageUrls: ['https://images.example/sony.jpg'], aspects },
  availability: { shipToLocationAvailability: { quantity: 4 } },
});

describe('eBay listing through the client, against the sandbox', () => {
  let sb: RunningSandbox;
  let cfg: EbayConfig;

  async function connect(username: string): Promise<{ client: EbayClient; offer: (sku: string, extra?: Partial<EbayOfferInput>) => EbayOfferInput }> {
    const redirect = await answerEbayConsent(buildEbayConsentUrl(cfg, { state: 'listing' }), 'agree', username);
    const session = new EbayUserSession(cfg, await exchangeEbayCode(cfg, redirect.searchParams.get('code')!));
    const client = createEbayClient(cfg, session, { baseDelayMs: 10 });
    await client.inventory.createLocation('WH-1', { location: { address: { postalCode: 'M1 1AA', country: 'GB' } }, name: 'Warehouse' });
    const [fp] = await client.account.getFulfillmentPolicies('EBAY_GB');
    const [pp] = await client.account.getPaymentPolicies('EBAY_GB');
    const [rp] = await client.account.getReturnPolicies('EBAY_GB');
    const offer = (sku: string, extra: Partial<EbayOfferInput> = {}): EbayOfferInput => ({
      sku,
      marketplaceId: 'EBAY_GB',
      format: 'FIXED_PRICE',
      availableQuantity: 4,
      categoryId: HEADPHONES,
      merchantLocationKey: 'WH-1',
      listingDescription: '<p>Wireless headphones</p>',
      pricingSummary: { price: { value: '89.00', currency: 'GBP' } },
      listingPolicies: {
        fulfillmentPolicyId: String(fp!.fulfillmentPolicyId),
        paymentPolicyId: String(pp!.paymentPolicyId),
        returnPolicyId: String(rp!.returnPolicyId),
      },
      ...extra,
    });
    return { client, offer };
  }

  /** Items, offers and publish for `skus`; returns the publish outcomes and the offer ids by SKU. */
  async function list(client: EbayClient, items: EbayInventoryItemWithSku[], offer: (sku: string) => EbayOfferInput) {
    const stored = await client.inventory.bulkCreateOrReplaceItems(items);
    expect(stored.every((o) => o.ok)).toBe(true);
    const created = await client.offers.bulkCreate(items.map((i) => offer(i.sku)));
    expect(created.every((o) => o.ok)).toBe(true);
    const offerIds = new Map(created.map((c) => [c.key, c.result!.offerId]));
    return { published: await client.offers.bulkPublish([...offerIds.values()]), offerIds };
  }

  beforeAll(async () => {
    sb = await startEbaySandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9/product' });
    cfg = ebayConfigFrom(sb.env as never)!;
  });
  afterAll(() => sb?.close());

  it('lists 30 items with 2 bulk calls of each kind, not 30', async () => {
    const { client, offer } = await connect('thirty_seller');
    await control(sb, 'calls', undefined, 'DELETE');
    const items = Array.from({ length: 30 }, (_, i) => headphones(`T-${i}`));
    const { published } = await list(client, items, offer);
    expect(published).toHaveLength(30);
    expect(published.every((p) => p.ok && /^\d{12}$/.test(p.result!.listingId))).toBe(true);
    const { calls } = await control(sb, 'calls?username=thirty_seller', undefined, 'GET');
    expect(calls).toEqual({ bulkCreateOrReplaceInventoryItem: 2, bulkCreateOffer: 2, bulkPublishOffer: 2 });
  });

  it('backs off when a bulk call is throttled and still reports every item once', async () => {
    const { client, offer } = await connect('throttled_seller');
    const items = Array.from({ length: 3 }, (_, i) => headphones(`Q-${i}`));
    await client.inventory.bulkCreateOrReplaceItems(items);
    const created = await client.offers.bulkCreate(items.map((i) => offer(i.sku)));
    await control(sb, 'calls', undefined, 'DELETE');
    await control(sb, 'throttle', { count: 1 });
    const published = await client.offers.bulkPublish(created.map((c) => c.result!.offerId));
    expect(published.map((p) => p.ok)).toEqual([true, true, true]);
    // The refused call and its retry both reached eBay.
    expect((await control(sb, 'calls?username=throttled_seller', undefined, 'GET')).calls).toEqual({ bulkPublishOffer: 2 });
  });

  it('fails publish for the item missing a required aspect with eBay message, and publishes the rest', async () => {
    const { client, offer } = await connect('aspect_seller');
    const items = [headphones('A-1'), headphones('A-2', { Brand: ['Sony'] }), headphones('A-3')];
    const { published } = await list(client, items, offer);
    expect(published.map((p) => [p.key !== '', p.ok, p.statusCode])).toEqual([
      [true, true, 200],
      [true, false, 400],
      [true, true, 200],
    ]);
    expect(published[1]!.errors).toEqual([
      expect.objectContaining({
        errorId: 25002,
        message: 'A user error has occurred. The item specific Type is missing. Add Type to this listing, enter a valid value, and then try again.',
      }),
    ]);
    expect(published[1]!.errors[0]!.parameters).toContainEqual({ name: 'aspectName', value: 'Type' });
  });

  it('refuses prices and quantities out of range, missing policies and locations, each with eBay error id', async () => {
    const { client, offer } = await connect('range_seller');
    const skus = ['R-CHEAP', 'R-ZERO', 'R-NOPOLICY', 'R-NOLOC'];
    await client.inventory.bulkCreateOrReplaceItems(skus.map((s) => headphones(s)));
    const created = await client.offers.bulkCreate([
      offer('R-CHEAP', { pricingSummary: { price: { value: '0.50', currency: 'GBP' } } }),
      offer('R-ZERO', { availableQuantity: 0 }),
      offer('R-NOPOLICY', { listingPolicies: { fulfillmentPolicyId: '1', paymentPolicyId: offer('x').listingPolicies!.paymentPolicyId } }),
      offer('R-NOLOC', { merchantLocationKey: 'NOWHERE' }),
    ]);
    const published = await client.offers.bulkPublish(created.map((c) => c.result!.offerId));
    const ids = published.map((p) => p.errors.map((e) => e.errorId));
    expect(ids).toEqual([[25003], [25004], [25007, 25009], [25002]]);
    expect(published[0]!.errors[0]!.message).toBe('Invalid price. The price must be between 0.99 and 99999999.00 GBP.');
    expect(published[2]!.errors[1]!.message).toBe('Invalid Return policy. returnPolicyId is missing.');
    expect(published[3]!.errors[0]!.message).toBe(
      'A user error has occurred. No <Item.Country> exists or <Item.Country> is specified as an empty tag in the request.',
    );
  });

  it('a seller not opted in to business policies cannot read policies or publish', async () => {
    const { client, offer } = await connect('policy_seller');
    await client.inventory.bulkCreateOrReplaceItems([headphones('P-1')]);
    const [created] = await client.offers.bulkCreate([offer('P-1')]);
    await control(sb, 'users/policy_seller/business-policies', { optedIn: false }, 'PUT');
    expect(await client.account.getOptedInPrograms()).not.toContain('SELLING_POLICY_MANAGEMENT');
    const err = await client.account.getFulfillmentPolicies('EBAY_GB').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, errorId: 20403, message: 'User is not eligible for Business Policy.' });
    const [refused] = await client.offers.bulkPublish([created!.result!.offerId]);
    expect(refused!.errors.map((e) => e.errorId)).toEqual([25007, 25008, 25009]);
    expect(refused!.errors[0]!.message).toBe('Invalid Fulfillment policy. The seller is not opted in to business policies (SELLING_POLICY_MANAGEMENT).');
    await client.account.optInToProgram('SELLING_POLICY_MANAGEMENT');
    const [again] = await client.offers.bulkPublish([created!.result!.offerId]);
    expect(again!.ok).toBe(true);
  });

  it('withdraws a listing and publishes the same offer again as a new listing', async () => {
    const { client, offer } = await connect('relist_seller');
    const { published, offerIds } = await list(client, [headphones('W-1')], offer);
    const offerId = offerIds.get('W-1')!;
    const first = published[0]!.result!.listingId;
    expect(await client.offers.withdraw(offerId)).toBe(first);
    const [ended] = await client.offers.listForSku('W-1', 'EBAY_GB');
    expect(ended).toMatchObject({ offerId, status: 'UNPUBLISHED', listing: { listingId: first, listingStatus: 'ENDED' } });
    const [again] = await client.offers.bulkPublish([offerId]);
    expect(again!.ok).toBe(true);
    expect(again!.result!.listingId).not.toBe(first);
    expect(await client.offers.get(offerId)).toMatchObject({ status: 'PUBLISHED', listing: { listingStatus: 'ACTIVE' } });
  });

  it('a price/quantity update changes only price and quantity; an out-of-range price is refused per item', async () => {
    const { client, offer } = await connect('revise_seller');
    const { offerIds } = await list(client, [headphones('U-1'), headphones('U-2')], offer);
    const before = await client.offers.get(offerIds.get('U-1')!);
    const itemBefore = await client.inventory.getItem('U-1');
    const out = await client.inventory.bulkUpdatePriceQuantity([
      {
        sku: 'U-1',
        shipToLocationAvailability: { quantity: 9 },
        offers: [{ offerId: offerIds.get('U-1')!, availableQuantity: 9, price: { value: '79.50', currency: 'GBP' } }],
      },
      { sku: 'U-2', offers: [{ offerId: offerIds.get('U-2')!, price: { value: '0.10', currency: 'GBP' } }] },
    ]);
    expect(out.map((o) => [o.key, o.ok])).toEqual([
      [offerIds.get('U-1'), true],
      [offerIds.get('U-2'), false],
    ]);
    expect(out[1]!.errors[0]).toMatchObject({ errorId: 25003 });
    const after = await client.offers.get(offerIds.get('U-1')!);
    expect(after).toEqual({ ...before, availableQuantity: 9, pricingSummary: { ...before.pricingSummary, price: { value: '79.50', currency: 'GBP' } } });
    const itemAfter = await client.inventory.getItem('U-1');
    expect(itemAfter).toEqual({ ...itemBefore, availability: { shipToLocationAvailability: { quantity: 9 } } });
    expect((await client.offers.get(offerIds.get('U-2')!)).pricingSummary?.price?.value).toBe('89.00');
  });

  it('stops revisions of a listing at the daily cap with 25019, and the item page shows the listing', async () => {
    const { client, offer } = await connect('cap_seller');
    const { published, offerIds } = await list(client, [headphones('C-1')], offer);
    const offerId = offerIds.get('C-1')!;
    await control(sb, 'revision-cap', { perDay: 3 }, 'PUT');
    try {
      for (const value of ['80.00', '81.00', '82.00'])
        await client.offers.update(offerId, { ...offer('C-1'), pricingSummary: { price: { value, currency: 'GBP' } } });
      const err = await client.offers
        .update(offerId, { ...offer('C-1'), pricingSummary: { price: { value: '83.00', currency: 'GBP' } } })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(EbayApiError);
      expect((err as EbayApiError).errorId).toBe(25019);
      expect((err as EbayApiError).message).toMatch(/^Cannot revise listing\. This listing has been revised 3 times today/);
      const [capped] = await client.inventory.bulkUpdatePriceQuantity([{ sku: 'C-1', offers: [{ offerId, availableQuantity: 2 }] }]);
      expect(capped).toMatchObject({ ok: false, errors: [expect.objectContaining({ errorId: 25019 })] });
    } finally {
      await control(sb, 'revision-cap', { perDay: 250 }, 'PUT');
    }

    const listingId = published[0]!.result!.listingId;
    const page = await fetch(ebayItemUrl(cfg, listingId, 'EBAY_GB'));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1 class="x-item-title">Sony headphones C-1</h1>');
    expect(html).toContain('GBP 82.00');
    expect(html).toContain('4 available');
    await client.offers.withdraw(offerId);
    expect(await fetch(`${sb.url}/itm/${listingId}`).then((r) => r.text())).toContain('This listing has ended.');
    expect((await fetch(`${sb.url}/itm/999999999999`)).status).toBe(404);
  });

  it('a revoked refresh token surfaces as EbayReauthorizationNeeded, also from a bulk call', async () => {
    const { client } = await connect('revoked_seller');
    const { revoked } = await control(sb, 'users/revoked_seller/revoke-tokens');
    expect(revoked).toBeGreaterThanOrEqual(2);
    const err = await client.inventory.bulkCreateOrReplaceItems([headphones('X-1'), headphones('X-2')]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EbayReauthorizationNeeded);
    expect((err as EbayReauthorizationNeeded).operation).toBe('bulkCreateOrReplaceInventoryItem');
    expect((err as EbayReauthorizationNeeded).cause.oauthError).toBe('invalid_grant');
  });

  it('keeps the outcomes of the chunks eBay answered before the seller revoked access', async () => {
    // Real HTTP throughout; the seller revokes access right after the first chunk of 25 is answered.
    let bulkCalls = 0;
    const revokingFetch: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (String(input).endsWith('/bulk_create_or_replace_inventory_item') && ++bulkCalls === 1) await control(sb, 'users/midway_seller/revoke-tokens');
      return res;
    };
    const redirect = await answerEbayConsent(buildEbayConsentUrl(cfg, { state: 'midway' }), 'agree', 'midway_seller');
    const client = createEbayClient(cfg, new EbayUserSession(cfg, await exchangeEbayCode(cfg, redirect.searchParams.get('code')!)), { fetch: revokingFetch });
    const items = Array.from({ length: 30 }, (_, i) => headphones(`M-${i}`));
    const err = await client.inventory.bulkCreateOrReplaceItems(items).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EbayReauthorizationNeeded);
    const completed = (err as EbayReauthorizationNeeded).completed;
    expect(completed.map((o) => o.key)).toEqual(items.slice(0, 25).map((i) => i.sku));
    expect(completed.every((o) => o.ok)).toBe(true);
  });
});
