import { describe, expect, it } from 'vitest';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { centsOf, idQuery, itemBarcode, itemWeight, productSetInput, skuQuery } from './payload.ts';

const item = (over: Partial<InventoryItemRow> = {}): InventoryItemRow =>
  ({
    id: 'i1',
    sellerSku: 'OAK-1',
    title: 'Oak Serving Board',
    thumbUrl: 'https://images.example/oak.jpg',
    itemCategory: 'Kitchen',
    priceCents: 2000,
    catalogDetails: {
      brand: 'Woodline',
      product_details: [{ name: 'EAN', value: '5012345678900' }],
      package_dimensions: { weight: { amount: 1.2, unit: 'kilograms' } },
    },
    userEditedDetails: {},
    listings: [],
    ...over,
  }) as InventoryItemRow;

describe('Shopify productSet input', () => {
  it('is one ACTIVE product with one tracked variant: SKU, barcode, price, compare-at, weight and stock at the location', () => {
    const input = productSetInput(item(), 'OAK-1', { locationId: 'gid://shopify/Location/1', quantity: 7, priceCents: 2200, compareAtCents: 2500 });
    expect(input).toMatchObject({ title: 'Oak Serving Board', vendor: 'Woodline', productType: 'Kitchen', status: 'ACTIVE' });
    expect(input.id).toBeUndefined();
    expect(input.variants).toEqual([
      {
        optionValues: [{ optionName: 'Title', name: 'Default Title' }],
        sku: 'OAK-1',
        barcode: '5012345678900',
        price: '22.00',
        compareAtPrice: '25.00',
        inventoryPolicy: 'DENY',
        inventoryItem: { tracked: true, measurement: { weight: { value: 1.2, unit: 'KILOGRAMS' } } },
        inventoryQuantities: [{ locationId: 'gid://shopify/Location/1', name: 'available', quantity: 7 }],
      },
    ]);
    expect(input.files).toEqual([{ originalSource: 'https://images.example/oak.jpg', contentType: 'IMAGE' }]);
    expect(String(input.descriptionHtml)).toContain('Oak Serving Board');
  });

  it('updates the product found under the SKU (its id and its variant), so a retry never creates a second one', () => {
    const input = productSetInput(item(), 'OAK-1', {
      locationId: 'gid://shopify/Location/1',
      quantity: 0,
      priceCents: 2000,
      compareAtCents: null,
      productId: 'gid://shopify/Product/9',
      variantId: 'gid://shopify/ProductVariant/3',
    });
    expect(input.id).toBe('gid://shopify/Product/9');
    expect((input.variants as Record<string, unknown>[])[0]).toMatchObject({ id: 'gid://shopify/ProductVariant/3', compareAtPrice: null });
  });

  it("uses the seller's title, leaves out what the catalogue lacks, and reads units", () => {
    const bare = item({ catalogDetails: null, itemCategory: null, thumbUrl: null, userEditedDetails: { title: 'My own title' } });
    const input = productSetInput(bare, 'X', { locationId: 'L', quantity: 1, priceCents: 100, compareAtCents: null });
    expect(input.title).toBe('My own title');
    expect(input).not.toHaveProperty('vendor');
    expect(input).not.toHaveProperty('files');
    expect(itemBarcode(bare)).toBeUndefined();
    expect(itemWeight(item({ catalogDetails: { package_dimensions: { weight: { amount: 3, unit: null } } } }))).toEqual({ value: 3, unit: 'POUNDS' });
    expect(itemWeight(item({ catalogDetails: { package_dimensions: { weight: { amount: 0, unit: 'grams' } } } }))).toBeUndefined();
  });

  it('builds searches by SKU (quoted) and by product id, and reads money', () => {
    // A double quote stays in the SKU (single-quoted, Shopify's search syntax): issue 32.
    expect(skuQuery(['A 1', 'B"2'])).toBe(`sku:"A 1" OR sku:'B"2'`);
    expect(idQuery(['gid://shopify/Product/12', '13'])).toBe('id:12 OR id:13');
    expect(centsOf('22.50')).toBe(2250);
    expect(centsOf(null)).toBeNull();
    expect(centsOf('x')).toBeNull();
  });
});
