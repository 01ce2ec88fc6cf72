import { graphql } from 'react-relay';

/** /admin/{userId}: the user's page (its fragment is refetched after each action); the route loader preloads it (loaders.ts). */
export const adminUserPageQuery = graphql`
  query AdminUserPageQuery($userId: String!) {
    ...AdminUserPage_query
  }
`;
