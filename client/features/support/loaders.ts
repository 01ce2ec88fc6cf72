// Route loaders of 'Talk to us!': the page prefills the From address with the viewer's email, read
// with usePreloadedQuery from the query the loader starts (CONVENTIONS §9). Small and eager (in the
// entry chunk beside the guards): the viewer is in the store already, so nothing waits on it.
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { viewerQuery as ViewerQueryType } from '../../__generated__/viewerQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { signedInLoader } from '../accounts/loaders.ts';
import { viewerQuery } from '../accounts/viewer.ts';

/** /account/{userId}/file-ticket (the account area's guards ran in its layout's loader). */
export function fileTicketLoader(): PreloadedQuery<ViewerQueryType> {
  return preloadQuery<ViewerQueryType>(viewerQuery, {});
}

/** /contact-us: a signed-in user (else sign-in, then back here). */
export async function contactUsLoader(args: LoaderFunctionArgs): Promise<PreloadedQuery<ViewerQueryType>> {
  await signedInLoader(args);
  return fileTicketLoader();
}
