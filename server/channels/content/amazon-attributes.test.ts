// One test per product kind of the demo catalogue: Amazon's attributes as the Catalog Items API
// gives them (written here by hand in Product Type Definitions' shapes) → the facts → the item
// specifics for the eBay category's aspects (rules written by hand from eBay's aspect metadata for
// that category). Expected values come from the attribute values and eBay's allowed values.
import { describe, expect, it } from 'vitest';
import { aspectsFromFacts } from '../ebay/aspects.ts';
import type { AspectRule } from '../ebay/preflight.ts';
import { amazonFacts } from './amazon-attributes.ts';

const US = 'ATVPDKIKX0DER';
const DE = 'A1PA6795UKMFR9';
const tagOf: Record<string, string> = { [US]: 'en_US', [DE]: 'de_DE' };

/** Amazon's attribute shapes: text values carry language_tag, numbers and enums marketplace_id only. */
const text = (mp: string, ...values: string[]) => values.map((value) => ({ value, language_tag: tagOf[mp], marketplace_id: mp }));
const num = (mp: string, value: number | string, unit?: string) => [{ value, ...(unit ? { unit } : {}), marketplace_id: mp }];

function product(mp: string, keyword: string, extra: Record<string, unknown[]>, brand = 'Harbor Lane', color = 'Slate Grey') {
  return {
    brand,
    product_type: 'HOME',
    identifiers: { upc: '012345678905', ean: '0012345678905' },
    attributes: {
      item_name: text(mp, `${brand} thing`),
      brand: text(mp, brand),
      manufacturer: text(mp, brand),
      model_number: num(mp, 'HAR-THING'),
      part_number: num(mp, 'HAR-THING-SG'),
      color: text(mp, color),
      item_type_keyword: num(mp, keyword),
      item_package_quantity: num(mp, 1),
      externally_assigned_product_identifier: [{ type: 'upc', value: '012345678905', marketplace_id: mp }],
      ...extra,
    },
  };
}

function book(mp: string, keyword: string, title: string, author: string, binding: string) {
  return {
    brand: 'Independently published',
    product_type: 'ABIS_BOOK',
    identifiers: { isbn: '9781234567897', ean: '9781234567897' },
    attributes: {
      item_name: text(mp, title),
      item_type_keyword: num(mp, keyword),
      contributor: [{ value: author, language_tag: tagOf[mp], role: [{ value: 'author' }], marketplace_id: mp }],
      language: [{ value: 'english', type: 'published', marketplace_id: mp }],
      binding: num(mp, binding),
      externally_assigned_product_identifier: [{ type: 'isbn', value: '9781234567897', marketplace_id: mp }],
    },
  };
}

const rule = (dimension: string, required: boolean, mode: AspectRule['mode'] = 'FREE_TEXT', values: string[] = []): AspectRule => ({
  dimension,
  required,
  mode,
  values,
});
const brand = (...values: string[]) => rule('Brand', true, 'FREE_TEXT', [...values, 'Unbranded']);
const marke = (...values: string[]) => rule('Marke', true, 'FREE_TEXT', [...values, 'Markenlos']);
const colour = rule('Color', false, 'FREE_TEXT', ['Black', 'White', 'Gray', 'Blue', 'Green', 'Yellow', 'Pink', 'Red', 'Brown', 'Multicolor']);
const farbe = rule('Farbe', false, 'FREE_TEXT', ['Schwarz', 'Weiß', 'Grau', 'Blau', 'Grün', 'Gelb', 'Rosa', 'Rot', 'Braun', 'Mehrfarbig']);

const cases: { kind: string; catalog: unknown; rules: AspectRule[]; expected: Record<string, string[]> }[] = [
  {
    kind: 'skillets (eBay US Frying Pans & Skillets)',
    catalog: product(US, 'skillets', { material: text(US, 'Cast Iron'), size: text(US, '10 Inch') }),
    rules: [
      brand('Lodge'),
      rule('Type', true, 'FREE_TEXT', ['Skillet', 'Frying Pan', 'Wok']),
      rule('Material', false, 'FREE_TEXT', ['Cast Iron', 'Stainless Steel']),
      rule('Diameter', false),
    ],
    expected: { Brand: ['Harbor Lane'], Type: ['Skillet'], Material: ['Cast Iron'], Diameter: ['10 in'] },
  },
  {
    kind: 'spatulas (eBay DE Küchenhelfer)',
    catalog: product(DE, 'spatulas', { material: text(DE, 'Silicone'), number_of_pieces: num(DE, 4) }, 'Copperleaf', 'Mustard Yellow'),
    rules: [
      marke('OXO'),
      rule('Produktart', true, 'FREE_TEXT', ['Pfannenwender', 'Schäler']),
      rule('Material', false, 'FREE_TEXT', ['Silikon', 'Edelstahl']),
      farbe,
    ],
    expected: { Marke: ['Copperleaf'], Produktart: ['Pfannenwender'], Material: ['Silikon'], Farbe: ['Gelb'] },
  },
  {
    kind: 'french-presses (eBay US Coffee Makers)',
    catalog: product(US, 'french-presses', { capacity: num(US, 34, 'fluid_ounces') }, 'Bluefin Supply', 'Black'),
    rules: [brand('Bodum'), rule('Type', true, 'SELECTION_ONLY', ['French Press', 'Espresso Machine']), rule('Capacity', false, 'FREE_TEXT', ['1 l']), colour],
    expected: { Brand: ['Bluefin Supply'], Type: ['French Press'], Capacity: ['34 oz'], Color: ['Black'] },
  },
  {
    kind: 'cutting-boards (eBay US Cutting Boards: Shape is not in Amazon’s data)',
    catalog: product(US, 'cutting-boards', { material: text(US, 'Bamboo'), size: text(US, '18 x 12 Inches') }),
    rules: [brand('OXO'), rule('Material', false, 'FREE_TEXT', ['Bamboo', 'Wood']), rule('Shape', true, 'SELECTION_ONLY', ['Rectangular', 'Round'])],
    expected: { Brand: ['Harbor Lane'], Material: ['Bamboo'] },
  },
  {
    kind: 'mixing-bowls (eBay DE Rührschüsseln)',
    catalog: product(DE, 'mixing-bowls', { material: text(DE, 'Stainless Steel'), number_of_pieces: num(DE, 5) }),
    rules: [
      marke('Pyrex'),
      rule('Material', false, 'FREE_TEXT', ['Edelstahl', 'Glas']),
      rule('Anzahl der Teile', false, 'SELECTION_ONLY', ['1', '3', '5', '7']),
    ],
    expected: { Marke: ['Harbor Lane'], Material: ['Edelstahl'], 'Anzahl der Teile': ['5'] },
  },
  {
    kind: 'kitchen-scales (eBay US Kitchen Scales)',
    catalog: product(US, 'kitchen-scales', { display_type: text(US, 'Digital'), power_source_type: text(US, 'Battery Powered') }),
    rules: [brand('Salter'), rule('Type', true, 'SELECTION_ONLY', ['Digital', 'Mechanical']), colour],
    expected: { Brand: ['Harbor Lane'], Type: ['Digital'], Color: ['Gray'] },
  },
  {
    kind: 'chefs-knives (eBay DE Küchenmesser)',
    catalog: product(DE, 'chefs-knives', { material: text(DE, 'Stainless Steel'), size: text(DE, '8 Inch') }),
    rules: [
      marke('Wüsthof'),
      rule('Produktart', true, 'SELECTION_ONLY', ['Kochmesser', 'Santokumesser', 'Brotmesser']),
      rule('Klingenmaterial', false, 'FREE_TEXT', ['Edelstahl', 'Keramik']),
    ],
    expected: { Marke: ['Harbor Lane'], Produktart: ['Kochmesser'], Klingenmaterial: ['Edelstahl'] },
  },
  {
    kind: 'chefs-knives (eBay US Kitchen Knives)',
    catalog: product(US, 'chefs-knives', { material: text(US, 'Stainless Steel') }),
    rules: [brand('Global'), rule('Type', true, 'SELECTION_ONLY', ["Chef's Knife", 'Santoku Knife', 'Paring Knife'])],
    expected: { Brand: ['Harbor Lane'], Type: ["Chef's Knife"] },
  },
  {
    kind: 'throw-pillow-covers (eBay US Decorative Pillow Covers)',
    catalog: product(US, 'throw-pillow-covers', { material: text(US, 'Linen'), size: text(US, '18" x 18"') }, 'Harbor Lane', 'Natural'),
    rules: [
      brand('IKEA'),
      rule('Material', false, 'FREE_TEXT', ['Linen', 'Cotton']),
      rule('Size', true, 'SELECTION_ONLY', ['40 x 40 cm', '45 x 45 cm', '18 x 18 in']),
      colour,
    ],
    expected: { Brand: ['Harbor Lane'], Material: ['Linen'], Size: ['18 x 18 in'], Color: ['Natural'] },
  },
  {
    kind: 'window-curtain-panels (eBay DE Gardinen & Vorhänge)',
    catalog: product(DE, 'window-curtain-panels', { opacity: text(DE, 'Blackout'), number_of_pieces: num(DE, 2), material: text(DE, 'Polyester') }),
    rules: [
      marke('IKEA'),
      rule('Produktart', true, 'FREE_TEXT', ['Verdunkelung', 'Transparent']),
      rule('Anzahl der Schals', false, 'FREE_TEXT', ['1', '2', '4']),
    ],
    expected: { Marke: ['Harbor Lane'], Produktart: ['Verdunkelung'], 'Anzahl der Schals': ['2'] },
  },
  {
    kind: 'planters (eBay US Planters, Pots & Window Boxes)',
    catalog: product(US, 'planters', { material: text(US, 'Ceramic') }, 'Alder & Oak', 'Terracotta'),
    rules: [brand('Elho'), rule('Material', false, 'FREE_TEXT', ['Ceramic', 'Terracotta', 'Plastic']), colour],
    expected: { Brand: ['Alder & Oak'], Material: ['Ceramic'], Color: ['Terracotta'] },
  },
  {
    kind: 'wall-clocks (eBay US Wall Clocks)',
    catalog: product(US, 'wall-clocks', { power_source_type: text(US, 'Battery Powered'), display_type: text(US, 'Analog') }, 'Brightwell', 'Navy Blue'),
    rules: [brand('Acctim'), rule('Movement', false, 'SELECTION_ONLY', ['Quartz', 'Radio Controlled']), colour],
    expected: { Brand: ['Brightwell'], Color: ['Blue'] },
  },
  {
    kind: 'bath-towels (eBay US Bath Towels & Washcloths)',
    catalog: product(US, 'bath-towels', { material: text(US, 'Cotton'), number_of_pieces: num(US, 4) }),
    rules: [brand('Christy'), rule('Type', true, 'FREE_TEXT', ['Bath Towel', 'Hand Towel']), rule('Material', false, 'FREE_TEXT', ['Cotton', 'Bamboo'])],
    expected: { Brand: ['Harbor Lane'], Type: ['Bath Towel'], Material: ['Cotton'] },
  },
  {
    kind: 'yoga-mats (eBay US Yoga Mats)',
    catalog: product(US, 'yoga-mats', { material: text(US, 'TPE'), item_thickness: num(US, 6, 'millimeters') }),
    rules: [brand('Manduka'), rule('Thickness', false, 'SELECTION_ONLY', ['4 mm', '6 mm', '8 mm']), rule('Material', false, 'FREE_TEXT', ['TPE', 'PVC'])],
    expected: { Brand: ['Harbor Lane'], Thickness: ['6 mm'], Material: ['TPE'] },
  },
  {
    kind: 'water-bottles (eBay US Water Bottles)',
    catalog: product(US, 'water-bottles', { material: text(US, 'Stainless Steel'), capacity: num(US, 32, 'fluid_ounces') }),
    rules: [brand('Stanley'), rule('Capacity', false, 'SELECTION_ONLY', ['500 ml', '1 l', '32 oz']), rule('Material', false, 'FREE_TEXT', ['Stainless Steel'])],
    expected: { Brand: ['Harbor Lane'], Capacity: ['32 oz'], Material: ['Stainless Steel'] },
  },
  {
    kind: 'resistance-bands (eBay US Resistance Bands)',
    catalog: product(US, 'resistance-bands', { material: text(US, 'Latex'), number_of_pieces: num(US, 5) }, 'Kestrel Outdoor', 'Black'),
    rules: [brand('Theraband'), rule('Resistance Level', false, 'SELECTION_ONLY', ['Light', 'Medium', 'Heavy', 'Set']), colour],
    expected: { Brand: ['Kestrel Outdoor'], Color: ['Black'] },
  },
  {
    kind: 'camping-lanterns (eBay DE Campinglampen & Laternen)',
    catalog: product(DE, 'camping-lanterns', { power_source_type: text(DE, 'Rechargeable Battery') }, 'Kestrel Outdoor'),
    rules: [marke('Coleman'), rule('Stromquelle', true, 'SELECTION_ONLY', ['Akku', 'AA-Batterie', 'Solar'])],
    expected: { Marke: ['Kestrel Outdoor'], Stromquelle: ['Akku'] },
  },
  {
    kind: 'usb-cables (eBay US USB Cables: both ends)',
    catalog: product(US, 'usb-cables', { connector_type: text(US, 'USB Type C', 'USB Type C'), size: text(US, '6 Feet') }),
    rules: [
      brand('Anker'),
      rule('Connector A', true, 'SELECTION_ONLY', ['USB-C', 'USB-A', 'Lightning', 'Micro-USB']),
      rule('Connector B', true, 'SELECTION_ONLY', ['USB-C', 'USB-A', 'Lightning', 'Micro-USB']),
      rule('Cable Length', false, 'FREE_TEXT', ['1 m', '2 m']),
    ],
    expected: { Brand: ['Harbor Lane'], 'Connector A': ['USB-C'], 'Connector B': ['USB-C'], 'Cable Length': ['6 ft'] },
  },
  {
    kind: 'usb-cables (eBay DE USB-Kabel: Anschluss A/B)',
    catalog: product(DE, 'usb-cables', { connector_type: text(DE, 'USB Type C', 'Lightning') }),
    rules: [
      marke('Anker'),
      rule('Anschluss A', true, 'SELECTION_ONLY', ['USB-C', 'USB-A', 'Lightning']),
      rule('Anschluss B', true, 'SELECTION_ONLY', ['USB-C', 'USB-A', 'Lightning']),
    ],
    expected: { Marke: ['Harbor Lane'], 'Anschluss A': ['USB-C'], 'Anschluss B': ['Lightning'] },
  },
  {
    kind: 'wireless-chargers (eBay DE Ladegeräte & Dockingstationen)',
    catalog: product(DE, 'wireless-chargers', { wattage: num(DE, 15, 'watts'), connector_type: text(DE, 'USB Type C') }),
    rules: [
      marke('Anker'),
      rule('Produktart', true, 'SELECTION_ONLY', ['Kabelloses Ladegerät', 'Netzteil', 'Kfz-Ladegerät']),
      rule('Ausgangsleistung', false, 'FREE_TEXT', ['5 W', '15 W']),
    ],
    expected: { Marke: ['Harbor Lane'], Produktart: ['Kabelloses Ladegerät'], Ausgangsleistung: ['15 W'] },
  },
  {
    kind: 'laptop-stands (eBay UK Laptop Stands: Aluminium)',
    catalog: product(US, 'laptop-stands', { material: text(US, 'Aluminum') }),
    rules: [rule('Brand', true, 'FREE_TEXT', ['Rain Design', 'Unbranded']), rule('Material', false, 'FREE_TEXT', ['Aluminium', 'Plastic', 'Wood'])],
    expected: { Brand: ['Harbor Lane'], Material: ['Aluminium'] },
  },
  {
    kind: 'tablet-sleeves (eBay US Tablet Cases, Covers & Sleeves)',
    catalog: product(US, 'tablet-sleeves', { material: text(US, 'Neoprene'), size: text(US, '11 Inch') }),
    rules: [
      brand('Spigen'),
      rule('Type', true, 'SELECTION_ONLY', ['Sleeve', 'Case', 'Keyboard Folio']),
      rule('Compatible Screen Size', false, 'FREE_TEXT', ['10 in', '11 in']),
      rule('Material', false, 'FREE_TEXT', ['Neoprene', 'Leather']),
    ],
    expected: { Brand: ['Harbor Lane'], Type: ['Sleeve'], 'Compatible Screen Size': ['11 in'], Material: ['Neoprene'] },
  },
  {
    kind: 'building-blocks (eBay US Building Toys)',
    catalog: product(US, 'building-blocks', { material: text(US, 'Wood'), number_of_pieces: num(US, 100) }),
    rules: [
      brand('LEGO'),
      rule('Age Level', false, 'SELECTION_ONLY', ['3-4 Years', '5-7 Years']),
      rule('Number of Pieces', false, 'FREE_TEXT', ['100', '500']),
    ],
    expected: { Brand: ['Harbor Lane'], 'Number of Pieces': ['100'] },
  },
  {
    kind: 'jigsaw-puzzles (eBay DE Puzzles)',
    catalog: product(DE, 'jigsaw-puzzles', { number_of_pieces: num(DE, 1000), material: text(DE, 'Cardboard') }, 'Summit Ridge'),
    rules: [marke('Ravensburger'), rule('Anzahl der Teile', true, 'SELECTION_ONLY', ['500', '1000', '1500'])],
    expected: { Marke: ['Summit Ridge'], 'Anzahl der Teile': ['1000'] },
  },
  {
    kind: 'teddy-bears (eBay US Stuffed Animals)',
    catalog: product(US, 'teddy-bears', { material: text(US, 'Polyester'), size: text(US, '12 Inch') }),
    rules: [brand('Jellycat'), rule('Character Family', false, 'FREE_TEXT', ['Bear', 'Bunny', 'Dog'])],
    expected: { Brand: ['Harbor Lane'], 'Character Family': ['Bear'] },
  },
  {
    kind: 'cookbooks (eBay US Books)',
    catalog: book(US, 'cookbooks', "The Home Cook's Field Guide (Hardcover)", 'Margaret Ellison', 'hardcover'),
    rules: [
      rule('Book Title', true),
      rule('Author', true),
      rule('Language', true, 'FREE_TEXT', ['English', 'German']),
      rule('Format', false, 'SELECTION_ONLY', ['Paperback', 'Hardcover']),
    ],
    expected: { 'Book Title': ["The Home Cook's Field Guide"], Author: ['Margaret Ellison'], Language: ['English'], Format: ['Hardcover'] },
  },
  {
    kind: 'sports-books (eBay DE Bücher)',
    catalog: book(DE, 'sports-books', 'Trail Running for Beginners (Paperback)', 'Daniel Okafor', 'paperback'),
    rules: [
      rule('Buchtitel', true),
      rule('Autor', true),
      rule('Sprache', true, 'FREE_TEXT', ['Englisch', 'Deutsch']),
      rule('Format', false, 'SELECTION_ONLY', ['Taschenbuch', 'Gebundene Ausgabe']),
    ],
    expected: { Buchtitel: ['Trail Running for Beginners'], Autor: ['Daniel Okafor'], Sprache: ['Englisch'], Format: ['Taschenbuch'] },
  },
  {
    kind: 'history-books (eBay UK Books)',
    catalog: book(US, 'history-books', 'A Short History of Tea', 'Priya Raman', 'paperback'),
    rules: [rule('Book Title', true), rule('Author', true), rule('Language', true, 'FREE_TEXT', ['English', 'French'])],
    expected: { 'Book Title': ['A Short History of Tea'], Author: ['Priya Raman'], Language: ['English'] },
  },
];

describe('item specifics from Amazon’s attributes, per product kind', () => {
  for (const c of cases)
    it(c.kind, () => {
      expect(aspectsFromFacts(amazonFacts(c.catalog), c.rules)).toEqual(c.expected);
    });
});

describe('the facts', () => {
  it('a product: brand, manufacturer, model, MPN, kind, product codes', () => {
    const f = amazonFacts(product(US, 'chefs-knives', { number_of_pieces: num(US, 3) }));
    expect(f).toMatchObject({
      brand: 'Harbor Lane',
      manufacturer: 'Harbor Lane',
      model: 'HAR-THING',
      mpn: 'HAR-THING-SG',
      itemTypeKeyword: 'chefs-knives',
      kind: 'Chefs Knife',
      pieces: 3,
      upc: '012345678905',
      ean: '0012345678905',
    });
  });

  it('a book: title without the format, authors only (not the illustrator), language, format, ISBN', () => {
    const b = book(US, 'cookbooks', 'Tea (Paperback)', 'Ann Author', 'paperback');
    b.attributes.contributor.push({ value: 'Ivy Illustrator', language_tag: 'en_US', role: [{ value: 'illustrator' }], marketplace_id: US });
    expect(amazonFacts(b)).toMatchObject({ bookTitle: 'Tea', authors: ['Ann Author'], language: 'English', format: 'Paperback', isbn: '9781234567897' });
  });

  it('nothing from nothing: no attributes give no facts (and no error)', () => {
    expect(amazonFacts(null)).toEqual({ connectors: [], authors: [] });
    expect(aspectsFromFacts(amazonFacts({}), [rule('Brand', true)])).toEqual({});
  });
});
