import { graphql } from 'react-relay';

/**
 * The item's eBay settings as saved, and what 'eBay Settings' shows besides: a query of its own,
 * preloaded by listingLoader beside the page's, because eBay may be slow (the chosen category's path,
 * eBay's suggestion) and the editor must not wait for it.
 */
export const listingEditorEbayQuery = graphql`
  query ListingEditorEbayQuery($id: ID!) {
    node(id: $id) {
      ...ListingEditorEbay_item @alias
    }
  }
`;
