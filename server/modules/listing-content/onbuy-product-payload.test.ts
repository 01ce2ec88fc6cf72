import { describe, expect, it } from 'vitest';
import type { InventoryItemRow } from '../inventory/inventory.service.ts';
import { itemBarcode, onbuyChoiceEdits, onbuyChoiceOf, onbuyProductPayload } from './onbuy-product-payload.ts';
import { OnbuyProductInputError } from './onbuy-products.errors.ts';

const item = (over: Partial<InventoryItemRow> = {}): InventoryItemRow =>
  ({
    id: '11111111-1111-4111-8111-111111111111',
    userId: 'u',
    sellerSku: 'SKU-1',
    asin: 'B000000001',
    title: 'Cast Iron Skillet 26cm',
    thumbUrl: null,
    priceCents: 2999,
    catalogDetails: {
      images: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
      product_details: [{ name: 'EAN', value: '5012345678900' }],
      product_description: 'A heavy pan.',
    },
    userEditedDetails: {},
    listings: [],
    ...over,
  }) as InventoryItemRow;

describe('the OnBuy product of an item', () => {
  it('reads the EAN (else the UPC) from the product details, the seller’s first', () => {
    expect(itemBarcode(item())).toBe('5012345678900');
    expect(itemBarcode(item({ userEditedDetails: { product_details: [{ name: 'UPC', value: '012345678905' }] } }))).toBe('012345678905');
    expect(itemBarcode(item({ catalogDetails: { product_details: [{ name: 'EAN', value: 'n/a' }] } }))).toBeNull();
  });

  it('sends uid = item id, the category, brand, EAN, images and description', () => {
    const p = onbuyProductPayload(item(), { categoryId: 216011, brandId: null, brandName: 'Skillet Co' });
    expect(p).toMatchObject({
      uid: '11111111-1111-4111-8111-111111111111',
      category_id: 216011,
      product_name: 'Cast Iron Skillet 26cm',
      product_codes: ['5012345678900'],
      brand_name: 'Skillet Co',
      default_image: 'https://img.example/1.jpg',
      additional_images: ['https://img.example/2.jpg'],
      rrp: 29.99,
      published: 1,
    });
    expect(p).not.toHaveProperty('brand_id');
    expect(p.description).toContain('A heavy pan.');
  });

  it('refuses an item without a barcode or an image, naming what is missing', () => {
    const noEan = () => onbuyProductPayload(item({ catalogDetails: { images: ['https://img.example/1.jpg'] } }), { categoryId: 1, brandId: 1, brandName: 'B' });
    expect(noEan).toThrow(OnbuyProductInputError);
    expect(noEan).toThrow(/EAN or UPC/);
    const noImage = () =>
      onbuyProductPayload(item({ catalogDetails: { product_details: [{ name: 'EAN', value: '5012345678900' }] } }), {
        categoryId: 1,
        brandId: 1,
        brandName: 'B',
      });
    expect(noImage).toThrow(/image/);
  });

  it('stores the choices in user_edited_details and reads them back, legacy shapes too', () => {
    const choice = { categoryId: 2710, categoryName: 'Yoga Mats', brandId: 505, brandName: 'LEGO', condition: 'new' };
    const edits = onbuyChoiceEdits(choice);
    expect(edits).toEqual({
      onbuy_category: { category_id: 2710, name: 'Yoga Mats' },
      onbuy_brand: { brand_id: 505, name: 'LEGO' },
      onbuy_condition_code: 'new',
    });
    expect(onbuyChoiceOf(item({ userEditedDetails: edits }))).toEqual(choice);
    expect(onbuyChoiceOf(item({ userEditedDetails: { onbuy_category: '2710', onbuy_brand: 'Acme' } }))).toEqual({
      categoryId: 2710,
      categoryName: null,
      brandId: null,
      brandName: 'Acme',
      condition: null,
    });
  });
});
