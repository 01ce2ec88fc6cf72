import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading.tsx';
import { routePatterns } from './routePatterns.ts';
import { RouteErrorPage } from '../components/RouteErrorPage.tsx';
import { accountShellLoader, shellLoader } from './shell/shellLoader.ts';
import { PublicLayout } from '../features/accounts/PublicLayout.tsx';
import { SignInPage } from '../features/accounts/SignInPage.tsx';
import { connectionReturnRoutes } from '../features/connections/routes.tsx';
import { contactUsLoader, fileTicketLoader } from '../features/support/loaders.ts';
import { CHANNEL_SEGMENTS } from '../features/channels/names.ts';
import { legacyRedirect, LEGACY_PATHS, publicLoader, signedInLoader, rootLoader } from '../features/accounts/loaders.ts';

// First-load budget (README "Performance"): only the sign-in screen (the first screen of a signed-out
// visitor) is in the entry chunk. Every other page, and the signed-in shell with its menus, loads its
// code on first visit through react-router's granular `lazy`: loaders stay eager, so a route's data
// (the guards' viewer query, a page's query) starts while its code downloads, in parallel.
// Each route gets its own `lazy` object: react-router clears a lazy object's keys once it has
// loaded them, so one object shared by two routes left the second without its component (the
// catch-all and the shell of /contact-us, /accept-tos… then fell through to the bare error page).
const loadNotFound = async () => (await import('../components/NotFoundPage.tsx')).NotFoundPage;
const loadAppShell = async () => (await import('./shell/AppShell.tsx')).AppShell;
const NotFound = () => ({ Component: loadNotFound });
const loadListingsPage = async () => (await import('../features/listings/ListingsPage.tsx')).ListingsPage;
const AppShell = () => ({ Component: loadAppShell });

// Routes whose loader always redirects still need something to render (react-router warns
// "Matched leaf route … does not have an element" otherwise): the same spinner as the first load.
const legacyRoutes: RouteObject[] = Object.entries(LEGACY_PATHS).map(([path, target]) => ({
  path,
  loader: legacyRedirect(target),
  element: <PageLoading />,
}));

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    // Shown while the first loaders run (the guards' viewer query), instead of a blank page.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, loader: rootLoader, element: <PageLoading /> },
      {
        element: <PublicLayout />,
        loader: publicLoader,
        children: [
          { path: 'sign-in', element: <SignInPage /> },
          { path: 'sign-up', lazy: { Component: async () => (await import('../features/accounts/SignUpPage.tsx')).SignUpPage } },
          {
            path: 'forgot-password',
            lazy: { Component: async () => (await import('../features/accounts/ForgotPasswordPage.tsx')).ForgotPasswordPage },
          },
        ],
      },
      // Reset works signed in or out (the link comes from an email).
      {
        element: <PublicLayout />,
        children: [
          {
            path: 'reset-password',
            lazy: { Component: async () => (await import('../features/accounts/ResetPasswordPage.tsx')).ResetPasswordPage },
          },
        ],
      },
      { path: 'signin', loader: () => redirect('/sign-in'), element: <PageLoading /> },
      // The query string goes along: a referral link is /signup?ref={alias}.
      { path: 'signup', loader: ({ request }) => redirect(`/sign-up${new URL(request.url).search}`), element: <PageLoading /> },
      { path: 'sign-out', lazy: { Component: async () => (await import('../features/accounts/SignOutPage.tsx')).SignOutPage } },
      { path: 'onboarding', element: <Navigate to="/onboarding/amazon" replace /> },
      {
        path: 'onboarding/:step',
        lazy: {
          loader: async () => (await import('../features/onboarding/loaders.ts')).onboardingPageLoader,
          Component: async () => (await import('../features/onboarding/OnboardingPage.tsx')).OnboardingPage,
        },
      },
      ...legacyRoutes,
      ...connectionReturnRoutes,
      {
        path: 'account/:userId',
        loader: accountShellLoader,
        // Re-check the guards on every navigation inside the account area.
        shouldRevalidate: () => true,
        lazy: AppShell(),
        children: [
          { index: true, element: <Navigate to="amazon-inventory/" replace /> },
          {
            path: 'amazon-inventory',
            lazy: {
              loader: async () => (await import('../features/inventory/loaders.ts')).inventoryLoader,
              Component: async () => (await import('../features/inventory/InventoryPage.tsx')).InventoryPage,
            },
          },
          {
            path: 'amazon-inventory/:listingId',
            lazy: {
              loader: async () => (await import('../features/inventory/loaders.ts')).listingLoader,
              Component: async () => (await import('../features/inventory/listing/ListingViewPage.tsx')).ListingViewPage,
            },
          },
          // The spec's listings/ebay, listings/shopify, listings/onbuy: one page, the channel's declaration.
          ...CHANNEL_SEGMENTS.map((segment) => ({
            path: `listings/${segment}`,
            lazy: {
              loader: async () => (await import('../features/listings/listingsLoader.ts')).listingsLoader(segment),
              Component: loadListingsPage,
            },
          })),
          // Any other channel the server's registry holds: the same page, declared by the registry's data.
          {
            path: 'listings/:segment',
            lazy: {
              loader: async () => (await import('../features/listings/listingsLoader.ts')).registeredListingsLoader,
              Component: loadListingsPage,
            },
          },
          {
            path: 'settings/advanced/ebay',
            lazy: {
              loader: async () => (await import('../features/settings/loaders.ts')).ebaySettingsLoader,
              Component: async () => (await import('../features/settings/EbaySettingsPage.tsx')).EbaySettingsPage,
            },
          },
          {
            path: 'settings/advanced/general',
            lazy: {
              loader: async () => (await import('../features/settings/loaders.ts')).generalSettingsLoader,
              Component: async () => (await import('../features/settings/GeneralSettingsPage.tsx')).GeneralSettingsPage,
            },
          },
          {
            path: 'settings/advanced/shopify',
            lazy: {
              loader: async () => (await import('../features/settings/loaders.ts')).shopifySettingsLoader,
              Component: async () => (await import('../features/settings/ShopifySettingsPage.tsx')).ShopifySettingsPage,
            },
          },
          {
            path: 'settings/advanced/import',
            lazy: { Component: async () => (await import('../features/settings/ImportExportPage.tsx')).ImportExportPage },
          },
          {
            path: 'settings/account',
            lazy: {
              loader: async () => (await import('../features/billing/loaders.ts')).accountPaymentLoader,
              Component: async () => (await import('../features/billing/AccountPaymentPage.tsx')).AccountPaymentPage,
            },
          },
          {
            path: 'settings/change-password',
            lazy: { Component: async () => (await import('../features/accounts/ChangePasswordPage.tsx')).ChangePasswordPage },
          },
          {
            path: 'settings/linked-platforms',
            lazy: {
              loader: async () => (await import('../features/connections/loaders.ts')).linkedPlatformsLoader,
              Component: async () => (await import('../features/connections/LinkedPlatformsPage.tsx')).LinkedPlatformsPage,
            },
          },
          // The Dashboard (issue 36): sales, profit and stock cover on every channel.
          {
            path: 'dashboard',
            lazy: {
              loader: async () => (await import('../features/dashboard/loaders.ts')).dashboardLoader,
              Component: async () => (await import('../features/dashboard/DashboardPage.tsx')).DashboardPage,
            },
          },
          // One Sales page for every channel (issue 33): sales/ebay, sales/shopify, sales/onbuy (spec 002 §1).
          {
            path: 'sales/:channel',
            lazy: {
              loader: async () => (await import('../features/sales/loaders.ts')).salesLoader,
              Component: async () => (await import('../features/sales/SalesPage.tsx')).SalesPage,
            },
          },
          {
            path: 'settings/api',
            lazy: {
              loader: async () => (await import('../features/api/loaders.ts')).apiSettingsLoader,
              Component: async () => (await import('../features/api/ApiSettingsPage.tsx')).ApiSettingsPage,
            },
          },
          // Team members and the audit log (issue 35).
          {
            path: 'settings/team',
            lazy: {
              loader: async () => (await import('../features/team/loaders.ts')).teamLoader,
              Component: async () => (await import('../features/team/TeamPage.tsx')).TeamPage,
            },
          },
          {
            path: 'activity',
            lazy: {
              loader: async () => (await import('../features/team/loaders.ts')).activityLoader,
              Component: async () => (await import('../features/team/ActivityPage.tsx')).ActivityPage,
            },
          },
          {
            path: 'file-ticket',
            loader: fileTicketLoader,
            lazy: { Component: async () => (await import('../features/support/SupportTicketPage.tsx')).SupportTicketPage },
          },
          { path: '*', lazy: NotFound() },
        ],
      },
      {
        // Spec 002 §1: a further layout (the shell, with navigation) holds the terms, contact us and
        // the catch-all not-found page.
        loader: shellLoader,
        lazy: AppShell(),
        children: [
          // 'Talk to us' for the signed-in seller (sign-in first otherwise: tickets are answered by account).
          {
            path: 'contact-us',
            loader: contactUsLoader,
            lazy: { Component: async () => (await import('../features/support/SupportTicketPage.tsx')).SupportTicketPage },
          },
          // Spec 002 §2.16: the admin back-office (a seller gets the not-found page).
          {
            path: 'admin',
            lazy: {
              loader: async () => (await import('../features/admin/loaders.ts')).adminUsersLoader,
              Component: async () => (await import('../features/admin/AdminUsersPage.tsx')).AdminUsersPage,
            },
          },
          {
            path: 'admin/:userId',
            lazy: {
              loader: async () => (await import('../features/admin/loaders.ts')).adminUserLoader,
              Component: async () => (await import('../features/admin/AdminUserPage.tsx')).AdminUserPage,
            },
          },
          {
            path: 'admin/:userId/ebay',
            lazy: {
              loader: async () => (await import('../features/admin/loaders.ts')).adminLoader,
              Component: async () => (await import('../features/admin/AdminEbayDebugPage.tsx')).AdminEbayDebugPage,
            },
          },
          // A team invitation's link (issue 35): sign in (or up) first, then accept.
          {
            path: 'invitation/:token',
            lazy: {
              loader: async () => (await import('../features/team/loaders.ts')).invitationLoader,
              Component: async () => (await import('../features/team/InvitationPage.tsx')).InvitationPage,
            },
          },
          { path: 'developers', lazy: { Component: async () => (await import('../features/developers/DevelopersPage.tsx')).DevelopersPage } },
          { path: 'help', lazy: { Component: async () => (await import('../features/support/HelpCenterPage.tsx')).HelpCenterPage } },
          { path: 'accept-tos', lazy: { Component: async () => (await import('../features/accounts/AcceptTermsPage.tsx')).AcceptTermsPage } },
          // Spec 000 §2: a public entry route; redeeming needs a signed-in seller (else sign-in, then back here).
          {
            path: 'accept-coupon/:coupon',
            loader: signedInLoader,
            lazy: { Component: async () => (await import('../features/billing/AcceptCouponPage.tsx')).AcceptCouponPage },
          },
          { path: '*', lazy: NotFound() },
        ],
      },
    ],
  },
]);

// The route sweep (tests/e2e/route-sweep.test.ts) opens every pattern of this tree, so a page added
// here is covered without a second list; the patterns are no secret (they are in this bundle).
(window as unknown as { __LISTBRIDGE_ROUTES__: string[] }).__LISTBRIDGE_ROUTES__ = routePatterns(router.routes);
