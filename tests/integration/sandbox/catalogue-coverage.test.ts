import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateItem, PRODUCT_KINDS } from '../../../sandbox/amazon/catalogue.ts';
import { DEMO_SELLERS } from '../../../sandbox/amazon/demo.ts';
import { startEbaySandbox } from '../../../sandbox/ebay/index.ts';
import { answerEbayConsent } from '../../../sandbox/ebay/testing.ts';
import { startOnbuySandbox, ONBUY_DEMO_SELLER as ONBUY_DEMO } from '../../../sandbox/onbuy/index.ts';
import { startShopifySandbox } from '../../../sandbox/shopify/index.ts';
import { approveShopifyGrant } from '../../../sandbox/shopify/testing.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import {
  buildEbayConsentUrl,
  createEbayAppClient,
  createEbayClient,
  ebayConfigFrom,
  EbayApiError,
  EbayUserSession,
  exchangeEbayCode,
  type EbayAppClient,
} from '../../../server/integrations/ebay/index.ts';
import { createOnbuyClient, type OnbuyClient } from '../../../server/integrations/onbuy/index.ts';
import {
  buildShopifyAuthorizeUrl,
  createShopifyClient,
  exchangeShopifyCode,
  shopifyConfigFrom,
  type ShopifyClient,
} from '../../../server/integrations/shopify/index.ts';

/**
 * The demo must be able to list its own catalogue: for every kind of product the Amazon sandbox
 * generates, a generated title gets a fitting leaf category as the top suggestion on every eBay
 * site, with its item specifics and conditions. The expected leaves below are written by hand
 * from what a seller would pick, not read from the sandbox's data.
 */

type Site = 'EBAY_US' | 'EBAY_CA' | 'EBAY_GB' | 'EBAY_DE';
const SITES: Site[] = ['EBAY_US', 'EBAY_CA', 'EBAY_GB', 'EBAY_DE'];
const TREE_IDS: Record<Site, string> = { EBAY_US: '0', EBAY_CA: '2', EBAY_GB: '3', EBAY_DE: '77' };

/** Kind code → the leaf a seller would choose: [UK name, German name, US/CA name when it differs]. */
const EXPECTED_LEAF: Record<string, [gb: string, de: string, us?: string]> = {
  'SKILLET-10"': ['Frying Pans & Skillets', 'Pfannen'],
  SPATULA4: ['Kitchen Tools & Gadgets', 'Küchenhelfer'],
  FPRESS34: ['Coffee Makers', 'Kaffeemaschinen'],
  'BOARD-BAMBOO': ['Chopping Boards', 'Schneidebretter', 'Cutting Boards'],
  BOWLS5: ['Mixing Bowls', 'Rührschüsseln'],
  'SCALE-DIG': ['Kitchen Scales', 'Küchenwaagen'],
  'KNIFE-8"': ['Kitchen Knives', 'Küchenmesser'],
  'PILLOW-18"': ['Cushion Covers', 'Kissenbezüge', 'Decorative Pillow Covers'],
  CURTAIN2: ['Curtains & Pelmets', 'Gardinen & Vorhänge', 'Curtains & Drapes'],
  'POT-CERAMIC': ['Plant Pots', 'Blumentöpfe & Übertöpfe', 'Planters, Pots & Window Boxes'],
  'CLOCK-12"': ['Wall Clocks', 'Wanduhren'],
  TOWEL4: ['Towels', 'Handtücher', 'Bath Towels & Washcloths'],
  YOGAMAT6: ['Yoga Mats', 'Yogamatten'],
  BOTTLE32: ['Water Bottles', 'Trinkflaschen'],
  BANDS5: ['Resistance Bands', 'Fitnessbänder'],
  LANTERN: ['Camping Lights & Lanterns', 'Campinglampen & Laternen', 'Camping Lanterns'],
  'USBC-6FT': ['USB Cables, Hubs & Adapters', 'USB-Kabel, -Hubs & -Adapter'],
  QICHARGE15: ['Mobile Phone Chargers & Cradles', 'Ladegeräte & Dockingstationen', 'Cell Phone Chargers & Cradles'],
  LAPSTAND: ['Laptop Stands', 'Laptop-Ständer'],
  'SLEEVE-11"': ['Tablet & eBook Reader Cases, Covers & Sleeves', 'Tablet- & eBook-Reader-Hüllen', 'iPad/Tablet/eBook Cases, Covers & Keyboard Folios'],
  BLOCKS100: ['Building Toys', 'Bausteine'],
  PUZZLE1000: ['Jigsaw Puzzles', 'Puzzles'],
  'BEAR-12"': ['Soft Toys & Stuffed Animals', 'Plüschtiere', 'Stuffed Animals'],
  'BK-HOMECOOK': ['Books', 'Bücher'],
  'BK-TRAIL': ['Books', 'Bücher'],
  'BK-TEA': ['Books', 'Bücher'],
};
const expectedName = (site: Site, code: string) => {
  const [gb, de, us] = EXPECTED_LEAF[code]!;
  return site === 'EBAY_DE' ? de : site === 'EBAY_GB' ? gb : (us ?? gb);
};

/** The first generated title of every product kind (the generator's own output, brand, colour and pack size included). */
function typicalTitles(): Map<string, string> {
  const titles = new Map<string, string>();
  for (let i = 0; titles.size < PRODUCT_KINDS.length && i < 5000; i++) {
    const item = generateItem(1, DEMO_SELLERS[0]!, i);
    const kind = PRODUCT_KINDS.find((k) => item.sku.includes(`-${k.code}-`))!;
    if (!titles.has(kind.code)) titles.set(kind.code, item.title);
  }
  return titles;
}

describe('eBay sandbox categories cover the Amazon sandbox catalogue', () => {
  let sb: RunningSandbox;
  let app: EbayAppClient;
  const titles = typicalTitles();

  beforeAll(async () => {
    sb = await startEbaySandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:1' });
    app = createEbayAppClient(ebayConfigFrom(sb.env as never)!);
  });
  afterAll(() => sb?.close());

  it('knows a typical title for each of the 26 product kinds and expects a leaf for each', () => {
    expect(PRODUCT_KINDS).toHaveLength(26);
    expect([...titles.keys()].sort()).toEqual(PRODUCT_KINDS.map((k) => k.code).sort());
    expect(Object.keys(EXPECTED_LEAF).sort()).toEqual(PRODUCT_KINDS.map((k) => k.code).sort());
  });

  it('serves each site its own default tree', async () => {
    for (const site of SITES) expect((await app.taxonomy.getDefaultCategoryTreeId(site)).categoryTreeId).toBe(TREE_IDS[site]);
  });

  for (const site of SITES) {
    it(`${site}: the top suggestion for every kind is the fitting leaf, with its aspects and conditions`, async () => {
      const tree = TREE_IDS[site];
      const chosen = new Map<string, string>();
      for (const kind of PRODUCT_KINDS) {
        const title = titles.get(kind.code)!;
        const [top] = await app.taxonomy.getCategorySuggestions(tree, title);
        expect(top?.category.categoryName, `${site} "${title}"`).toBe(expectedName(site, kind.code));
        chosen.set(kind.code, top!.category.categoryId);

        // A leaf: its subtree has no children, and its ancestors climb to a top-level category.
        const node = await app.taxonomy.getCategorySubtree(tree, top!.category.categoryId);
        expect(node.leafCategoryTreeNode).toBe(true);
        expect(node.childCategoryTreeNodes).toBeUndefined();
        const levels = top!.categoryTreeNodeAncestors!.map((a) => a.categoryTreeNodeLevel);
        expect(levels.at(-1)).toBe(1);
        expect(top!.categoryTreeNodeLevel).toBe(levels.length + 1);

        const aspects = await app.taxonomy.getItemAspectsForCategory(tree, top!.category.categoryId);
        const required = aspects.filter((a) => a.aspectConstraint.aspectRequired);
        expect(required.length, `${site} ${kind.code} required aspects`).toBeGreaterThan(0);
        expect(required.every((a) => a.aspectConstraint.aspectUsage === 'RECOMMENDED')).toBe(true);
        expect(aspects.some((a) => !a.aspectConstraint.aspectRequired)).toBe(true);
        if (kind.categoryKey !== 'books') expect(required.map((a) => a.localizedAspectName)).toContain(site === 'EBAY_DE' ? 'Marke' : 'Brand');

        const [policy] = await app.metadata.getItemConditionPolicies(site, [top!.category.categoryId]);
        expect(policy).toMatchObject({ categoryId: top!.category.categoryId, categoryTreeId: tree, itemConditionRequired: true });
        expect(policy!.itemConditions!.map((c) => c.conditionId)).toContain('1000');
      }
      // Three books share one leaf; every other kind has a leaf of its own.
      expect(new Set(chosen.values()).size).toBe(24);
    });
  }

  it('gives each site its own category ids: a UK id is unknown on the German tree', async () => {
    const ids = await Promise.all(
      SITES.map(async (site) => (await app.taxonomy.getCategorySuggestions(TREE_IDS[site], 'Jigsaw Puzzle 1000 Pieces'))[0]!.category.categoryId),
    );
    expect(new Set(ids).size).toBe(4);
    const err = await app.taxonomy.getItemAspectsForCategory('77', ids[2]!).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EbayApiError);
    expect(err).toMatchObject({ status: 400, errorId: 62005 });
  });

  it('serves aspects with the contract’s modes, data types and value lists, in the site’s language', async () => {
    const uk = await app.taxonomy.getItemAspectsForCategory('3', (await app.taxonomy.getCategorySuggestions('3', 'USB-C Cable'))[0]!.category.categoryId);
    const connector = uk.find((a) => a.localizedAspectName === 'Connector A')!;
    expect(connector.aspectConstraint).toMatchObject({ aspectMode: 'SELECTION_ONLY', aspectRequired: true, aspectDataType: 'STRING' });
    expect(connector.aspectValues!.map((v) => v.localizedValue)).toContain('USB-C');
    const length = uk.find((a) => a.localizedAspectName === 'Cable Length')!;
    expect(length.aspectConstraint).toMatchObject({ aspectRequired: false, aspectUsage: 'RECOMMENDED' });
    expect(uk.find((a) => a.localizedAspectName === 'Brand')!.aspectConstraint.aspectMode).toBe('FREE_TEXT');

    const puzzles = (await app.taxonomy.getCategorySuggestions('77', 'Jigsaw Puzzle'))[0]!.category.categoryId;
    const de = await app.taxonomy.getItemAspectsForCategory('77', puzzles);
    expect(de.find((a) => a.localizedAspectName === 'Anzahl der Teile')!.aspectConstraint).toMatchObject({
      aspectDataType: 'NUMBER',
      aspectMode: 'SELECTION_ONLY',
      aspectRequired: true,
    });
    expect(de.find((a) => a.localizedAspectName === 'Thema')!.aspectConstraint.aspectUsage).toBe('RECOMMENDED');
  });

  it('names book conditions as book categories do and serves every leaf when no filter is given', async () => {
    const books = (await app.taxonomy.getCategorySuggestions('0', 'A Short History of Tea (Paperback)'))[0]!.category.categoryId;
    const [policy] = await app.metadata.getItemConditionPolicies('EBAY_US', [books]);
    expect(policy!.itemConditions).toEqual([
      { conditionId: '1000', conditionDescription: 'Brand New' },
      { conditionId: '2750', conditionDescription: 'Like New' },
      { conditionId: '4000', conditionDescription: 'Very Good' },
      { conditionId: '5000', conditionDescription: 'Good' },
      { conditionId: '6000', conditionDescription: 'Acceptable' },
    ]);
    const all = await app.metadata.getItemConditionPolicies('EBAY_DE');
    expect(all.length).toBeGreaterThanOrEqual(24);
    expect(all.every((p) => p.categoryTreeId === '77')).toBe(true);
    expect(all.flatMap((p) => p.itemConditions!.map((c) => c.conditionDescription))).toContain('Gebraucht');
  });

  it('publishes only into a leaf of the offer’s own site whose conditions include the item’s', async () => {
    const cfg = ebayConfigFrom(sb.env as never)!;
    const redirect = await answerEbayConsent(buildEbayConsentUrl(cfg, { state: 'cov' }), 'agree', 'catalogue_seller');
    const client = createEbayClient(cfg, new EbayUserSession(cfg, await exchangeEbayCode(cfg, redirect.searchParams.get('code')!)), {
      baseDelayMs: 5,
      contentLanguage: 'de-DE',
    });
    await client.inventory.createLocation('WH-DE', { location: { address: { postalCode: '10115', country: 'DE' } }, name: 'Berlin' });
    const pans = (await app.taxonomy.getCategorySuggestions('77', titles.get('SKILLET-10"')!))[0]!.category.categoryId;
    const ukPans = (await app.taxonomy.getCategorySuggestions('3', titles.get('SKILLET-10"')!))[0]!.category.categoryId;
    const product = (aspects: Record<string, string[]>) => ({
      title: titles.get('SKILLET-10"')!,
      description: 'Pfanne',
      imageUrls: ['https://images.example/p.jpg'],
      aspects,
    });
    const german = { Marke: ['Harbor Lane'], Produktart: ['Bratpfanne'] };
    await client.inventory.bulkCreateOrReplaceItems([
      { sku: 'DE-NEW', condition: 'NEW', product: product(german), availability: { shipToLocationAvailability: { quantity: 2 } } },
      { sku: 'DE-GOOD', condition: 'USED_GOOD', product: product(german), availability: { shipToLocationAvailability: { quantity: 2 } } },
      {
        sku: 'DE-EN',
        condition: 'NEW',
        product: product({ Brand: ['Harbor Lane'], Type: ['Skillet'] }),
        availability: { shipToLocationAvailability: { quantity: 2 } },
      },
    ]);
    const [fp] = await client.account.getFulfillmentPolicies('EBAY_DE');
    const [pp] = await client.account.getPaymentPolicies('EBAY_DE');
    const [rp] = await client.account.getReturnPolicies('EBAY_DE');
    const offer = (sku: string, categoryId: string) => ({
      sku,
      marketplaceId: 'EBAY_DE',
      format: 'FIXED_PRICE' as const,
      categoryId,
      merchantLocationKey: 'WH-DE',
      pricingSummary: { price: { value: '24.99', currency: 'EUR' } },
      listingPolicies: {
        fulfillmentPolicyId: String(fp!.fulfillmentPolicyId),
        paymentPolicyId: String(pp!.paymentPolicyId),
        returnPolicyId: String(rp!.returnPolicyId),
      },
    });
    const created = await client.offers.bulkCreate([offer('DE-NEW', pans), offer('DE-GOOD', pans), offer('DE-EN', ukPans)]);
    const published = await client.offers.bulkPublish(created.map((c) => c.result!.offerId));
    expect(published[0]).toMatchObject({ ok: true });
    // USED_GOOD (5000) is a book grade; pans take New, New other, Used and For parts.
    expect(published[1]!.errors.map((e) => e.message)).toEqual(['A user error has occurred. The item condition is not valid for this category.']);
    // The UK category id is no category on eBay.de.
    expect(published[2]!.errors.map((e) => e.message)).toEqual(['A user error has occurred. The category is invalid or not a leaf category.']);
  });

  it('no longer suggests Building Toys for a USB-C cable, on any site', async () => {
    for (const site of SITES) {
      const names = (await app.taxonomy.getCategorySuggestions(TREE_IDS[site], 'USB-C to USB-C Cable')).map((s) => s.category.categoryName);
      expect(names[0]).toBe(expectedName(site, 'USBC-6FT'));
      expect(names).not.toContain(expectedName(site, 'BLOCKS100'));
    }
  });

  it('matches whole words only: a word that merely contains a keyword suggests nothing from it', async () => {
    // "japan" contains "pan", "bricklayer" contains "brick", "scaled" is not "scale".
    const japan = (await app.taxonomy.getCategorySuggestions('3', 'Japan travel guide')).map((s) => s.category.categoryName);
    expect(japan).toEqual(['Books']);
    expect(await app.taxonomy.getCategorySuggestions('3', 'bricklayer')).toEqual([]);
    expect(await app.taxonomy.getCategorySuggestions('3', 'to')).toEqual([]);
    // Plurals still match their singular.
    expect((await app.taxonomy.getCategorySuggestions('3', 'knives'))[0]!.category.categoryName).toBe('Kitchen Knives');
  });

  it('ranks suggestions: the best fit first, weaker fits after it', async () => {
    const s = await app.taxonomy.getCategorySuggestions('3', 'Linen Throw Pillow Cover');
    expect(s.map((x) => x.category.categoryName).slice(0, 2)).toEqual(['Cushion Covers', 'Mobile Phone Cases & Covers']);
    expect(s[0]!.relevancy).toBe('HIGH');
    expect(s.at(-1)!.relevancy).not.toBe('HIGH');
  });
});

/** Kind code → what a seller types in OnBuy's category autocomplete, the leaf they pick, and its department. */
const ONBUY_LEAF: Record<string, [typed: string, leaf: string, department: string]> = {
  'SKILLET-10"': ['Skillet', 'Frying Pans & Skillets', 'Home & Garden'],
  SPATULA4: ['Utensil', 'Kitchen Utensils & Gadgets', 'Home & Garden'],
  FPRESS34: ['Coffee', 'Coffee Makers', 'Home & Garden'],
  'BOARD-BAMBOO': ['Chopping', 'Chopping Boards', 'Home & Garden'],
  BOWLS5: ['Mixing', 'Mixing Bowls', 'Home & Garden'],
  'SCALE-DIG': ['Scales', 'Kitchen Scales', 'Home & Garden'],
  'KNIFE-8"': ['Knives', 'Kitchen Knives', 'Home & Garden'],
  'PILLOW-18"': ['Cushion', 'Cushion Covers', 'Home & Garden'],
  CURTAIN2: ['Curtain', 'Curtains', 'Home & Garden'],
  'POT-CERAMIC': ['Plant', 'Plant Pots & Planters', 'Home & Garden'],
  'CLOCK-12"': ['Clock', 'Wall Clocks', 'Home & Garden'],
  TOWEL4: ['Towel', 'Towels', 'Home & Garden'],
  YOGAMAT6: ['Yoga', 'Yoga Mats', 'Sports & Leisure'],
  BOTTLE32: ['Bottle', 'Water Bottles', 'Sports & Leisure'],
  BANDS5: ['Resistance', 'Resistance Bands', 'Sports & Leisure'],
  LANTERN: ['Lantern', 'Camping Lights & Lanterns', 'Sports & Leisure'],
  'USBC-6FT': ['Cable', 'USB Cables', 'Electronics'],
  QICHARGE15: ['Charger', 'Wireless Chargers', 'Electronics'],
  LAPSTAND: ['Laptop', 'Laptop Stands', 'Electronics'],
  'SLEEVE-11"': ['Tablet', 'Tablet Cases & Sleeves', 'Electronics'],
  BLOCKS100: ['Construction', 'Construction Toys', 'Toys & Games'],
  PUZZLE1000: ['Jigsaw', 'Jigsaw Puzzles', 'Toys & Games'],
  'BEAR-12"': ['Soft Toy', 'Soft Toys', 'Toys & Games'],
  'BK-HOMECOOK': ['Food & Drink', 'Food & Drink Books', 'Books'],
  'BK-TRAIL': ['Sports Books', 'Sports Books', 'Books'],
  'BK-TEA': ['History', 'History Books', 'Books'],
};

describe('OnBuy sandbox categories cover the Amazon sandbox catalogue', () => {
  let sb: RunningSandbox;
  let client: OnbuyClient;

  beforeAll(async () => {
    sb = await startOnbuySandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:1' });
    client = createOnbuyClient({ apiUrl: sb.env.ONBUY_API_URL!, consumerKey: ONBUY_DEMO.consumerKey, secretKey: ONBUY_DEMO.secretKey });
  });
  afterAll(() => sb?.close());

  it('finds a listable leaf for every kind by the word a seller types, with its department path and conditions', async () => {
    expect(Object.keys(ONBUY_LEAF).sort()).toEqual(PRODUCT_KINDS.map((k) => k.code).sort());
    const leaves = new Set<number>();
    for (const kind of PRODUCT_KINDS) {
      const [typed, name, department] = ONBUY_LEAF[kind.code]!;
      const found = (await client.categories(typed)).results.find((c) => c.name === name);
      expect(found, `${kind.code}: "${typed}" finds ${name}`).toBeDefined();
      expect(found!.can_list_in).toBe(true);
      expect(found!.category_tree.split(' > ')[0]).toBe(department);
      expect(found!.category_tree.endsWith(` > ${name}`)).toBe(true);
      expect(found!.condition_ids).toContain('new');
      // A leaf has no children.
      expect((await client.categories(undefined, { parentId: found!.category_id })).metadata.total_rows).toBe(0);
      leaves.add(found!.category_id);
    }
    expect(leaves.size).toBe(26);
  });

  it('lets used books be listed in their category and browses a department by parent', async () => {
    const history = (await client.categories('History')).results.find((c) => c.name === 'History Books')!;
    expect(history.condition_ids).toEqual(expect.arrayContaining(['good', 'average', 'poor']));
    const electronics = (await client.categories('Electronics')).results.find((c) => c.category_type_id === 1)!;
    expect(electronics.can_list_in).toBe(false);
    const children = (await client.categories(undefined, { parentId: electronics.category_id })).results;
    expect(children.map((c) => c.name)).toEqual(expect.arrayContaining(['Headphones', 'Computer Accessories', 'Mobile Phone Accessories']));
    expect(children.every((c) => c.parent_id === electronics.category_id)).toBe(true);
    const groupChildren = (await client.categories(undefined, { parentId: children.find((c) => c.name === 'Computer Accessories')!.category_id })).results;
    expect(groupChildren.map((c) => [c.name, c.category_tree])).toContainEqual(['USB Cables', 'Electronics > Computer Accessories > USB Cables']);
  });
});

/** Kind code → the word a merchant searches Shopify's product taxonomy with, and the leaf's full name. */
const SHOPIFY_LEAF: Record<string, [search: string, fullName: string]> = {
  'SKILLET-10"': ['skillet', 'Home & Garden > Kitchen & Dining > Cookware & Bakeware > Cookware > Skillets & Frying Pans'],
  SPATULA4: ['spatula', 'Home & Garden > Kitchen & Dining > Kitchen Tools & Utensils > Spatulas'],
  FPRESS34: ['french press', 'Home & Garden > Kitchen & Dining > Kitchen Appliances > Coffee Makers & Espresso Machines > French Presses'],
  'BOARD-BAMBOO': ['cutting board', 'Home & Garden > Kitchen & Dining > Kitchen Tools & Utensils > Cutting Boards'],
  BOWLS5: ['mixing bowls', 'Home & Garden > Kitchen & Dining > Kitchen Tools & Utensils > Mixing Bowls'],
  'SCALE-DIG': ['kitchen scale', 'Home & Garden > Kitchen & Dining > Kitchen Tools & Utensils > Kitchen Scales'],
  'KNIFE-8"': ['knives', 'Home & Garden > Kitchen & Dining > Kitchen Tools & Utensils > Kitchen Knives'],
  'PILLOW-18"': ['pillow cover', 'Home & Garden > Decor > Throw Pillow Covers'],
  CURTAIN2: ['curtains', 'Home & Garden > Decor > Window Treatments > Curtains & Drapes'],
  'POT-CERAMIC': ['planter', 'Home & Garden > Lawn & Garden > Gardening > Pots & Planters'],
  'CLOCK-12"': ['wall clock', 'Home & Garden > Decor > Clocks > Wall Clocks'],
  TOWEL4: ['bath towel', 'Home & Garden > Linens & Bedding > Towels > Bath Towels'],
  YOGAMAT6: ['yoga mat', 'Sporting Goods > Exercise & Fitness > Yoga & Pilates > Yoga Mats'],
  BOTTLE32: ['water bottle', 'Home & Garden > Kitchen & Dining > Food & Beverage Carriers > Water Bottles'],
  BANDS5: ['resistance band', 'Sporting Goods > Exercise & Fitness > Resistance Bands'],
  LANTERN: ['lantern', 'Sporting Goods > Outdoor Recreation > Camping & Hiking > Camping Lights & Lanterns'],
  'USBC-6FT': ['usb cable', 'Electronics > Electronics Accessories > Cables > USB Cables'],
  QICHARGE15: ['wireless charger', 'Electronics > Electronics Accessories > Power > Wireless Chargers'],
  LAPSTAND: ['laptop stand', 'Electronics > Computers > Computer Accessories > Laptop Stands'],
  'SLEEVE-11"': ['tablet sleeve', 'Electronics > Computers > Computer Accessories > Tablet Cases & Sleeves'],
  BLOCKS100: ['building blocks', 'Toys & Games > Toys > Building Toys > Construction Blocks'],
  PUZZLE1000: ['jigsaw', 'Toys & Games > Puzzles > Jigsaw Puzzles'],
  'BEAR-12"': ['stuffed animal', 'Toys & Games > Toys > Dolls, Playsets & Toy Figures > Stuffed Animals'],
  'BK-HOMECOOK': ['books', 'Media > Books > Print Books'],
  'BK-TRAIL': ['books', 'Media > Books > Print Books'],
  'BK-TEA': ['books', 'Media > Books > Print Books'],
};

describe('Shopify sandbox product taxonomy covers the Amazon sandbox catalogue', () => {
  let sb: RunningSandbox;
  let shop: ShopifyClient;
  const titles = typicalTitles();

  beforeAll(async () => {
    sb = await startShopifySandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9/app' });
    const cfg = shopifyConfigFrom(sb.env as never)!;
    const callback = await approveShopifyGrant(buildShopifyAuthorizeUrl(cfg, 'catalogue-shop', { state: 'n', redirectUri: 'http://127.0.0.1:9/app/cb' }));
    const { accessToken } = await exchangeShopifyCode(cfg, 'catalogue-shop', callback.searchParams.get('code')!);
    shop = createShopifyClient(cfg, 'catalogue-shop', accessToken);
  });
  afterAll(() => sb?.close());

  it('finds a leaf category for every kind, first in the search results, and a product created with it keeps it', async () => {
    expect(Object.keys(SHOPIFY_LEAF).sort()).toEqual(PRODUCT_KINDS.map((k) => k.code).sort());
    for (const kind of PRODUCT_KINDS) {
      const [search, fullName] = SHOPIFY_LEAF[kind.code]!;
      const [top] = await shop.taxonomyCategories({ search });
      expect(top?.fullName, `${kind.code}: "${search}"`).toBe(fullName);
      expect(top!.isLeaf).toBe(true);
      expect(top!.level).toBe(fullName.split(' > ').length);
      const created = await shop.productSet({ title: titles.get(kind.code)!, category: top!.id, status: 'DRAFT' });
      expect(created.userErrors).toEqual([]);
      expect(created.product!.category).toEqual({ id: top!.id, fullName });
    }
  });

  it('refuses a category that is not in the taxonomy and browses the tree by parent', async () => {
    const bad = await shop.productSet({ title: 'Mystery', category: 'gid://shopify/TaxonomyCategory/zz-99' });
    expect(bad.userErrors).toEqual([{ field: ['input', 'category'], message: 'The product category does not exist.', code: 'INVALID_INPUT' }]);
    const toys = (await shop.taxonomyCategories({ search: 'toys games' })).find((c) => c.level === 1)!;
    const children = await shop.taxonomyCategories({ childrenOf: toys.id });
    expect(children.map((c) => c.name)).toEqual(['Puzzles', 'Toys']);
    expect(children.every((c) => c.parentId === toys.id && !c.isLeaf)).toBe(true);
  });
});
