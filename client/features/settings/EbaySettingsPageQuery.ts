import { graphql } from 'react-relay';

/** settings/advanced/ebay: the route loader preloads it (loaders.ts). */
export const ebaySettingsPageQuery = graphql`
  query EbaySettingsPageQuery($userId: String!) {
    user(userId: $userId) {
      ...EbaySettingsPage_user
    }
  }
`;
