// Route loader of the Sales page (sales/:channel): starts the page's query while its code loads
// (CONVENTIONS §9), with the variables read from the URL; a channel that does not exist is the
// not-found page.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { SalesPageQuery, SalesPageQuery$variables } from '../../__generated__/SalesPageQuery.graphql.ts';
import { relayEnvironment } from '../../relay/environment.ts';
import { salesPageQuery } from './SalesPageQuery.ts';
import { type SalesChannel, salesChannel } from './salesChannels.ts';
import { parseSalesParams, periodBounds, type SalesParams } from './salesParams.ts';

// The page renders the previous reference while the next loads, so only the last few are kept.
const retained: PreloadedQuery<SalesPageQuery>[] = [];

/** The query's variables for a channel's page state. */
export function salesVariables(userId: string, channel: SalesChannel, p: SalesParams): SalesPageQuery$variables {
  return {
    userId,
    channel: channel.id,
    search: p.search || null,
    paymentStatus: p.paymentStatus,
    sort: p.sort,
    page: p.page,
    pageSize: p.pageSize,
    ...periodBounds(p),
  };
}

export function salesLoader({ request, params }: LoaderFunctionArgs): PreloadedQuery<SalesPageQuery> {
  const channel = salesChannel(params.channel);
  if (!channel) throw new Response('Not Found', { status: 404 });
  const variables = salesVariables(params.userId ?? '-', channel, parseSalesParams(new URL(request.url).searchParams, channel.key));
  const ref = loadQuery<SalesPageQuery>(relayEnvironment(), salesPageQuery, variables, { fetchPolicy: 'store-and-network' });
  retained.push(ref);
  while (retained.length > 3) retained.shift()!.dispose();
  return ref;
}
