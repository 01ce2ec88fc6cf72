import { Stack, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { BillingStepQuery } from '../../__generated__/BillingStepQuery.graphql.ts';
import { Notice } from '../../components/Notice.tsx';
import { toaster } from '../../components/ui/toaster.tsx';
import { CardFields, useCardForm } from '../billing/CardForm.tsx';
import { useSubscribeToPlansMutation } from '../billing/mutations/SubscribeToPlansMutation.ts';
import { clearPendingPlans, readPendingPlans } from '../billing/pendingPlans.ts';
import { StepButtons } from './StepButtons.tsx';
import type { StepProps } from './steps.ts';

/**
 * Step 3: the card for the subscriptions. Next saves the card (20% off the first year when
 * entered here), starts the plans picked in step 2, and moves on; Skip only with a card on file.
 */
export function BillingStep({ previous, next, busy }: StepProps) {
  const data = useLazyLoadQuery<BillingStepQuery>(
    graphql`
      query BillingStepQuery {
        viewer {
          userId
          hasCard
          cardSummary
          onboardingDiscountEligible
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const viewer = data.viewer;
  const form = useCardForm(viewer?.userId ?? '-');
  const [subscribe, subscribing] = useSubscribeToPlansMutation();
  if (!viewer) return null;

  const startPendingPlans = () => {
    const picks = readPendingPlans();
    if (Object.keys(picks).length === 0) return next();
    subscribe({
      variables: { userId: viewer.userId, ...picks },
      onCompleted: ({ subscribeToPlans: r }) => {
        if (r.__typename === 'BillingUpdate') {
          clearPendingPlans();
          toaster.create({ type: 'success', title: 'Your plans have started with a two-week free trial' });
          next();
        } else toaster.create({ type: 'error', title: r.__typename !== '%other' ? r.message : 'Something went wrong. Please try again.' });
      },
      onError: () => void toaster.create({ type: 'error', title: 'Something went wrong. Please try again.' }),
    });
  };
  // A filled-in form is saved first; with a card already on file an empty form just moves on.
  const onNext = () => (form.touched || !viewer.hasCard ? form.submit(startPendingPlans) : startPendingPlans());

  return (
    <Stack gap="4">
      <Text>Add a card for your subscriptions. Enter your billing information now for 20% off your first year.</Text>
      {viewer.onboardingDiscountEligible && <Notice status="success">Your 20% first-year discount applies to the plans you start now.</Notice>}
      {viewer.hasCard && <Text data-testid="card-on-file">Card on file: {viewer.cardSummary}</Text>}
      <CardFields form={form} />
      <StepButtons onPrevious={previous} onSkip={viewer.hasCard ? next : undefined} onNext={onNext} nextEnabled busy={busy || form.saving || subscribing} />
    </Stack>
  );
}
