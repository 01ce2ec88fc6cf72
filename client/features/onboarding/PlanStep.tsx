import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PlanStepQuery } from '../../__generated__/PlanStepQuery.graphql.ts';
import { planStepQuery } from './PlanStepQuery.ts';
import { findPlan, type Channel } from '../../../shared/billing/plans.ts';
import { toaster } from '../../components/ui/toaster.tsx';
import { PlanPicker } from '../billing/PlanPicker.tsx';
import { CHANNEL_LABELS } from '../billing/format.ts';
import { useSubscribeToPlansMutation } from '../billing/mutations/SubscribeToPlansMutation.ts';
import { useChooseOnboardingPlanMutation } from '../billing/mutations/ChooseOnboardingPlanMutation.ts';
import { StepButtons } from './StepButtons.tsx';
import type { StepProps } from './steps.ts';

/**
 * Step 2: pick a plan per channel. With a card on file the plan starts at once; otherwise the
 * choice waits for the billing step, where the card is entered and the trial starts.
 */
export function PlanStep({ queryRef, previous, next, busy }: StepProps & { queryRef: PreloadedQuery<PlanStepQuery> }) {
  const data = usePreloadedQuery<PlanStepQuery>(planStepQuery, queryRef);
  const [subscribe, subscribing] = useSubscribeToPlansMutation();
  const [remember, remembering] = useChooseOnboardingPlanMutation();
  const viewer = data.viewer;
  if (!viewer) return null;
  const pending = Object.fromEntries(viewer.onboardingPlans.map((p) => [`${p.channel.toLowerCase()}PlanId`, p.planId])) as Record<string, string | undefined>;

  const choose = (channel: Channel, planId: string) => {
    if (!viewer.hasCard) {
      // Kept on the server with the onboarding state: a new tab or browser still has it.
      remember({
        variables: { userId: viewer.userId, channel: channel.toUpperCase() as 'EBAY' | 'SHOPIFY' | 'ONBUY', planId },
        onCompleted: ({ chooseOnboardingPlan: r }) => {
          if (r.__typename !== 'BillingUpdate')
            toaster.create({ type: 'error', title: r.__typename !== '%other' ? r.message : 'Something went wrong. Please try again.' });
        },
        onError: () => void toaster.create({ type: 'error', title: 'Something went wrong. Please try again.' }),
      });
      return;
    }
    subscribe({
      variables: { userId: viewer.userId, [`${channel}PlanId`]: planId },
      onCompleted: ({ subscribeToPlans: r }) => {
        if (r.__typename === 'BillingUpdate') toaster.create({ type: 'success', title: `${findPlan(planId)?.displayName} selected` });
        else toaster.create({ type: 'error', title: r.__typename !== '%other' ? r.message : 'Something went wrong. Please try again.' });
      },
      onError: () => void toaster.create({ type: 'error', title: 'Something went wrong. Please try again.' }),
    });
  };

  return (
    <Stack gap="4">
      <Text>Pick a plan for each channel you want to sell on. Every plan starts with a two-week free trial.</Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {viewer.channelBilling.map((c) => {
          const channel = c.channel.toLowerCase() as Channel;
          const chosen = c.subscription?.plan.planId ?? pending[`${channel}PlanId`];
          return (
            <Card.Root key={c.channel} size="sm" as="section" aria-label={`${CHANNEL_LABELS[c.channel as keyof typeof CHANNEL_LABELS]} plan`}>
              <Card.Header>
                <Card.Title>{CHANNEL_LABELS[c.channel as keyof typeof CHANNEL_LABELS]}</Card.Title>
                <Card.Description>
                  {c.subscription ? `Current: ${c.subscription.plan.displayName}` : chosen ? `Selected: ${findPlan(chosen)?.displayName}` : 'No plan selected'}
                </Card.Description>
              </Card.Header>
              <Card.Body>
                <PlanPicker
                  key={chosen ?? 'none'}
                  channel={channel}
                  currency={viewer.billingCurrency}
                  currentPlanId={chosen}
                  busy={subscribing || remembering}
                  onConfirm={(p) => choose(channel, p.id)}
                />
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
      {!viewer.hasCard && Object.keys(pending).length > 0 && <Text color="fg.muted">Your plans start after you add a card in the next step.</Text>}
      <StepButtons onPrevious={previous} onSkip={next} onNext={next} nextEnabled busy={busy || subscribing || remembering} />
    </Stack>
  );
}
