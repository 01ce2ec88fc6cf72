import { Card, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { CardForm_stripe$key } from '../../__generated__/CardForm_stripe.graphql.ts';
import type { PaymentCard_user$key } from '../../__generated__/PaymentCard_user.graphql.ts';
import { CardFields, StripeCardProvider, useCardForm } from './CardForm.tsx';

/** The card on file and the form that replaces it. */
export function PaymentCard({ userRef, stripeRef }: { userRef: PaymentCard_user$key; stripeRef: CardForm_stripe$key }) {
  const user = useFragment(
    graphql`
      fragment PaymentCard_user on User {
        userId
        cardSummary
        hasCard
      }
    `,
    userRef,
  );
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Payment Information</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text data-testid="card-on-file" color={user.hasCard ? 'fg' : 'fg.muted'}>
            {user.hasCard ? `Card on file: ${user.cardSummary}` : 'No card on file. Add one to subscribe to a plan.'}
          </Text>
          <StripeCardProvider stripeRef={stripeRef}>
            <PaymentForm userId={user.userId} submitLabel={user.hasCard ? 'Update Card' : 'Save Card'} />
          </StripeCardProvider>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function PaymentForm({ userId, submitLabel }: { userId: string; submitLabel: string }) {
  const form = useCardForm(userId);
  return <CardFields form={form} submitLabel={submitLabel} />;
}
