// Route loader of Account & Payment: starts the page's query while its code loads (CONVENTIONS §9).
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { AccountPaymentPageQuery } from '../../__generated__/AccountPaymentPageQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { accountPaymentPageQuery } from './AccountPaymentPageQuery.ts';

/** /account/{userId}/settings/account. Subscriptions change from Stripe's side (trial ends, renewals): always re-read on arrival. */
export function accountPaymentLoader({ params }: LoaderFunctionArgs): PreloadedQuery<AccountPaymentPageQuery> {
  return preloadQuery<AccountPaymentPageQuery>(accountPaymentPageQuery, { userId: params.userId ?? '-' }, 'store-and-network');
}
