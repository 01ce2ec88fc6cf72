import { Heading, Text, VStack } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Spec 000 §2: the generic error page shows a status text or a message. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <VStack gap="3" py="24" px="4" textAlign="center" role="alert">
      <Heading as="h1" size="xl">
        Unexpected Application Error!
      </Heading>
      <Text color="fg.muted">{detail}</Text>
    </VStack>
  );
}
