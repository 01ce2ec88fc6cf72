import { Suspense } from 'react';
import { Box, Container, Flex, Spinner, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Outlet, useLocation } from 'react-router';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql.ts';
import { ErrorBoundary } from './ErrorFallback.tsx';
import { TopNav } from './TopNav.tsx';

function Loading() {
  return (
    <Flex justify="center" py="16" aria-live="polite">
      <Spinner size="lg" aria-label="Loading" />
    </Flex>
  );
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
        }
        serverInfo {
          version
        }
      }
    `,
    {},
  );
  const inAccount = location.pathname.startsWith('/account/');
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      {/* Pinned only where there is room: on a phone a sticky header would cover the content. */}
      <Box as="header" bg="bg" borderBottomWidth="1px" position={{ base: 'static', lg: 'sticky' }} top="0" zIndex="sticky">
        <Container maxW="7xl" py="2">
          <TopNav viewer={data.viewer ?? null} />
        </Container>
      </Box>
      <Box as="main" flex="1">
        <Container maxW="7xl" py={{ base: '4', md: '8' }}>
          <ErrorBoundary resetKey={location.pathname} showTicketLink={inAccount}>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Container>
      </Box>
      <Box as="footer" py="4" textAlign="center">
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
