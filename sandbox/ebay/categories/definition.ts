// The one shared definition of the sandbox's eBay category trees. Each site file (us.ts, ca.ts,
// uk.ts, de.ts) only gives its category ids and the names that differ there; structure, aspects,
// conditions and suggestion keywords come from here, so the four trees cannot drift apart.

/** A text in the sandbox's site languages: en-GB (also en-CA), en-US where it differs, de-DE. */
export interface Text {
  gb: string;
  us?: string;
  de?: string;
}
export type Language = keyof Text;
export const t = (gb: string, de?: string, us?: string): Text => ({ gb, de, us });
export const textIn = (x: Text, lang: Language): string => x[lang] ?? x.gb;

export interface AspectDef {
  name: Text;
  required: boolean;
  /** aspectUsage of an optional aspect (a required one is always RECOMMENDED, as eBay documents). */
  usage: 'RECOMMENDED' | 'OPTIONAL';
  mode: 'FREE_TEXT' | 'SELECTION_ONLY';
  dataType: 'STRING' | 'NUMBER';
  cardinality: 'SINGLE' | 'MULTI';
  values: Text[];
  variations: boolean;
}

/** eBay condition ids (Sell Metadata getItemConditionPolicies) and the Inventory API's condition enum for each. */
export const CONDITION_ENUM: Record<string, string> = {
  '1000': 'NEW',
  '1500': 'NEW_OTHER',
  '1750': 'NEW_WITH_DEFECTS',
  '2000': 'CERTIFIED_REFURBISHED',
  '2500': 'SELLER_REFURBISHED',
  '2750': 'LIKE_NEW',
  '3000': 'USED_EXCELLENT',
  '4000': 'USED_VERY_GOOD',
  '5000': 'USED_GOOD',
  '6000': 'USED_ACCEPTABLE',
  '7000': 'FOR_PARTS_OR_NOT_WORKING',
};

const CONDITION_NAMES: Record<string, Text> = {
  '1000': t('New', 'Neu'),
  '1500': t('New other (see details)', 'Neu: Sonstige (siehe Artikelbeschreibung)'),
  '2000': t('Certified - Refurbished', 'Zertifiziert - Generalüberholt'),
  '2500': t('Seller refurbished', 'Vom Verkäufer generalüberholt'),
  '3000': t('Used', 'Gebraucht'),
  '7000': t('For parts or not working', 'Als Ersatzteil / defekt'),
};
// Books name their grades differently ("Brand New", "Like New", …), as eBay's book categories do.
const BOOK_CONDITION_NAMES: Record<string, Text> = {
  '1000': t('Brand New', 'Neu'),
  '2750': t('Like New', 'Wie neu'),
  '4000': t('Very Good', 'Sehr gut'),
  '5000': t('Good', 'Gut'),
  '6000': t('Acceptable', 'Akzeptabel'),
};

export interface ConditionDef {
  conditionId: string;
  description: Text;
}
const conditions = (names: Record<string, Text>, ids: string[]): ConditionDef[] => ids.map((id) => ({ conditionId: id, description: names[id]! }));
export const CONDITION_GROUPS = {
  general: conditions(CONDITION_NAMES, ['1000', '1500', '3000', '7000']),
  electronics: conditions(CONDITION_NAMES, ['1000', '1500', '2000', '2500', '3000', '7000']),
  textiles: conditions(CONDITION_NAMES, ['1000', '1500', '3000']),
  books: conditions(BOOK_CONDITION_NAMES, ['1000', '2750', '4000', '5000', '6000']),
};

type AspectOpts = Partial<Omit<AspectDef, 'name' | 'values'>>;
const aspect = (name: Text, values: Text[], opts: AspectOpts = {}): AspectDef => ({
  name,
  values,
  required: false,
  usage: 'OPTIONAL',
  mode: 'FREE_TEXT',
  dataType: 'STRING',
  cardinality: 'SINGLE',
  variations: false,
  ...opts,
});
const en = (...values: string[]) => values.map((v) => t(v));
const required: AspectOpts = { required: true, usage: 'RECOMMENDED' };
const recommended: AspectOpts = { usage: 'RECOMMENDED' };

const brand = (...values: string[]) => aspect(t('Brand', 'Marke'), [...en(...values), t('Unbranded', 'Markenlos')], required);
const type = (values: Text[], mode: AspectDef['mode'] = 'FREE_TEXT') => aspect(t('Type', 'Produktart'), values, { ...required, mode });
const colour = aspect(
  t('Colour', 'Farbe', 'Color'),
  [
    t('Black', 'Schwarz'),
    t('White', 'Weiß'),
    t('Grey', 'Grau', 'Gray'),
    t('Blue', 'Blau'),
    t('Green', 'Grün'),
    t('Yellow', 'Gelb'),
    t('Pink', 'Rosa'),
    t('Red', 'Rot'),
    t('Brown', 'Braun'),
    t('Multicoloured', 'Mehrfarbig', 'Multicolor'),
  ],
  { ...recommended, cardinality: 'MULTI', variations: true },
);
const material = (...values: Text[]) => aspect(t('Material', 'Material'), values, recommended);
const mpn = aspect(t('MPN', 'Herstellernummer'), [], { usage: 'OPTIONAL' });
const model = aspect(t('Model', 'Modell'), [], required);
const features = (...values: Text[]) => aspect(t('Features', 'Besonderheiten'), values, { cardinality: 'MULTI' });
const number = (name: Text, values: string[], opts: AspectOpts = {}) => aspect(name, en(...values), { dataType: 'NUMBER', ...opts });

export interface NodeDef {
  key: string;
  parent: string | null;
  name: Text;
  /** Leaves only: words and phrases a title uses for this kind of product (English; `de` adds German ones). */
  keywords?: { en: string[]; de?: string[] };
  aspects?: AspectDef[];
  conditions?: ConditionDef[];
}

const node = (key: string, parent: string | null, name: Text): NodeDef => ({ key, parent, name });
const leaf = (key: string, parent: string, name: Text, keywords: NodeDef['keywords'], aspects: AspectDef[], conds: ConditionDef[]): NodeDef => ({
  key,
  parent,
  name,
  keywords,
  aspects,
  conditions: conds,
});

/** Every node of every site's tree, parents first. */
export const CATEGORY_DEFINITION: NodeDef[] = [
  node('electronics', null, t('Sound & Vision', 'TV, Video & Audio', 'Consumer Electronics')),
  node('phones', 'electronics', t('Mobile Phones & Communication', 'Handys & Kommunikation', 'Cell Phones & Accessories')),
  leaf(
    'phones.smartphones',
    'phones',
    t('Mobile & Smart Phones', 'Handys & Smartphones', 'Cell Phones & Smartphones'),
    { en: ['phone', 'smartphone', 'iphone', 'galaxy', 'mobile phone', 'cell phone'], de: ['handy'] },
    [
      brand('Apple', 'Samsung', 'Google', 'Nokia'),
      model,
      aspect(t('Storage Capacity', 'Speicherkapazität'), en('64 GB', '128 GB', '256 GB', '512 GB'), { ...recommended, mode: 'SELECTION_ONLY' }),
      colour,
    ],
    CONDITION_GROUPS.electronics,
  ),
  leaf(
    'phones.cases',
    'phones',
    t('Mobile Phone Cases & Covers', 'Handyhüllen & -taschen', 'Cell Phone Cases, Covers & Skins'),
    { en: ['case', 'phone case', 'bumper', 'cover', 'iphone case'], de: ['hülle', 'handyhülle'] },
    [brand('Spigen', 'OtterBox'), aspect(t('Compatible Model', 'Kompatibles Modell'), [], required), colour],
    CONDITION_GROUPS.general,
  ),
  leaf(
    'phones.chargers',
    'phones',
    t('Mobile Phone Chargers & Cradles', 'Ladegeräte & Dockingstationen', 'Cell Phone Chargers & Cradles'),
    { en: ['charger', 'charging', 'wireless charger', 'wireless charging', 'charging pad', 'charging dock', 'qi'], de: ['ladegerät', 'ladestation'] },
    [
      brand('Anker', 'Belkin', 'Samsung'),
      type([t('Wireless Charger', 'Kabelloses Ladegerät'), t('Wall Charger', 'Netzteil'), t('Car Charger', 'Kfz-Ladegerät')], 'SELECTION_ONLY'),
      number(t('Output Power', 'Ausgangsleistung'), ['5 W', '10 W', '15 W', '20 W'], recommended),
      colour,
    ],
    CONDITION_GROUPS.electronics,
  ),
  leaf(
    'electronics.headphones',
    'electronics',
    t('Headphones', 'Kopfhörer'),
    { en: ['headphones', 'headphone', 'earbuds', 'headset', 'earphones', 'airpods'], de: ['kopfhörer'] },
    [
      brand('Sony', 'Bose', 'Apple', 'JBL'),
      type([t('Earbuds (In Ear)', 'In-Ear (im Ohr)'), t('Over-Ear', 'Over-Ear (ohrumschließend)'), t('On-Ear', 'On-Ear (ohraufliegend)')], 'SELECTION_ONLY'),
      aspect(t('Connectivity', 'Konnektivität'), en('Bluetooth', 'Wired', 'USB-C'), { ...recommended, mode: 'SELECTION_ONLY', cardinality: 'MULTI' }),
      colour,
    ],
    CONDITION_GROUPS.electronics,
  ),
  leaf(
    'electronics.smartspeakers',
    'electronics',
    t('Smart Speakers', 'Smart Speaker'),
    { en: ['smart speaker', 'speaker', 'echo', 'alexa', 'echo dot'], de: ['lautsprecher'] },
    [brand('Amazon', 'Google', 'Sonos'), model, aspect(t('Voice Assistant', 'Sprachassistent'), en('Amazon Alexa', 'Google Assistant'), recommended), colour],
    CONDITION_GROUPS.electronics,
  ),
  node('computing', null, t('Computers/Tablets & Networking', 'Computer, Tablets & Netzwerk')),
  leaf(
    'computing.tablets',
    'computing',
    t('Tablets & eBook Readers', 'Tablets & eBook-Reader'),
    { en: ['tablet', 'ipad', 'kindle', 'ereader', 'ebook reader'] },
    [
      brand('Apple', 'Amazon', 'Samsung'),
      model,
      aspect(t('Storage Capacity', 'Speicherkapazität'), en('32 GB', '64 GB', '128 GB', '256 GB'), recommended),
      colour,
    ],
    CONDITION_GROUPS.electronics,
  ),
  leaf(
    'computing.tabletcases',
    'computing',
    t('Tablet & eBook Reader Cases, Covers & Sleeves', 'Tablet- & eBook-Reader-Hüllen', 'iPad/Tablet/eBook Cases, Covers & Keyboard Folios'),
    { en: ['tablet case', 'tablet sleeve', 'sleeve', 'tablet cover', 'ipad case', 'folio'], de: ['tablethülle'] },
    [
      brand('Spigen', 'Amazon Basics'),
      type([t('Sleeve', 'Schutzhülle'), t('Case', 'Hülle'), t('Keyboard Folio', 'Tastatur-Hülle')], 'SELECTION_ONLY'),
      number(t('Compatible Screen Size', 'Kompatible Bildschirmgröße'), ['8 in', '10 in', '11 in', '12.9 in'], recommended),
      material(t('Neoprene', 'Neopren'), t('Polyester'), t('Leather', 'Leder')),
      colour,
    ],
    CONDITION_GROUPS.general,
  ),
  leaf(
    'computing.cables',
    'computing',
    t('USB Cables, Hubs & Adapters', 'USB-Kabel, -Hubs & -Adapter'),
    { en: ['cable', 'usb', 'usb c', 'lead', 'usb cable', 'adapter', 'hub'], de: ['kabel', 'ladekabel'] },
    [
      brand('Anker', 'Belkin', 'UGREEN'),
      aspect(t('Connector A', 'Anschluss A'), en('USB-C', 'USB-A', 'Lightning', 'Micro-USB'), { ...required, mode: 'SELECTION_ONLY' }),
      aspect(t('Connector B', 'Anschluss B'), en('USB-C', 'USB-A', 'Lightning', 'Micro-USB'), { ...required, mode: 'SELECTION_ONLY' }),
      aspect(t('Cable Length', 'Kabellänge'), en('0.5 m', '1 m', '1.8 m', '2 m', '3 m'), recommended),
      colour,
    ],
    CONDITION_GROUPS.general,
  ),
  leaf(
    'computing.laptopstands',
    'computing',
    t('Laptop Stands', 'Laptop-Ständer'),
    { en: ['laptop stand', 'laptop', 'stand', 'notebook stand', 'riser'], de: ['ständer'] },
    [
      brand('Rain Design', 'Amazon Basics'),
      material(t('Aluminium', 'Aluminium', 'Aluminum'), t('Plastic', 'Kunststoff'), t('Wood', 'Holz')),
      features(t('Adjustable', 'Verstellbar'), t('Foldable', 'Faltbar')),
      colour,
    ],
    CONDITION_GROUPS.general,
  ),
  node('home', null, t('Home, Furniture & DIY', 'Haus & Garten', 'Home & Garden')),
  node('kitchen', 'home', t('Cookware, Dining & Bar', 'Küche, Haushalt & Wohnen', 'Kitchen, Dining & Bar')),
  leaf(
    'kitchen.pans',
    'kitchen',
    t('Frying Pans & Skillets', 'Pfannen'),
    { en: ['skillet', 'frying pan', 'pan', 'cast iron', 'wok', 'griddle'], de: ['pfanne', 'bratpfanne'] },
    [
      brand('Lodge', 'Le Creuset', 'Tefal'),
      type([t('Skillet', 'Bratpfanne'), t('Frying Pan', 'Pfanne'), t('Wok'), t('Griddle Pan', 'Grillpfanne')]),
      material(t('Cast Iron', 'Gusseisen'), t('Stainless Steel', 'Edelstahl'), t('Aluminium', 'Aluminium', 'Aluminum')),
      number(t('Diameter', 'Durchmesser'), ['20 cm', '24 cm', '26 cm', '28 cm'], recommended),
      aspect(t('Compatible Cooktop', 'Geeignet für Herdart'), [t('Gas'), t('Induction', 'Induktion'), t('Electric', 'Elektro')], {
        mode: 'SELECTION_ONLY',
        cardinality: 'MULTI',
      }),
    ],
    CONDITION_GROUPS.general,
  ),
  leaf(
    'kitchen.utensils',
    'kitchen',
    t('Kitchen Tools & Gadgets', 'Küchenhelfer', 'Kitchen Tools & Gadgets'),
    { en: ['spatula', 'peeler', 'grater', 'whisk', 'ladle', 'tongs', 'utensil', 'turner'], de: ['pfannenwender', 'schäler'] },
    [
      brand('OXO', 'Joseph Joseph'),
      type([t('Spatula', 'Pfannenwender'), t('Peeler', 'Schäler'), t('Grater', 'Reibe'), t('Whisk', 'Schneebesen')]),
      material(t('Silicone', 'Silikon'), t('Stainless Steel', 'Edelstahl'), t('Plastic', 'Kunststoff')),
      colour,
    ],
    CONDITION_GROUPS.general,
  ),
  leaf(
    'kitchen.coffee',
    'kitchen',
    t('Coffee Makers', 'Kaffeemaschinen'),
    { en: ['coffee', 'espresso', 'cafetiere', 'french press', 'coffee maker'], de: ['kaffee', 'kaffeemaschine', 'kaffeebereiter'] },
    [
      brand('DeLonghi', 'Nespresso', 'Bodum'),
      type(
        [
          t('French Press', 'French Press'),
          t('Espresso Machine', 'Espressomaschine'),
          t('Drip Coffee Maker', 'Filterkaffeemaschine'),
          t('Pod Machine', 'Kapselmaschine'),
        ],
        'SELECTION_ONLY',
      ),
      aspect(t('Capacity', 'Fassungsvermögen'), en('0.35 l', '1 l', '1.5 l'), recommended),
      colour,
    ],
    CONDITION_GROUPS.general,
  ),
  leaf(
    'kitchen.boards',
    'kitchen',
    t('Chopping Boards', 'Schneidebretter', 'Cutting Boards'),
    { en: ['cutting board', 'chopping board', 'board', 'butcher block'], de: ['schneidebrett'] },
    [
      brand('Joseph Joseph', 'OXO'),
      material(t('Bamboo', 'Bambus'), t('Wood', 'Holz'), t('Plastic', 'Kunststoff'), t('Glass', 'Glas')),
      aspect(t('Shape', 'Form'), [t('Rectangular', 'Rechteckig'), t('Round', 'Rund')], { ...required, mode: 'SELECTION_ONLY' }),
    ],
    CONDITION_GROUPS.general,
  ),
  leaf(
    'kitchen.bowls',
    'kitchen',
    t('Mixing Bowls', 'Rührschüsseln'),
    { en: ['mixing bowl', 'bowl', 'mixing bowls set'], de: ['schüssel', 'rührschüssel'] },
    [
      brand('Pyrex', 'Mason Cash'),
      material(t('Stainless Steel', 'Edelstahl'), t('Glass', 'Glas'), t('Ceramic', 'Keramik')),
      number(t('Number of Pieces', 'Anzahl der Teile'), ['1', '3', '5', '7'], { ...recommended, mode: 'SELECTION_ONLY' }),
    ],
    CONDITION_GROUPS.general,
  ),
  leaf(
    'kitchen.scales',
    'kitchen',
    t('Kitchen Scales', 'Küchenwaagen'),
    { en: ['kitchen scale', 'scale', 'scales', 'weighing'], de: ['waage', 'küchenwaage'] },
    [
      brand('Salter', 'Etekcity'),
      type([t('Digital', 'Digital'), t('Mechanical', 'Mechanisch')], 'SELECTION_ONLY'),
      number(t('Maximum Weight', 'Maximales Gewicht'), ['3 kg', '5 kg', '10 kg'], recommended),
      colour,
    ],
    CONDITION_GROUPS.general,
  ),
  leaf(
    'kitchen.knives',
    'kitchen',
    t('Kitchen Knives', 'Küchenmesser'),
    { en: ['knife', 'chef knife', 'chefs knife', 'knife set', 'santoku', 'paring knife'], de: ['messer', 'kochmesser'] },
    [
      brand('Wüsthof', 'Victorinox', 'Global'),
      type(
        [t("Chef's Knife", 'Kochmesser'), t('Santoku Knife', 'Santokumesser'), t('Paring Knife', 'Schälmesser'), t('Bread Knife', 'Brotmesser')],
        'SELECTION_ONLY',
      ),
      aspect(
        t('Blade Material', 'Klingenmaterial'),
        [t('Stainless Steel', 'Edelstahl'), t('Carbon Steel', 'Karbonstahl'), t('Ceramic', 'Keramik')],
        recommended,
      ),
      number(t('Blade Length', 'Klingenlänge'), ['15 cm', '20 cm', '23 cm'], recommended),
    ],
    CONDITION_GROUPS.general,
  ),
  node('decor', 'home', t('Home Décor', 'Wohnaccessoires & Deko')),
  leaf(
    'decor.cushions',
    'decor',
    t('Cushion Covers', 'Kissenbezüge', 'Decorative Pillow Covers'),
    { en: ['cushion cover', 'pillow cover', 'throw pillow', 'cushion', 'pillow', 'pillowcase'], de: ['kissenbezug', 'kissenhülle'] },
    [
      brand('Dunelm', 'IKEA'),
      material(t('Linen', 'Leinen'), t('Cotton', 'Baumwolle'), t('Velvet', 'Samt')),
      aspect(t('Size', 'Größe'), en('40 x 40 cm', '45 x 45 cm', '50 x 50 cm', '18 x 18 in'), { ...required, mode: 'SELECTION_ONLY' }),
      colour,
    ],
    CONDITION_GROUPS.textiles,
  ),
  leaf(
    'decor.clocks',
    'decor',
    t('Wall Clocks', 'Wanduhren'),
    { en: ['wall clock', 'clock', 'clocks'], de: ['uhr', 'wanduhr'] },
    [
      brand('Acctim', 'Newgate'),
      aspect(t('Movement', 'Uhrwerk'), [t('Quartz', 'Quarz'), t('Radio Controlled', 'Funk'), t('Mechanical', 'Mechanisch')], {
        mode: 'SELECTION_ONLY',
        usage: 'RECOMMENDED',
      }),
      features(t('Silent', 'Geräuschlos'), t('Non-Ticking', 'Ohne Ticken')),
      colour,
    ],
    CONDITION_GROUPS.general,
  ),
  leaf(
    'home.curtains',
    'home',
    t('Curtains & Pelmets', 'Gardinen & Vorhänge', 'Curtains & Drapes'),
    { en: ['curtain', 'curtains', 'drape', 'blackout', 'eyelet curtains', 'curtain panel'], de: ['vorhang', 'gardine', 'verdunkelungsvorhang'] },
    [
      brand('Dunelm', 'IKEA'),
      type([t('Blackout', 'Verdunkelung'), t('Sheer', 'Transparent'), t('Thermal', 'Thermo')]),
      aspect(t('Heading', 'Aufhängung'), [t('Eyelet', 'Ösen'), t('Pencil Pleat', 'Kräuselband'), t('Tab Top', 'Schlaufen')], {
        mode: 'SELECTION_ONLY',
        usage: 'RECOMMENDED',
      }),
      aspect(t('Number of Panels', 'Anzahl der Schals'), en('1', '2', '4'), { dataType: 'NUMBER', usage: 'RECOMMENDED' }),
      colour,
    ],
    CONDITION_GROUPS.textiles,
  ),
  leaf(
    'home.towels',
    'home',
    t('Towels', 'Handtücher', 'Bath Towels & Washcloths'),
    { en: ['towel', 'towels', 'bath towel', 'hand towel', 'washcloth'], de: ['handtuch', 'badetuch'] },
    [
      brand('Christy', 'Dunelm'),
      type([t('Bath Towel', 'Badetuch'), t('Hand Towel', 'Handtuch'), t('Bath Sheet', 'Saunatuch')]),
      material(t('Cotton', 'Baumwolle'), t('Egyptian Cotton', 'Ägyptische Baumwolle'), t('Bamboo', 'Bambus')),
      colour,
    ],
    CONDITION_GROUPS.textiles,
  ),
  leaf(
    'home.plantpots',
    'home',
    t('Plant Pots', 'Blumentöpfe & Übertöpfe', 'Planters, Pots & Window Boxes'),
    { en: ['plant pot', 'planter', 'flower pot', 'pot', 'plant', 'window box'], de: ['blumentopf', 'übertopf', 'pflanzgefäß'] },
    [
      brand('Elho', 'IKEA'),
      material(t('Ceramic', 'Keramik'), t('Terracotta', 'Terrakotta'), t('Plastic', 'Kunststoff')),
      features(t('Drainage Hole', 'Abflussloch'), t('Saucer Included', 'Mit Untersetzer')),
      colour,
    ],
    CONDITION_GROUPS.general,
  ),
  node('sport', null, t('Sporting Goods', 'Sport')),
  leaf(
    'sport.yogamats',
    'sport',
    t('Yoga Mats', 'Yogamatten'),
    { en: ['yoga mat', 'yoga', 'mat', 'exercise mat', 'pilates'], de: ['yogamatte', 'gymnastikmatte'] },
    [
      brand('Manduka', 'Gaiam'),
      aspect(t('Thickness', 'Stärke'), en('3 mm', '4 mm', '6 mm', '8 mm', '10 mm'), { ...recommended, mode: 'SELECTION_ONLY' }),
      material(t('TPE'), t('PVC'), t('Natural Rubber', 'Naturkautschuk')),
      colour,
    ],
    CONDITION_GROUPS.general,
  ),
  leaf(
    'sport.bottles',
    'sport',
    t('Water Bottles', 'Trinkflaschen'),
    { en: ['water bottle', 'bottle', 'flask', 'insulated bottle'], de: ['trinkflasche', 'flasche'] },
    [
      brand('Chilly’s', 'Hydro Flask', 'Stanley'),
      aspect(t('Capacity', 'Fassungsvermögen'), en('500 ml', '750 ml', '1 l', '32 oz'), { ...recommended, mode: 'SELECTION_ONLY' }),
      material(t('Stainless Steel', 'Edelstahl'), t('Plastic', 'Kunststoff')),
      colour,
    ],
    CONDITION_GROUPS.general,
  ),
  leaf(
    'sport.bands',
    'sport',
    t('Resistance Bands', 'Fitnessbänder'),
    { en: ['resistance band', 'resistance', 'band', 'bands', 'exercise band'], de: ['fitnessband', 'widerstandsband'] },
    [
      brand('Theraband', 'Gymshark'),
      aspect(t('Resistance Level', 'Widerstandsstufe'), [t('Light', 'Leicht'), t('Medium', 'Mittel'), t('Heavy', 'Schwer'), t('Set', 'Set')], {
        ...recommended,
        mode: 'SELECTION_ONLY',
        cardinality: 'MULTI',
      }),
      colour,
    ],
    CONDITION_GROUPS.general,
  ),
  leaf(
    'sport.lanterns',
    'sport',
    t('Camping Lights & Lanterns', 'Campinglampen & Laternen', 'Camping Lanterns'),
    { en: ['lantern', 'camping lantern', 'camping light', 'camping lamp', 'torch'], de: ['laterne', 'campinglampe'] },
    [
      brand('Coleman', 'Black Diamond'),
      aspect(t('Power Source', 'Stromquelle'), [t('Rechargeable Battery', 'Akku'), t('AA Battery', 'AA-Batterie'), t('Solar')], {
        ...required,
        mode: 'SELECTION_ONLY',
      }),
      number(t('Brightness', 'Helligkeit'), ['100 lm', '300 lm', '500 lm'], recommended),
    ],
    CONDITION_GROUPS.general,
  ),
  node('toys', null, t('Toys & Games', 'Spielzeug', 'Toys & Hobbies')),
  leaf(
    'toys.building',
    'toys',
    t('Building Toys', 'Bausteine'),
    { en: ['lego', 'building blocks', 'building', 'blocks', 'bricks', 'construction toy'], de: ['bausteine', 'klemmbausteine'] },
    [
      brand('LEGO', 'Mega Bloks'),
      aspect(t('Age Level', 'Altersempfehlung'), en('3-4 Years', '5-7 Years', '8-11 Years', '12+ Years'), { ...recommended, mode: 'SELECTION_ONLY' }),
      number(t('Number of Pieces', 'Anzahl der Teile'), ['100', '500', '1000'], { usage: 'OPTIONAL' }),
    ],
    CONDITION_GROUPS.general,
  ),
  leaf(
    'toys.puzzles',
    'toys',
    t('Jigsaw Puzzles', 'Puzzles'),
    { en: ['jigsaw', 'jigsaw puzzle', 'puzzle', 'puzzles'], de: ['puzzle'] },
    [
      brand('Ravensburger', 'Gibsons'),
      aspect(t('Number of Pieces', 'Anzahl der Teile'), en('100', '500', '1000', '1500', '2000'), { ...required, mode: 'SELECTION_ONLY', dataType: 'NUMBER' }),
      aspect(t('Theme', 'Thema'), [t('Animals', 'Tiere'), t('Landscapes', 'Landschaften'), t('Art', 'Kunst')], recommended),
    ],
    CONDITION_GROUPS.general,
  ),
  leaf(
    'toys.plush',
    'toys',
    t('Soft Toys & Stuffed Animals', 'Plüschtiere', 'Stuffed Animals'),
    { en: ['plush', 'teddy', 'teddy bear', 'bear', 'soft toy', 'stuffed animal'], de: ['plüschtier', 'kuscheltier', 'teddybär'] },
    [
      brand('Jellycat', 'Steiff'),
      aspect(t('Character Family', 'Figurenfamilie'), [t('Bear', 'Bär'), t('Bunny', 'Hase'), t('Dog', 'Hund')], recommended),
      aspect(t('Age Level', 'Altersempfehlung'), en('0-12 Months', '1-2 Years', '3-4 Years'), { mode: 'SELECTION_ONLY' }),
    ],
    CONDITION_GROUPS.general,
  ),
  node('books', null, t('Books, Comics & Magazines', 'Bücher & Zeitschriften', 'Books & Magazines')),
  leaf(
    'books.books',
    'books',
    t('Books', 'Bücher'),
    { en: ['book', 'novel', 'paperback', 'hardcover', 'hardback', 'guide'], de: ['buch', 'taschenbuch', 'gebundene ausgabe'] },
    [
      aspect(t('Book Title', 'Buchtitel'), [], required),
      aspect(t('Author', 'Autor'), [], required),
      aspect(t('Language', 'Sprache'), [t('English', 'Englisch'), t('German', 'Deutsch'), t('French', 'Französisch')], required),
      aspect(t('Format', 'Format'), [t('Paperback', 'Taschenbuch'), t('Hardcover', 'Gebundene Ausgabe'), t('Audiobook', 'Hörbuch')], {
        ...recommended,
        mode: 'SELECTION_ONLY',
      }),
      aspect(t('Topic', 'Thema'), [t('Cooking', 'Kochen'), t('Sport'), t('History', 'Geschichte')], { cardinality: 'MULTI' }),
    ],
    CONDITION_GROUPS.books,
  ),
  node('fashion', null, t('Clothes, Shoes & Accessories', 'Kleidung & Accessoires', 'Clothing, Shoes & Accessories')),
  leaf(
    'fashion.trainers',
    'fashion',
    t("Men's Trainers", 'Herren-Sneaker', "Men's Athletic Shoes"),
    { en: ['trainers', 'sneakers', 'running shoes', 'shoes'], de: ['sneaker', 'turnschuhe'] },
    [
      brand('Nike', 'Adidas', 'New Balance'),
      aspect(t('UK Shoe Size', 'Schuhgröße (EU)', 'US Shoe Size'), en('7', '8', '9', '10', '11'), { ...required, mode: 'SELECTION_ONLY', variations: true }),
      colour,
      mpn,
    ],
    CONDITION_GROUPS.general,
  ),
];
