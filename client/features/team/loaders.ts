// Route loaders of the team pages (issue 35): each starts its page's query while its code loads (CONVENTIONS §9).
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { ActivityPageQuery } from '../../__generated__/ActivityPageQuery.graphql.ts';
import type { InvitationPageQuery } from '../../__generated__/InvitationPageQuery.graphql.ts';
import type { TeamPageQuery } from '../../__generated__/TeamPageQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { signedInLoader } from '../accounts/loaders.ts';
import { activityPageQuery } from './ActivityPageQuery.ts';
import { invitationPageQuery } from './InvitationPageQuery.ts';
import { teamPageQuery } from './TeamPageQuery.ts';

export function teamLoader({ params }: LoaderFunctionArgs): PreloadedQuery<TeamPageQuery> {
  return preloadQuery<TeamPageQuery>(teamPageQuery, { userId: params.userId ?? '-' }, 'network-only');
}

/** The filters live in the URL (member, kind, from, to, page), so a filtered view is shareable. */
export function activityLoader({ params, request }: LoaderFunctionArgs): PreloadedQuery<ActivityPageQuery> {
  const q = new URL(request.url).searchParams;
  const opt = (k: string) => q.get(k) || null;
  return preloadQuery<ActivityPageQuery>(
    activityPageQuery,
    { userId: params.userId ?? '-', memberId: opt('member'), kind: opt('kind'), from: opt('from'), to: opt('to'), page: Number(q.get('page')) || 1 },
    'network-only',
  );
}

/** Signed in first (sign-in remembers the link and comes back), then what the invitation offers. */
export async function invitationLoader(args: LoaderFunctionArgs): Promise<PreloadedQuery<InvitationPageQuery>> {
  await signedInLoader(args);
  return preloadQuery<InvitationPageQuery>(invitationPageQuery, { token: args.params.token ?? '' }, 'network-only');
}
