import type { ListingAction, ListingRevisionKind } from '../../__generated__/ListingActionMutation.graphql.ts';
import { ChannelActionRefused } from './channelActions.ts';
import { useListingActionMutation } from './mutations/ListingActionMutation.ts';

export type { ListingAction, ListingRevisionKind };

/**
 * A listing action on some items of one channel, as a promise: the number of rows the server
 * queued, or a ChannelActionRefused naming the refusal (not authorised, reauthorise, plan full, bad input).
 */
export function useListingAction(userId: string) {
  const [commit] = useListingActionMutation();
  // The channel goes by its code, so one call serves the spec's channels and any other the registry holds.
  return (channelCode: string, action: ListingAction, itemIds: readonly string[], revision?: ListingRevisionKind) =>
    new Promise<number>((resolve, reject) => {
      commit({
        variables: { userId, input: { channelCode, action, itemIds: [...itemIds], revision: revision ?? null } },
        onCompleted: ({ listingAction: r }) => {
          if (r.__typename === 'ListingActionSuccess') resolve(r.count ?? 0);
          else reject(new ChannelActionRefused(r.__typename, ('message' in r ? r.message : '') ?? ''));
        },
        onError: reject,
      });
    });
}
