import { graphql } from 'react-relay';

/** The listings page's query on SHOPIFY (the one listings screen), preloaded by the route loader; the name is the spec's page's. */
export const shopifyListingsPageQuery = graphql`
  query ShopifyListingsPageQuery($userId: String!, $filter: ChannelListingsFilter) {
    ...ListingsScreen_query @arguments(channel: SHOPIFY)
  }
`;
