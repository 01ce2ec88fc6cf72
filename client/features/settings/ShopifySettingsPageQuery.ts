import { graphql } from 'react-relay';

/** settings/advanced/shopify: the route loader preloads it (loaders.ts). */
export const shopifySettingsPageQuery = graphql`
  query ShopifySettingsPageQuery($userId: String!) {
    user(userId: $userId) {
      ...ShopifySettingsForm_user
    }
  }
`;
