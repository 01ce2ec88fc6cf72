import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getToken, rememberPath } from '../../relay/session.ts';
import { fetchViewer } from '../accounts/viewer.ts';

/**
 * The OAuth and install return routes act for the signed-in seller, onboarding or not: a signed-out
 * browser signs in first and comes back here with the same query (the code is still fresh).
 */
export async function returnRouteLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const viewer = getToken() ? await fetchViewer().catch(() => null) : null;
  if (!viewer) {
    rememberPath(url.pathname + url.search);
    throw redirect('/sign-in');
  }
  return { userId: viewer.userId, onboardingFinished: viewer.onboardingFinished };
}

export type ReturnRouteData = Awaited<ReturnType<typeof returnRouteLoader>>;
