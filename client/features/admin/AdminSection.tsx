import { Card, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of the admin pages (a landmark named by its title). */
export function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}
