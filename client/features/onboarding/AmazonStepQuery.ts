import { graphql } from 'react-relay';

/** Step 1 (Amazon Setup): the Amazon connection. Preloaded by the route loader (loaders.ts). */
export const amazonStepQuery = graphql`
  query AmazonStepQuery($userId: String!) {
    user(userId: $userId) {
      linkedPlatforms {
        amazon {
          status
        }
      }
      ...AmazonConnect_user
    }
  }
`;
