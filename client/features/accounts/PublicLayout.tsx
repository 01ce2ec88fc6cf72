import { Box, Card, Center, Heading, Link } from '@chakra-ui/react';
import { Link as RouterLink, Outlet } from 'react-router';

/** Sign-in, sign-up and password recovery share this layout (spec 000 §2). */
export function PublicLayout() {
  return (
    <Center minH="100dvh" bg="bg.subtle" px="4" py="10">
      <Box w="full" maxW="md">
        <Heading as="p" size="xl" textAlign="center" mb="6" color="brand.fg">
          <Link asChild color="inherit" _hover={{ textDecoration: 'none' }}>
            <RouterLink to="/sign-in">ListBridge</RouterLink>
          </Link>
        </Heading>
        <Card.Root>
          <Card.Body gap="5">
            <Outlet />
          </Card.Body>
        </Card.Root>
      </Box>
    </Center>
  );
}
