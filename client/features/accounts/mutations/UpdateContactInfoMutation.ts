import { graphql, useMutation } from 'react-relay';
import type { UpdateContactInfoMutation } from '../../../__generated__/UpdateContactInfoMutation.graphql.ts';

export function useUpdateContactInfoMutation() {
  return useMutation<UpdateContactInfoMutation>(graphql`
    mutation UpdateContactInfoMutation($userId: String!, $fullName: String, $phoneCountryCode: String, $phone: String) {
      updateContactInfo(userId: $userId, fullName: $fullName, phoneCountryCode: $phoneCountryCode, phone: $phone) {
        __typename
        ... on User {
          id
          fullName
          phoneCountryCode
          phone
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
