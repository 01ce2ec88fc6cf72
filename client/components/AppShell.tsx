import { Suspense } from 'react';
import { Box, Container, Flex, Link, Spinner, Text } from '@chakra-ui/react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from './ErrorFallback.tsx';

/** Top navigation and the page area. The accounts issue adds the user menu here. */
export function AppShell() {
  const location = useLocation();
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
        <Container maxW="7xl" py="3">
          <Flex as="nav" aria-label="Main" align="center" gap="6" wrap="wrap">
            <Link asChild fontWeight="bold" fontSize="lg" color="brand.fg" _hover={{ textDecoration: 'none' }}>
              <RouterLink to="/">ListBridge</RouterLink>
            </Link>
            <Text color="fg.muted" fontSize="sm" hideBelow="md">
              Amazon inventory to eBay, Shopify and OnBuy
            </Text>
          </Flex>
        </Container>
      </Box>
      <Box as="main" flex="1">
        <Container maxW="7xl" py={{ base: '4', md: '8' }}>
          <ErrorBoundary resetKey={location.pathname}>
            <Suspense
              fallback={
                <Flex justify="center" py="16" aria-live="polite">
                  <Spinner size="lg" aria-label="Loading" />
                </Flex>
              }
            >
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Container>
      </Box>
    </Flex>
  );
}
