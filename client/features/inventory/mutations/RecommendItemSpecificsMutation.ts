import { graphql, useMutation } from 'react-relay';
import type { RecommendItemSpecificsMutation } from '../../../__generated__/RecommendItemSpecificsMutation.graphql.ts';

/**
 * 'Get AI Recommendations': the item's specifics for the category, one AI credit; the answer carries
 * the viewer's new balance, so the button hides itself when it drops to one.
 */
export function useRecommendItemSpecificsMutation() {
  return useMutation<RecommendItemSpecificsMutation>(graphql`
    mutation RecommendItemSpecificsMutation($itemId: ID!, $categoryId: String!) {
      recommendItemSpecifics(userId: "-", itemId: $itemId, categoryId: $categoryId) {
        __typename
        ... on RecommendItemSpecificsSuccess {
          specifics {
            dimension
            value
          }
          user {
            id
            aiCreditBalance
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
}
