// Route loader of the Dashboard (account/:userId/dashboard): starts the page's query while its code
// loads (CONVENTIONS §9), with the period and channel read from the URL.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { DashboardPageQuery } from '../../__generated__/DashboardPageQuery.graphql.ts';
import { relayEnvironment } from '../../relay/environment.ts';
import { dashboardPageQuery } from './DashboardPageQuery.ts';
import { dashboardVariables, parseDashboardParams } from './dashboardParams.ts';

// The page renders the previous reference while the next loads, so only the last few are kept.
const retained: PreloadedQuery<DashboardPageQuery>[] = [];

export function dashboardLoader({ request, params }: LoaderFunctionArgs): PreloadedQuery<DashboardPageQuery> {
  const variables = dashboardVariables(params.userId ?? '-', parseDashboardParams(new URL(request.url).searchParams));
  const ref = loadQuery<DashboardPageQuery>(relayEnvironment(), dashboardPageQuery, variables, { fetchPolicy: 'store-and-network' });
  retained.push(ref);
  while (retained.length > 3) retained.shift()!.dispose();
  return ref;
}
