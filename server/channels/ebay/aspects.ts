// eBay item specifics from Amazon's facts: for each aspect of the item's category, the fact that
// answers it (by the aspect's name or a known synonym, English or German as eBay's sites name
// them), in the category's own spelling of a value where it lists one (exactly, by a known value
// synonym, or contained in Amazon's words: 'Grey' in 'Slate Grey'). A SELECTION_ONLY aspect gets
// only one of eBay's values; a FREE_TEXT one takes Amazon's words when none of eBay's fits.
import type { ItemFacts } from '../content/amazon-attributes.ts';
import type { AspectRule } from './preflight.ts';

type Candidates = (f: ItemFacts) => (string | number | undefined)[];

/** Aspect names (lower case; eBay's English and German sites) → the facts that answer them, best first. */
const BY_NAME: [names: string[], candidates: Candidates, fallback?: Candidates][] = [
  [['brand', 'marke'], (f) => [f.brand, f.manufacturer]],
  [['manufacturer', 'hersteller'], (f) => [f.manufacturer, f.brand]],
  [['mpn', 'herstellernummer', 'manufacturer part number'], (f) => [f.mpn]],
  [['model', 'modell'], (f) => [f.model]],
  // Type: Amazon's display type or opacity name it where eBay lists them, else the kind itself.
  [['type', 'produktart', 'product type', 'item type'], (f) => [f.display, f.opacity, f.kind], (f) => [f.kind]],
  [['character family', 'figurenfamilie'], (f) => [f.kind]],
  [['colour', 'color', 'farbe', 'main colour', 'hauptfarbe'], (f) => [f.colour]],
  [['material', 'blade material', 'klingenmaterial'], (f) => [f.material]],
  [
    [
      'size',
      'größe',
      'compatible screen size',
      'kompatible bildschirmgröße',
      'diameter',
      'durchmesser',
      'blade length',
      'klingenlänge',
      'cable length',
      'kabellänge',
    ],
    (f) => [f.size],
  ],
  [['number of pieces', 'anzahl der teile', 'number of panels', 'anzahl der schals', 'number in pack', 'stückzahl'], (f) => [f.pieces]],
  [['connector a', 'anschluss a'], (f) => [f.connectors[0]]],
  [['connector b', 'anschluss b'], (f) => [f.connectors[1]]],
  [['connector type', 'anschluss', 'input'], (f) => f.connectors],
  [['power source', 'stromquelle', 'stromversorgung'], (f) => [f.powerSource]],
  [['output power', 'ausgangsleistung', 'wattage', 'leistung'], (f) => [f.wattage]],
  [['capacity', 'fassungsvermögen', 'volume'], (f) => [f.capacity]],
  [['thickness', 'stärke'], (f) => [f.thickness]],
  [['book title', 'buchtitel'], (f) => [f.bookTitle]],
  [['author', 'autor', 'autorin'], (f) => [f.authors.join(', ') || undefined]],
  [['language', 'sprache'], (f) => [f.language]],
  [['format'], (f) => [f.format]],
  [['publisher', 'verlag'], (f) => [f.publisher]],
  [['number of pages', 'seitenanzahl'], (f) => [f.pages]],
];

/**
 * Values that mean the same (one group per meaning; compared normalised): Amazon's spelling,
 * eBay's English and eBay.de's German.
 */
const VALUE_SYNONYMS: string[][] = [
  ['USB-C', 'USB Type C', 'USB Type-C', 'Type C', 'USBC'],
  ['USB-A', 'USB Type A', 'USB Type-A', 'USB'],
  ['Micro-USB', 'Micro USB', 'Micro-B', 'USB Micro-B'],
  ['Lightning', 'Apple Lightning'],
  ['English', 'Englisch'],
  ['German', 'Deutsch'],
  ['French', 'Französisch'],
  ['Paperback', 'Taschenbuch'],
  ['Hardcover', 'Hardback', 'Gebundene Ausgabe'],
  ['Rechargeable Battery', 'Akku', 'Rechargeable', 'Battery Rechargeable'],
  ['AA Battery', 'AA-Batterie'],
  ["Chef's Knife", 'Chefs Knife', 'Chef Knife', 'Kochmesser'],
  ['Skillet', 'Bratpfanne'],
  ['Spatula', 'Pfannenwender'],
  ['Bath Towel', 'Badetuch'],
  ['Blackout', 'Verdunkelung'],
  ['Wireless Charger', 'Kabelloses Ladegerät', 'Wireless Charging Pad'],
  ['Sleeve', 'Schutzhülle', 'Tablet Sleeve'],
  ['Digital', 'Digital'],
  ['Aluminium', 'Aluminum'],
  ['Grey', 'Gray', 'Grau'],
  ['Black', 'Schwarz'],
  ['White', 'Weiß'],
  ['Blue', 'Blau'],
  ['Green', 'Grün'],
  ['Yellow', 'Gelb'],
  ['Pink', 'Rosa'],
  ['Red', 'Rot'],
  ['Brown', 'Braun'],
  ['Bamboo', 'Bambus'],
  ['Wood', 'Holz', 'Wooden'],
  ['Plastic', 'Kunststoff'],
  ['Glass', 'Glas'],
  ['Stainless Steel', 'Edelstahl'],
  ['Ceramic', 'Keramik'],
  ['Cast Iron', 'Gusseisen'],
  ['Silicone', 'Silikon'],
  ['Linen', 'Leinen'],
  ['Cotton', 'Baumwolle'],
  ['Neoprene', 'Neopren'],
  ['Leather', 'Leder'],
  ['Natural Rubber', 'Naturkautschuk'],
  ['Bear', 'Bär', 'Teddy Bear'],
];

/** Lower case, apostrophes gone, other punctuation as spaces, each word singular ('Knives' ≈ 'Knife'). */
export function normalise(value: string): string {
  return value
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .trim()
    .split(' ')
    .map((w) => w.replace(/(?<=\p{L}{3,})(?:ives)$/u, 'ife').replace(/(?<=\p{L}{3,}[^s])s$/u, ''))
    .join(' ');
}

const SYNONYMS = new Map<string, Set<string>>();
for (const group of VALUE_SYNONYMS) {
  const set = new Set(group.map(normalise));
  for (const v of set) SYNONYMS.set(v, new Set([...(SYNONYMS.get(v) ?? []), ...set]));
}
// Memoised: every item of a category is matched against the same allowed values (a Brand list runs
// to thousands), and normalising is a handful of regular expressions. The sets are only ever read.
const MEANINGS = new Map<string, ReadonlySet<string>>();
const MEANINGS_KEPT = 100_000;
function meanings(v: string): ReadonlySet<string> {
  let found = MEANINGS.get(v);
  if (!found) {
    const n = normalise(v);
    found = SYNONYMS.get(n) ?? new Set([n]);
    if (MEANINGS.size >= MEANINGS_KEPT) MEANINGS.clear();
    MEANINGS.set(v, found);
  }
  return found;
}

const some = (set: ReadonlySet<string>, test: (m: string) => boolean) => {
  for (const m of set) if (test(m)) return true;
  return false;
};

/** Whether `part`'s words appear in a row within `whole`'s. */
const containsWords = (whole: string, part: string) => ` ${whole} `.includes(` ${part} `);

/** eBay's spelling of a value among `allowed`: the same meaning, else an allowed value named inside Amazon's words. */
export function matchValue(value: string, allowed: readonly string[], exactOnly = false): string | undefined {
  const mine = meanings(value);
  const exact = allowed.find((a) => some(meanings(a), (m) => mine.has(m)));
  if (exact || exactOnly) return exact;
  // The longest allowed value contained in ours ('Slate Grey' → 'Grey', 'Tablet Sleeve' → 'Sleeve').
  const contained = allowed.filter((a) => some(meanings(a), (m) => m.length > 0 && some(mine, (v) => containsWords(v, m)))).sort((a, b) => b.length - a.length);
  return contained[0];
}

/** Names and titles: only ever the same value (a brand 'Samsung Galaxy Co' is not 'Samsung'). */
const IDENTITY_ASPECTS = new Set([
  'brand',
  'marke',
  'manufacturer',
  'hersteller',
  'mpn',
  'herstellernummer',
  'model',
  'modell',
  'book title',
  'buchtitel',
  'author',
  'autor',
  'publisher',
  'verlag',
]);

const present = (list: (string | number | undefined)[]) => list.map((v) => (v === undefined ? '' : String(v).trim())).filter(Boolean);

function entryFor(dimension: string) {
  const name = dimension.trim().toLowerCase();
  return BY_NAME.find(([names]) => names.includes(name));
}

/** The value of one aspect from the facts (eBay's spelling), or none. */
export function aspectValue(rule: AspectRule, facts: ItemFacts): string | undefined {
  const entry = entryFor(rule.dimension);
  if (!entry) return undefined;
  const [, candidates, fallback] = entry;
  const values = present(candidates(facts));
  if (rule.values.length > 0)
    for (const v of values) {
      const found = matchValue(v, rule.values, IDENTITY_ASPECTS.has(rule.dimension.trim().toLowerCase()));
      if (found) return found;
    }
  if (rule.mode === 'SELECTION_ONLY' && rule.values.length > 0) return undefined;
  return present(fallback ? fallback(facts) : values)[0];
}

/** Every aspect of the category the facts answer, by eBay's names. */
export function aspectsFromFacts(facts: ItemFacts, rules: readonly AspectRule[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const rule of rules) {
    const value = aspectValue(rule, facts);
    if (value) out[rule.dimension] = [value.slice(0, 65)];
  }
  return out;
}

/** Without the category's aspects (eBay gave none): the facts under eBay's usual English names. */
export function defaultAspects(facts: ItemFacts): Record<string, string[]> {
  const rules: AspectRule[] = [
    'Brand',
    'MPN',
    'Type',
    'Colour',
    'Material',
    'Size',
    'Number of Pieces',
    'Power Source',
    'Book Title',
    'Author',
    'Language',
    'Format',
  ].map((dimension) => ({ dimension, values: [], mode: 'FREE_TEXT', required: false }));
  return aspectsFromFacts(facts, rules);
}
