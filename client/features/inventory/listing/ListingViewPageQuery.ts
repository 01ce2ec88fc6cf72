import { graphql } from 'react-relay';

/**
 * The listing view's query (preloaded by listingLoader): the item by its global id, the marketplace and
 * the channel connections, read as a refetchable fragment (ListingViewPage_query) so the page's poll
 * re-reads the same data.
 */
export const listingViewPageQuery = graphql`
  query ListingViewPageQuery($userId: String!, $id: ID!) {
    ...ListingViewPage_query
  }
`;
