import { Card, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useMay } from '../../components/accountAccess.tsx';
import { NOT_YOURS_TO_CHANGE } from '../../components/roleWords.ts';

/**
 * One channel's card on the Linked Platforms page: its title over a column of its state and forms.
 * `mutations` are what its forms run: a member whose role may run none of them sees the card with
 * every control disabled (a disabled fieldset) and is told why, instead of buttons the server would
 * refuse (issue 35).
 */
export function ConnectionCard({ title, mutations, children }: { title: string; mutations: readonly string[]; children: ReactNode }) {
  const may = useMay();
  // A card with nothing to run has nothing to disable.
  const allowed = mutations.length === 0 || mutations.some((m) => may(m));
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        {allowed ? (
          <Stack gap="4">{children}</Stack>
        ) : (
          <Stack gap="4">
            <Text color="fg.muted">{NOT_YOURS_TO_CHANGE}</Text>
            <fieldset disabled style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <Stack gap="4">{children}</Stack>
            </fieldset>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
