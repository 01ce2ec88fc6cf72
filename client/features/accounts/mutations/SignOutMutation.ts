import { graphql, useMutation } from 'react-relay';
import type { SignOutMutation } from '../../../__generated__/SignOutMutation.graphql.ts';

export function useSignOutMutation() {
  return useMutation<SignOutMutation>(graphql`
    mutation SignOutMutation {
      signOut
    }
  `);
}
