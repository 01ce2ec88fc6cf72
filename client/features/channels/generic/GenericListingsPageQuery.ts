import { graphql } from 'react-relay';

/** The listings page's query for a channel named by its code (generic.tsx), preloaded by the route loader. */
export const genericListingsPageQuery = graphql`
  query GenericListingsPageQuery($userId: String!, $channelCode: String!, $filter: ChannelListingsFilter) {
    ...ListingsScreen_query @arguments(channelCode: $channelCode)
  }
`;
