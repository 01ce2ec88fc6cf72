import { ChannelActionRefused } from '../channelActions.ts';
import { useDelistFromOnbuyMutation, useListOnOnbuyMutation } from './mutations/OnbuyActionMutations.ts';

type Result = { readonly __typename: string; readonly count?: number; readonly message?: string };

/** 'List on OnBuy' / 'Delist from OnBuy' on some items as a promise: the count queued, or a ChannelActionRefused naming the refusal. */
export function useOnbuyAction(userId: string) {
  const [list] = useListOnOnbuyMutation();
  const [delist] = useDelistFromOnbuyMutation();
  return (action: 'list' | 'delist', itemIds: string[]) =>
    new Promise<number>((resolve, reject) => {
      const settle = (r: Result) =>
        r.__typename.endsWith('Success') ? resolve(r.count ?? 0) : reject(new ChannelActionRefused(r.__typename, r.message ?? ''));
      const variables = { userId, input: { itemIds } };
      const onError = (e: Error) => reject(e);
      if (action === 'list') list({ variables, onCompleted: (d) => settle(d.listOnOnbuy), onError });
      else delist({ variables, onCompleted: (d) => settle(d.delistFromOnbuy), onError });
    });
}
