// Loaders of the two layouts that render the app shell: they preload the shell's queries (who is
// signed in, the seller's alert banners, an impersonated seller's email) beside the page's own, so
// the shell never fetches on render and shell and page arrive together (CONVENTIONS §9).
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { AlertBannersQuery } from '../../__generated__/AlertBannersQuery.graphql.ts';
import type { AppShellImpersonatedQuery } from '../../__generated__/AppShellImpersonatedQuery.graphql.ts';
import type { AppShellQuery } from '../../__generated__/AppShellQuery.graphql.ts';
import { accountLoader } from '../../features/accounts/loaders.ts';
import { alertBannersQuery } from '../../features/alerts/AlertBannersQuery.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { appShellImpersonatedQuery } from './AppShellImpersonatedQuery.ts';
import { appShellQuery } from './AppShellQuery.ts';
import { impersonatedUserId } from '../../components/impersonation.ts';

export interface ShellData {
  shell: PreloadedQuery<AppShellQuery>;
  /** The seller's banners: in the account area of a seller past onboarding (or whom an admin impersonates). */
  alerts: PreloadedQuery<AlertBannersQuery> | null;
  /** The impersonated seller's email, when an admin is on another seller's pages. */
  impersonated: PreloadedQuery<AppShellImpersonatedQuery> | null;
}

// All three read the store first: the viewer is there after the guards, and the banners are
// loaded once per user (the inventory's sync poll brings their updates into the store).

/** The shell outside the account area (help, terms, the back-office, the not-found page): no banners. */
export function shellLoader(): ShellData {
  return { shell: preloadQuery<AppShellQuery>(appShellQuery, {}), alerts: null, impersonated: null };
}

/** /account/{userId}/…: the guards (accountLoader), then the shell with the seller's banners. */
export async function accountShellLoader(args: LoaderFunctionArgs): Promise<ShellData> {
  const viewer = await accountLoader(args);
  const userId = args.params.userId ?? viewer.userId;
  const impersonated = impersonatedUserId(new URL(args.request.url).pathname, viewer);
  return {
    shell: preloadQuery<AppShellQuery>(appShellQuery, {}),
    alerts: viewer.onboardingFinished !== false ? preloadQuery<AlertBannersQuery>(alertBannersQuery, { userId }) : null,
    impersonated: impersonated ? preloadQuery<AppShellImpersonatedQuery>(appShellImpersonatedQuery, { userId: impersonated }) : null,
  };
}
