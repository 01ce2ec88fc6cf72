import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getToken, rememberPath } from '../../relay/session.ts';
import { fetchViewer } from '../accounts/viewer.ts';

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
