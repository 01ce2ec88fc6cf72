// Which OnBuy category an Amazon item belongs in, by name (OnBuy's ids differ per site and change;
// its names are what a seller picks from, and the adapter looks the id up by name). Amazon's
// `item_type_keyword` attribute names the kind exactly; without it (catalogue data not in yet, or
// a product type that has none) the item's own words decide, as a person would. Pure.
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';

/** Amazon's item_type_keyword → OnBuy UK's category name. */
export const ONBUY_CATEGORY_BY_KEYWORD: Record<string, string> = {
  skillets: 'Frying Pans & Skillets',
  spatulas: 'Kitchen Utensils & Gadgets',
  'french-presses': 'Coffee Makers',
  'cutting-boards': 'Chopping Boards',
  'mixing-bowls': 'Mixing Bowls',
  'kitchen-scales': 'Kitchen Scales',
  'chefs-knives': 'Kitchen Knives',
  'throw-pillow-covers': 'Cushion Covers',
  'window-curtain-panels': 'Curtains',
  planters: 'Plant Pots & Planters',
  'wall-clocks': 'Wall Clocks',
  'bath-towels': 'Towels',
  'yoga-mats': 'Yoga Mats',
  'water-bottles': 'Water Bottles',
  'resistance-bands': 'Resistance Bands',
  'camping-lanterns': 'Camping Lights & Lanterns',
  'usb-cables': 'USB Cables',
  'wireless-chargers': 'Wireless Chargers',
  'laptop-stands': 'Laptop Stands',
  'tablet-sleeves': 'Tablet Cases & Sleeves',
  'building-blocks': 'Construction Toys',
  'jigsaw-puzzles': 'Jigsaw Puzzles',
  'teddy-bears': 'Soft Toys',
  cookbooks: 'Food & Drink Books',
  'sports-books': 'Sports Books',
  'history-books': 'History Books',
};

/**
 * The item's words → the keyword, for items without item_type_keyword. Books first (a cookbook's
 * title names food), then the most specific words.
 */
const BY_WORDS: [RegExp, string][] = [
  [/\b(cook(ing)?|recipes?|kitchen|baking|food)\b/i, 'cookbooks'],
  [/\b(running|football|cycling|sports?|fitness|training|trail)\b/i, 'sports-books'],
  [/\b(history|historical|war|century|ancient)\b/i, 'history-books'],
];
const GOODS_BY_WORDS: [RegExp, string][] = [
  [/\b(skillet|frying pan)s?\b/i, 'skillets'],
  [/\bspatula(s)?\b/i, 'spatulas'],
  [/\b(french press|cafeti[eè]re)\b/i, 'french-presses'],
  [/\b(cutting|chopping) board/i, 'cutting-boards'],
  [/\bmixing bowls?\b/i, 'mixing-bowls'],
  [/\b(kitchen|food) scales?\b/i, 'kitchen-scales'],
  [/\b(chef'?s? )?knife|knives\b/i, 'chefs-knives'],
  [/\b(throw )?pillow cover|cushion cover/i, 'throw-pillow-covers'],
  [/\bcurtains?\b/i, 'window-curtain-panels'],
  [/\b(plant pot|planter)s?\b/i, 'planters'],
  [/\bwall clock|\bclock\b/i, 'wall-clocks'],
  [/\b(bath )?towels?\b/i, 'bath-towels'],
  [/\byoga mats?\b/i, 'yoga-mats'],
  [/\bwater bottles?\b/i, 'water-bottles'],
  [/\bresistance bands?\b/i, 'resistance-bands'],
  [/\blanterns?\b/i, 'camping-lanterns'],
  [/\bwireless charg/i, 'wireless-chargers'],
  [/\busb\b.*\bcable|\bcable\b.*\busb\b/i, 'usb-cables'],
  [/\blaptop stands?\b/i, 'laptop-stands'],
  [/\b(tablet|laptop) (sleeve|case)s?\b/i, 'tablet-sleeves'],
  [/\bbuilding blocks?\b/i, 'building-blocks'],
  [/\bjigsaw|\bpuzzle\b/i, 'jigsaw-puzzles'],
  [/\b(plush|teddy|soft toy)\b/i, 'teddy-bears'],
];

type Item = Pick<InventoryItemRow, 'title' | 'catalogDetails' | 'userEditedDetails'>;
type Details = { attributes?: Record<string, { value?: unknown }[] | undefined>; product_type?: unknown; title?: unknown } | null;

/** Amazon's item_type_keyword of the item, when the catalogue gave one. */
export function itemTypeKeyword(i: Pick<InventoryItemRow, 'catalogDetails'>): string | null {
  const v = (i.catalogDetails as Details)?.attributes?.item_type_keyword?.[0]?.value;
  return typeof v === 'string' && v.trim() ? v.trim().toLowerCase() : null;
}

const isBook = (productType: unknown, title: string) =>
  (typeof productType === 'string' && /BOOK/i.test(productType)) || /\((paperback|hardcover|hardback)\)/i.test(title);

/** The keyword the item's words give (books only among book keywords, goods only among the others). */
export function keywordFromWords(title: string, productType: unknown): string | null {
  const table = isBook(productType, title) ? BY_WORDS : GOODS_BY_WORDS;
  return table.find(([re]) => re.test(title))?.[1] ?? null;
}

/** The OnBuy category name for the item, or null when neither its keyword nor its words say. */
export function onbuyCategoryName(i: Item): string | null {
  const keyword = itemTypeKeyword(i);
  if (keyword && ONBUY_CATEGORY_BY_KEYWORD[keyword]) return ONBUY_CATEGORY_BY_KEYWORD[keyword];
  const d = i.catalogDetails as Details;
  const edited = (i.userEditedDetails as { title?: unknown } | null)?.title;
  const title = [typeof edited === 'string' ? edited : '', i.title, typeof d?.title === 'string' ? d.title : ''].join(' ');
  const fromWords = keywordFromWords(title, d?.product_type);
  return fromWords ? ONBUY_CATEGORY_BY_KEYWORD[fromWords]! : null;
}
