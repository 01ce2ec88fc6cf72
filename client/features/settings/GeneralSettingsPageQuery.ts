import { graphql } from 'react-relay';

/** settings/advanced/general: the route loader preloads it (loaders.ts). */
export const generalSettingsPageQuery = graphql`
  query GeneralSettingsPageQuery($userId: String!) {
    user(userId: $userId) {
      ...GeneralSettingsPage_user
    }
  }
`;
