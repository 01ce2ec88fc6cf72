import { useEffect, useRef, useState } from 'react';
import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { useRedeemCouponMutation } from './mutations/RedeemCouponMutation.ts';

type State = 'redeeming' | 'done' | 'failed';

/** /account/{id}/accept-coupon/{coupon} (spec 002 §2.9): redeems once on arrival, ten free AI credits. */
export function AcceptCouponPage() {
  const { userId = '-', coupon = '' } = useParams();
  const [redeem] = useRedeemCouponMutation();
  const [state, setState] = useState<State>('redeeming');
  const started = useRef(false);
  useEffect(() => {
    // React's development double effect must not redeem twice (the second would fail).
    if (started.current) return;
    started.current = true;
    redeem({
      variables: { userId, coupon },
      onCompleted: ({ redeemCoupon: r }) => setState(r.__typename === 'BillingUpdate' ? 'done' : 'failed'),
      onError: () => setState('failed'),
    });
  }, [redeem, userId, coupon]);

  return (
    <Stack gap="4" align="center" textAlign="center" py="12" aria-live="polite">
      {state === 'redeeming' && (
        <>
          <Spinner size="lg" />
          <Heading as="h1" size="xl">
            Redeeming coupon...
          </Heading>
        </>
      )}
      {state === 'done' && (
        <>
          <Heading as="h1" size="xl">
            Coupon successfully redeemed!
          </Heading>
          <Text>Ten free AI credits were added to your account.</Text>
        </>
      )}
      {state === 'failed' && (
        <>
          <Heading as="h1" size="xl">
            Coupon redemption failed!
          </Heading>
          <Text>Please try again later.</Text>
        </>
      )}
      {state !== 'redeeming' && (
        <Button asChild variant="outline">
          <Link to={`/account/${userId}/settings/account`}>Go to Account &amp; Payment</Link>
        </Button>
      )}
    </Stack>
  );
}
