import type { SpApiSession } from './http.ts';

export type IncludedData =
  | 'attributes'
  | 'classifications'
  | 'dimensions'
  | 'identifiers'
  | 'images'
  | 'productTypes'
  | 'relationships'
  | 'salesRanks'
  | 'summaries'
  | 'vendorDetails';
export type IdentifiersType = 'ASIN' | 'EAN' | 'GTIN' | 'ISBN' | 'JAN' | 'MINSAN' | 'SKU' | 'UPC';

interface Dimension {
  unit?: string;
  value?: number;
}

export interface CatalogItem {
  asin: string;
  attributes?: Record<string, unknown>;
  summaries?: {
    marketplaceId: string;
    brand?: string;
    itemName?: string;
    manufacturer?: string;
    modelNumber?: string;
    color?: string;
    size?: string;
    itemClassification?: string;
    browseClassification?: { displayName: string; classificationId: string };
    websiteDisplayGroup?: string;
    websiteDisplayGroupName?: string;
  }[];
  images?: { marketplaceId: string; images: { variant: string; link: string; height: number; width: number }[] }[];
  dimensions?: {
    marketplaceId: string;
    item?: Record<'height' | 'length' | 'width' | 'weight', Dimension | undefined>;
    package?: Record<'height' | 'length' | 'width' | 'weight', Dimension | undefined>;
  }[];
  identifiers?: { marketplaceId: string; identifiers: { identifierType: string; identifier: string }[] }[];
  productTypes?: { marketplaceId?: string; productType?: string }[];
  salesRanks?: unknown[];
  classifications?: unknown[];
  relationships?: { marketplaceId: string; relationships: ItemRelationship[] }[];
}

/** Catalog Items' ItemRelationship: a VARIATION child names its parent, a parent its children, both the theme. */
export interface ItemRelationship {
  type: 'VARIATION' | 'PACKAGE_HIERARCHY' | string;
  parentAsins?: string[];
  childAsins?: string[];
  variationTheme?: { attributes?: string[]; theme?: string };
}

export interface ItemSearchResults {
  numberOfResults: number;
  pagination?: { nextToken?: string; previousToken?: string };
  refinements?: {
    brands: { numberOfResults: number; brandName: string }[];
    classifications: { numberOfResults: number; displayName: string; classificationId: string }[];
  };
  items: CatalogItem[];
}

const DEFAULT_INCLUDED: IncludedData[] = ['summaries', 'images', 'dimensions'];

export function getCatalogItem(
  api: SpApiSession,
  asin: string,
  q: { marketplaceId: string; includedData?: IncludedData[]; locale?: string },
): Promise<CatalogItem> {
  return api.call('getCatalogItem', 'GET', `/catalog/2022-04-01/items/${encodeURIComponent(asin)}`, {
    query: { marketplaceIds: [q.marketplaceId], includedData: q.includedData ?? DEFAULT_INCLUDED, locale: q.locale },
  });
}

/** Looks up to 20 identifiers in one call (the cheapest way to enrich many items). */
export function searchCatalogItemsByIdentifiers(
  api: SpApiSession,
  q: { marketplaceId: string; identifiers: string[]; identifiersType: IdentifiersType; sellerId?: string; includedData?: IncludedData[] },
): Promise<ItemSearchResults> {
  if (q.identifiers.length === 0 || q.identifiers.length > 20) throw new RangeError('searchCatalogItems takes 1 to 20 identifiers');
  return api.call('searchCatalogItems', 'GET', '/catalog/2022-04-01/items', {
    query: {
      identifiers: q.identifiers,
      identifiersType: q.identifiersType,
      marketplaceIds: [q.marketplaceId],
      includedData: q.includedData ?? DEFAULT_INCLUDED,
      sellerId: q.sellerId,
    },
  });
}

export function searchCatalogItemsByKeywords(
  api: SpApiSession,
  q: { marketplaceId: string; keywords: string[]; includedData?: IncludedData[]; pageSize?: number; pageToken?: string },
): Promise<ItemSearchResults> {
  return api.call('searchCatalogItems', 'GET', '/catalog/2022-04-01/items', {
    query: {
      keywords: q.keywords,
      marketplaceIds: [q.marketplaceId],
      includedData: q.includedData ?? DEFAULT_INCLUDED,
      pageSize: q.pageSize,
      pageToken: q.pageToken,
    },
  });
}
