// OnBuy UK's category tree as the sandbox serves it: departments (category_type_id 1, not
// listable), groups and listable leaves covering every kind of product the Amazon sandbox
// generates. Ids are plausible, not OnBuy's live ones; 1312, 1345, 2140, 2157 and 3411 are the
// ones the seeded catalogue uses.

export interface CategorySeed {
  category_id: number;
  name: string;
  parent_id: number | null;
  category_type_id: number; // 1 = department
  can_list_in: boolean;
  conditions: string[];
}

const ELECTRONICS = ['new', 'excellent', 'good', 'average'];
const GOODS = ['new', 'good'];
const NEW_ONLY = ['new'];
const BOOKS = ['new', 'good', 'average', 'poor'];

const department = (category_id: number, name: string): CategorySeed => ({
  category_id,
  name,
  parent_id: null,
  category_type_id: 1,
  can_list_in: false,
  conditions: [],
});
const group = (category_id: number, name: string, parent_id: number): CategorySeed => ({
  category_id,
  name,
  parent_id,
  category_type_id: 2,
  can_list_in: false,
  conditions: [],
});
const leaf = (category_id: number, name: string, parent_id: number, conditions: string[]): CategorySeed => ({
  category_id,
  name,
  parent_id,
  category_type_id: 2,
  can_list_in: true,
  conditions,
});

/** Parents before children. */
export const CATEGORIES: CategorySeed[] = [
  department(13, 'Electronics'),
  leaf(1312, 'Headphones', 13, ['new', 'excellent', 'good']),
  leaf(1345, 'Smart Speakers', 13, ELECTRONICS),
  group(1330, 'Computer Accessories', 13),
  leaf(133011, 'USB Cables', 1330, GOODS),
  leaf(133012, 'Laptop Stands', 1330, GOODS),
  leaf(133013, 'Tablet Cases & Sleeves', 1330, GOODS),
  group(1340, 'Mobile Phone Accessories', 13),
  leaf(134011, 'Wireless Chargers', 1340, ELECTRONICS),
  leaf(134012, 'Phone Cases', 1340, NEW_ONLY),
  department(21, 'Home & Garden'),
  leaf(2140, 'Kitchen Utensils & Gadgets', 21, NEW_ONLY),
  leaf(2157, 'Coffee Makers', 21, ['new', 'excellent', 'good']),
  group(2160, 'Cookware', 21),
  leaf(216011, 'Frying Pans & Skillets', 2160, GOODS),
  leaf(216012, 'Mixing Bowls', 2160, GOODS),
  leaf(2170, 'Kitchen Knives', 21, NEW_ONLY),
  leaf(2171, 'Chopping Boards', 21, NEW_ONLY),
  leaf(2172, 'Kitchen Scales', 21, GOODS),
  group(2180, 'Home Accessories', 21),
  leaf(218011, 'Cushion Covers', 2180, NEW_ONLY),
  leaf(218012, 'Wall Clocks', 2180, GOODS),
  leaf(2185, 'Curtains', 21, NEW_ONLY),
  leaf(2190, 'Towels', 21, NEW_ONLY),
  leaf(2195, 'Plant Pots & Planters', 21, GOODS),
  department(27, 'Sports & Leisure'),
  leaf(2710, 'Yoga Mats', 27, GOODS),
  leaf(2711, 'Resistance Bands', 27, GOODS),
  leaf(2712, 'Water Bottles', 27, NEW_ONLY),
  leaf(2713, 'Camping Lights & Lanterns', 27, GOODS),
  department(34, 'Toys & Games'),
  leaf(3411, 'Construction Toys', 34, GOODS),
  leaf(3420, 'Jigsaw Puzzles', 34, GOODS),
  leaf(3430, 'Soft Toys', 34, NEW_ONLY),
  department(40, 'Books'),
  leaf(4011, 'Food & Drink Books', 40, BOOKS),
  leaf(4012, 'Sports Books', 40, BOOKS),
  leaf(4013, 'History Books', 40, BOOKS),
];

/** Root first: the names from the department down to the category. */
export function pathOf(c: CategorySeed): CategorySeed[] {
  const parent = c.parent_id === null ? undefined : CATEGORIES.find((x) => x.category_id === c.parent_id);
  return parent ? [...pathOf(parent), c] : [c];
}
