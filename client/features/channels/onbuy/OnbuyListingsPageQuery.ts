import { graphql } from 'react-relay';

/** The listings page's query on ONBUY (the one listings screen), preloaded by the route loader; the name is the spec's page's. */
export const onbuyListingsPageQuery = graphql`
  query OnbuyListingsPageQuery($userId: String!, $filter: ChannelListingsFilter) {
    ...ListingsScreen_query @arguments(channel: ONBUY)
  }
`;
