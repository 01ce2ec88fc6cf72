import { Button, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router';

/**
 * 'Go home' (spec 000 §2, 001 §2.3): the inventory of the active user — the one in an
 * /account/{id}/ path (e.g. the seller an admin is impersonating) — else the app root, which goes
 * to the signed-in user's inventory or to sign-in.
 */
export function homePath(pathname: string): string {
  const id = /^\/account\/([^/]+)/.exec(pathname)?.[1];
  return id && id !== '-' ? `/account/${id}/amazon-inventory/` : '/';
}

/** Spec 000 §2 / 001 §2.3: the not-found page. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <VStack gap="4" py={{ base: '12', md: '24' }} px="4" textAlign="center">
      <Heading as="h1" size="2xl">
        404 - Page not found
      </Heading>
      <Text color="fg.muted">Sorry, the page you are looking for does not exist.</Text>
      <HStack gap="3">
        <Button variant="outline" onClick={() => navigate(-1)}>
          Go back
        </Button>
        <Button colorPalette="brand" onClick={() => navigate(homePath(pathname))}>
          Go home
        </Button>
      </HStack>
    </VStack>
  );
}
