// Route loaders of the settings pages: each starts its page's query while the page's code loads
// (CONVENTIONS §9); the pages read them with usePreloadedQuery.
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { EbaySettingsPageQuery } from '../../__generated__/EbaySettingsPageQuery.graphql.ts';
import type { GeneralSettingsPageQuery } from '../../__generated__/GeneralSettingsPageQuery.graphql.ts';
import type { ShopifySettingsPageQuery } from '../../__generated__/ShopifySettingsPageQuery.graphql.ts';
import type { ShopifyLocationSelectQuery } from '../../__generated__/ShopifyLocationSelectQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { ebaySettingsPageQuery } from './EbaySettingsPageQuery.ts';
import { generalSettingsPageQuery } from './GeneralSettingsPageQuery.ts';
import { shopifyLocationSelectQuery } from './ShopifyLocationSelectQuery.ts';
import { shopifySettingsPageQuery } from './ShopifySettingsPageQuery.ts';

// Settings can change elsewhere (another tab, an admin, a sync): each arrival shows the store's
// copy at once and asks the server again, as the pages did when they fetched on render.

/** /account/{userId}/settings/advanced/ebay. */
export function ebaySettingsLoader({ params }: LoaderFunctionArgs): PreloadedQuery<EbaySettingsPageQuery> {
  return preloadQuery<EbaySettingsPageQuery>(ebaySettingsPageQuery, { userId: params.userId ?? '-' }, 'store-and-network');
}

/** /account/{userId}/settings/advanced/general. */
export function generalSettingsLoader({ params }: LoaderFunctionArgs): PreloadedQuery<GeneralSettingsPageQuery> {
  return preloadQuery<GeneralSettingsPageQuery>(generalSettingsPageQuery, { userId: params.userId ?? '-' }, 'store-and-network');
}

export interface ShopifySettingsData {
  page: PreloadedQuery<ShopifySettingsPageQuery>;
  /** Asked from Shopify on every arrival (never from the store): locations change in the shop's admin. */
  locations: PreloadedQuery<ShopifyLocationSelectQuery>;
}

/** /account/{userId}/settings/advanced/shopify: the settings and, in parallel, the shop's locations. */
export function shopifySettingsLoader({ params }: LoaderFunctionArgs): ShopifySettingsData {
  const userId = params.userId ?? '-';
  return {
    page: preloadQuery<ShopifySettingsPageQuery>(shopifySettingsPageQuery, { userId }, 'store-and-network'),
    locations: preloadQuery<ShopifyLocationSelectQuery>(shopifyLocationSelectQuery, { userId }, 'network-only'),
  };
}
