import { graphql, useMutation } from 'react-relay';
import type { RedeemCouponMutation } from '../../../__generated__/RedeemCouponMutation.graphql.ts';

/** /accept-coupon/{coupon}: ten free AI credits, once. */
export function useRedeemCouponMutation() {
  return useMutation<RedeemCouponMutation>(graphql`
    mutation RedeemCouponMutation($userId: String!, $coupon: String!) {
      redeemCoupon(userId: $userId, coupon: $coupon) {
        __typename
        ... on BillingUpdate {
          user {
            id
            aiCreditBalance
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
