import { graphql, useMutation } from 'react-relay';
import type { ApplyCouponMutation } from '../../../__generated__/ApplyCouponMutation.graphql.ts';

/** A coupon code on the seller's subscriptions ('Coupon applied' / 'Coupon not applied'). */
export function useApplyCouponMutation() {
  return useMutation<ApplyCouponMutation>(graphql`
    mutation ApplyCouponMutation($userId: String!, $coupon: String!) {
      applyCoupon(userId: $userId, coupon: $coupon) {
        __typename
        ... on BillingUpdate {
          user {
            id
            ...PlanCards_user
            ...PaymentCard_user
            ...AiCreditsCard_user
          }
        }
        ... on Error {
          message
        }
        ... on CouponNotAppliedError {
          reason
        }
      }
    }
  `);
}
