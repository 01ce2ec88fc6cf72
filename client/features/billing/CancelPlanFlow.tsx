import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { toaster } from '../../components/ui/toaster.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { CHANNEL_LABELS, formatDate, type ChannelKey } from './format.ts';
import { useAcceptRetentionOfferMutation } from './mutations/AcceptRetentionOfferMutation.ts';
import { useCancelSubscriptionMutation } from './mutations/CancelSubscriptionMutation.ts';

/** Cancellation (spec 002 §4): confirm, then the last-chance permanent 50% offer, then cancelled. */
export function CancelPlanFlow(props: { userId: string; channel: ChannelKey; planName: string; endsAt: string | null; offerAvailable: boolean }) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'offer'>('idle');
  const [cancel, cancelling] = useCancelSubscriptionMutation();
  const [stay, staying] = useAcceptRetentionOfferMutation();
  const label = CHANNEL_LABELS[props.channel];
  const fail = (message?: string) => toaster.create({ type: 'error', title: message ?? 'Something went wrong. Please try again.' });

  const doCancel = () =>
    cancel({
      variables: { userId: props.userId, channel: props.channel },
      onCompleted: ({ cancelSubscription: r }) => {
        setStep('idle');
        if (r.__typename === 'BillingUpdate') toaster.create({ type: 'info', title: `Your ${label} plan ends on ${formatDate(props.endsAt)}` });
        else fail(r.__typename !== '%other' ? r.message : undefined);
      },
      onError: () => void fail(),
    });
  const doStay = () =>
    stay({
      variables: { userId: props.userId, channel: props.channel },
      onCompleted: ({ acceptRetentionOffer: r }) => {
        setStep('idle');
        if (r.__typename === 'BillingUpdate') toaster.create({ type: 'success', title: `Thanks for staying! 50% off your ${label} plan, for good.` });
        else fail(r.__typename !== '%other' ? r.message : undefined);
      },
      onError: () => void fail(),
    });

  return (
    <>
      <Button variant="outline" colorPalette="red" size="sm" alignSelf="flex-start" onClick={() => setStep('confirm')}>
        Cancel Plan
      </Button>
      <ConfirmDialog
        open={step === 'confirm'}
        title={`Cancel your ${label} plan?`}
        confirmLabel="Yes, cancel"
        cancelLabel="Keep Plan"
        busy={cancelling}
        onCancel={() => setStep('idle')}
        onConfirm={() => (props.offerAvailable ? setStep('offer') : doCancel())}
      >
        <Text>
          {props.planName} stays active until {formatDate(props.endsAt)}. After that, ListBridge stops listing and syncing on {label}.
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={step === 'offer'}
        title="Before you go: 50% off, for good"
        confirmLabel="I'll Stay"
        cancelLabel="No thanks, cancel my plan"
        busy={staying || cancelling}
        onConfirm={doStay}
        onCancel={doCancel}
        onDismiss={() => setStep('idle')}
      >
        <Text>Stay on {props.planName} and pay half price on every invoice from now on, permanently.</Text>
      </ConfirmDialog>
    </>
  );
}
