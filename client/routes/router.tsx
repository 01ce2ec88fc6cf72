import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { AppShell } from '../components/AppShell.tsx';
import { RouteErrorPage } from '../components/RouteErrorPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PublicLayout } from '../features/accounts/PublicLayout.tsx';
import { SignInPage } from '../features/accounts/SignInPage.tsx';
import { SignUpPage } from '../features/accounts/SignUpPage.tsx';
import { ForgotPasswordPage } from '../features/accounts/ForgotPasswordPage.tsx';
import { ResetPasswordPage } from '../features/accounts/ResetPasswordPage.tsx';
import { SignOutPage } from '../features/accounts/SignOutPage.tsx';
import { AcceptTermsPage } from '../features/accounts/AcceptTermsPage.tsx';
import { ChangePasswordPage } from '../features/accounts/ChangePasswordPage.tsx';
import { OnboardingPage } from '../features/onboarding/OnboardingPage.tsx';
import { LinkedPlatformsPage } from '../features/connections/LinkedPlatformsPage.tsx';
import { connectionReturnRoutes } from '../features/connections/routes.tsx';
import {
  accountLoader,
  legacyRedirect,
  LEGACY_PATHS,
  onboardingLoader,
  publicLoader,
  signedInLoader,
  rootLoader,
} from '../features/accounts/loaders.ts';

const legacyRoutes: RouteObject[] = Object.entries(LEGACY_PATHS).map(([path, target]) => ({
  path,
  loader: legacyRedirect(target),
}));

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, loader: rootLoader },
      {
        element: <PublicLayout />,
        loader: publicLoader,
        children: [
          { path: 'sign-in', element: <SignInPage /> },
          { path: 'sign-up', element: <SignUpPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
        ],
      },
      // Reset works signed in or out (the link comes from an email).
      { element: <PublicLayout />, children: [{ path: 'reset-password', element: <ResetPasswordPage /> }] },
      { path: 'signin', loader: () => redirect('/sign-in') },
      { path: 'signup', loader: () => redirect('/sign-up') },
      { path: 'sign-out', element: <SignOutPage /> },
      { path: 'accept-tos', element: <AcceptTermsPage /> },
      { path: 'onboarding', element: <Navigate to="/onboarding/amazon" replace /> },
      { path: 'onboarding/:step', loader: onboardingLoader, element: <OnboardingPage /> },
      ...legacyRoutes,
      ...connectionReturnRoutes,
      {
        path: 'account/:userId',
        loader: accountLoader,
        // Re-check the guards on every navigation inside the account area.
        shouldRevalidate: () => true,
        element: <AppShell />,
        children: [
          { index: true, element: <Navigate to="amazon-inventory/" replace /> },
          // Granular lazy: the loader (and so the page's query) starts while the page's code loads.
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
          // Billing screens load their code on first visit (first-load budget).
          { path: 'settings/account', lazy: { Component: async () => (await import('../features/billing/AccountPaymentPage.tsx')).AccountPaymentPage } },
          { path: 'settings/change-password', element: <ChangePasswordPage /> },
          { path: 'settings/linked-platforms', element: <LinkedPlatformsPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <AppShell />,
        children: [
          // Spec 000 §2: a public entry route; redeeming needs a signed-in seller (else sign-in, then back here).
          {
            path: 'accept-coupon/:coupon',
            loader: signedInLoader,
            lazy: { Component: async () => (await import('../features/billing/AcceptCouponPage.tsx')).AcceptCouponPage },
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
