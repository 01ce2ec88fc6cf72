import { graphql } from 'react-relay';

/** settings/api: the tokens and endpoints (a fragment the page refetches); the route loader preloads it (loaders.ts). */
export const apiSettingsPageQuery = graphql`
  query ApiSettingsPageQuery($userId: String) {
    ...ApiSettingsPage_query
  }
`;
