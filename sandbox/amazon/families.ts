// Variation families of the demo catalogue: a parent ASIN (not sellable, no SKU, as on Amazon)
// whose children are ordinary catalogue items that differ only in the theme's attributes (colour,
// size, or both). Membership is a pure function of the item index, like everything else in the
// catalogue: in every block of FAMILY_PERIOD items the same slots hold the same kinds of family,
// so a catalogue of FAMILY_FIRST_SLOT + FAMILY_SLOTS items or more has each kind once, and a
// 10k catalogue has twenty of each. Smaller catalogues (most tests) have none and stay as before.
import { encodeAsin } from './ids.ts';

/** Amazon's variation themes the demo uses, with the attribute names Catalog Items gives with them. */
export type Theme = 'COLOR_NAME' | 'SIZE_NAME' | 'SIZE_NAME/COLOR_NAME';
export const THEME_ATTRIBUTES: Record<Theme, string[]> = {
  COLOR_NAME: ['color'],
  SIZE_NAME: ['size'],
  'SIZE_NAME/COLOR_NAME': ['color', 'size'],
};

export interface FamilyShape {
  /** The noun code of catalogue.ts the children are (their SKUs keep it). */
  kindCode: string;
  theme: Theme;
  /** The family's name without its variation values (the parent's title after the brand). */
  name: string;
  colors: string[];
  /** Sizes, with what the child's own name says about them. */
  sizes: string[];
  /** Children (in family order) that are out of stock: a channel shows them at 0 and keeps them. */
  outOfStock: number[];
}

/** The families of one block, in slot order (each takes colors × sizes consecutive indexes). */
export const FAMILY_SHAPES: FamilyShape[] = [
  {
    kindCode: 'BANDS5',
    theme: 'COLOR_NAME',
    name: 'Resistance Bands, Set of 5',
    colors: ['Black', 'Navy Blue', 'Sage Green', 'Terracotta', 'Blush Pink'],
    sizes: [],
    outOfStock: [],
  },
  {
    kindCode: 'PILLOW-18"',
    theme: 'SIZE_NAME',
    name: 'Linen Throw Pillow Cover',
    colors: [],
    // Metric sizes, as the UK and EU pages name them (and eBay's cushion-cover sizes are).
    sizes: ['40 x 40 cm', '45 x 45 cm', '50 x 50 cm'],
    outOfStock: [],
  },
  {
    kindCode: 'SLEEVE-11"',
    theme: 'SIZE_NAME/COLOR_NAME',
    name: 'Tablet Sleeve',
    colors: ['Black', 'Slate Grey', 'Navy Blue'],
    sizes: ['10 Inch', '11 Inch', '13 Inch'],
    // One child sold out: it stays in the family at 0.
    outOfStock: [4],
  },
  {
    kindCode: 'SPATULA4',
    theme: 'COLOR_NAME',
    name: 'Silicone Spatula Set (4 Pieces)',
    colors: ['Black', 'White', 'Mustard Yellow', 'Charcoal'],
    sizes: [],
    outOfStock: [],
  },
];

/** Items per block; families sit at FAMILY_FIRST_SLOT.. of each block. */
export const FAMILY_PERIOD = 500;
export const FAMILY_FIRST_SLOT = 200;
const sizeOf = (f: FamilyShape) => Math.max(1, f.colors.length) * Math.max(1, f.sizes.length);
export const FAMILY_SLOTS = FAMILY_SHAPES.reduce((n, f) => n + sizeOf(f), 0);

/** Parent ASINs encode (seller + PARENT_SELLER_OFFSET, first child index): they decode to no seller's item. */
const PARENT_SELLER_OFFSET = 500;

export interface FamilyMember {
  shape: FamilyShape;
  /** Index of the family's first child (also what the parent ASIN encodes). */
  firstIndex: number;
  /** Place of this item in the family (0-based). */
  position: number;
  color: string | null;
  size: string | null;
  outOfStock: boolean;
}

/** The family slot an item index falls in, or null for an item sold alone. */
export function familyAt(index: number): FamilyMember | null {
  const slot = (index % FAMILY_PERIOD) - FAMILY_FIRST_SLOT;
  if (slot < 0 || slot >= FAMILY_SLOTS) return null;
  let start = 0;
  for (const shape of FAMILY_SHAPES) {
    const n = sizeOf(shape);
    if (slot < start + n) {
      const position = slot - start;
      // Size × colour: sizes vary slowest, so each size's colours sit together.
      const colors = shape.colors.length;
      const color = colors ? shape.colors[position % colors]! : null;
      const size = shape.sizes.length ? shape.sizes[colors ? Math.floor(position / colors) : position]! : null;
      return { shape, firstIndex: index - position, position, color, size, outOfStock: shape.outOfStock.includes(position) };
    }
    start += n;
  }
  return null;
}

/** The indexes of every child of the family whose first child is `firstIndex`. */
export function familyIndexes(firstIndex: number): number[] {
  const m = familyAt(firstIndex);
  if (m?.position !== 0) return [];
  return Array.from({ length: sizeOf(m.shape) }, (_, n) => firstIndex + n);
}

export function parentAsinOf(sellerNumber: number, firstIndex: number): string {
  return encodeAsin(sellerNumber + PARENT_SELLER_OFFSET, firstIndex);
}

/** Reverse of parentAsinOf for a decoded ASIN: the seller number and first child index, or null for a child. */
export function parentOfDecoded(decoded: { sellerNumber: number; index: number }): { sellerNumber: number; firstIndex: number } | null {
  if (decoded.sellerNumber <= PARENT_SELLER_OFFSET) return null;
  const sellerNumber = decoded.sellerNumber - PARENT_SELLER_OFFSET;
  return familyIndexes(decoded.index).length ? { sellerNumber, firstIndex: decoded.index } : null;
}
