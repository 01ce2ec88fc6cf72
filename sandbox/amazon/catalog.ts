// Catalog Items API 2022-04-01: getCatalogItem and searchCatalogItems (by up to 20 identifiers,
// or by keywords), with the includedData sets the product uses.
import type { CatalogueItem } from './catalogue.ts';
import { itemAttributes, modelNumberOf, partNumberOf } from './attributes.ts';
import { THEME_ATTRIBUTES, type Theme } from './families.ts';
import { MARKETPLACES } from './demo.ts';
import { csv, invalidInput, SpApiFault, type Ctx } from './http.ts';
import type { SpApiResult } from './spapi.ts';
import type { SellerStore, World } from './store.ts';

const INCLUDED = [
  'attributes',
  'classifications',
  'dimensions',
  'identifiers',
  'images',
  'productTypes',
  'relationships',
  'salesRanks',
  'summaries',
  'vendorDetails',
] as const;
type Included = (typeof INCLUDED)[number];
const IDENTIFIER_TYPES = ['ASIN', 'EAN', 'GTIN', 'ISBN', 'JAN', 'MINSAN', 'SKU', 'UPC'];
/** Amazon stops keyword searches at 1000 results. */
const MAX_RESULTS = 1000;

export class Catalog {
  constructor(
    private readonly world: World,
    private readonly baseUrl: () => string,
  ) {}

  getItem = (ctx: Ctx): SpApiResult => {
    const marketplaceId = this.marketplace(ctx);
    const included = this.included(ctx);
    const asin = ctx.params.asin!;
    const found = this.world.byAsin(asin);
    const family = found ? null : this.world.familyByParentAsin(asin);
    if (family) return { status: 200, body: this.parentView(family.parentAsin, family.children, marketplaceId, included) };
    // Catalog Items 2022-04-01 spells its code NOT_FOUND (the older APIs' NotFound elsewhere).
    if (!found) throw new SpApiFault(404, 'NOT_FOUND', `Requested item, ${asin}, not found in marketplace(s) ${marketplaceId}.`);
    return { status: 200, body: this.view(found.item, marketplaceId, included) };
  };

  search = (ctx: Ctx, caller: SellerStore): SpApiResult => {
    const q = ctx.query;
    const marketplaceId = this.marketplace(ctx);
    const included = this.included(ctx);
    const identifiers = csv(q, 'identifiers');
    const keywords = csv(q, 'keywords');
    if (identifiers.length > 0 && keywords.length > 0) throw invalidInput('Cannot specify both identifiers and keywords.');
    if (identifiers.length === 0 && keywords.length === 0) throw invalidInput('Either identifiers or keywords must be specified.');
    if (identifiers.length > 20) throw invalidInput('identifiers may contain at most 20 values.');
    if (keywords.length > 20) throw invalidInput('keywords may contain at most 20 values.');
    const pageSize = q.has('pageSize') ? Number(q.get('pageSize')) : 10;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 20) throw invalidInput('pageSize must be between 1 and 20.');

    let matches: CatalogueItem[];
    if (identifiers.length > 0) {
      const type = q.get('identifiersType');
      if (!type || !IDENTIFIER_TYPES.includes(type))
        throw invalidInput('identifiersType is required when identifiers are given and must be one of ' + IDENTIFIER_TYPES.join(', ') + '.');
      if (type === 'SKU' && q.get('sellerId') !== caller.seller.sellingPartnerId)
        throw invalidInput('sellerId is required for identifiersType SKU and must be the caller.');
      // Parent ASINs are catalogue items too (not the seller's: they have no SKU).
      const parents = type === 'ASIN' ? identifiers.map((id) => this.world.familyByParentAsin(id)).filter((f) => !!f) : [];
      if (parents.length) {
        const children = identifiers.map((id) => this.byIdentifier(type, id, caller)).filter((i): i is CatalogueItem => !!i);
        const items = [
          ...children.map((i) => this.view(i, marketplaceId, included)),
          ...parents.map((f) => this.parentView(f.parentAsin, f.children, marketplaceId, included)),
        ];
        return { status: 200, body: { numberOfResults: items.length, pagination: {}, refinements: refinements(children), items } };
      }
      matches = identifiers.map((id) => this.byIdentifier(type, id, caller)).filter((i): i is CatalogueItem => !!i);
    } else {
      const words = keywords.map((k) => k.toLowerCase());
      matches = [];
      scan: for (const store of this.world.stores.values()) {
        for (const item of store.items()) {
          const title = item.title.toLowerCase();
          if (words.every((w) => title.includes(w))) matches.push(item);
          if (matches.length >= MAX_RESULTS) break scan;
        }
      }
    }

    const offset = decodeToken(q.get('pageToken'));
    const page = identifiers.length > 0 ? matches : matches.slice(offset, offset + pageSize);
    const more = identifiers.length === 0 && offset + pageSize < matches.length;
    return {
      status: 200,
      body: {
        numberOfResults: matches.length,
        pagination: {
          ...(more ? { nextToken: encodeToken(offset + pageSize) } : {}),
          ...(offset > 0 ? { previousToken: encodeToken(Math.max(0, offset - pageSize)) } : {}),
        },
        refinements: refinements(matches),
        items: page.map((i) => this.view(i, marketplaceId, included)),
      },
    };
  };

  private byIdentifier(type: string, id: string, caller: SellerStore): CatalogueItem | null {
    switch (type) {
      case 'ASIN':
        return this.world.byAsin(id)?.item ?? null;
      case 'SKU':
        return caller.bySku(id);
      case 'UPC':
      case 'EAN':
      case 'GTIN':
      case 'ISBN': {
        // Identifiers are not reversible; searching the caller's catalogue is enough for the product.
        const upc = id.replace(/^0(?=\d{12}$)/, '').replace(/^00(?=\d{12}$)/, '');
        const isbn = id.replace(/^0(?=97[89]\d{10}$)/, '');
        for (const item of caller.items()) if ((item.isbn ? item.isbn === isbn : item.upc === upc) && (type !== 'ISBN' || item.isbn)) return item;
        return null;
      }
      default:
        return null;
    }
  }

  private marketplace(ctx: Ctx): string {
    const ids = csv(ctx.query, 'marketplaceIds');
    if (ids.length !== 1) throw invalidInput('marketplaceIds must contain exactly one marketplace.');
    if (!MARKETPLACES[ids[0]!]) throw invalidInput(`Invalid marketplaceIds: ${ids[0]}.`);
    return ids[0]!;
  }

  private included(ctx: Ctx): Set<Included> {
    const asked = csv(ctx.query, 'includedData');
    for (const a of asked) if (!INCLUDED.includes(a as Included)) throw invalidInput(`Invalid includedData: ${a}.`);
    return new Set((asked.length ? asked : ['summaries']) as Included[]);
  }

  /**
   * A variation parent: Amazon's abstract product that groups the children (no offer, no
   * identifiers, classification VARIATION_PARENT); its relationships name the children still in
   * the family and the theme.
   */
  private parentView(parentAsin: string, children: CatalogueItem[], marketplaceId: string, included: Set<Included>) {
    const first = children[0]!;
    const f = first.family!;
    const m = MARKETPLACES[marketplaceId]!;
    const name = `${f.brand} ${f.member.shape.name}`;
    const child = this.view(first, marketplaceId, new Set([...included].filter((i) => i === 'images' || i === 'classifications' || i === 'productTypes')));
    const out: Record<string, unknown> = { asin: parentAsin, ...child };
    out.asin = parentAsin;
    if (included.has('attributes')) {
      const mk = { marketplace_id: marketplaceId };
      out.attributes = {
        item_name: [{ value: name, language_tag: m.defaultLanguageCode, ...mk }],
        brand: [{ value: f.brand, language_tag: m.defaultLanguageCode, ...mk }],
        item_type_keyword: [{ value: first.kind.itemTypeKeyword, ...mk }],
        parentage_level: [{ value: 'parent', ...mk }],
        variation_theme: [{ name: f.member.shape.theme, ...mk }],
      };
    }
    if (included.has('relationships')) {
      out.relationships = [
        { marketplaceId, relationships: [{ type: 'VARIATION', childAsins: children.map((c) => c.asin), variationTheme: themeOf(f.member.shape.theme) }] },
      ];
    }
    if (included.has('summaries')) {
      out.summaries = [
        {
          marketplaceId,
          brand: f.brand,
          browseClassification: { displayName: first.category.browseNode.name, classificationId: first.category.browseNode.id },
          itemClassification: 'VARIATION_PARENT',
          itemName: name,
          manufacturer: f.brand,
          websiteDisplayGroup: first.category.displayGroup,
          websiteDisplayGroupName: first.category.browseNode.name,
        },
      ];
    }
    return out;
  }

  private view(item: CatalogueItem, marketplaceId: string, included: Set<Included>) {
    const img = (id: string, size: number, suffix: string) => ({ link: `${this.baseUrl()}/images/I/${id}${suffix}.jpg`, height: size, width: size });
    const inch = (value: number) => ({ unit: 'inches', value });
    const out: Record<string, unknown> = { asin: item.asin };
    if (included.has('attributes')) out.attributes = itemAttributes(item, marketplaceId);
    if (included.has('classifications')) {
      out.classifications = [
        { marketplaceId, classifications: [{ displayName: item.category.browseNode.name, classificationId: item.category.browseNode.id }] },
      ];
    }
    if (included.has('dimensions')) {
      const d = item.dims;
      out.dimensions = [
        {
          marketplaceId,
          item: { height: inch(d.height), length: inch(d.length), weight: { unit: 'pounds', value: d.weight }, width: inch(d.width) },
          package: {
            height: inch(round(d.height + 0.5)),
            length: inch(round(d.length + 1)),
            weight: { unit: 'pounds', value: round(d.weight * 1.1) },
            width: inch(round(d.width + 1)),
          },
        },
      ];
    }
    if (included.has('identifiers')) {
      out.identifiers = [
        {
          marketplaceId,
          // Books carry their ISBN-13, which is also their EAN; other products a UPC and its EAN form.
          identifiers: item.isbn
            ? [
                { identifierType: 'ISBN', identifier: item.isbn },
                { identifierType: 'EAN', identifier: item.isbn },
              ]
            : [
                { identifierType: 'UPC', identifier: item.upc },
                { identifierType: 'EAN', identifier: '0' + item.upc },
              ],
        },
      ];
    }
    if (included.has('images')) {
      const variants = ['MAIN', 'PT01', 'PT02', 'PT03'] as const;
      out.images = [
        {
          marketplaceId,
          images: item.imageIds.flatMap((id, n) => [
            { variant: variants[n]!, ...img(id, 1500, '') },
            { variant: variants[n]!, ...img(id, 500, '._SL500_') },
          ]),
        },
      ];
    }
    if (included.has('productTypes')) out.productTypes = [{ marketplaceId, productType: item.category.productType }];
    if (included.has('relationships')) {
      const f = item.family;
      out.relationships = [
        {
          marketplaceId,
          relationships: f ? [{ type: 'VARIATION', parentAsins: [f.parentAsin], variationTheme: themeOf(f.member.shape.theme) }] : [],
        },
      ];
    }
    if (included.has('salesRanks')) {
      out.salesRanks = [
        {
          marketplaceId,
          displayGroupRanks: [
            { websiteDisplayGroup: item.category.displayGroup, title: item.category.browseNode.name, rank: 1000 + ((item.index * 7919) % 250_000) },
          ],
        },
      ];
    }
    if (included.has('summaries')) {
      out.summaries = [
        {
          marketplaceId,
          brand: item.brand,
          browseClassification: { displayName: item.category.browseNode.name, classificationId: item.category.browseNode.id },
          color: item.color,
          itemClassification: 'BASE_PRODUCT',
          itemName: item.title,
          ...(item.isbn ? { contributors: [{ value: item.kind.facts.book!.author, role: { value: 'author', displayName: 'Author' } }] } : {}),
          manufacturer: item.brand,
          ...(item.isbn ? {} : { modelNumber: modelNumberOf(item), partNumber: partNumberOf(item) }),
          packageQuantity: item.pack,
          ...(item.kind.facts.size ? { size: item.kind.facts.size } : {}),
          websiteDisplayGroup: item.category.displayGroup,
          websiteDisplayGroupName: item.category.browseNode.name,
        },
      ];
    }
    return out;
  }
}

function themeOf(theme: Theme) {
  return { attributes: THEME_ATTRIBUTES[theme], theme };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

function refinements(items: CatalogueItem[]) {
  const brands = new Map<string, number>();
  const classes = new Map<string, { displayName: string; n: number }>();
  for (const i of items) {
    brands.set(i.brand, (brands.get(i.brand) ?? 0) + 1);
    const c = classes.get(i.category.browseNode.id) ?? { displayName: i.category.browseNode.name, n: 0 };
    c.n++;
    classes.set(i.category.browseNode.id, c);
  }
  return {
    brands: [...brands].map(([brandName, numberOfResults]) => ({ numberOfResults, brandName })),
    classifications: [...classes].map(([classificationId, c]) => ({ numberOfResults: c.n, displayName: c.displayName, classificationId })),
  };
}

function encodeToken(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

function decodeToken(token: string | null): number {
  if (!token) return 0;
  const m = /^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  if (!m) throw invalidInput('Invalid pageToken.');
  return Number(m[1]);
}
