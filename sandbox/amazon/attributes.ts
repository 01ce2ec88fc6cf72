// Product-type attributes of a catalogue item as the Catalog Items API (includedData=attributes)
// gives them: names and value shapes of Amazon's Product Type Definitions (each value with its
// marketplace_id; text also with a language_tag), so the product's content mapping reads what a
// real seller's catalogue carries (item_type_keyword, number_of_pieces, connector_type, …).
import type { CatalogueItem } from './catalogue.ts';
import { MARKETPLACES } from './demo.ts';

/** What Amazon's catalogue knows about one kind of product, beyond brand, colour and identifiers. */
export interface KindFacts {
  material?: string;
  size?: string;
  pieces?: number;
  /** connector_type: one entry per end (a cable has two). */
  connectors?: string[];
  power?: string;
  wattage?: number;
  capacity?: { value: number; unit: string };
  thickness?: { value: number; unit: string };
  /** Amazon's display_type (scales, clocks). */
  display?: string;
  /** Amazon's opacity (curtains). */
  opacity?: string;
  book?: { author: string; language: string; binding: 'hardcover' | 'paperback'; pages: number };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The model number a brand gives a kind of product, e.g. "HAR-SKILLET10" (the same for every colour). */
export function modelNumberOf(item: CatalogueItem): string {
  return `${item.brand
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase()}-${item.kind.code.replace(/[^A-Za-z0-9]/g, '')}`;
}

/** The manufacturer's part number: the model plus the colour (one part per colour). */
export function partNumberOf(item: CatalogueItem): string {
  const colour = item.color
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
  return `${modelNumberOf(item)}-${colour}`;
}

/** The attributes of an item in one marketplace. */
export function itemAttributes(item: CatalogueItem, marketplaceId: string): Record<string, unknown[]> {
  const m = MARKETPLACES[marketplaceId]!;
  const mk = { marketplace_id: marketplaceId };
  const text = (value: string) => ({ value, language_tag: m.defaultLanguageCode, ...mk });
  const plain = (value: unknown) => ({ value, ...mk });
  const facts = item.kind.facts;
  const out: Record<string, unknown[]> = {
    item_name: [text(item.title)],
    brand: [text(item.brand)],
    product_description: [text(item.description)],
    bullet_point: [text(`Made by ${item.brand}`), text('Ships in frustration-free packaging')],
    list_price: [{ currency: m.defaultCurrencyCode, value: item.priceCents / 100, ...mk }],
    item_type_keyword: [plain(item.kind.itemTypeKeyword)],
    item_package_quantity: [plain(item.pack)],
    item_package_weight: [{ unit: 'pounds', value: round(item.dims.weight * 1.1), ...mk }],
  };
  if (item.isbn) {
    out.externally_assigned_product_identifier = [{ type: 'isbn', value: item.isbn, ...mk }];
  } else {
    out.externally_assigned_product_identifier = [{ type: 'upc', value: item.upc, ...mk }];
    out.manufacturer = [text(item.brand)];
    out.model_number = [plain(modelNumberOf(item))];
    out.part_number = [plain(partNumberOf(item))];
    out.color = [text(item.color)];
    out.number_of_items = [plain(item.pack)];
  }
  if (item.family) {
    // A variation child names its level and its family's theme, as Amazon's product types do.
    out.parentage_level = [plain('child')];
    out.variation_theme = [{ name: item.family.member.shape.theme, ...mk }];
  }
  if (facts.material) out.material = [text(facts.material)];
  if (facts.size) out.size = [text(facts.size)];
  if (facts.pieces !== undefined) out.number_of_pieces = [plain(facts.pieces)];
  if (facts.connectors) out.connector_type = facts.connectors.map(text);
  if (facts.power) out.power_source_type = [text(facts.power)];
  if (facts.wattage !== undefined) out.wattage = [{ unit: 'watts', value: facts.wattage, ...mk }];
  if (facts.capacity) out.capacity = [{ ...facts.capacity, ...mk }];
  if (facts.thickness) out.item_thickness = [{ ...facts.thickness, ...mk }];
  if (facts.display) out.display_type = [text(facts.display)];
  if (facts.opacity) out.opacity = [text(facts.opacity)];
  if (facts.book) {
    const b = facts.book;
    out.contributor = [{ ...text(b.author), role: [{ value: 'author' }] }];
    out.language = [{ value: b.language, type: 'published', ...mk }];
    out.binding = [plain(b.binding)];
    out.pages = [{ unit: 'pages', value: b.pages, ...mk }];
    out.publisher = [text(item.brand)];
  }
  return out;
}
