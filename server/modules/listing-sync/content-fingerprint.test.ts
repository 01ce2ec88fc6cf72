import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { contentFingerprint } from './content-fingerprint.ts';

const item = (over: Record<string, unknown> = {}, edits: Record<string, unknown> = {}) => ({
  title: 'Oak Serving Board',
  condition: 'New',
  catalogDetails: { brand: 'Alder & Oak', images: ['https://m.media-amazon.com/a.jpg'], product_details: [{ name: 'Material', value: 'Oak' }], ...over },
  userEditedDetails: edits,
});

describe('contentFingerprint', () => {
  it('is the same for the same content, whatever the key order', () => {
    const a = contentFingerprint(item());
    const b = contentFingerprint({
      ...item(),
      catalogDetails: { product_details: [{ value: 'Oak', name: 'Material' }], images: ['https://m.media-amazon.com/a.jpg'], brand: 'Alder & Oak' },
    });
    expect(a).toBe(b);
  });

  it('changes with an edit of the title, description, images, category, specifics or condition', () => {
    const base = contentFingerprint(item());
    for (const edit of [
      { title: 'Large Oak Serving Board' },
      { description: '<p>Hand-finished</p>' },
      { images: ['https://m.media-amazon.com/b.jpg'] },
      { ebay_category_id: '20625' },
      { variant_specifics: [{ name: 'Type', value: 'Serving Board' }] },
      { ebay_condition_id: 1000 },
      { condition_note: 'Box opened' },
    ])
      expect(contentFingerprint(item({}, edit))).not.toBe(base);
  });

  it('does not change with the price lock or the OnBuy choices (they are not the listing content)', () => {
    const base = contentFingerprint(item());
    expect(contentFingerprint(item({}, { ebay_price: 1999, onbuy_brand: 'Alder & Oak' }))).toBe(base);
  });

  it('changes when Amazon catalogue data arrives', () => {
    expect(contentFingerprint({ ...item(), catalogDetails: null })).not.toBe(contentFingerprint(item()));
  });
});

describe('contentFingerprint over time', () => {
  it('is the SHA-256 of the content as JSON with sorted keys and no undefined members, as listings already carry it', () => {
    // Written out by hand: a change of the format would make every live listing look edited.
    const json =
      '{"catalog":{"brand":"Alder & Oak","images":["https://m.media-amazon.com/a.jpg"],"product_details":[{"name":"Material","value":"Oak"}]},' +
      '"condition":"New","edits":{"title":"Oak Board"},"title":"Oak Serving Board"}';
    const expected = createHash('sha256').update(json).digest('base64url');
    expect(contentFingerprint(item({}, { title: 'Oak Board', description: undefined }))).toBe(expected);
  });
});
