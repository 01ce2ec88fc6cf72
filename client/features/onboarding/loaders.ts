// Route loader of the onboarding wizard: after the guards, starts the wizard's query and the shown
// step's while the code loads (CONVENTIONS §9). Each step arrives fresh from the server (a
// connection or a card may have changed in the tab that came back from Amazon, eBay or Stripe).
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { AmazonStepQuery } from '../../__generated__/AmazonStepQuery.graphql.ts';
import type { BillingStepQuery } from '../../__generated__/BillingStepQuery.graphql.ts';
import type { OnboardingPageQuery } from '../../__generated__/OnboardingPageQuery.graphql.ts';
import type { PlanStepQuery } from '../../__generated__/PlanStepQuery.graphql.ts';
import type { PlatformsStepQuery } from '../../__generated__/PlatformsStepQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { onboardingLoader } from '../accounts/loaders.ts';
import { amazonStepQuery } from './AmazonStepQuery.ts';
import { billingStepQuery } from './BillingStepQuery.ts';
import { onboardingPageQuery } from './OnboardingPageQuery.ts';
import { planStepQuery } from './PlanStepQuery.ts';
import { platformsStepQuery } from './PlatformsStepQuery.ts';

/** The shown step's preloaded query; none for 'finished' or a step that does not exist. */
export type StepQuery =
  | { step: 'amazon'; queryRef: PreloadedQuery<AmazonStepQuery> }
  | { step: 'plan'; queryRef: PreloadedQuery<PlanStepQuery> }
  | { step: 'billing'; queryRef: PreloadedQuery<BillingStepQuery> }
  | { step: 'platforms'; queryRef: PreloadedQuery<PlatformsStepQuery> }
  | null;

export interface OnboardingData {
  page: PreloadedQuery<OnboardingPageQuery>;
  step: StepQuery;
}

function stepQuery(step: string | undefined, userId: string): StepQuery {
  switch (step) {
    case 'amazon':
      return { step, queryRef: preloadQuery<AmazonStepQuery>(amazonStepQuery, { userId }, 'store-and-network') };
    case 'plan':
      return { step, queryRef: preloadQuery<PlanStepQuery>(planStepQuery, {}, 'store-and-network') };
    case 'billing':
      return { step, queryRef: preloadQuery<BillingStepQuery>(billingStepQuery, {}, 'store-and-network') };
    case 'platforms':
      return { step, queryRef: preloadQuery<PlatformsStepQuery>(platformsStepQuery, { userId }, 'store-and-network') };
    default:
      return null;
  }
}

/** /onboarding/{step}: signed-in sellers who have not finished (onboardingLoader), then the queries. */
export async function onboardingPageLoader(args: LoaderFunctionArgs): Promise<OnboardingData> {
  const viewer = await onboardingLoader(args);
  return {
    // The wizard's frame reads the viewer the guards have just put in the store.
    page: preloadQuery<OnboardingPageQuery>(onboardingPageQuery, {}),
    step: stepQuery(args.params.step, viewer.userId),
  };
}
