import { Suspense } from 'react';
import { Alert, Box, Button, Link as ChakraLink, Container, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql.ts';
import type { AppShellImpersonatedQuery } from '../__generated__/AppShellImpersonatedQuery.graphql.ts';
import type { Impersonating } from '../features/accounts/UserMenu.tsx';
import { AlertBanners } from '../features/alerts/AlertBanners.tsx';
import { ErrorBoundary } from './ErrorFallback.tsx';
import { TopNav } from './TopNav.tsx';
import { formatMoney } from '../money/money.ts';

function Loading() {
  return (
    <Flex justify="center" py="16" aria-live="polite">
      <Spinner size="lg" aria-label="Loading" />
    </Flex>
  );
}

/**
 * Impersonation (issue 17, spec 001 §2.10) is an admin on another seller's /account/{id} pages: the
 * admin's own session reaches them (the server records every change made there with both ids); no
 * seller password or token is involved. The seller's id comes from the path.
 */
export function impersonatedUserId(pathname: string, viewer: { userId: string; isAdmin: boolean } | null): string | null {
  const id = /^\/account\/([^/]+)/.exec(pathname)?.[1];
  if (!viewer?.isAdmin || !id || id === '-' || id === viewer.userId) return null;
  return id;
}

/** The seller's email for the banner and the user menu. */
function useImpersonatedEmail(userId: string): string | null {
  const data = useLazyLoadQuery<AppShellImpersonatedQuery>(
    graphql`
      query AppShellImpersonatedQuery($userId: String!) {
        adminUser(userId: $userId) {
          email
        }
      }
    `,
    { userId },
  );
  return data.adminUser ? data.adminUser.email || 'No Email' : null;
}

function ImpersonationBanner({ userId, adminId }: { userId: string; adminId: string }) {
  const email = useImpersonatedEmail(userId);
  return (
    <Alert.Root status="warning" borderRadius="0" role="status" data-testid="impersonation-banner">
      <Alert.Indicator />
      <Flex flex="1" gap="3" align="center" wrap="wrap">
        <Alert.Title>You are impersonating {email ?? userId}</Alert.Title>
        <HStack gap="2" ml={{ md: 'auto' }}>
          <Button asChild size="xs" variant="outline">
            <RouterLink to={`/admin/${userId}`}>Administrate User</RouterLink>
          </Button>
          <Button asChild size="xs" variant="outline">
            <RouterLink to={`/account/${adminId}/amazon-inventory/`}>Stop Impersonating</RouterLink>
          </Button>
        </HStack>
      </Flex>
    </Alert.Root>
  );
}

function Nav({ viewer, impersonatedId }: { viewer: AppShellQuery['response']['viewer']; impersonatedId: string | null }) {
  return <TopNav viewer={viewer ?? null} impersonating={impersonatedId ? { userId: impersonatedId, email: null } : null} />;
}

function NavImpersonating({ viewer, impersonatedId }: { viewer: NonNullable<AppShellQuery['response']['viewer']>; impersonatedId: string }) {
  const email = useImpersonatedEmail(impersonatedId);
  const impersonating: Impersonating = { userId: impersonatedId, email };
  return <TopNav viewer={viewer} impersonating={impersonating} />;
}

function ShellFrame() {
  const location = useLocation();
  const data = useLazyLoadQuery<AppShellQuery>(
    graphql`
      query AppShellQuery {
        viewer {
          userId
          email
          isAdmin
          onboardingFinished
          billingCurrency
        }
        serverInfo {
          version
        }
      }
    `,
    {},
  );
  const inAccount = location.pathname.startsWith('/account/');
  const pathUserId = /^\/account\/([^/]+)/.exec(location.pathname)?.[1];
  const alertsUserId = data.viewer && data.viewer.onboardingFinished !== false && pathUserId ? (pathUserId === '-' ? data.viewer.userId : pathUserId) : null;
  const impersonatedId = impersonatedUserId(location.pathname, data.viewer ?? null);
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      {/* Pinned only where there is room: on a phone a sticky header would cover the content. */}
      <Box as="header" bg="bg" borderBottomWidth="1px" position={{ base: 'static', lg: 'sticky' }} top="0" zIndex="sticky">
        <Container maxW="7xl" py="2">
          {impersonatedId && data.viewer ? (
            <Suspense fallback={<Nav viewer={data.viewer} impersonatedId={impersonatedId} />}>
              <NavImpersonating viewer={data.viewer} impersonatedId={impersonatedId} />
            </Suspense>
          ) : (
            <Nav viewer={data.viewer} impersonatedId={null} />
          )}
        </Container>
        {impersonatedId && data.viewer && (
          <Suspense fallback={null}>
            <ImpersonationBanner userId={impersonatedId} adminId={data.viewer.userId} />
          </Suspense>
        )}
      </Box>
      <Box as="main" flex="1">
        <Container maxW="7xl" py={{ base: '4', md: '8' }}>
          <ErrorBoundary
            resetKey={location.pathname}
            showTicketLink={inAccount}
            ticketPath={alertsUserId ? `/account/${alertsUserId}/file-ticket` : '/file-ticket'}
          >
            {/* One boundary for the banners and the page: they appear together, so the page does not jump when the banners arrive. */}
            <Suspense fallback={<Loading />}>
              {alertsUserId && <AlertBanners userId={alertsUserId} />}
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Container>
      </Box>
      <Box as="footer" py="4" textAlign="center" borderTopWidth="1px" bg="bg">
        {/* Spec 001 §1: the footer offers the referral programme with help links. */}
        <Flex as="nav" aria-label="Footer" gap="4" justify="center" wrap="wrap" fontSize="sm" mb="1">
          {data.viewer && (
            <ChakraLink asChild color="fg.muted">
              <RouterLink to={`/account/${data.viewer.userId}/settings/account#referral`}>
                Refer a seller: they get {formatMoney(5000, data.viewer.billingCurrency)} off, you earn 22%
              </RouterLink>
            </ChakraLink>
          )}
          <ChakraLink asChild color="fg.muted">
            <RouterLink to="/help">Help Center</RouterLink>
          </ChakraLink>
          <ChakraLink asChild color="fg.muted">
            {/* 001 §2.4: the active user's file-ticket route, else sign-in. */}
            <RouterLink to={data.viewer ? `/account/${data.viewer.userId}/file-ticket` : '/sign-in'}>Talk to us</RouterLink>
          </ChakraLink>
          <ChakraLink asChild color="fg.muted">
            <RouterLink to="/accept-tos">Privacy/Terms</RouterLink>
          </ChakraLink>
        </Flex>
        <Text fontSize="xs" color="fg.subtle">
          ListBridge {data.serverInfo.version}
        </Text>
      </Box>
    </Flex>
  );
}

/** Top navigation, the page, and a footer. */
export function AppShell() {
  return (
    <Suspense fallback={<Loading />}>
      <ShellFrame />
    </Suspense>
  );
}
