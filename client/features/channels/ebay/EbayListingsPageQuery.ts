import { graphql } from 'react-relay';

/** The listings page's query on EBAY (the one listings screen), preloaded by the route loader; the name is the spec's page's. */
export const ebayListingsPageQuery = graphql`
  query EbayListingsPageQuery($userId: String!, $filter: ChannelListingsFilter) {
    ...ListingsScreen_query @arguments(channel: EBAY)
  }
`;
