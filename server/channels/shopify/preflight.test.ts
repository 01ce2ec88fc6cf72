// Shopify's content from Amazon's facts (product type, vendor, tags, metafields, barcode) and its
// pre-flight: a long title is cut at a word, photos Shopify cannot take hold the item back.
import { describe, expect, it } from 'vitest';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { productSetInput, shopifyTitle } from './payload.ts';
import { shopifyProblem } from './preflight.ts';

const mp = 'ATVPDKIKX0DER';
const text = (value: string) => [{ value, language_tag: 'en_US', marketplace_id: mp }];

const item = (over: Partial<InventoryItemRow> = {}): InventoryItemRow =>
  ({
    id: 'i1',
    sellerSku: 'HAR-USBC-6FT-000001',
    title: 'Harbor Lane USB-C to USB-C Cable 6 ft, 100W, Black',
    thumbUrl: null,
    itemCategory: 'Electronics',
    priceCents: 1199,
    catalogDetails: {
      brand: 'Harbor Lane',
      images: ['https://m.media-amazon.com/images/I/1.jpg'],
      identifiers: { upc: '012345678905', ean: '0012345678905' },
      attributes: {
        brand: text('Harbor Lane'),
        manufacturer: text('Harbor Lane Inc.'),
        model_number: [{ value: 'HAR-USBC6FT', marketplace_id: mp }],
        item_type_keyword: [{ value: 'usb-cables', marketplace_id: mp }],
        color: text('Black'),
        connector_type: [...text('USB Type C'), ...text('USB Type C')],
        number_of_pieces: [{ value: 1, marketplace_id: mp }],
      },
    },
    userEditedDetails: {},
    listings: [],
    ...over,
  }) as InventoryItemRow;

const ctx = { locationId: 'gid://shopify/Location/1', quantity: 3, priceCents: 1299, compareAtCents: null };

describe("Shopify content from Amazon's facts", () => {
  it('product type from the kind, vendor from the brand, tags, metafields and the EAN as barcode', () => {
    const input = productSetInput(item(), 'SKU', ctx);
    expect(input).toMatchObject({ productType: 'USB Cable', vendor: 'Harbor Lane', tags: ['USB Cable', 'Black'] });
    expect(input.metafields).toEqual([
      { namespace: 'amazon', key: 'manufacturer', type: 'single_line_text_field', value: 'Harbor Lane Inc.' },
      { namespace: 'amazon', key: 'model_number', type: 'single_line_text_field', value: 'HAR-USBC6FT' },
      { namespace: 'amazon', key: 'part_number', type: 'single_line_text_field', value: 'HAR-USBC6FT' },
      { namespace: 'amazon', key: 'item_type_keyword', type: 'single_line_text_field', value: 'usb-cables' },
      { namespace: 'amazon', key: 'connectors', type: 'single_line_text_field', value: 'USB Type C, USB Type C' },
      { namespace: 'amazon', key: 'number_of_pieces', type: 'number_integer', value: '1' },
    ]);
    expect((input.variants as { barcode?: string }[])[0]?.barcode).toBe('0012345678905');
  });

  it('without attributes: the category as product type and no tags or metafields', () => {
    const input = productSetInput(item({ catalogDetails: { brand: 'Woodline' } }), 'SKU', ctx);
    expect(input).toMatchObject({ productType: 'Electronics', vendor: 'Woodline' });
    expect(input).not.toHaveProperty('tags');
    expect(input).not.toHaveProperty('metafields');
  });
});

describe('Shopify pre-flight', () => {
  it("cuts a title over Shopify's 255 characters at a word boundary", () => {
    const title = `${'Long words here '.repeat(20)}end`; // 323 characters
    const cut = shopifyTitle(item({ title }));
    expect(cut).toBe('Long words here '.repeat(16).trim());
    expect(cut.length).toBeLessThanOrEqual(255);
  });

  it('passes an item with an https photo, or with no photo at all', () => {
    expect(shopifyProblem(item())).toBeNull();
    expect(shopifyProblem(item({ catalogDetails: {} }))).toBeNull();
  });

  it('holds back an item whose photos are all http, saying what to change', () => {
    expect(shopifyProblem(item({ catalogDetails: { images: ['http://127.0.0.1:4101/images/I/a.jpg'] } }))).toBe(
      "No photo Shopify can use: Shopify takes only https:// photo links and this item's photo is not https (e.g. http://127.0.0.1:4101/images/I/a.jpg). Add a photo with an https:// link in the item's images",
    );
  });
});
