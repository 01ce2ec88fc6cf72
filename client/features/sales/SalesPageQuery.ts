import { graphql } from 'react-relay';

/** The Sales page's query (every channel, named by its code): the route loader preloads it from the URL (loaders.ts). */
export const salesPageQuery = graphql`
  query SalesPageQuery(
    $userId: String!
    $channelCode: String!
    $search: String
    $paymentStatus: SalePaymentStatusFilter
    $sort: String
    $page: Int
    $pageSize: Int
    $soldFrom: DateTime
    $soldTo: DateTime
  ) {
    sales(
      userId: $userId
      channelCode: $channelCode
      search: $search
      paymentStatus: $paymentStatus
      sort: $sort
      page: $page
      pageSize: $pageSize
      soldFrom: $soldFrom
      soldTo: $soldTo
    ) {
      totalCount
      page
      pageSize
      totals {
        currency
        sales
        totalCents
        channelFeeCents
        mcfFeeCents
        profitCents
        notCounted
      }
      sales {
        id
        orderId
        name
        orderUrl
        status
        paymentStatus
        soldAt
        deliveryService
        sentToAmazonAt
        fbaId
        trackingNumber
        trackingUrl
        lastError
        products {
          name
          sku
          itemId
          quantity
          status
          note
          fulfilment
        }
        figures {
          currency
          totalCents
          profitCents
          notCounted
        }
      }
    }
  }
`;
