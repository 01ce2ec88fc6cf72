import { describe, expect, it } from 'vitest';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { conditionProblem, creationProblem, matchProblem, NO_BARCODE, NO_BRAND, NO_CATEGORY, NO_IMAGE } from './preflight.ts';
import { itemBarcode } from './product.ts';

const item = (over: Partial<InventoryItemRow> = {}, details: Record<string, unknown> = {}): InventoryItemRow =>
  ({
    id: '11111111-1111-4111-8111-111111111111',
    userId: 'u',
    sellerSku: 'SKU-1',
    title: 'Harbor Lane Resistance Bands, Set of 5, Black',
    thumbUrl: null,
    priceCents: 1699,
    condition: 'New',
    catalogDetails: {
      brand: 'Harbor Lane',
      identifiers: { upc: '012345678905', ean: '0012345678905' },
      images: ['https://m.media-amazon.example/images/I/1.jpg'],
      ...details,
    },
    userEditedDetails: {},
    ...over,
  }) as InventoryItemRow;

const bands = { name: 'Resistance Bands', canListIn: true };

describe("OnBuy's pre-flight", () => {
  it('takes the barcode from Amazon’s identifiers: EAN first, then UPC, GTIN, ISBN (an ISBN-10 as its 978 EAN)', () => {
    expect(itemBarcode(item())).toBe('0012345678905');
    expect(itemBarcode(item({}, { identifiers: { upc: '012345678905' } }))).toBe('012345678905');
    expect(itemBarcode(item({}, { identifiers: { isbn: '9780306406157' } }))).toBe('9780306406157');
    // ISBN-10 0-306-40615-2 is EAN 978-0-306-40615-7.
    expect(itemBarcode(item({}, { identifiers: { isbn: '0306406152' } }))).toBe('9780306406157');
    // The seller's own barcode wins over Amazon's.
    expect(itemBarcode(item({ userEditedDetails: { product_details: [{ name: 'EAN', value: '5012345678900' }] } }))).toBe('5012345678900');
  });

  it('holds back an item with no barcode, saying to add one or choose a product', () => {
    const none = item({}, { identifiers: {} });
    expect(matchProblem(none)).toBe(NO_BARCODE);
    expect(NO_BARCODE).toContain('add its barcode');
    expect(NO_BARCODE).toContain('Choose Existing');
    expect(matchProblem(item())).toBeNull();
  });

  it('holds back a condition the category does not take, naming the allowed ones', () => {
    expect(conditionProblem('new', { name: 'Towels', conditions: ['new'] })).toBeNull();
    const msg = conditionProblem('good', { name: 'Towels', conditions: ['new'] });
    expect(msg).toBe(
      `OnBuy's "Towels" category takes only New items and this item is Used - Good: set its OnBuy condition in the item's OnBuy Settings to one of these, or do not list it on OnBuy`,
    );
    expect(conditionProblem('average', { name: 'Yoga Mats', conditions: ['new', 'good'] })).toContain('takes only New, Used - Good items');
  });

  it('creates only with a listable category, a brand, an image and a title of at most 150 characters', () => {
    expect(creationProblem(item(), bands, 'Harbor Lane')).toBeNull();
    expect(creationProblem(item(), null, 'Harbor Lane')).toBe(NO_CATEGORY);
    expect(creationProblem(item(), { name: 'Sports & Leisure', canListIn: false }, 'Harbor Lane')).toContain('does not take products');
    expect(creationProblem(item(), bands, null)).toBe(NO_BRAND);
    expect(creationProblem(item({}, { images: [] }), bands, 'Harbor Lane')).toBe(NO_IMAGE);
    expect(creationProblem(item({}, { images: ['not a link'] }), bands, 'Harbor Lane')).toBe(NO_IMAGE);
    const long = item({ title: 'x'.repeat(151) });
    expect(creationProblem(long, bands, 'Harbor Lane')).toBe("OnBuy product names are at most 150 characters and this title has 151: shorten the item's title");
    // The seller's shorter title is the one sent.
    expect(creationProblem(item({ title: 'x'.repeat(151), userEditedDetails: { title: 'Resistance Bands' } }), bands, 'Harbor Lane')).toBeNull();
  });
});
