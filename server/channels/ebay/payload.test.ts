// The eBay payloads of an item: what eBay would show (title, escaped description, photos, item
// specifics, package) and what it would sell (condition, quantity after the buffer, price).
import { describe, expect, it } from 'vitest';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { inventoryItem } from '../../../tests/factories/inventory-item.ts';
import { channelQuantity, NO_CHANNEL_LIMITS } from '../../../shared/inventory/quantity.ts';
import {
  allowBestOffer,
  ebayAmount,
  ebayCondition,
  inventoryItemPayload,
  listingAspects,
  listingDescription,
  listingImages,
  listingTitle,
  offerPayload,
  type OfferContext,
} from './payload.ts';

const item = (over: Partial<InventoryItemRow> = {}): InventoryItemRow => inventoryItem(over);

const https = (n: number) => `https://img.example.com/${n}.jpg`;

describe('listing title', () => {
  it("takes the seller's edited title over Amazon's, trimmed", () => {
    expect(listingTitle(item({ userEditedDetails: { title: '  My own title  ' } }))).toBe('My own title');
    expect(listingTitle(item())).toBe('Sony Wireless Headphones');
  });
  it("cuts to eBay's 80 characters", () => {
    const t = listingTitle(item({ title: 'x'.repeat(120) }));
    expect(t).toHaveLength(80);
  });
});

describe('listing description', () => {
  it('escapes HTML in the text and the feature bullets', () => {
    const html = listingDescription(
      item({ catalogDetails: { product_description: `Tom & Jerry's <script>alert("x")</script>`, feature_bullets: ['<b>loud</b>', '  ', 'A & B'] } }),
    );
    expect(html).toBe(
      '<div><p>Tom &amp; Jerry&#39;s &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p><ul><li>&lt;b&gt;loud&lt;/b&gt;</li><li>A &amp; B</li></ul></div>',
    );
  });
  it("prefers the seller's description, then Amazon's, then the title; no list without bullets", () => {
    expect(listingDescription(item({ userEditedDetails: { description: 'Mine' }, catalogDetails: { product_description: 'Amazon' } }))).toBe(
      '<div><p>Mine</p></div>',
    );
    expect(listingDescription(item({ catalogDetails: { product_description: 'Amazon' } }))).toBe('<div><p>Amazon</p></div>');
    expect(listingDescription(item())).toBe('<div><p>Sony Wireless Headphones</p></div>');
  });
});

describe('listing images', () => {
  it('keeps https images only, without duplicates, the thumbnail last', () => {
    const images = listingImages(
      item({ thumbUrl: https(0), catalogDetails: { images: ['http://insecure.example.com/a.jpg', https(1), https(1), 'ftp://x', 42, https(2)] } }),
    );
    expect(images).toEqual([https(1), https(2), https(0)]);
  });
  it("uses the seller's images instead of Amazon's", () => {
    expect(listingImages(item({ userEditedDetails: { images: [https(9)] }, catalogDetails: { images: [https(1)] } }))).toEqual([https(9)]);
  });
  it("caps at eBay's 24 photos", () => {
    const images = listingImages(item({ catalogDetails: { images: Array.from({ length: 30 }, (_, i) => https(i)) } }));
    expect(images).toHaveLength(24);
    expect(images[23]).toBe(https(23));
  });
});

describe('item specifics', () => {
  it('names each product detail and adds the brand unless a Brand detail exists', () => {
    expect(
      listingAspects(
        item({
          catalogDetails: {
            brand: 'Sony',
            product_details: [
              { name: ' Type ', value: ' Over-Ear ' },
              { name: 'Empty', value: '' },
            ],
          },
        }),
      ),
    ).toEqual({
      Type: ['Over-Ear'],
      Brand: ['Sony'],
    });
    expect(listingAspects(item({ catalogDetails: { brand: 'Sony', product_details: [{ name: 'Brand', value: 'Sony Europe' }] } }))).toEqual({
      Brand: ['Sony Europe'],
    });
  });
  it("takes the seller's edited details over Amazon's", () => {
    const i = item({
      catalogDetails: { product_details: [{ name: 'Type', value: 'In-Ear' }] },
      userEditedDetails: { product_details: [{ name: 'Model', value: 'X1' }] },
    });
    expect(listingAspects(i)).toEqual({ Model: ['X1'] });
  });
});

describe('inventory item payload', () => {
  const payload = (i: InventoryItemRow) =>
    inventoryItemPayload(i, 'SKU-1', { quantity: channelQuantity(i, NO_CHANNEL_LIMITS), condition: 'NEW', locale: 'en-GB' });

  it('carries brand, MPN, EAN and UPC from the product details under any of their names', () => {
    const p = payload(
      item({
        catalogDetails: {
          brand: 'Sony',
          product_details: [
            { name: 'Item model number', value: 'WH-1000' },
            { name: 'EAN', value: '4548736112100' },
            { name: 'UPC Code', value: '027242920576' },
          ],
        },
      }),
    );
    expect(p.product).toMatchObject({ brand: 'Sony', mpn: 'WH-1000', ean: ['4548736112100'], upc: ['027242920576'] });
    expect(p.locale).toBe('en_GB');
    expect(p.condition).toBe('NEW');
    expect(p.sku).toBe('SKU-1');
  });

  it('leaves out brand, MPN, EAN, UPC and the package when the item has none', () => {
    const p = payload(item());
    expect(Object.keys(p.product ?? {}).sort()).toEqual(['aspects', 'description', 'imageUrls', 'title']);
    expect(p.packageWeightAndSize).toBeUndefined();
  });

  it('maps package weight units and sizes (inches unless centimetres), ignoring zero or missing measures', () => {
    const pkg = (package_dimensions: unknown) => payload(item({ catalogDetails: { package_dimensions } })).packageWeightAndSize;
    expect(pkg({ weight: { amount: 1.5, unit: 'kilograms' } })).toEqual({ weight: { value: 1.5, unit: 'KILOGRAM' } });
    expect(pkg({ weight: { amount: 300, unit: 'grams' } })).toEqual({ weight: { value: 300, unit: 'GRAM' } });
    expect(pkg({ weight: { amount: 12, unit: 'ounces' } })).toEqual({ weight: { value: 12, unit: 'OUNCE' } });
    expect(pkg({ weight: { amount: 2, unit: 'pounds' } })).toEqual({ weight: { value: 2, unit: 'POUND' } });
    expect(pkg({ weight: { amount: 2, unit: null } })).toEqual({ weight: { value: 2, unit: 'POUND' } });
    expect(
      pkg({ length: { amount: 20, unit: 'centimeters' }, width: { amount: 10, unit: 'centimeters' }, height: { amount: 5, unit: 'centimeters' } }),
    ).toEqual({ dimensions: { length: 20, width: 10, height: 5, unit: 'CENTIMETER' } });
    expect(pkg({ length: { amount: 8, unit: 'inches' }, width: { amount: 4, unit: 'inches' }, height: { amount: 2, unit: 'inches' } })).toEqual({
      dimensions: { length: 8, width: 4, height: 2, unit: 'INCH' },
    });
    // An incomplete size is no size; a zero or NaN weight is no weight.
    expect(pkg({ length: { amount: 8, unit: 'inches' }, width: { amount: 4, unit: 'inches' } })).toBeUndefined();
    expect(pkg({ weight: { amount: 0, unit: 'pounds' } })).toBeUndefined();
    expect(pkg({ weight: { amount: Number.NaN, unit: 'pounds' } })).toBeUndefined();
  });

  it('offers FBA + MFN minus the quantity buffer, never below 0', () => {
    const qty = (over: Partial<InventoryItemRow>) => payload(item(over)).availability?.shipToLocationAvailability?.quantity;
    expect(qty({ fbaQuantity: 5, mfnQuantity: 3, quantityBuffer: null })).toBe(8);
    expect(qty({ fbaQuantity: 5, mfnQuantity: 3, quantityBuffer: 2 })).toBe(6);
    expect(qty({ fbaQuantity: 5, mfnQuantity: 3, quantityBuffer: 8 })).toBe(0);
    expect(qty({ fbaQuantity: 1, mfnQuantity: 0, quantityBuffer: 5 })).toBe(0);
  });
});

describe('eBay condition per category', () => {
  // The sandbox's condition groups (like eBay's): general 1000/1500/3000/7000, electronics adds
  // 2000/2500, books 1000/2750/4000/5000/6000.
  const general = ['1000', '1500', '3000', '7000'];
  const electronics = [...general, '2000', '2500'];
  const books = ['1000', '2750', '4000', '5000', '6000'];

  it('maps new to NEW (1000) everywhere', () => {
    expect(ebayCondition('New', general)).toEqual({ condition: 'NEW', conditionId: '1000' });
    expect(ebayCondition('new', null)).toEqual({ condition: 'NEW', conditionId: '1000' });
  });
  it('takes the first grade the category accepts', () => {
    expect(ebayCondition('Used - Like New', books)).toEqual({ condition: 'LIKE_NEW', conditionId: '2750' });
    expect(ebayCondition('UsedLikeNew', general)).toEqual({ condition: 'USED_EXCELLENT', conditionId: '3000' });
    expect(ebayCondition('used_acceptable', books)).toEqual({ condition: 'USED_ACCEPTABLE', conditionId: '6000' });
    expect(ebayCondition('Used - Acceptable', general)).toEqual({ condition: 'USED_EXCELLENT', conditionId: '3000' });
    expect(ebayCondition('Refurbished', electronics)).toEqual({ condition: 'CERTIFIED_REFURBISHED', conditionId: '2000' });
    expect(ebayCondition('Refurbished', general)).toEqual({ condition: 'USED_EXCELLENT', conditionId: '3000' });
    expect(ebayCondition('Used - Refurbished', electronics)).toEqual({ condition: 'SELLER_REFURBISHED', conditionId: '2500' });
  });
  it("falls back to the first preference when the category's conditions are unknown or none fits", () => {
    expect(ebayCondition('Used - Very Good', null)).toEqual({ condition: 'USED_VERY_GOOD', conditionId: '4000' });
    expect(ebayCondition('Used - Good', ['7000'])).toEqual({ condition: 'USED_GOOD', conditionId: '5000' });
  });
});

describe('offer payload', () => {
  const ctx: OfferContext = {
    marketplaceId: 'EBAY_GB',
    currency: 'GBP',
    merchantLocationKey: 'listbridge-default',
    policies: { fulfillmentPolicyId: 'f1', paymentPolicyId: 'p1', returnPolicyId: 'r1' },
  };
  it('is a fixed-price GTC offer with the price as a decimal string, policies, location and description', () => {
    const o = offerPayload(item({ userEditedDetails: { description: 'A & B' } }), 'SKU-1', ctx, {
      categoryId: '112529',
      priceCents: 4321,
      quantity: 3,
      bestOfferDefault: false,
    });
    expect(o).toEqual({
      sku: 'SKU-1',
      marketplaceId: 'EBAY_GB',
      format: 'FIXED_PRICE',
      availableQuantity: 3,
      categoryId: '112529',
      listingDescription: '<div><p>A &amp; B</p></div>',
      listingDuration: 'GTC',
      listingPolicies: { ...ctx.policies, bestOfferTerms: { bestOfferEnabled: false } },
      pricingSummary: { price: { value: '43.21', currency: 'GBP' } },
      merchantLocationKey: 'listbridge-default',
    });
  });
  it('leaves the category out when none is known', () => {
    expect('categoryId' in offerPayload(item(), 'SKU-1', ctx, { categoryId: null, priceCents: 100, quantity: 1, bestOfferDefault: false })).toBe(false);
  });
  const bestOffer = (edits: Record<string, unknown>, bestOfferDefault: boolean) =>
    offerPayload(item({ userEditedDetails: edits }), 'SKU-1', ctx, { categoryId: null, priceCents: 100, quantity: 1, bestOfferDefault }).listingPolicies
      ?.bestOfferTerms;
  it("takes Best Offer from the seller's enable_best_offer when the item has no allow_best_offer", () => {
    expect(bestOffer({}, true)).toEqual({ bestOfferEnabled: true });
    expect(bestOffer({}, false)).toEqual({ bestOfferEnabled: false });
    expect(allowBestOffer(item(), true)).toBe(true);
  });
  it("lets the item's allow_best_offer win over the seller's setting, either way", () => {
    expect(bestOffer({ allow_best_offer: true }, false)).toEqual({ bestOfferEnabled: true });
    expect(bestOffer({ allow_best_offer: false }, true)).toEqual({ bestOfferEnabled: false });
    // Not a boolean (a legacy string): not an override.
    expect(bestOffer({ allow_best_offer: 'yes' }, false)).toEqual({ bestOfferEnabled: false });
  });
  it('keeps the business policies next to bestOfferTerms', () => {
    const o = offerPayload(item({ userEditedDetails: { allow_best_offer: true } }), 'SKU-1', ctx, {
      categoryId: null,
      priceCents: 100,
      quantity: 1,
      bestOfferDefault: false,
    });
    expect(o.listingPolicies).toEqual({ fulfillmentPolicyId: 'f1', paymentPolicyId: 'p1', returnPolicyId: 'r1', bestOfferTerms: { bestOfferEnabled: true } });
  });
  it('formats amounts with two decimals', () => {
    expect(ebayAmount(5, 'USD')).toEqual({ value: '0.05', currency: 'USD' });
    expect(ebayAmount(100000, 'EUR')).toEqual({ value: '1000.00', currency: 'EUR' });
  });
});
