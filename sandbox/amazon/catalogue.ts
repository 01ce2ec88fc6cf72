// A seller's catalogue as a pure function of (seed, seller, index): realistic enough for the
// product's screens (titles, brands, images, prices, FBA and MFN quantities, conditions) and
// cheap enough to stream 250k rows into a report without holding them.
import { MARKETPLACES, type DemoSeller } from './demo.ts';
import type { KindFacts } from './attributes.ts';
import { encodeAsin, fnSkuFor, hash32, imageId, isbnFor, listingId, pick, prng, upcFor } from './ids.ts';
import { familyAt, parentAsinOf, type FamilyMember } from './families.ts';

export type Condition = 'New' | 'UsedLikeNew' | 'UsedVeryGood' | 'UsedGood' | 'UsedAcceptable';

export interface Category {
  key: string;
  productType: string;
  displayGroup: string;
  browseNode: { id: string; name: string };
  /** Amazon referral fee share of the sale price. */
  referralRate: number;
  /** Media pays a per-item closing fee on top (books). */
  media: boolean;
  nouns: readonly Noun[];
}

export interface Noun {
  name: string;
  code: string;
  /** Amazon's item_type_keyword: the finer kind within the product type (OnBuy maps categories from it). */
  itemTypeKeyword: string;
  /** The product-type attributes Amazon carries for this kind (attributes.ts). */
  facts: KindFacts;
  /** Base price in minor units; the generator spreads prices around it. */
  price: number;
  /** Item dimensions: inches and pounds. */
  dims: [length: number, width: number, height: number, weight: number];
}

export interface FbaQuantities {
  fulfillable: number;
  reserved: number;
  unfulfillable: number;
  inboundWorking: number;
  inboundShipped: number;
  inboundReceiving: number;
  researching: number;
}

export interface CatalogueItem {
  index: number;
  sku: string;
  asin: string;
  fnSku: string;
  upc: string;
  /** Books: ISBN-13 (978…), also their EAN; null for other products. */
  isbn: string | null;
  listingId: string;
  title: string;
  brand: string;
  description: string;
  color: string;
  category: Category;
  kind: Noun;
  /** Units in the pack ("Pack of 3"): Amazon's item_package_quantity. */
  pack: number;
  priceCents: number;
  condition: Condition;
  /** AFN = fulfilled by Amazon (FBA), MFN = shipped by the seller. */
  fulfilment: 'AFN' | 'MFN';
  fba: FbaQuantities;
  mfnQuantity: number;
  openedAt: number;
  /** When the quantities last changed (seeded items: before the sandbox started). */
  updatedAt: number;
  imageIds: string[];
  dims: { length: number; width: number; height: number; weight: number };
  /** The variation family the item is a child of (families.ts), or null when it is sold alone. */
  family: { parentAsin: string; member: FamilyMember; brand: string } | null;
}

const CATEGORIES: Category[] = [
  {
    key: 'kitchen',
    productType: 'KITCHEN',
    displayGroup: 'kitchen_display_on_website',
    browseNode: { id: '284507', name: 'Kitchen & Dining' },
    referralRate: 0.15,
    media: false,
    nouns: [
      {
        name: 'Cast Iron Skillet 10"',
        code: 'SKILLET-10"',
        itemTypeKeyword: 'skillets',
        facts: { material: 'Cast Iron', size: '10 Inch' },
        price: 2499,
        dims: [17.5, 10.6, 2.1, 5.3],
      },
      {
        name: 'Silicone Spatula Set (4 Pieces)',
        code: 'SPATULA4',
        itemTypeKeyword: 'spatulas',
        facts: { material: 'Silicone', pieces: 4 },
        price: 1299,
        dims: [12, 4, 1.2, 0.5],
      },
      {
        name: 'French Press Coffee Maker 34 oz',
        code: 'FPRESS34',
        itemTypeKeyword: 'french-presses',
        facts: { material: 'Borosilicate Glass', capacity: { value: 34, unit: 'fluid_ounces' } },
        price: 2999,
        dims: [9, 6.5, 6, 1.9],
      },
      {
        name: 'Bamboo Cutting Board',
        code: 'BOARD-BAMBOO',
        itemTypeKeyword: 'cutting-boards',
        facts: { material: 'Bamboo', size: '18 x 12 Inches' },
        price: 1899,
        dims: [18, 12, 0.8, 2.6],
      },
      {
        name: 'Stainless Steel Mixing Bowls, Set of 5',
        code: 'BOWLS5',
        itemTypeKeyword: 'mixing-bowls',
        facts: { material: 'Stainless Steel', pieces: 5 },
        price: 3299,
        dims: [12, 12, 6, 3.1],
      },
      {
        name: 'Digital Kitchen Scale',
        code: 'SCALE-DIG',
        itemTypeKeyword: 'kitchen-scales',
        facts: { display: 'Digital', power: 'Battery Powered', material: 'Tempered Glass' },
        price: 1599,
        dims: [8.5, 6.3, 1, 0.9],
      },
      {
        name: 'Chef Knife 8"',
        code: 'KNIFE-8"',
        itemTypeKeyword: 'chefs-knives',
        facts: { material: 'Stainless Steel', size: '8 Inch' },
        price: 3999,
        dims: [13.5, 2, 1, 0.6],
      },
    ],
  },
  {
    key: 'home',
    productType: 'HOME',
    displayGroup: 'home_display_on_website',
    browseNode: { id: '1055398', name: 'Home & Kitchen' },
    referralRate: 0.15,
    media: false,
    nouns: [
      {
        name: 'Linen Throw Pillow Cover 18" x 18"',
        code: 'PILLOW-18"',
        itemTypeKeyword: 'throw-pillow-covers',
        facts: { material: 'Linen', size: '18" x 18"', pieces: 1 },
        price: 1499,
        dims: [10, 8, 1, 0.3],
      },
      {
        name: 'Blackout Curtains, 2 Panels',
        code: 'CURTAIN2',
        itemTypeKeyword: 'window-curtain-panels',
        facts: { material: 'Polyester', opacity: 'Blackout', pieces: 2, size: '52 x 84 Inches' },
        price: 3499,
        dims: [14, 11, 3, 2.8],
      },
      {
        name: 'Ceramic Plant Pot with Drainage',
        code: 'POT-CERAMIC',
        itemTypeKeyword: 'planters',
        facts: { material: 'Ceramic', size: '6 Inch' },
        price: 2199,
        dims: [7, 7, 6.5, 2.2],
      },
      {
        name: 'Wall Clock 12" Silent Non-Ticking',
        code: 'CLOCK-12"',
        itemTypeKeyword: 'wall-clocks',
        facts: { material: 'Plastic', size: '12 Inch', power: 'Battery Powered', display: 'Analog' },
        price: 2599,
        dims: [12.5, 12.5, 2, 1.4],
      },
      {
        name: 'Cotton Bath Towels, Set of 4',
        code: 'TOWEL4',
        itemTypeKeyword: 'bath-towels',
        facts: { material: 'Cotton', pieces: 4, size: '27 x 54 Inches' },
        price: 3899,
        dims: [14, 10, 6, 4.1],
      },
    ],
  },
  {
    key: 'sports',
    productType: 'SPORTING_GOODS',
    displayGroup: 'sporting_goods_display_on_website',
    browseNode: { id: '3375251', name: 'Sports & Outdoors' },
    referralRate: 0.15,
    media: false,
    nouns: [
      {
        name: 'Yoga Mat 6mm Non-Slip',
        code: 'YOGAMAT6',
        itemTypeKeyword: 'yoga-mats',
        facts: { material: 'TPE', thickness: { value: 6, unit: 'millimeters' }, size: '72 x 24 Inches' },
        price: 2799,
        dims: [24, 6, 6, 2.4],
      },
      {
        name: 'Insulated Water Bottle 32 oz',
        code: 'BOTTLE32',
        itemTypeKeyword: 'water-bottles',
        facts: { material: 'Stainless Steel', capacity: { value: 32, unit: 'fluid_ounces' } },
        price: 2499,
        dims: [11, 3.6, 3.6, 1],
      },
      {
        name: 'Resistance Bands, Set of 5',
        code: 'BANDS5',
        itemTypeKeyword: 'resistance-bands',
        facts: { material: 'Latex', pieces: 5 },
        price: 1699,
        dims: [8, 6, 2, 0.6],
      },
      {
        name: 'Camping Lantern, Rechargeable',
        code: 'LANTERN',
        itemTypeKeyword: 'camping-lanterns',
        facts: { power: 'Rechargeable Battery', material: 'Plastic' },
        price: 2999,
        dims: [7.5, 4.3, 4.3, 1.1],
      },
    ],
  },
  {
    key: 'electronics',
    productType: 'ELECTRONIC_ACCESSORY',
    displayGroup: 'pc_display_on_website',
    browseNode: { id: '172282', name: 'Electronics' },
    referralRate: 0.08,
    media: false,
    nouns: [
      {
        name: 'USB-C to USB-C Cable 6 ft, 100W',
        code: 'USBC-6FT',
        itemTypeKeyword: 'usb-cables',
        facts: { connectors: ['USB Type C', 'USB Type C'], wattage: 100, size: '6 Feet' },
        price: 1199,
        dims: [6, 4, 1, 0.2],
      },
      {
        name: 'Wireless Charging Pad 15W',
        code: 'QICHARGE15',
        itemTypeKeyword: 'wireless-chargers',
        facts: { connectors: ['USB Type C'], wattage: 15, power: 'Corded Electric' },
        price: 1999,
        dims: [4.5, 4.5, 1, 0.4],
      },
      {
        name: 'Laptop Stand, Adjustable Aluminium',
        code: 'LAPSTAND',
        itemTypeKeyword: 'laptop-stands',
        facts: { material: 'Aluminum' },
        price: 3499,
        dims: [11, 9.5, 2, 2.3],
      },
      {
        name: 'Tablet Sleeve 11"',
        code: 'SLEEVE-11"',
        itemTypeKeyword: 'tablet-sleeves',
        facts: { material: 'Neoprene', size: '11 Inch' },
        price: 1899,
        dims: [12, 9, 1, 0.5],
      },
    ],
  },
  {
    key: 'toys',
    productType: 'TOY_FIGURE',
    displayGroup: 'toy_display_on_website',
    browseNode: { id: '165793011', name: 'Toys & Games' },
    referralRate: 0.15,
    media: false,
    nouns: [
      {
        name: 'Wooden Building Blocks, 100 Pieces',
        code: 'BLOCKS100',
        itemTypeKeyword: 'building-blocks',
        facts: { material: 'Wood', pieces: 100 },
        price: 2999,
        dims: [12, 9, 4, 3.5],
      },
      {
        name: 'Jigsaw Puzzle 1000 Pieces',
        code: 'PUZZLE1000',
        itemTypeKeyword: 'jigsaw-puzzles',
        facts: { material: 'Cardboard', pieces: 1000 },
        price: 1999,
        dims: [10.5, 8, 2.4, 1.4],
      },
      {
        name: 'Plush Bear 12"',
        code: 'BEAR-12"',
        itemTypeKeyword: 'teddy-bears',
        facts: { material: 'Polyester', size: '12 Inch' },
        price: 1599,
        dims: [12, 8, 6, 0.7],
      },
    ],
  },
  {
    key: 'books',
    productType: 'ABIS_BOOK',
    displayGroup: 'book_display_on_website',
    browseNode: { id: '283155', name: 'Books' },
    referralRate: 0.15,
    media: true,
    nouns: [
      {
        name: "The Home Cook's Field Guide (Hardcover)",
        code: 'BK-HOMECOOK',
        itemTypeKeyword: 'cookbooks',
        facts: { book: { author: 'Margaret Ellison', language: 'english', binding: 'hardcover', pages: 312 } },
        price: 2400,
        dims: [9.3, 7.6, 1.1, 1.9],
      },
      {
        name: 'Trail Running for Beginners (Paperback)',
        code: 'BK-TRAIL',
        itemTypeKeyword: 'sports-books',
        facts: { book: { author: 'Daniel Okafor', language: 'english', binding: 'paperback', pages: 224 } },
        price: 1699,
        dims: [8.5, 5.5, 0.7, 0.8],
      },
      {
        name: 'A Short History of Tea (Paperback)',
        code: 'BK-TEA',
        itemTypeKeyword: 'history-books',
        facts: { book: { author: 'Priya Raman', language: 'english', binding: 'paperback', pages: 198 } },
        price: 1499,
        dims: [7.8, 5.1, 0.8, 0.6],
      },
    ],
  },
];

/** A kind of product the generator makes (one noun of one category), e.g. for coverage tests of the channels' catalogues. */
export interface ProductKind {
  code: string;
  /** Amazon's item_type_keyword for this kind, e.g. 'skillets'. */
  itemTypeKeyword: string;
  name: string;
  categoryKey: string;
  productType: string;
}

/** Every product kind generated items can be, in catalogue order. */
export const PRODUCT_KINDS: ProductKind[] = CATEGORIES.flatMap((c) =>
  c.nouns.map((n) => ({ code: n.code, itemTypeKeyword: n.itemTypeKeyword, name: n.name, categoryKey: c.key, productType: c.productType })),
);

const BRANDS = [
  'Harbor Lane',
  'Northwind Home',
  'Kestrel Outdoor',
  'Brightwell',
  'Copperleaf',
  'Alder & Oak',
  'Bluefin Supply',
  'Marlow Kitchen',
  'Pebble & Co',
  'Summit Ridge',
];
const COLORS = ['Black', 'White', 'Slate Grey', 'Navy Blue', 'Sage Green', 'Terracotta', 'Natural', 'Charcoal', 'Mustard Yellow', 'Blush Pink'];
const PRICE_ENDINGS = [99, 95, 49, 99, 0];
const CONDITIONS: Condition[] = ['UsedLikeNew', 'UsedVeryGood', 'UsedGood', 'UsedAcceptable'];

/** Brand and category prefix of the SKU, as sellers often build them. */
function skuPrefix(brand: string): string {
  return brand
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
}

/** The moment seeded data was last touched: fixed, so the same seed gives byte-identical reports. */
export const SEED_EPOCH = Date.UTC(2025, 0, 6, 9, 0, 0);

export function generateItem(seed: number, seller: DemoSeller, index: number): CatalogueItem {
  const base = generateAlone(seed, seller, index);
  const member = familyAt(index);
  return member ? asChild(base, seed, seller, member) : base;
}

/** The family's brand: every child carries the brand its first child would have had. */
export function familyBrand(seed: number, seller: DemoSeller, firstIndex: number): string {
  return BRANDS[hash32(seed, seller.number, firstIndex, 0xfa) % BRANDS.length]!;
}

/**
 * A family child: the family's kind and brand, its own theme values (colour, size), new and
 * fulfilled by Amazon (so an order for it goes to MCF), in stock unless the family says otherwise.
 * It keeps its own index, ASIN, SKU, UPC and images.
 */
function asChild(item: CatalogueItem, seed: number, seller: DemoSeller, member: FamilyMember): CatalogueItem {
  const { shape } = member;
  const category = CATEGORIES.find((c) => c.nouns.some((n) => n.code === shape.kindCode))!;
  const noun = category.nouns.find((n) => n.code === shape.kindCode)!;
  const brand = familyBrand(seed, seller, member.firstIndex);
  const color = member.color ?? 'Natural';
  const sizeStep = member.size ? shape.sizes.indexOf(member.size) : 0;
  const whole = Math.round((noun.price / 100) * (1 + 0.2 * sizeStep));
  const stock = member.outOfStock ? 0 : 6 + (hash32(item.index, 0x5c) % 60);
  const values = [member.size, member.color].filter(Boolean).join(', ');
  return {
    ...item,
    sku: `${skuPrefix(brand)}-${noun.code}-${String(item.index).padStart(6, '0')}`,
    // Not a book, whatever the slot would have held alone.
    isbn: null,
    title: `${brand} ${shape.name}, ${values}`,
    brand,
    description: `${brand} ${shape.name.toLowerCase()} in ${values.toLowerCase()}. Designed for everyday use; backed by a 1-year ${brand} warranty.`,
    color,
    category,
    kind: member.size ? { ...noun, facts: { ...noun.facts, size: member.size } } : noun,
    pack: 1,
    priceCents: whole * 100 - 1,
    condition: 'New',
    fulfilment: 'AFN',
    fba: { fulfillable: stock, reserved: 0, unfulfillable: 0, inboundWorking: 0, inboundShipped: 0, inboundReceiving: 0, researching: 0 },
    mfnQuantity: 0,
    dims: { length: noun.dims[0], width: noun.dims[1], height: noun.dims[2], weight: noun.dims[3] },
    family: { parentAsin: parentAsinOf(seller.number, member.firstIndex), member, brand },
  };
}

function generateAlone(seed: number, seller: DemoSeller, index: number): CatalogueItem {
  const h = hash32(seed, seller.number, index);
  const r = prng(h);
  const category = pick(CATEGORIES, r());
  const noun = pick(category.nouns, r());
  const brand = pick(BRANDS, r());
  const color = pick(COLORS, r());
  const pack = r() < 0.2 ? Math.floor(r() * 3) + 2 : 1;
  const title = category.media ? noun.name : `${brand} ${noun.name}, ${color}${pack > 1 ? ` (Pack of ${pack})` : ''}`;
  const whole = Math.max(5, Math.round((noun.price * pack * (0.7 + r() * 0.6)) / 100));
  const priceCents = whole * 100 - (100 - (pick(PRICE_ENDINGS, r()) || 100));
  const used = category.media ? r() < 0.4 : r() < 0.06;
  const condition: Condition = used ? pick(CONDITIONS, r()) : 'New';
  const fulfilment = r() < 0.7 ? 'AFN' : 'MFN';
  // About one item in eight is out of stock: the product must cope with zero quantities.
  const outOfStock = r() < 0.12;
  const stock = outOfStock ? 0 : Math.floor(r() ** 2 * 240) + 1;
  const fba: FbaQuantities =
    fulfilment === 'AFN'
      ? {
          fulfillable: stock,
          reserved: outOfStock ? 0 : Math.floor(r() * 4),
          unfulfillable: r() < 0.1 ? Math.floor(r() * 3) + 1 : 0,
          inboundWorking: r() < 0.1 ? Math.floor(r() * 50) : 0,
          inboundShipped: r() < 0.1 ? Math.floor(r() * 50) : 0,
          inboundReceiving: r() < 0.05 ? Math.floor(r() * 20) : 0,
          researching: r() < 0.03 ? 1 : 0,
        }
      : { fulfillable: 0, reserved: 0, unfulfillable: 0, inboundWorking: 0, inboundShipped: 0, inboundReceiving: 0, researching: 0 };
  const asin = encodeAsin(seller.number, index);
  const serial = String(index).padStart(6, '0');
  const sku = `${skuPrefix(brand)}-${noun.code}-${serial}${used ? '-U' : ''}`;
  const [length, width, height, weight] = noun.dims;
  const imageCount = 1 + Math.floor(r() * 4);
  const openedAt = SEED_EPOCH - Math.floor(r() * 900) * 86_400_000 - Math.floor(r() * 86_400) * 1000;
  return {
    index,
    sku,
    asin,
    fnSku: fnSkuFor(asin),
    upc: upcFor(h),
    isbn: category.media ? isbnFor(h) : null,
    listingId: listingId(h),
    title,
    brand: category.media ? 'Independently published' : brand,
    description: category.media
      ? `${noun.name}. ${used ? 'Pre-owned copy; pages clean, light shelf wear.' : 'Brand new copy.'}`
      : `${brand} ${noun.name.toLowerCase()} in ${color.toLowerCase()}. Designed for everyday use; backed by a 1-year ${brand} warranty.`,
    color,
    category,
    kind: noun,
    pack,
    priceCents,
    condition,
    fulfilment,
    fba,
    mfnQuantity: fulfilment === 'MFN' ? stock : 0,
    openedAt,
    updatedAt: SEED_EPOCH - (index % 1440) * 60_000,
    imageIds: Array.from({ length: imageCount }, (_, n) => imageId(h, n)),
    dims: { length, width, height, weight: Math.round(weight * pack * 100) / 100 },
    family: null,
  };
}

/** Reverse of the SKU format above: the six-digit serial is the item index. */
export function indexFromSku(sku: string): number | null {
  const m = /-(\d{6})(?:-U)?$/.exec(sku);
  return m ? Number(m[1]) : null;
}

export function currencyOf(seller: DemoSeller): string {
  return MARKETPLACES[seller.marketplaceIds[0]!]!.defaultCurrencyCode;
}
