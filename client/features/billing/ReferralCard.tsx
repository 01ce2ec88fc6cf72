import { useState } from 'react';
import { Button, Card, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ReferralCard_user$key } from '../../__generated__/ReferralCard_user.graphql.ts';
import { formatMoney } from '../../money/money.ts';
import { formatDate } from './format.ts';

/**
 * The referral programme on Account & Payment (spec 001 §1, 002 §2.8): the seller's link with a
 * Copy button, the offer (50 off in the seller's billing currency for the referred seller, 22% commission for the referrer) and the
 * commissions earned.
 */
export function ReferralCard({ userRef }: { userRef: ReferralCard_user$key }) {
  const user = useFragment(
    graphql`
      fragment ReferralCard_user on User {
        billingCurrency
        referral {
          alias
          link
          commissionPercent
          discountCents
          referredCount
          totalCommissionCents
          commissions {
            id
            createdAt
            referredEmail
            invoiceAmountCents
            commissionCents
            currency
          }
        }
      }
    `,
    userRef,
  );
  const r = user.referral;
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(r.link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (e.g. an insecure page): the link stays selectable in the box.
      setCopied(false);
    }
  }
  return (
    <Card.Root id="referral">
      <Card.Header>
        <Card.Title as="h3">Referral Programme</Card.Title>
        <Card.Description>
          Share your link: a seller who signs up through it gets {formatMoney(r.discountCents, user.billingCurrency)} off their first subscription, and you earn{' '}
          {r.commissionPercent}% commission on their subscription payments.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <HStack gap="2">
            <Input size="sm" readOnly value={r.link} aria-label="Your referral link" onFocus={(e) => e.currentTarget.select()} bg="bg" />
            <Button size="sm" onClick={copy} variant="outline">
              {copied ? 'Copied!' : 'Copy'}
            </Button>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {r.referredCount === 1 ? '1 seller has' : `${r.referredCount} sellers have`} signed up through your link. Commission earned:{' '}
            <Text as="span" fontWeight="semibold" color="fg" data-testid="referral-total">
              {formatMoney(r.totalCommissionCents, user.billingCurrency)}
            </Text>
          </Text>
          {r.commissions.length > 0 && (
            <Table.Root size="sm" aria-label="Referral commissions">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Date</Table.ColumnHeader>
                  <Table.ColumnHeader>Seller</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Paid</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Commission</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {r.commissions.map((c) => (
                  <Table.Row key={c.id}>
                    <Table.Cell>{formatDate(c.createdAt)}</Table.Cell>
                    <Table.Cell>{c.referredEmail ?? '—'}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(c.invoiceAmountCents, c.currency.toUpperCase())}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(c.commissionCents, c.currency.toUpperCase())}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
