import { graphql } from 'react-relay';

/**
 * The held-back notice's query: a query of its own beside the page's (loaders.ts preloads both), so
 * a failure here only hides the notice and never takes the inventory down.
 */
export const heldBackNoticeQuery = graphql`
  query HeldBackNoticeQuery($userId: String!) {
    ...HeldBackNotice_query
  }
`;
