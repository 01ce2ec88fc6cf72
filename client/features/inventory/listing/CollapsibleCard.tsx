import type { ReactNode } from 'react';
import { Button, Card, Collapsible, Heading } from '@chakra-ui/react';

/** A listing view section (spec 001 §2.12 "Collapsible sections"): a card whose heading opens and closes it. */
export function CollapsibleCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Collapsible.Root defaultOpen>
        <Card.Header>
          <Heading as="h2" size="md">
            <Collapsible.Trigger asChild>
              <Button variant="ghost" px="1" size="md" fontSize="inherit" fontWeight="inherit">
                {title}
              </Button>
            </Collapsible.Trigger>
          </Heading>
        </Card.Header>
        <Collapsible.Content>
          <Card.Body>{children}</Card.Body>
        </Collapsible.Content>
      </Collapsible.Root>
    </Card.Root>
  );
}
