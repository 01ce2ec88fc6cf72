// eBay's pre-flight beyond item specifics (issue 28, "nothing dropped silently"): the title cut at
// a word boundary to eBay's 80 characters, the first usable photo first, an item without a usable
// photo held back with what to change, and descriptions without the active content eBay forbids.
import { describe, expect, it } from 'vitest';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { inventoryItem } from '../../../tests/factories/inventory-item.ts';
import { PHOTO_MESSAGE_PREFIX, photoProblem, withoutActiveContent } from './content-check.ts';
import { listingImages, listingTitle } from './payload.ts';

const item = (over: Partial<InventoryItemRow> = {}): InventoryItemRow => inventoryItem({ title: 'Lamp', ...over });

describe('title', () => {
  it('keeps a title of 80 characters or fewer as it is', () => {
    const title = 'Harbor Lane Wall Clock 12" Silent Non-Ticking, Navy Blue (Pack of 2)';
    expect(listingTitle(item({ title }))).toBe(title);
  });

  it('cuts a longer title after the last whole word within 80 characters, without a dangling comma', () => {
    // 93 characters; the 80th falls inside "Pieces".
    const title = 'Kestrel Outdoor Wooden Building Blocks for Toddlers and Kids, Natural Colours, 100 Pieces Set';
    expect(listingTitle(item({ title }))).toBe('Kestrel Outdoor Wooden Building Blocks for Toddlers and Kids, Natural Colours');
  });

  it("cuts the seller's own title the same way", () => {
    const own = `${'Word '.repeat(20)}End`;
    const cut = listingTitle(item({ userEditedDetails: { title: own } }));
    expect(cut).toBe('Word '.repeat(16).trim());
    expect(cut.length).toBeLessThanOrEqual(80);
  });
});

describe('photos', () => {
  it('puts the first usable (https) photo first and leaves the unusable ones out', () => {
    const images = ['http://images.example.com/main.jpg', 'https://images.example.com/side.jpg', 'https://images.example.com/back.jpg'];
    const i = item({ catalogDetails: { images } });
    expect(listingImages(i)).toEqual(['https://images.example.com/side.jpg', 'https://images.example.com/back.jpg']);
    expect(photoProblem(i)).toBeNull();
  });

  it('holds an item back, saying what to change, when none of its photos is https', () => {
    const i = item({ catalogDetails: { images: ['http://127.0.0.1:4101/images/I/a.jpg', 'http://127.0.0.1:4101/images/I/b.jpg'] } });
    const message = photoProblem(i);
    expect(message).toBe(
      "No photo eBay can use: eBay takes only https:// photo links and this item's 2 photos are not https (e.g. http://127.0.0.1:4101/images/I/a.jpg). Add a photo with an https:// link in the item's images",
    );
    expect(message?.startsWith(PHOTO_MESSAGE_PREFIX)).toBe(true);
  });

  it('holds an item without any photo back', () => {
    expect(photoProblem(item())).toBe("No photo eBay can use: the item has no photo. Add at least one photo (an https:// link) in the item's images");
  });

  it("a seller's https photo makes the item listable", () => {
    expect(
      photoProblem(item({ catalogDetails: { images: ['http://a/x.jpg'] }, userEditedDetails: { images: ['https://mine.example.com/1.jpg'] } })),
    ).toBeNull();
  });
});

describe('description', () => {
  it('removes scripts, frames, forms and event handlers eBay forbids, keeping the rest', () => {
    const html =
      '<div style="color:red"><p onclick="steal()">Hello <b>there</b></p><script>alert(1)</script><iframe src="https://x"></iframe><a href="javascript:go()">x</a><img src="https://i/1.jpg" onerror="x()"></div>';
    expect(withoutActiveContent(html)).toBe('<div style="color:red"><p>Hello <b>there</b></p><a>x</a><img src="https://i/1.jpg" /></div>');
  });

  it('leaves a description without active content exactly as it is', () => {
    const html = '<div class="lb"><style>.lb{font-family:Arial}</style><p>Plain</p><br></div>';
    expect(withoutActiveContent(html)).toBe(html);
  });
});
