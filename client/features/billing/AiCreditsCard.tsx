import { useState, type FormEvent } from 'react';
import { Button, Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { AiCreditsCard_user$key } from '../../__generated__/AiCreditsCard_user.graphql.ts';
import { aiCreditsError, aiCreditsPriceCents } from '../../../shared/billing/card-rules.ts';
import { Form } from '../../components/Form.tsx';
import { FormField } from '../../components/FormField.tsx';
import { toaster } from '../../components/ui/toaster.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { formatCents, formatDate } from './format.ts';
import { useBuyAiCreditsMutation } from './mutations/BuyAiCreditsMutation.ts';

/** Below this balance the buy button shows (spec 002 §2.8). */
const BUY_BELOW = 100;

/** AI credits: balance, buying (10.00 per 1,000 in the seller's billing currency, confirmed in a dialog) and the ledger. */
export function AiCreditsCard({ userRef }: { userRef: AiCreditsCard_user$key }) {
  const user = useFragment(
    graphql`
      fragment AiCreditsCard_user on User {
        userId
        aiCreditBalance
        billingCurrency
        aiCreditLedger(first: 20) {
          id
          createdAt
          credits
          costCents
          reason
        }
      }
    `,
    userRef,
  );
  const [buy, buying] = useBuyAiCreditsMutation();
  const [entering, setEntering] = useState(false);
  const [amount, setAmount] = useState('1000');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  function review(e: FormEvent) {
    e.preventDefault();
    const credits = /^\d+$/.test(amount.trim()) ? Number(amount.trim()) : NaN;
    const problem = aiCreditsError(credits);
    setError(problem);
    if (!problem) setConfirming(credits);
  }
  function purchase() {
    const credits = confirming!;
    buy({
      variables: { userId: user.userId, credits, expectedCents: aiCreditsPriceCents(credits) },
      onCompleted: ({ buyAiCredits: r }) => {
        setConfirming(null);
        if (r.__typename === 'BillingUpdate') {
          toaster.create({ type: 'success', title: `${credits.toLocaleString('en-US')} AI credits added` });
          setEntering(false);
        } else toaster.create({ type: 'error', title: r.__typename !== '%other' ? r.message : 'Something went wrong. Please try again.' });
      },
      onError: () => {
        setConfirming(null);
        toaster.create({ type: 'error', title: 'Something went wrong. Please try again.' });
      },
    });
  }

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>AI Credits</Card.Title>
        <Card.Description>
          One credit per item-specifics recommendation. {formatCents(aiCreditsPriceCents(1000), user.billingCurrency)} buys 1,000 credits.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text fontSize="lg" data-testid="ai-credit-balance">
            Balance: <strong>{user.aiCreditBalance.toLocaleString('en-US')}</strong> credits
          </Text>
          {user.aiCreditBalance < BUY_BELOW && !entering && (
            <Button alignSelf="flex-start" colorPalette="brand" onClick={() => setEntering(true)}>
              Buy AI Credits
            </Button>
          )}
          {entering && (
            <Form onSubmit={review}>
              <HStack align="flex-end" wrap="wrap">
                <FormField
                  label="Credits to buy"
                  name="amount"
                  inputMode="numeric"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  error={error}
                  maxW="14rem"
                />
                <Button type="submit" colorPalette="brand">
                  Buy
                </Button>
                <Button variant="ghost" onClick={() => setEntering(false)}>
                  Cancel
                </Button>
              </HStack>
            </Form>
          )}
          {user.aiCreditLedger.length === 0 ? (
            <Text color="fg.muted">No credit activity yet.</Text>
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label="AI credit history">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Date</Table.ColumnHeader>
                    <Table.ColumnHeader>Credits</Table.ColumnHeader>
                    <Table.ColumnHeader>Cost</Table.ColumnHeader>
                    <Table.ColumnHeader>Reason</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {user.aiCreditLedger.map((l) => (
                    <Table.Row key={l.id}>
                      <Table.Cell>{formatDate(l.createdAt)}</Table.Cell>
                      <Table.Cell>{l.credits > 0 ? `+${l.credits.toLocaleString('en-US')}` : l.credits.toLocaleString('en-US')}</Table.Cell>
                      <Table.Cell>{formatCents(l.costCents, user.billingCurrency)}</Table.Cell>
                      <Table.Cell>{l.reason}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming !== null}
        title="Buy AI credits?"
        confirmLabel="Buy Credits"
        busy={buying}
        onCancel={() => setConfirming(null)}
        onConfirm={purchase}
      >
        <Text>
          Buy {(confirming ?? 0).toLocaleString('en-US')} AI credits for {formatCents(aiCreditsPriceCents(confirming ?? 0), user.billingCurrency)}? Your card on
          file is charged now.
        </Text>
      </ConfirmDialog>
    </Card.Root>
  );
}
