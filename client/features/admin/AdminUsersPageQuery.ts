import { graphql } from 'react-relay';

/** /admin/: the users of one page of the list; the route loader preloads it from the URL (loaders.ts). */
export const adminUsersPageQuery = graphql`
  query AdminUsersPageQuery($search: String, $sort: String, $hasEbay: Boolean, $hasShopify: Boolean, $page: Int, $perPage: Int) {
    adminUsers(search: $search, sort: $sort, hasEbay: $hasEbay, hasShopify: $hasShopify, page: $page, perPage: $perPage) {
      numPages
      total
      page
      documents {
        userId
        email
        fullName
        createdAt
        itemCount
        ebayListings
        shopifyListings
        sales
        stripeCustomerId
        platformIds {
          amazon
          ebay
          shopify
          onbuy
        }
        plans {
          channel
          displayName
          status
        }
      }
    }
  }
`;
