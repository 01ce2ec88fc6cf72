import { describe, expect, it } from 'vitest';
import { costBasisError, draftFromItem, editsFromDraft, priceError, type ListingSource } from './listingDraft.ts';

const source: ListingSource = {
  title: 'Amazon title',
  allowBestOffer: false,
  catalog: { description: 'Amazon text', images: ['https://a/1.jpg'], featureBullets: ['One', 'Two'], productDetails: [{ name: 'Brand', value: 'Acme' }] },
  edits: {
    title: null,
    description: null,
    images: null,
    featureBullets: null,
    productDetails: null,
    ebayPriceCents: null,
    costBasisCents: null,
    allowBestOffer: null,
  },
};

describe('listing draft', () => {
  it("starts from Amazon's data and the overrides on top", () => {
    const d = draftFromItem({ ...source, edits: { ...source.edits, title: 'Mine', ebayPriceCents: 1299 } });
    expect(d).toMatchObject({ title: 'Mine', description: 'Amazon text', images: ['https://a/1.jpg'], price: '12.99' });
  });

  it('sends nothing when nothing changed, or only blank entries were added', () => {
    const d = draftFromItem(source);
    expect(editsFromDraft(d, source)).toEqual({});
    expect(editsFromDraft({ ...d, images: [...d.images, '  '], featureBullets: ['One', '', 'Two'] }, source)).toEqual({});
  });

  it('sends changed fields only, with blank entries dropped', () => {
    const d = draftFromItem(source);
    const edits = editsFromDraft(
      {
        ...d,
        title: ' New title ',
        featureBullets: ['One', ' ', 'Three'],
        productDetails: [
          { name: 'Brand', value: 'Acme' },
          { name: 'Size', value: '' },
        ],
      },
      source,
    );
    expect(edits).toEqual({ title: 'New title', featureBullets: ['One', 'Three'] });
  });

  it("clears an override set back to Amazon's value, or blanked", () => {
    const edited: ListingSource = { ...source, edits: { ...source.edits, title: 'Mine', description: 'My text' } };
    const d = draftFromItem(edited);
    expect(editsFromDraft({ ...d, title: 'Amazon title', description: '' }, edited)).toEqual({ title: null, description: null });
  });

  it("sends the price in cents, and '__UNSET' to clear the override", () => {
    const d = draftFromItem(source);
    expect(editsFromDraft({ ...d, price: '15.5' }, source)).toEqual({ ebayPrice: '1550' });
    const priced: ListingSource = { ...source, edits: { ...source.edits, ebayPriceCents: 1550 } };
    expect(editsFromDraft({ ...draftFromItem(priced), price: '' }, priced)).toEqual({ ebayPrice: '__UNSET' });
    expect(priceError({ ...d, price: 'abc' })).toBe('Enter a price such as 12.99');
    expect(editsFromDraft({ ...d, price: 'abc' }, source)).toEqual({});
  });

  it('sends the cost basis in minor units, null to clear it, and refuses what is not an amount', () => {
    const d = draftFromItem(source);
    expect(d.costBasis).toBe('');
    expect(editsFromDraft({ ...d, costBasis: '4.5' }, source)).toEqual({ costBasis: 450 });
    const costed: ListingSource = { ...source, edits: { ...source.edits, costBasisCents: 450 } };
    expect(draftFromItem(costed).costBasis).toBe('4.50');
    expect(editsFromDraft(draftFromItem(costed), costed)).toEqual({});
    expect(editsFromDraft({ ...draftFromItem(costed), costBasis: ' ' }, costed)).toEqual({ costBasis: null });
    expect(costBasisError({ ...d, costBasis: 'four' })).toBe('Enter an amount such as 4.50');
    expect(costBasisError({ ...d, costBasis: '4.50' })).toBeNull();
    expect(editsFromDraft({ ...d, costBasis: 'four' }, source)).toEqual({});
  });

  it("shows Best Offer's effective value and sends it only when flipped, as the item's own choice", () => {
    const fromSetting = { ...source, allowBestOffer: true };
    const d = draftFromItem(fromSetting);
    expect(d.allowBestOffer).toBe(true);
    expect(editsFromDraft(d, fromSetting)).toEqual({});
    expect(editsFromDraft({ ...d, allowBestOffer: false }, fromSetting)).toEqual({ allowBestOffer: false });
    expect(editsFromDraft({ ...draftFromItem(source), allowBestOffer: true }, source)).toEqual({ allowBestOffer: true });
  });
});
