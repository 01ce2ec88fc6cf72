import { useRef, useState, type FormEvent } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { Form } from '../../components/Form.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { toaster } from '../../components/ui/toaster.tsx';
import { validateCard } from '../../../server/modules/billing/card-rules.ts';
import { useUpdateBillingCardMutation } from './mutations/UpdateBillingCardMutation.ts';

const EMPTY = { name: '', number: '', cvc: '', expMonth: '', expYear: '' };
export type CardValues = typeof EMPTY;

/**
 * The payment form (spec 002 §2.8, §5): every rule's message under its field as the seller
 * submits; then the server checks again and Stripe checks the card. Success toasts 'Updated!';
 * failure 'Error updating payment info', with Stripe's own reason (e.g. a decline) shown inline.
 */
export function useCardForm(userId: string, onSaved?: () => void) {
  const [save, saving] = useUpdateBillingCardMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const failedToast = useRef<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const touched = Object.values(values).some((v) => v.trim() !== '');

  function submit(after?: () => void) {
    const errs = validateCard(values);
    setErrors(errs);
    setFailure(null);
    if (Object.keys(errs).length) return;
    const fail = (reason?: string) => {
      failedToast.current = toaster.create({ type: 'error', title: 'Error updating payment info', description: reason });
      setFailure(reason ?? 'Error updating payment info');
    };
    save({
      variables: { userId, ...values },
      onCompleted: ({ updateBillingCard: r }) => {
        if (r.__typename === 'BillingUpdate') {
          // The retry worked: the earlier 'declined' toast must not stay up beside 'Updated!'.
          if (failedToast.current) toaster.dismiss(failedToast.current);
          failedToast.current = undefined;
          toaster.create({ type: 'success', title: 'Updated!' });
          setValues(EMPTY);
          onSaved?.();
          after?.();
        } else if (r.__typename === 'ValidationError') {
          setErrors(Object.fromEntries((r.fieldErrors ?? []).map((f) => [f.field, f.message])));
          fail();
        } else fail(r.__typename !== '%other' ? r.message : undefined);
      },
      onError: () => fail(),
    });
  }
  return { values, setValues, errors, failure, saving, touched, submit };
}

export function CardFields({ form, submitLabel }: { form: ReturnType<typeof useCardForm>; submitLabel?: string }) {
  const { values, setValues, errors, failure, saving } = form;
  const set = (k: keyof CardValues) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.submit();
  };
  return (
    <Form onSubmit={onSubmit} aria-label="Payment information">
      <FormField label="Name on Card" name="name" autoComplete="cc-name" value={values.name} onChange={set('name')} error={errors.name} />
      <FormField
        label="Card Number"
        name="number"
        autoComplete="cc-number"
        inputMode="numeric"
        value={values.number}
        onChange={set('number')}
        error={errors.number}
      />
      <HStack align="flex-start" gap="3" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <FormField
          label="CVC"
          name="verification"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          value={values.cvc}
          onChange={set('cvc')}
          error={errors.cvc}
        />
        <FormField
          label="Expiry Month"
          name="exp_month"
          autoComplete="cc-exp-month"
          inputMode="numeric"
          placeholder="MM"
          value={values.expMonth}
          onChange={set('expMonth')}
          error={errors.expMonth}
        />
        <FormField
          label="Expiry Year"
          name="exp_year"
          autoComplete="cc-exp-year"
          inputMode="numeric"
          placeholder="YYYY"
          value={values.expYear}
          onChange={set('expYear')}
          error={errors.expYear}
        />
      </HStack>
      {failure && <Notice status="error">{failure}</Notice>}
      {submitLabel && (
        <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={saving}>
          {submitLabel}
        </Button>
      )}
    </Form>
  );
}
