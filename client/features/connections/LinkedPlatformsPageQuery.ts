import { graphql } from 'react-relay';

/** settings/linked-platforms: the route loader preloads it (loaders.ts). */
export const linkedPlatformsPageQuery = graphql`
  query LinkedPlatformsPageQuery($userId: String!) {
    user(userId: $userId) {
      ...AmazonConnect_user
      ...registryCards_user
      ...LinkedChannelCards_user
    }
  }
`;
