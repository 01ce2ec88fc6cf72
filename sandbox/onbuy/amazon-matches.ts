// OnBuy's catalogue already holds many of the products Amazon sellers carry: one product per EAN,
// created by whoever listed it first. The sandbox stands for that by holding, deterministically,
// about half of the Amazon sandbox's demo items under their own EAN (sellers list them by barcode),
// a few under the same brand and title but without any barcode (records OnBuy keeps by OPC only:
// a title-and-brand match, for the seller to confirm), and none of the rest (the seller's listing
// creates them).
// Sandbox code only: it reads the Amazon sandbox's pure generator to know the demo items' codes.
import { generateItem } from '../amazon/catalogue.ts';
import { DEMO_SELLERS } from '../amazon/demo.ts';
import { hash32 } from '../amazon/ids.ts';
import type { CatalogueProduct } from './state.ts';

/** Demo items per seller the catalogue knows about (the Amazon sandbox's default catalogue is 300). */
export const MATCHED_INDEXES = 1000;
/** Out of 100: the share held under the item's own EAN, then the share held only by name and brand. */
export const BARCODE_SHARE = 50;
export const NAME_ONLY_SHARE = 2;

/** The OnBuy category of each Amazon sandbox product kind (noun code → sandbox category id, categories.ts). */
export const KIND_CATEGORY: Record<string, number> = {
  'SKILLET-10"': 216011,
  SPATULA4: 2140,
  FPRESS34: 2157,
  'BOARD-BAMBOO': 2171,
  BOWLS5: 216012,
  'SCALE-DIG': 2172,
  'KNIFE-8"': 2170,
  'PILLOW-18"': 218011,
  CURTAIN2: 2185,
  'POT-CERAMIC': 2195,
  'CLOCK-12"': 218012,
  TOWEL4: 2190,
  YOGAMAT6: 2710,
  BOTTLE32: 2712,
  BANDS5: 2711,
  LANTERN: 2713,
  'USBC-6FT': 133011,
  QICHARGE15: 134011,
  LAPSTAND: 133012,
  'SLEEVE-11"': 133013,
  BLOCKS100: 3411,
  PUZZLE1000: 3420,
  'BEAR-12"': 3430,
  'BK-HOMECOOK': 4011,
  'BK-TRAIL': 4012,
  'BK-TEA': 4013,
};

/** How the OnBuy catalogue holds a demo item: under its EAN, by name and brand only, or not at all. */
export function onbuyShareOf(seed: number, sellerNumber: number, index: number): 'barcode' | 'name' | 'none' {
  const bucket = hash32(seed, sellerNumber, index, 0x0b) % 100;
  return bucket < BARCODE_SHARE ? 'barcode' : bucket < BARCODE_SHARE + NAME_ONLY_SHARE ? 'name' : 'none';
}

/** The products other sellers created for the demo items (deterministic for a seed). */
export function amazonMatchedProducts(seed: number): CatalogueProduct[] {
  const out: CatalogueProduct[] = [];
  const seen = new Set<string>();
  for (const seller of DEMO_SELLERS) {
    for (let index = 0; index < MATCHED_INDEXES; index++) {
      const share = onbuyShareOf(seed, seller.number, index);
      if (share === 'none') continue;
      const item = generateItem(seed, seller, index);
      // A book's record is always under its ISBN: a barcode-less one would stand for every copy of the title.
      if (share === 'name' && item.category.media) continue;
      const noun = item.category.nouns.find((n) => item.title.includes(n.name));
      const code = noun?.code ?? '';
      const category_id = KIND_CATEGORY[code];
      if (!category_id) continue;
      const codes = share === 'barcode' ? [`0${item.upc}`] : [];
      if (codes[0] && seen.has(codes[0])) continue;
      for (const c of codes) seen.add(c);
      const opc = `A${seller.number}${String(index).padStart(5, '0')}`;
      const name = item.title;
      out.push({
        opc,
        product_name: name,
        product_codes: codes,
        brand_name: item.brand,
        category_id,
        description: `<p>${name}</p>`,
        default_image: `https://images.onbuy.example/${opc}/1.jpg`,
        additional_images: [],
        rrp: null,
        created_by: null,
      });
    }
  }
  return out;
}
