// Description templates against the eBay sandbox: the seller's template is what the offer carries
// (never a script); a custom template that does not compile keeps the item unlisted with 'Error
// compiling template' and makes no call to eBay; the previews render the same HTML, only for the
// item's owner.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { updateUserSettings } from '../../../server/modules/accounts/user-settings.ts';
import type { TestApp } from '../../helpers/app.ts';
import { startTestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { sellerWithCard } from '../billing/billing-helpers.ts';
import { ebayCalls, ebaySeller, headphones } from './ebay-seller.ts';

const LIST = `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename ... on ListOnEbaySuccess { count } } }`;
const REVISE = `mutation($ids: [ID!]!, $kind: EbayRevisionKind!) { reviseOnEbay(userId: "-", input: { itemIds: $ids, kind: $kind }) {
  __typename ... on ReviseOnEbaySuccess { count } } }`;
const PREVIEW = `query($id: ID!, $draft: DescriptionDraftInput, $template: ListingTemplateInput) { node(id: $id) { ... on InventoryItem {
  ebayDescriptionPreview(draft: $draft, template: $template) { __typename ... on DescriptionPreview { html } ... on TemplateCompileError { message reason } } } } }`;
const SETTINGS_PREVIEW = `query($userId: String!, $itemId: String, $template: ListingTemplateInput) { ebayTemplatePreview(userId: $userId, itemId: $itemId, template: $template) {
  __typename ... on DescriptionPreview { html } ... on TemplateCompileError { message reason } ... on Error { message } } }`;

describe('description templates on eBay', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const listing = async (itemId: string) =>
    (await app.services.pool.query(`SELECT status, offer_id AS "offerId", last_error AS "error" FROM listings WHERE item_id = $1`, [itemId])).rows[0];

  it('a broken custom template leaves the item unlisted with the spec message and no eBay call; fixed, the offer carries it', async () => {
    const s = await ebaySeller(app);
    const [id] = await headphones(app, s.user.id, 1);
    await updateUserSettings(app.services, s.user.id, { custom_template: { html: '<div>{% for b in feature_bullets %}<li>{{ b }}</li></div>', css: '' } });

    const before = await ebayCalls(app, s.ebayUser);
    expect((await app.graphql(LIST, { ids: [id] }, s.token)).data.listOnEbay.count).toBe(1);
    await pushListings(app.services, s.user.id, 'EBAY');
    expect(await listing(id!)).toMatchObject({ status: 'FAILED_TO_LIST', error: 'Error compiling template', offerId: null });
    expect(await ebayCalls(app, s.ebayUser)).toEqual(before);

    // The seller mends the template (and tries a script and an inline handler): it lists, sanitised.
    await updateUserSettings(app.services, s.user.id, {
      custom_template: {
        html: '<div class="mine" onclick="steal()"><h1>{{ title }}</h1><script>alert(1)</script>{% for d in product_details %}<p>{{ d.name }}: {{ d.value }}</p>{% endfor %}</div>',
        css: '@import url("https://evil.example/x.css"); .mine h1 { color: navy; }',
      },
    });
    expect((await app.graphql(LIST, { ids: [id] }, s.token)).data.listOnEbay.count).toBe(1);
    await pushListings(app.services, s.user.id, 'EBAY');
    const listed = await listing(id!);
    expect(listed).toMatchObject({ status: 'LISTED', error: null });
    const offer = (await rest(app.url, 'GET', `/user/${s.user.id}/ebay/getOffer/${listed.offerId}`, undefined, s.token)).body;
    expect(offer.listingDescription).toContain('<h1>Sony Wireless Over-Ear Headphones 1</h1>');
    expect(offer.listingDescription).toContain('<p>Type: Over-Ear</p>');
    expect(offer.listingDescription).toContain('.mine h1 { color: navy; }');
    expect(offer.listingDescription).toContain('<h3>Quality Products</h3>');
    expect(offer.listingDescription).not.toMatch(/<script|alert|onclick|@import|evil\.example/);

    // Broken again, "Update Everything" is refused the same way (the live listing stays as it was);
    // a price-only revision does not touch the description and still goes through.
    await updateUserSettings(app.services, s.user.id, { custom_template: { html: '{{ title | nope }}' } });
    const beforeRevise = await ebayCalls(app, s.ebayUser);
    expect((await app.graphql(REVISE, { ids: [id], kind: 'EVERYTHING' }, s.token)).data.reviseOnEbay.count).toBe(1);
    await pushListings(app.services, s.user.id, 'EBAY');
    expect(await listing(id!)).toMatchObject({ status: 'FAILED_TO_REVISE', error: 'Error compiling template', offerId: listed.offerId });
    expect(await ebayCalls(app, s.ebayUser)).toEqual(beforeRevise);
    expect((await app.graphql(REVISE, { ids: [id], kind: 'PRICE_ONLY' }, s.token)).data.reviseOnEbay.count).toBe(1);
    await pushListings(app.services, s.user.id, 'EBAY');
    expect(await listing(id!)).toMatchObject({ status: 'REVISED_PRICE', error: null });
  });

  it('a template that cannot describe one item fails only that item', async () => {
    const s = await ebaySeller(app);
    const [good] = await headphones(app, s.user.id, 1, { prefix: 'DET' });
    const [bare] = await headphones(app, s.user.id, 1, { prefix: 'BARE', type: null });
    // The first detail's name: strict variables make it an error for an item with no details.
    await updateUserSettings(app.services, s.user.id, { custom_template: { html: '<h1>{{ title }}</h1><p>{{ product_details.first.name }}</p>' } });
    await app.graphql(LIST, { ids: [good, bare] }, s.token);
    await pushListings(app.services, s.user.id, 'EBAY');
    expect(await listing(bare!)).toMatchObject({ status: 'FAILED_TO_LIST', error: 'Error compiling template', offerId: null });
    const listed = await listing(good!);
    expect(listed.status).toBe('LISTED');
    const offer = (await rest(app.url, 'GET', `/user/${s.user.id}/ebay/getOffer/${listed.offerId}`, undefined, s.token)).body;
    expect(offer.listingDescription).toContain('<p>Type</p>');
  });

  it('the built-in style (default basic) is what a seller without a custom template lists', async () => {
    const s = await ebaySeller(app);
    const [id] = await headphones(app, s.user.id, 1);
    await updateUserSettings(app.services, s.user.id, { listing_template_style: 'professional', show_footer: false });
    await app.graphql(LIST, { ids: [id] }, s.token);
    await pushListings(app.services, s.user.id, 'EBAY');
    const listed = await listing(id!);
    expect(listed.status).toBe('LISTED');
    const offer = (await rest(app.url, 'GET', `/user/${s.user.id}/ebay/getOffer/${listed.offerId}`, undefined, s.token)).body;
    expect(offer.listingDescription).toContain('lb-professional');
    expect(offer.listingDescription).toContain('<img src="https://images.example.com/hp.jpg"');
    expect(offer.listingDescription).not.toContain('Quality Products');
  });

  it('previews the item with the draft and template changes, for its owner only', async () => {
    const owner = await sellerWithCard(app);
    const other = await sellerWithCard(app);
    const [id] = await headphones(app, owner.user.id, 1, { prefix: 'PV' });
    const node = encodeGlobalID('InventoryItem', id!);

    const saved = (await app.graphql(PREVIEW, { id: node }, owner.token)).data.node.ebayDescriptionPreview;
    expect(saved.__typename).toBe('DescriptionPreview');
    expect(saved.html).toContain('Sony Wireless Over-Ear Headphones 1');
    expect(saved.html).toContain('lb-basic');
    expect(saved.html).toContain('<h3>Quality Products</h3>');

    const draft = (
      await app.graphql(
        PREVIEW,
        {
          id: node,
          draft: { title: 'Draft <title>', description: '<p>Fresh <em>copy</em></p><script>x()</script>', featureBullets: ['Long battery'] },
          template: { style: 'minimal', showFooter: false },
        },
        owner.token,
      )
    ).data.node.ebayDescriptionPreview;
    expect(draft.html).toContain('Draft &lt;title&gt;');
    expect(draft.html).toContain('<p>Fresh <em>copy</em></p>');
    expect(draft.html).toContain('<li>Long battery</li>');
    expect(draft.html).toContain('lb-minimal');
    expect(draft.html).not.toMatch(/<script|x\(\)|Quality Products/);

    const broken = (await app.graphql(PREVIEW, { id: node, template: { customHtml: '{% if title %}' } }, owner.token)).data.node.ebayDescriptionPreview;
    expect(broken).toEqual({ __typename: 'TemplateCompileError', message: 'Error compiling template', reason: 'tag {% if title %} not closed, line:1, col:1' });

    // Another seller reaches neither the item nor its preview.
    expect((await app.graphql(PREVIEW, { id: node }, other.token)).data.node).toBeNull();
  });

  it('POST settings stores the template settings over their defaults and refuses bad ones', async () => {
    const s = await sellerWithCard(app);
    const post = (body: unknown) => rest(app.url, 'POST', `/user/${s.user.id}/settings`, body, s.token);
    const saved = await post({
      listing_template_style: 'minimal',
      listing_template_boilerplate: { title_2: 'Same-Day Dispatch' },
      custom_template: { css: '.x{}' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({
      listing_template_style: 'minimal',
      show_footer: true,
      listing_template_boilerplate: { title_1: 'Quality Products', title_2: 'Same-Day Dispatch', title_3: 'Commitment' },
      custom_template: { html: '', css: '.x{}' },
    });
    for (const bad of [
      { listing_template_style: 'fancy' },
      { show_footer: 'yes' },
      { listing_template_boilerplate: { title_1: 'x'.repeat(81) } },
      { listing_template_boilerplate: { details_1: 'x'.repeat(1001) } },
      { listing_template_boilerplate: { title_4: 'x' } },
      { custom_template: { html: 'x'.repeat(100_001) } },
    ]) {
      const res = await post(bad);
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
    }
  });

  it('the settings page previews over sample data or one of the seller’s own items', async () => {
    const owner = await sellerWithCard(app);
    const other = await sellerWithCard(app);
    const [id] = await headphones(app, owner.user.id, 1, { prefix: 'SP' });

    const sample = (
      await app.graphql(SETTINGS_PREVIEW, { userId: '-', template: { style: 'informative', boilerplate: { title1: 'Genuine Stock' } } }, owner.token)
    ).data.ebayTemplatePreview;
    expect(sample.__typename).toBe('DescriptionPreview');
    expect(sample.html).toContain('Stainless Steel Insulated Water Bottle');
    expect(sample.html).toContain('<h3>Genuine Stock</h3>');
    expect(sample.html).toContain('<h3>Fast and Free Shipping</h3>');

    const mine = (await app.graphql(SETTINGS_PREVIEW, { userId: '-', itemId: id }, owner.token)).data.ebayTemplatePreview;
    expect(mine.html).toContain('Sony Wireless Over-Ear Headphones 1');

    const broken = (await app.graphql(SETTINGS_PREVIEW, { userId: '-', template: { customHtml: "{% include 'partial' %}" } }, owner.token)).data
      .ebayTemplatePreview;
    expect(broken).toMatchObject({
      __typename: 'TemplateCompileError',
      message: 'Error compiling template',
      reason: '{% include %} is not allowed: a description template cannot include other files, line:1, col:1',
    });

    // Another seller's item is "not found"; another seller's userId is refused.
    const theirs = (await app.graphql(SETTINGS_PREVIEW, { userId: '-', itemId: id }, other.token)).data.ebayTemplatePreview;
    expect(theirs.__typename).toBe('InventoryItemNotFoundError');
    const byArg = await app.graphql(SETTINGS_PREVIEW, { userId: owner.user.id }, other.token);
    expect(byArg.errors?.[0]?.message).toMatch(/not authorized/i);
  });
});
