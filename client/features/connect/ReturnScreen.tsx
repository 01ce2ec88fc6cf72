import type { ReactNode } from 'react';
import { Box, Card, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';

/** The full-page screen of a return route: the wait message or an error (title and subtitle). */
export function ReturnScreen({ title, subtitle, waiting, children }: { title: string; subtitle: string; waiting?: boolean; children?: ReactNode }) {
  return (
    <Box minH="100dvh" bg="bg.subtle" py={{ base: '8', md: '16' }}>
      <Container maxW="lg">
        <Card.Root>
          <Card.Body>
            <Stack gap="3" align="center" textAlign="center" role={waiting ? 'status' : 'alert'}>
              {waiting && <Spinner size="lg" />}
              <Heading as="h1" size="xl">
                {title}
              </Heading>
              <Text>{subtitle}</Text>
              {children}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}
