// Route loader of the Sales page (sales/:channel): starts the page's query while its code loads
// (CONVENTIONS §9), with the variables read from the URL. The channel is one of the spec's (declared
// in salesChannels.ts) or any other the server's registry holds; a word naming none is the not-found page.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { SalesPageQuery, SalesPageQuery$variables } from '../../__generated__/SalesPageQuery.graphql.ts';
import { relayEnvironment } from '../../relay/environment.ts';
import { salesPageQuery } from './SalesPageQuery.ts';
import { registeredChannel } from '../channels/generic/registeredChannels.ts';
import { registeredSalesChannel, type SalesChannel, salesChannel } from './salesChannels.ts';
import { parseSalesParams, periodBounds, type SalesParams } from './salesParams.ts';

// The page renders the previous reference while the next loads, so only the last few are kept.
const retained: PreloadedQuery<SalesPageQuery>[] = [];

/** The query's variables for a channel's page state. */
export function salesVariables(userId: string, channel: SalesChannel, p: SalesParams): SalesPageQuery$variables {
  return {
    userId,
    channelCode: channel.id,
    search: p.search || null,
    paymentStatus: p.paymentStatus,
    sort: p.sort,
    page: p.page,
    pageSize: p.pageSize,
    ...periodBounds(p),
  };
}

export interface SalesLoaderData {
  channel: SalesChannel;
  queryRef: PreloadedQuery<SalesPageQuery>;
}

/** The page's channel: one declared here, else one the server's registry holds with orders; null for any other word. */
async function channelOf(segment: string | undefined): Promise<SalesChannel | null> {
  const declared = salesChannel(segment);
  if (declared) return declared;
  const registered = await registeredChannel(segment);
  return registered?.hasSales ? registeredSalesChannel(registered) : null;
}

/** sales/{segment}: null when the segment names no channel with sales (the not-found page). */
export async function salesLoader({ request, params }: LoaderFunctionArgs): Promise<SalesLoaderData | null> {
  const channel = await channelOf(params.channel);
  if (!channel) return null;
  const variables = salesVariables(params.userId ?? '-', channel, parseSalesParams(new URL(request.url).searchParams, channel.key));
  const queryRef = loadQuery<SalesPageQuery>(relayEnvironment(), salesPageQuery, variables, { fetchPolicy: 'store-and-network' });
  retained.push(queryRef);
  while (retained.length > 3) retained.shift()!.dispose();
  return { channel, queryRef };
}
