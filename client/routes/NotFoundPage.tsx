import { Button, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';

/** Spec 000 §2: the not-found page. 'Go home' goes to the app root, which routes onwards. */
export function NotFoundPage() {
  const navigate = useNavigate();
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
        <Button colorPalette="brand" onClick={() => navigate('/')}>
          Go home
        </Button>
      </HStack>
    </VStack>
  );
}
