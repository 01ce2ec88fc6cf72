import { redirect, type LoaderFunctionArgs } from 'react-router';
import { resetRelayEnvironment } from '../../relay/environment.ts';
import { guardRedirect } from './guards.ts';
import { clearToken, getToken, inventoryPath, rememberPath } from '../../relay/session.ts';
import { asGuardUser, fetchViewer, type Viewer } from './viewer.ts';

/** The viewer for a signed-in area, or a redirect to sign-in (remembering where they were going). */
async function requireViewer(request: Request): Promise<Viewer> {
  const url = new URL(request.url);
  const wanted = url.pathname + url.search;
  if (!getToken()) {
    rememberPath(wanted);
    throw redirect('/sign-in');
  }
  let viewer: Viewer | null;
  try {
    viewer = await fetchViewer();
  } catch (err) {
    // The server could not be reached or failed: not a reason to sign the seller out.
    console.error('Loading the signed-in user failed', err);
    throw new Error("We're having some trouble right now...");
  }
  if (!viewer) {
    // Expired or revoked token.
    clearToken();
    resetRelayEnvironment();
    rememberPath(wanted);
    throw redirect('/sign-in');
  }
  return viewer;
}

/** `/`: the inventory when signed in, otherwise sign-in. */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  if (!getToken()) throw redirect('/sign-in');
  const viewer = await requireViewer(request);
  throw redirect(inventoryPath(viewer.userId));
}

/** Sign-in, sign-up, recovery: a signed-in visitor goes to their inventory instead. */
export async function publicLoader() {
  if (!getToken()) return null;
  const viewer = await fetchViewer().catch(() => null);
  if (viewer) throw redirect(inventoryPath(viewer.userId));
  clearToken();
  return null;
}

/** /account/{userId}/…: '-' becomes the signed-in user, then the guards of spec 000 §2 (the viewer, for the shell's queries). */
export async function accountLoader({ request, params }: LoaderFunctionArgs): Promise<Viewer> {
  const viewer = await requireViewer(request);
  const url = new URL(request.url);
  if (params.userId === '-') {
    throw redirect(url.pathname.replace(/^\/account\/-/, `/account/${viewer.userId}`) + url.search);
  }
  const to = guardRedirect(asGuardUser(viewer), params.userId ?? null, url.pathname);
  if (to) throw redirect(to);
  return viewer;
}

/** Any page that needs only a signed-in user (e.g. /accept-coupon/{coupon}). */
export async function signedInLoader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return null;
}

/** Onboarding screens: signed-in sellers who have not finished (the viewer, for the wizard's queries). */
export async function onboardingLoader({ request }: LoaderFunctionArgs): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (viewer.onboardingFinished || viewer.isAdmin) throw redirect(inventoryPath(viewer.userId));
  return viewer;
}

/** Old top-level paths (e.g. /linked-platforms) go to the same page of the signed-in user. */
export function legacyRedirect(target: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (!getToken()) throw redirect('/sign-in');
    const viewer = await requireViewer(request);
    throw redirect(`/account/${viewer.userId}/${target}`);
  };
}

export const LEGACY_PATHS: Record<string, string> = {
  'amazon-inventory': 'amazon-inventory/',
  'ebay-listings': 'listings/ebay/',
  'shopify-listings': 'listings/shopify/',
  'ebay-sales': 'sales/ebay/',
  'shopify-sales': 'sales/shopify/',
  'linked-platforms': 'settings/linked-platforms',
  'user-settings': 'settings/account',
  'file-ticket': 'file-ticket',
  'advanced-user-settings': 'settings/advanced/ebay',
};
