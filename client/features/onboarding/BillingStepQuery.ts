import { graphql } from 'react-relay';

/** Step 3 (Billing Details): the card on file, the chosen plans, and Stripe.js's settings for the card form. Preloaded by the route loader (loaders.ts). */
export const billingStepQuery = graphql`
  query BillingStepQuery {
    viewer {
      userId
      hasCard
      cardSummary
      onboardingDiscountEligible
      onboardingPlans {
        planId
        displayName
      }
    }
    ...CardForm_stripe
  }
`;
