import { graphql } from 'react-relay';

/**
 * The shop's locations for 'Preferred Location': a query of its own, preloaded beside the page's,
 * because Shopify answers slower than our database: the form shows without waiting for it.
 */
export const shopifyLocationSelectQuery = graphql`
  query ShopifyLocationSelectQuery($userId: String!) {
    user(userId: $userId) {
      shopifyLocations {
        id
        name
      }
    }
  }
`;
