import { graphql } from 'react-relay';

/** Step 4 (Platform Setup): the channel connections. Preloaded by the route loader (loaders.ts). */
export const platformsStepQuery = graphql`
  query PlatformsStepQuery($userId: String!) {
    user(userId: $userId) {
      linkedPlatforms {
        ebay {
          authorized
        }
        shopify {
          authorized
        }
      }
      ...registryCards_user
    }
  }
`;
