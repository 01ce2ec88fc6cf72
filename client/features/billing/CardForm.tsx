import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Field } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import type { CardForm_stripe$key } from '../../__generated__/CardForm_stripe.graphql.ts';
import { Form } from '../../components/Form.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { toaster } from '../../components/ui/toaster.tsx';
import { cardNameError } from '../../../shared/billing/card-rules.ts';
import { useStartCardSetupMutation } from './mutations/StartCardSetupMutation.ts';
import { useUpdateBillingCardMutation } from './mutations/UpdateBillingCardMutation.ts';
import { loadStripeJs } from './stripe.ts';

/**
 * Card entry (spec 002 §2.8) with Stripe.js: the card number, expiry and CVC are typed into
 * Stripe's own frame and go from the browser to Stripe, never to ListBridge (issue 29). Saving
 * asks the server for a SetupIntent, confirms it in Stripe.js (which shows the bank's 3-D Secure
 * check when asked), then hands the confirmed intent's id to the server. Success toasts 'Updated!';
 * failure 'Error updating payment info', with Stripe's own reason (e.g. a decline) shown inline.
 */
export function StripeCardProvider({ stripeRef, children }: { stripeRef: CardForm_stripe$key; children: ReactNode }) {
  // Stripe.js's settings come with the page's query (spread on its root): nothing to wait for here.
  const data = useFragment(
    graphql`
      fragment CardForm_stripe on Query {
        stripeClient {
          publishableKey
          scriptUrl
        }
      }
    `,
    stripeRef,
  );
  const settings = data.stripeClient;
  const [stripe] = useState(() => (settings ? loadStripeJs(settings.scriptUrl, settings.publishableKey) : null));
  return <Elements stripe={stripe}>{children}</Elements>;
}

type SaveResult = { subscriptionsStarted: number };

export function useCardForm(userId: string, onSaved?: (r: SaveResult) => void) {
  const stripe = useStripe();
  const elements = useElements();
  const [startSetup] = useStartCardSetupMutation();
  const [save] = useUpdateBillingCardMutation();
  const [name, setName] = useState('');
  const [card, setCard] = useState<{ empty: boolean; complete: boolean; error?: string }>({ empty: true, complete: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const failedToast = useRef<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const touched = name.trim() !== '' || !card.empty;

  const onCardChange = (e: StripeCardElementChangeEvent) => setCard({ empty: e.empty, complete: e.complete, error: e.error?.message });

  function submit(after?: (r: SaveResult) => void) {
    const nameErr = cardNameError(name);
    setErrors(nameErr ? { name: nameErr } : {});
    setFailure(null);
    if (nameErr) return;
    const cardElement = elements?.getElement(CardElement);
    if (!stripe || !cardElement) {
      setFailure('The card form is still loading. Please try again in a moment.');
      return;
    }
    const fail = (reason?: string) => {
      setSaving(false);
      failedToast.current = toaster.create({ type: 'error', title: 'Error updating payment info', description: reason });
      setFailure(reason ?? 'Error updating payment info');
    };
    setSaving(true);
    startSetup({
      variables: { userId },
      onError: () => fail(),
      onCompleted: ({ startCardSetup: s }) => {
        if (s.__typename !== 'CardSetup') return fail(s.__typename !== '%other' ? s.message : undefined);
        stripe.confirmCardSetup(s.clientSecret ?? '', { payment_method: { card: cardElement, billing_details: { name: name.trim() } } }).then(
          (result) => {
            if (result.error || !result.setupIntent) return fail(result.error?.message);
            save({
              variables: { userId, setupIntentId: result.setupIntent.id },
              onError: () => fail(),
              onCompleted: ({ updateBillingCard: r }) => {
                if (r.__typename === 'BillingUpdate') {
                  setSaving(false);
                  // The retry worked: the earlier 'declined' toast must not stay up beside 'Updated!'.
                  if (failedToast.current) toaster.dismiss(failedToast.current);
                  failedToast.current = undefined;
                  toaster.create({ type: 'success', title: 'Updated!' });
                  setName('');
                  cardElement.clear();
                  const out = { subscriptionsStarted: r.subscriptions?.length ?? 0 };
                  onSaved?.(out);
                  after?.(out);
                } else if (r.__typename === 'ValidationError') {
                  setErrors(Object.fromEntries((r.fieldErrors ?? []).map((f) => [f.field, f.message])));
                  fail();
                } else fail(r.__typename !== '%other' ? r.message : undefined);
              },
            });
          },
          () => fail(),
        );
      },
    });
  }
  return { name, setName, card, onCardChange, errors, failure, saving, touched, submit };
}

export function CardFields({ form, submitLabel }: { form: ReturnType<typeof useCardForm>; submitLabel?: string }) {
  const { name, setName, card, onCardChange, errors, failure, saving } = form;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.submit();
  };
  return (
    <Form onSubmit={onSubmit} aria-label="Payment information">
      <FormField label="Name on Card" name="name" autoComplete="cc-name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <Field.Root invalid={!!card.error}>
        <Field.Label>Card</Field.Label>
        <Box
          data-testid="card-element"
          w="full"
          px="3"
          py="0.5"
          borderWidth="1px"
          borderRadius="l2"
          borderColor={card.error ? 'border.error' : 'border'}
          minH="10"
        >
          <CardElement options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }} onChange={onCardChange} />
        </Box>
        {card.error && <Field.ErrorText>{card.error}</Field.ErrorText>}
        {!card.error && <Field.HelperText>Your card details go straight to Stripe, our payment provider.</Field.HelperText>}
      </Field.Root>
      {failure && <Notice status="error">{failure}</Notice>}
      {submitLabel && (
        <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={saving}>
          {submitLabel}
        </Button>
      )}
    </Form>
  );
}
