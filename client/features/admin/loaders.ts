import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { AdminUserPageQuery } from '../../__generated__/AdminUserPageQuery.graphql.ts';
import type { AdminUsersPageQuery } from '../../__generated__/AdminUsersPageQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { getToken, rememberPath } from '../../relay/session.ts';
import { fetchViewer } from '../accounts/viewer.ts';
import { adminUsersVariables } from './adminUsersParams.ts';
import { adminUserPageQuery } from './AdminUserPageQuery.ts';
import { adminUsersPageQuery } from './AdminUsersPageQuery.ts';

/** /admin/…: signed in (else sign-in, then back); a seller gets the not-found page (the page checks isAdmin). */
export async function adminLoader({ request }: LoaderFunctionArgs): Promise<{ isAdmin: boolean; viewerId: string }> {
  const url = new URL(request.url);
  if (!getToken()) {
    rememberPath(url.pathname + url.search);
    throw redirect('/sign-in');
  }
  const viewer = await fetchViewer().catch(() => null);
  if (!viewer) {
    rememberPath(url.pathname + url.search);
    throw redirect('/sign-in');
  }
  return { isAdmin: viewer.isAdmin, viewerId: viewer.userId };
}

// The back-office pages preload their query once the guard knows an admin asks (CONVENTIONS §9);
// a seller's visit asks nothing. Each arrival shows the store's copy and asks the server again.

/** /admin/?search…: one page of the users list, with the choices of the query string (or saved ones). */
export async function adminUsersLoader(args: LoaderFunctionArgs) {
  const guard = await adminLoader(args);
  const variables = adminUsersVariables(new URL(args.request.url).searchParams);
  return { ...guard, users: guard.isAdmin ? preloadQuery<AdminUsersPageQuery>(adminUsersPageQuery, variables, 'store-and-network') : null };
}

/** /admin/{userId}. */
export async function adminUserLoader(args: LoaderFunctionArgs) {
  const guard = await adminLoader(args);
  const userId = args.params.userId ?? '';
  return { ...guard, user: guard.isAdmin ? preloadQuery<AdminUserPageQuery>(adminUserPageQuery, { userId }, 'store-and-network') : null };
}
