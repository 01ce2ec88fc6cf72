// A slice of Shopify's Standard Product Taxonomy (gid://shopify/TaxonomyCategory/<id>) covering
// every kind of product the Amazon sandbox generates, served by `taxonomy { categories }` and
// accepted as `category` on productSet/productCreate/productUpdate. Ids follow Shopify's scheme
// (vertical prefix, dash-separated positions); they are plausible, not guaranteed to be live ones.
import { connection, type PageArgs } from './connection.ts';

interface TaxonomySeed {
  id: string;
  name: string;
}

/** Parents before children; a category's parent is its id without the last segment. */
const SEEDS: TaxonomySeed[] = [
  { id: 'el', name: 'Electronics' },
  { id: 'el-2', name: 'Electronics Accessories' },
  { id: 'el-2-3', name: 'Cables' },
  { id: 'el-2-3-14', name: 'USB Cables' },
  { id: 'el-2-12', name: 'Power' },
  { id: 'el-2-12-3', name: 'Wireless Chargers' },
  { id: 'el-6', name: 'Computers' },
  { id: 'el-6-1', name: 'Computer Accessories' },
  { id: 'el-6-1-5', name: 'Laptop Stands' },
  { id: 'el-6-1-9', name: 'Tablet Cases & Sleeves' },
  { id: 'hg', name: 'Home & Garden' },
  { id: 'hg-3', name: 'Decor' },
  { id: 'hg-3-15', name: 'Clocks' },
  { id: 'hg-3-15-4', name: 'Wall Clocks' },
  { id: 'hg-3-20', name: 'Throw Pillow Covers' },
  { id: 'hg-3-69', name: 'Window Treatments' },
  { id: 'hg-3-69-2', name: 'Curtains & Drapes' },
  { id: 'hg-11', name: 'Kitchen & Dining' },
  { id: 'hg-11-3', name: 'Cookware & Bakeware' },
  { id: 'hg-11-3-2', name: 'Cookware' },
  { id: 'hg-11-3-2-9', name: 'Skillets & Frying Pans' },
  { id: 'hg-11-4', name: 'Food & Beverage Carriers' },
  { id: 'hg-11-4-10', name: 'Water Bottles' },
  { id: 'hg-11-5', name: 'Kitchen Appliances' },
  { id: 'hg-11-5-9', name: 'Coffee Makers & Espresso Machines' },
  { id: 'hg-11-5-9-4', name: 'French Presses' },
  { id: 'hg-11-8', name: 'Kitchen Tools & Utensils' },
  { id: 'hg-11-8-17', name: 'Cutting Boards' },
  { id: 'hg-11-8-38', name: 'Kitchen Knives' },
  { id: 'hg-11-8-41', name: 'Kitchen Scales' },
  { id: 'hg-11-8-46', name: 'Mixing Bowls' },
  { id: 'hg-11-8-69', name: 'Spatulas' },
  { id: 'hg-13', name: 'Linens & Bedding' },
  { id: 'hg-13-7', name: 'Towels' },
  { id: 'hg-13-7-1', name: 'Bath Towels' },
  { id: 'hg-15', name: 'Lawn & Garden' },
  { id: 'hg-15-2', name: 'Gardening' },
  { id: 'hg-15-2-10', name: 'Pots & Planters' },
  { id: 'me', name: 'Media' },
  { id: 'me-1', name: 'Books' },
  { id: 'me-1-3', name: 'Print Books' },
  { id: 'sg', name: 'Sporting Goods' },
  { id: 'sg-2', name: 'Exercise & Fitness' },
  { id: 'sg-2-14', name: 'Resistance Bands' },
  { id: 'sg-2-17', name: 'Yoga & Pilates' },
  { id: 'sg-2-17-8', name: 'Yoga Mats' },
  { id: 'sg-4', name: 'Outdoor Recreation' },
  { id: 'sg-4-4', name: 'Camping & Hiking' },
  { id: 'sg-4-4-3', name: 'Camping Lights & Lanterns' },
  { id: 'tg', name: 'Toys & Games' },
  { id: 'tg-3', name: 'Puzzles' },
  { id: 'tg-3-4', name: 'Jigsaw Puzzles' },
  { id: 'tg-5', name: 'Toys' },
  { id: 'tg-5-5', name: 'Building Toys' },
  { id: 'tg-5-5-2', name: 'Construction Blocks' },
  { id: 'tg-5-7', name: 'Dolls, Playsets & Toy Figures' },
  { id: 'tg-5-7-11', name: 'Stuffed Animals' },
];

export interface TaxonomyCategory {
  id: string;
  name: string;
  fullName: string;
  parentId: string | null;
  level: number;
  isRoot: boolean;
  isLeaf: boolean;
  isArchived: boolean;
  ancestorIds: string[];
  childrenIds: string[];
}

export const taxonomyGid = (id: string) => `gid://shopify/TaxonomyCategory/${id}`;
const parentOf = (id: string) => (id.includes('-') ? id.slice(0, id.lastIndexOf('-')) : null);

function build(): TaxonomyCategory[] {
  const byId = new Map<string, TaxonomyCategory>();
  for (const s of SEEDS) {
    const pid = parentOf(s.id);
    const parent = pid ? byId.get(pid) : undefined;
    if (pid && !parent) throw new Error(`taxonomy: ${s.id} comes before its parent ${pid}`);
    const c: TaxonomyCategory = {
      id: taxonomyGid(s.id),
      name: s.name,
      fullName: parent ? `${parent.fullName} > ${s.name}` : s.name,
      parentId: parent?.id ?? null,
      level: (parent?.level ?? 0) + 1,
      isRoot: !parent,
      isLeaf: true,
      isArchived: false,
      ancestorIds: parent ? [parent.id, ...parent.ancestorIds] : [],
      childrenIds: [],
    };
    if (parent) {
      parent.isLeaf = false;
      parent.childrenIds.push(c.id);
    }
    byId.set(s.id, c);
  }
  return [...byId.values()];
}

export const TAXONOMY: TaxonomyCategory[] = build();
export const taxonomyCategory = (gid: string | null | undefined) => (gid ? TAXONOMY.find((c) => c.id === gid) : undefined);

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));

/**
 * `taxonomy.categories`: `search` keeps categories whose full name has every searched word (whole
 * words or their start, plurals folded), the ones whose own name matches first and leaves before
 * their parents; `childrenOf`, `siblingsOf`, `descendantsOf` browse; no argument lists the verticals.
 */
export function taxonomyCategories(
  args: PageArgs & { search?: string | null; childrenOf?: string | null; siblingsOf?: string | null; descendantsOf?: string | null },
) {
  let list: TaxonomyCategory[];
  if (args.search) {
    const q = words(args.search);
    const hits = (text: string) => q.filter((w) => words(text).some((x) => x.startsWith(w))).length;
    list = TAXONOMY.filter((c) => hits(c.fullName) === q.length).sort((a, b) => hits(b.name) - hits(a.name) || b.level - a.level);
  } else if (args.childrenOf) list = TAXONOMY.filter((c) => c.parentId === args.childrenOf);
  else if (args.siblingsOf) {
    const me = taxonomyCategory(args.siblingsOf);
    list = me ? TAXONOMY.filter((c) => c.parentId === me.parentId && c.id !== me.id) : [];
  } else if (args.descendantsOf) list = TAXONOMY.filter((c) => c.ancestorIds.includes(args.descendantsOf!));
  else list = TAXONOMY.filter((c) => c.isRoot);
  return connection(
    list.map((c) => ({ __typename: 'TaxonomyCategory', ...c })),
    args,
  );
}
