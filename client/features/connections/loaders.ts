// Route loader of Linked Platforms: starts the page's query while its code loads (CONVENTIONS §9).
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { LinkedPlatformsPageQuery } from '../../__generated__/LinkedPlatformsPageQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { linkedPlatformsPageQuery } from './LinkedPlatformsPageQuery.ts';

/** /account/{userId}/settings/linked-platforms: the store's copy at once, the server's on every arrival (a connection may have changed in another tab). */
export function linkedPlatformsLoader({ params }: LoaderFunctionArgs): PreloadedQuery<LinkedPlatformsPageQuery> {
  return preloadQuery<LinkedPlatformsPageQuery>(linkedPlatformsPageQuery, { userId: params.userId ?? '-' }, 'store-and-network');
}
