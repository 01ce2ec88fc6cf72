// The one mapping from Amazon's catalogue data to named facts a channel can use (brand, model,
// MPN, kind, colour, material, size, pieces, connectors, power source, book title, authors,
// language, format, identifiers …). Pure and channel-free: it reads catalog_details as enrichment
// stores it (`attributes` exactly as the Catalog Items API gives them, `identifiers`, and the
// summaries' brand/title/product_details); each channel turns the facts into its own fields.

/** One value of an Amazon attribute (Product Type Definitions shape). */
interface AttributeValue {
  value?: unknown;
  unit?: unknown;
  type?: unknown;
  role?: unknown;
  language_tag?: unknown;
  marketplace_id?: unknown;
}

export interface ItemFacts {
  brand?: string;
  manufacturer?: string;
  model?: string;
  mpn?: string;
  /** Amazon's item_type_keyword as it is, e.g. 'chefs-knives'. */
  itemTypeKeyword?: string;
  /** The kind in words, singular, e.g. 'Chefs Knife' (from item_type_keyword). */
  kind?: string;
  /** Amazon's product type, e.g. 'KITCHEN'. */
  productType?: string;
  colour?: string;
  material?: string;
  /** Size in the channels' spelling: inch marks and words as 'in', e.g. '18 x 18 in'. */
  size?: string;
  pieces?: number;
  packQuantity?: number;
  /** connector_type: one per end, Amazon's words (e.g. 'USB Type C'). */
  connectors: string[];
  powerSource?: string;
  /** e.g. '15 W'. */
  wattage?: string;
  /** e.g. '32 oz', '1.5 l'. */
  capacity?: string;
  /** e.g. '6 mm'. */
  thickness?: string;
  /** display_type (Digital, Analog). */
  display?: string;
  /** opacity (Blackout, Sheer). */
  opacity?: string;
  bookTitle?: string;
  authors: string[];
  /** A language name in English, e.g. 'English'. */
  language?: string;
  /** Book format: 'Hardcover', 'Paperback' … */
  format?: string;
  pages?: number;
  publisher?: string;
  upc?: string;
  ean?: string;
  isbn?: string;
  gtin?: string;
}

type Catalog = {
  brand?: unknown;
  title?: unknown;
  product_type?: unknown;
  product_details?: unknown;
  identifiers?: unknown;
  attributes?: unknown;
};

const UNITS: Record<string, string> = {
  fluid_ounces: 'oz',
  ounces: 'oz',
  liters: 'l',
  litres: 'l',
  milliliters: 'ml',
  millilitres: 'ml',
  millimeters: 'mm',
  millimetres: 'mm',
  centimeters: 'cm',
  centimetres: 'cm',
  inches: 'in',
  feet: 'ft',
  watts: 'W',
  kilograms: 'kg',
  grams: 'g',
  pounds: 'lb',
};

const LANGUAGES: Record<string, string> = {
  english: 'English',
  german: 'German',
  french: 'French',
  spanish: 'Spanish',
  italian: 'Italian',
  dutch: 'Dutch',
  japanese: 'Japanese',
};

const str = (v: unknown): string | undefined => {
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
};

/** Words written in capitals whatever Amazon's keyword says. */
const ACRONYMS = new Set(['usb', 'led', 'lcd', 'hdmi', 'tv', 'dvd', 'cd', 'pc']);
const titleCase = (s: string) =>
  s
    .split(' ')
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.replace(/^\p{L}/u, (c) => c.toUpperCase())))
    .join(' ');

/** 'chefs-knives' → 'Chefs Knife': words, the last one singular. */
export function kindWords(keyword: string): string {
  const words = keyword.split(/[-_\s]+/).filter(Boolean);
  if (words.length === 0) return '';
  words[words.length - 1] = singular(words[words.length - 1]!);
  return titleCase(words.join(' '));
}

/** English singular of a plural noun, for the few shapes product words take. */
export function singular(word: string): string {
  const w = word.toLowerCase();
  if (/(?:ss|us|is)$/.test(w)) return word;
  if (/ives$/.test(w)) return word.slice(0, -3) + 'fe';
  if (/ies$/.test(w)) return word.slice(0, -3) + 'y';
  if (/(?:sses|shes|ches|xes|zes)$/.test(w)) return word.slice(0, -2);
  if (/s$/.test(w)) return word.slice(0, -1);
  return word;
}

/** A size as channels spell it: 18" x 18" → 18 x 18 in, '10 Inch' → '10 in', '6 Feet' → '6 ft'. */
export function sizeWords(size: string): string {
  return size
    .replace(/(\d)\s*(?:"|”|″|-?\s*inch(?:es)?\b|\s*in\b)/gi, '$1 in')
    .replace(/(\d)\s*(?:'|-?\s*f(?:ee|oo)t\b)/gi, '$1 ft')
    .replace(/(\d+(?:\.\d+)?) in\s*x\s*(\d+(?:\.\d+)?)( in)?/gi, '$1 x $2 in')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A measured attribute (value + unit) as '32 oz', '15 W'. */
function measure(v: AttributeValue | undefined): string | undefined {
  const n = str(v?.value);
  if (!n) return undefined;
  const unit = str(v?.unit);
  return unit ? `${n} ${UNITS[unit.toLowerCase()] ?? unit}` : n;
}

/** The role names of a contributor (Catalog Items: {value} or [{value}]). */
function roles(role: unknown): string[] {
  const list = Array.isArray(role) ? role : [role];
  return list
    .map((r) => (typeof r === 'string' ? r : str((r as { value?: unknown } | null)?.value)))
    .filter((r): r is string => !!r)
    .map((r) => r.toLowerCase());
}

/** A book's title without the format Amazon sometimes appends, e.g. "(Paperback)". */
const bookTitleOf = (title: string) => title.replace(/\s*\((?:hardcover|hardback|paperback|mass market paperback|kindle edition)\)\s*$/i, '').trim();

/** Every fact Amazon's catalogue data gives for an item. */
export function amazonFacts(catalog: unknown, fallback: { title?: string } = {}): ItemFacts {
  const c = (catalog && typeof catalog === 'object' ? catalog : {}) as Catalog;
  const attrs = (c.attributes && typeof c.attributes === 'object' ? c.attributes : {}) as Record<string, AttributeValue[] | undefined>;
  const all = (name: string): AttributeValue[] => (Array.isArray(attrs[name]) ? attrs[name]! : []);
  const first = (name: string) => str(all(name)[0]?.value);
  const details = Array.isArray(c.product_details) ? (c.product_details as { name?: unknown; value?: unknown }[]) : [];
  const detail = (name: string) => str(details.find((d) => str(d.name)?.toLowerCase() === name)?.value);
  const ids = (c.identifiers && typeof c.identifiers === 'object' ? c.identifiers : {}) as Record<string, unknown>;
  const assigned = (type: string) => str(all('externally_assigned_product_identifier').find((x) => str(x.type)?.toLowerCase() === type)?.value);

  const keyword = first('item_type_keyword');
  const pieces = Number(first('number_of_pieces'));
  const pack = Number(first('item_package_quantity') ?? first('number_of_items'));
  const pages = Number(first('pages'));
  const language = all('language').find((l) => !str(l.type) || str(l.type) === 'published') ?? all('language')[0];
  const languageName = str(language?.value);
  const binding = first('binding');
  const authors = all('contributor')
    .filter((x) => roles(x.role).length === 0 || roles(x.role).includes('author'))
    .map((x) => str(x.value))
    .filter((a): a is string => !!a);
  const isBook = authors.length > 0 || !!binding || str(c.product_type) === 'ABIS_BOOK';
  const title = first('item_name') ?? str(c.title) ?? fallback.title;
  const size = first('size') ?? detail('size');

  const facts: ItemFacts = {
    brand: first('brand') ?? str(c.brand) ?? detail('brand'),
    manufacturer: first('manufacturer') ?? detail('manufacturer'),
    model: first('model_number') ?? detail('model number'),
    mpn: first('part_number') ?? first('model_number') ?? detail('model number'),
    itemTypeKeyword: keyword,
    kind: keyword ? kindWords(keyword) : undefined,
    productType: str(c.product_type),
    colour: first('color') ?? detail('color'),
    material: first('material'),
    size: size ? sizeWords(size) : undefined,
    pieces: Number.isInteger(pieces) && pieces > 0 ? pieces : undefined,
    packQuantity: Number.isInteger(pack) && pack > 0 ? pack : undefined,
    connectors: all('connector_type')
      .map((x) => str(x.value))
      .filter((x): x is string => !!x),
    powerSource: first('power_source_type'),
    wattage: measure(all('wattage')[0]),
    capacity: measure(all('capacity')[0]),
    thickness: measure(all('item_thickness')[0]),
    display: first('display_type'),
    opacity: first('opacity'),
    authors,
    language: languageName ? (LANGUAGES[languageName.toLowerCase()] ?? titleCase(languageName)) : undefined,
    format: binding ? titleCase(binding.replace(/_/g, ' ')) : undefined,
    pages: Number.isInteger(pages) && pages > 0 ? pages : undefined,
    publisher: first('publisher'),
    upc: str(ids.upc) ?? assigned('upc'),
    ean: str(ids.ean) ?? assigned('ean'),
    isbn: str(ids.isbn) ?? assigned('isbn'),
    gtin: str(ids.gtin) ?? assigned('gtin'),
  };
  if (isBook && title) facts.bookTitle = bookTitleOf(title);
  for (const k of Object.keys(facts) as (keyof ItemFacts)[]) if (facts[k] === undefined) delete facts[k];
  return facts;
}
