import { Stack, Text } from '@chakra-ui/react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { BillingStepQuery } from '../../__generated__/BillingStepQuery.graphql.ts';
import { billingStepQuery } from './BillingStepQuery.ts';
import { Notice } from '../../components/Notice.tsx';
import { toaster } from '../../components/ui/toaster.tsx';
import { CardFields, StripeCardProvider, useCardForm } from '../billing/CardForm.tsx';
import { StepButtons } from './StepButtons.tsx';
import type { StepProps } from './steps.ts';

/**
 * Step 3: the card for the subscriptions. Next saves the card (20% off the first year when
 * entered here); the server then starts the plans chosen in step 2, once. Skip with a card on
 * file, or when no plan was chosen (nothing needs a card yet).
 */
export function BillingStep({ queryRef, ...props }: StepProps & { queryRef: PreloadedQuery<BillingStepQuery> }) {
  const data = usePreloadedQuery<BillingStepQuery>(billingStepQuery, queryRef);
  if (!data.viewer) return null;
  return (
    <StripeCardProvider stripeRef={data}>
      <BillingStepForm viewer={data.viewer} {...props} />
    </StripeCardProvider>
  );
}

type Viewer = NonNullable<BillingStepQuery['response']['viewer']>;

function BillingStepForm({ viewer, previous, next, busy }: StepProps & { viewer: Viewer }) {
  const form = useCardForm(viewer.userId, ({ subscriptionsStarted }) => {
    if (subscriptionsStarted > 0) toaster.create({ type: 'success', title: 'Your plans have started with a two-week free trial' });
  });

  const chosen = viewer.onboardingPlans;
  // A filled-in form is saved first; with a card already on file an empty form just moves on.
  const onNext = () => (form.touched || !viewer.hasCard ? form.submit(() => next()) : next());
  const canSkip = viewer.hasCard || chosen.length === 0;

  return (
    <Stack gap="4">
      <Text>Add a card for your subscriptions. Enter your billing information now for 20% off your first year.</Text>
      {chosen.length > 0 && (
        <Text data-testid="chosen-plans">
          {viewer.hasCard ? 'Plans waiting to start: ' : 'Your plans start when you save your card: '}
          {chosen.map((p) => p.displayName).join(', ')}
        </Text>
      )}
      {viewer.onboardingDiscountEligible && <Notice status="success">Your 20% first-year discount applies to the plans you start now.</Notice>}
      {viewer.hasCard && <Text data-testid="card-on-file">Card on file: {viewer.cardSummary}</Text>}
      <CardFields form={form} />
      <StepButtons onPrevious={previous} onSkip={canSkip ? next : undefined} onNext={onNext} nextEnabled busy={busy || form.saving} />
    </Stack>
  );
}
