import { Suspense, useMemo } from 'react';
import { Alert, Box, Button, Link as ChakraLink, Container, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, Outlet, useLoaderData, useLocation, useParams } from 'react-router';
import type { AppShellQuery } from '../../__generated__/AppShellQuery.graphql.ts';
import type { AppShellImpersonatedQuery } from '../../__generated__/AppShellImpersonatedQuery.graphql.ts';
import type { Impersonating } from '../../components/UserMenu.tsx';
import { AlertBanners } from '../../features/alerts/AlertBanners.tsx';
import { appShellImpersonatedQuery } from './AppShellImpersonatedQuery.ts';
import { appShellQuery } from './AppShellQuery.ts';
import { ErrorBoundary } from '../../components/ErrorFallback.tsx';
import type { ShellData } from './shellLoader.ts';
import { TopNav } from '../../components/TopNav.tsx';
import { formatMoney } from '../../money/money.ts';
import { AccountAccessProvider, accessFor } from '../../components/accountAccess.tsx';

function Loading() {
  return (
    <Flex justify="center" py="16" aria-live="polite">
      <Spinner size="lg" aria-label="Loading" />
    </Flex>
  );
}

/** The seller's email for the banner and the user menu (the loader preloaded it). */
function useImpersonatedEmail(queryRef: PreloadedQuery<AppShellImpersonatedQuery>): string | null {
  const data = usePreloadedQuery<AppShellImpersonatedQuery>(appShellImpersonatedQuery, queryRef);
  return data.adminUser ? data.adminUser.email || 'No Email' : null;
}

function ImpersonationBanner({ queryRef, adminId }: { queryRef: PreloadedQuery<AppShellImpersonatedQuery>; adminId: string }) {
  const userId = queryRef.variables.userId;
  const email = useImpersonatedEmail(queryRef);
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

type Accounts = AppShellQuery['response']['teamAccounts'];
type Channels = AppShellQuery['response']['channels'];

function Nav({
  viewer,
  impersonatedId,
  accounts,
  channels,
}: {
  viewer: AppShellQuery['response']['viewer'];
  impersonatedId: string | null;
  accounts: Accounts;
  channels: Channels;
}) {
  const { userId } = useParams();
  return (
    <TopNav
      viewer={viewer ?? null}
      impersonating={impersonatedId ? { userId: impersonatedId, email: null } : null}
      accounts={accounts}
      accountId={userId ?? null}
      channels={channels}
    />
  );
}

function NavImpersonating({
  viewer,
  queryRef,
  channels,
}: {
  viewer: NonNullable<AppShellQuery['response']['viewer']>;
  queryRef: PreloadedQuery<AppShellImpersonatedQuery>;
  channels: Channels;
}) {
  const email = useImpersonatedEmail(queryRef);
  const impersonating: Impersonating = { userId: queryRef.variables.userId, email };
  return <TopNav viewer={viewer} impersonating={impersonating} accountId={queryRef.variables.userId} channels={channels} />;
}

function ShellFrame() {
  const location = useLocation();
  const queries = useLoaderData() as ShellData;
  const data = usePreloadedQuery<AppShellQuery>(appShellQuery, queries.shell);
  const inAccount = location.pathname.startsWith('/account/');
  const alertsUserId = queries.alerts?.variables.userId ?? null;
  const impersonated = data.viewer ? queries.impersonated : null;
  const { userId } = useParams();
  // Issue 35: the screens offer only what the person's role allows in this account.
  const access = useMemo(() => accessFor(data.teamAccounts, userId ?? null), [data.teamAccounts, userId]);
  return (
    <AccountAccessProvider value={access}>
      <Flex direction="column" minH="100dvh" bg="bg.subtle">
        {/* Pinned only where there is room: on a phone a sticky header would cover the content. */}
        <Box as="header" bg="bg" borderBottomWidth="1px" position={{ base: 'static', lg: 'sticky' }} top="0" zIndex="sticky">
          <Container maxW="7xl" py="2">
            {impersonated && data.viewer ? (
              <Suspense
                fallback={<Nav viewer={data.viewer} impersonatedId={impersonated.variables.userId} accounts={data.teamAccounts} channels={data.channels} />}
              >
                <NavImpersonating viewer={data.viewer} queryRef={impersonated} channels={data.channels} />
              </Suspense>
            ) : (
              <Nav viewer={data.viewer} impersonatedId={null} accounts={data.teamAccounts} channels={data.channels} />
            )}
          </Container>
          {impersonated && data.viewer && (
            <Suspense fallback={null}>
              <ImpersonationBanner queryRef={impersonated} adminId={data.viewer.userId} />
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
                {queries.alerts && <AlertBanners queryRef={queries.alerts} />}
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
    </AccountAccessProvider>
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
