import { graphql } from 'react-relay';

/** The Dashboard's query: the route loader preloads it from the URL (loaders.ts). */
export const dashboardPageQuery = graphql`
  query DashboardPageQuery($userId: String!, $period: DashboardPeriodKind!, $from: String, $to: String, $channel: String) {
    dashboard(userId: $userId, period: $period, from: $from, to: $to, channel: $channel) {
      __typename
      ... on DashboardInputError {
        message
      }
      ... on QueryDashboardSuccess {
        data {
          period {
            from
            to
            days
          }
          previousPeriod {
            from
            to
          }
          sellerCurrency
          figures {
            currency
            current {
              orders
              units
              revenueCents
              channelFeeCents
              mcfFeeCents
              costCents
              offsiteFeeCents
              profitCents
              marginPercent
              feesUnknown
            }
            change {
              orders
              units
              revenue
              profit
              margin
            }
          }
          series {
            currency
            days {
              day
              figures {
                orders
                units
                revenueCents
                profitCents
              }
            }
          }
          channels {
            channel
            figures {
              currency
              orders
              units
              revenueCents
              profitCents
              marginPercent
            }
          }
          topByProfit {
            ...TopItems_items
          }
          topByUnits {
            ...TopItems_items
          }
        }
      }
    }
    stockCover(userId: $userId) {
      inboundUrl
      unsoldTotal
      runningOut {
        itemId
        sellerSku
        title
        sellable
        unitsLast30Days
        coverDays
      }
      unsold {
        itemId
        sellerSku
        title
        sellable
      }
    }
  }
`;
