import { useState, type FormEvent } from 'react';
import { Button, Card, HStack } from '@chakra-ui/react';
import { Form } from '../../components/Form.tsx';
import { FormField } from '../../components/FormField.tsx';
import { toaster } from '../../components/ui/toaster.tsx';
import { useApplyCouponMutation } from './mutations/ApplyCouponMutation.ts';

/** Coupon code entry: toasts 'Coupon applied' / 'Coupon not applied' / 'Error applying coupon'. */
export function CouponCard({ userId }: { userId: string }) {
  const [apply, applying] = useApplyCouponMutation();
  const [code, setCode] = useState('');
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) return;
    apply({
      variables: { userId, coupon: code.trim() },
      onCompleted: ({ applyCoupon: r }) => {
        if (r.__typename === 'BillingUpdate') {
          toaster.create({ type: 'success', title: 'Coupon applied' });
          setCode('');
        } else if (r.__typename === 'CouponNotAppliedError') toaster.create({ type: 'warning', title: 'Coupon not applied', description: r.reason });
        else toaster.create({ type: 'error', title: 'Error applying coupon' });
      },
      onError: () => void toaster.create({ type: 'error', title: 'Error applying coupon' }),
    });
  }
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Coupon Code</Card.Title>
      </Card.Header>
      <Card.Body>
        <Form onSubmit={submit}>
          <HStack align="flex-end">
            <FormField label="Coupon" name="coupon" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
            <Button type="submit" colorPalette="brand" loading={applying} disabled={!code.trim()}>
              Apply Coupon
            </Button>
          </HStack>
        </Form>
      </Card.Body>
    </Card.Root>
  );
}
