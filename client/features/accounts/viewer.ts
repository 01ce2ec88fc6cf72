import { fetchQuery, graphql } from 'react-relay';
import type { viewerQuery as ViewerQueryType, viewerQuery$data } from '../../__generated__/viewerQuery.graphql.ts';
import { relayEnvironment } from '../../relay/environment.ts';
import type { GuardUser } from './guards.ts';

export const viewerQuery = graphql`
  query viewerQuery {
    viewer {
      id
      userId
      email
      isAdmin
      tosAcceptedAt
      onboardingStep
      onboardingFinished
      passwordSetAt
      createdAt
    }
    teamAccounts {
      accountId
    }
  }
`;

/** The signed-in user, with the other accounts they are a team member of (issue 35). */
export type Viewer = NonNullable<viewerQuery$data['viewer']> & { memberOf: readonly string[] };

/** The signed-in user (from the Relay store when known, else the network). */
export async function fetchViewer(): Promise<Viewer | null> {
  const data = await fetchQuery<ViewerQueryType>(relayEnvironment(), viewerQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  if (!data?.viewer) return null;
  const own = data.viewer.userId;
  return { ...data.viewer, memberOf: data.teamAccounts.map((a) => a.accountId).filter((id) => id !== own) };
}

export function asGuardUser(v: Viewer): GuardUser {
  return {
    memberOf: v.memberOf,
    userId: v.userId,
    isAdmin: v.isAdmin,
    tosAcceptedAt: v.tosAcceptedAt ? String(v.tosAcceptedAt) : null,
    onboardingStep: v.onboardingStep,
    onboardingFinished: v.onboardingFinished,
    passwordSetAt: v.passwordSetAt ? String(v.passwordSetAt) : null,
    createdAt: String(v.createdAt),
  };
}
