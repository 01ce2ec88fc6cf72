// Route loader of API & Webhooks: starts the page's query while its code loads (CONVENTIONS §9).
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { ApiSettingsPageQuery } from '../../__generated__/ApiSettingsPageQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { apiSettingsPageQuery } from './ApiSettingsPageQuery.ts';

/** /account/{userId}/settings/api: the store's copy at once, the server's on every arrival (deliveries go on in the background). */
export function apiSettingsLoader({ params }: LoaderFunctionArgs): PreloadedQuery<ApiSettingsPageQuery> {
  return preloadQuery<ApiSettingsPageQuery>(apiSettingsPageQuery, { userId: params.userId ?? '-' }, 'store-and-network');
}
