import { graphql } from 'react-relay';

/** /account/{id}/activity: a page of the audit log with the URL's filters, and the people to filter by. */
export const activityPageQuery = graphql`
  query ActivityPageQuery($userId: String!, $memberId: String, $kind: String, $from: String, $to: String, $page: Int) {
    activity(userId: $userId, memberId: $memberId, kind: $kind, from: $from, to: $to, page: $page) {
      total
      page
      pageSize
      kinds
      entries {
        id
        createdAt
        actorEmail
        via
        tokenName
        kind
        what
        ip
        outcome
        itemIds
      }
    }
    team(userId: $userId) {
      members {
        userId
        email
      }
    }
  }
`;
