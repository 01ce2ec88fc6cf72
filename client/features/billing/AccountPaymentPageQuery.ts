import { graphql } from 'react-relay';

/** settings/account: the route loader preloads it (loaders.ts). */
export const accountPaymentPageQuery = graphql`
  query AccountPaymentPageQuery($userId: String!) {
    user(userId: $userId) {
      ...AccountSettingsCards_user
      ...PlanCards_user
      ...PaymentCard_user
      ...AiCreditsCard_user
      ...ReferralCard_user
    }
    ...CardForm_stripe
  }
`;
