import { Card, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One channel's card on the Linked Platforms page: its title over a column of its state and forms. */
export function ConnectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}
