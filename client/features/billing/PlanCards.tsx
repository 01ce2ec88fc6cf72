import { Badge, Card, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { PlanCards_user$data, PlanCards_user$key } from '../../__generated__/PlanCards_user.graphql.ts';
import type { Channel } from '../../../shared/billing/plans.ts';
import { toaster } from '../../components/ui/toaster.tsx';
import { CancelPlanFlow } from './CancelPlanFlow.tsx';
import { CHANNEL_LABELS, formatDate } from './format.ts';
import { useSubscribeToPlansMutation } from './mutations/SubscribeToPlansMutation.ts';
import { PlanPicker } from './PlanPicker.tsx';

/** The eBay, Shopify and OnBuy plan cards of Account & Payment (spec 002 §2.8). */
export function PlanCards({ userRef }: { userRef: PlanCards_user$key }) {
  const user = useFragment(
    graphql`
      fragment PlanCards_user on User {
        userId
        hasCard
        billingCurrency
        channelBilling {
          channel
          liveListings
          subscription {
            id
            status
            trialEnd
            currentPeriodEnd
            cancelAtPeriodEnd
            discountName
            discountPercent
            discountAmountOffCents
            discountEnd
            retentionOfferAvailable
            plan {
              planId
              displayName
              maxListings
            }
          }
        }
      }
    `,
    userRef,
  );
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
      {user.channelBilling.map((c) => (
        <ChannelPlanCard key={c.channel} userId={user.userId} billing={c} currency={user.billingCurrency} />
      ))}
    </SimpleGrid>
  );
}

type ChannelBilling = PlanCards_user$data['channelBilling'][number];

// Stripe's subscription statuses in a seller's words (never the raw 'trialing', 'past_due').
const STATUS_WORDS: Record<string, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment failed',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  incomplete: 'Awaiting payment',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};
const statusWord = (status: string) => STATUS_WORDS[status] ?? status.replace(/_/g, ' ');

function statusLine(s: NonNullable<ChannelBilling['subscription']>): string {
  if (s.cancelAtPeriodEnd) return `Cancelled: ends on ${formatDate(s.currentPeriodEnd)}`;
  // Beside the 'Free trial' badge: "Free trial until …", not "Free trial Free trial until …" (issue 30.13).
  if (s.status === 'trialing') return `until ${formatDate(s.trialEnd)}`;
  if (s.status === 'past_due') return 'Payment failed: please update your card';
  return `Renews on ${formatDate(s.currentPeriodEnd)}`;
}

function ChannelPlanCard({ userId, billing, currency }: { userId: string; billing: ChannelBilling; currency: string }) {
  const [subscribe, subscribing] = useSubscribeToPlansMutation();
  const label = CHANNEL_LABELS[billing.channel as keyof typeof CHANNEL_LABELS] ?? billing.channel;
  const sub = billing.subscription;
  const max = sub?.plan.maxListings ?? 0;
  const channel = billing.channel.toLowerCase() as Channel;

  const choose = (planId: string) =>
    subscribe({
      variables: { userId, [`${channel}PlanId`]: planId },
      onCompleted: ({ subscribeToPlans: r }) => {
        if (r.__typename === 'BillingUpdate') toaster.create({ type: 'success', title: `Your ${label} plan is set` });
        else toaster.create({ type: 'error', title: r.__typename !== '%other' ? r.message : 'Something went wrong. Please try again.' });
      },
      onError: () => void toaster.create({ type: 'error', title: 'Something went wrong. Please try again.' }),
    });

  return (
    <Card.Root as="section" aria-label={`${label} plan`}>
      <Card.Header>
        <Card.Title>{label} Plan</Card.Title>
        <Card.Description>{sub ? sub.plan.displayName : 'No plan yet'}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Progress.Root
              value={max ? Math.min(100, (billing.liveListings / max) * 100) : 0}
              colorPalette={max && billing.liveListings >= max ? 'red' : 'brand'}
              aria-label={`${label} listings used`}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text fontSize="sm">
              {billing.liveListings.toLocaleString('en-US')} {max ? `of ${max.toLocaleString('en-US')} ` : ''}live listings
            </Text>
          </Stack>
          {sub && (
            <Stack gap="1" data-testid={`${channel}-subscription`}>
              <Text fontSize="sm">
                <Badge colorPalette={sub.status === 'past_due' ? 'red' : 'green'}>{statusWord(sub.status)}</Badge> {statusLine(sub)}
              </Text>
              {sub.discountName && (
                <Text fontSize="sm" color="green.fg">
                  {sub.discountName}
                  {sub.discountEnd ? ` (until ${formatDate(sub.discountEnd)})` : ''}
                </Text>
              )}
            </Stack>
          )}
          <PlanPicker
            key={sub?.plan.planId ?? 'none'}
            channel={channel}
            currency={currency}
            currentPlanId={sub?.plan.planId}
            busy={subscribing}
            onConfirm={(p) => choose(p.id)}
          />
          {sub && !sub.cancelAtPeriodEnd && (
            <CancelPlanFlow
              userId={userId}
              channel={billing.channel as keyof typeof CHANNEL_LABELS}
              planName={sub.plan.displayName}
              endsAt={sub.currentPeriodEnd}
              offerAvailable={sub.retentionOfferAvailable}
            />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
