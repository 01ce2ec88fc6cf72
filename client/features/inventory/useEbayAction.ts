import { useDelistFromEbayMutation } from './mutations/DelistFromEbayMutation.ts';
import { useListOnEbayMutation } from './mutations/ListOnEbayMutation.ts';
import { useReviseOnEbayMutation } from './mutations/ReviseOnEbayMutation.ts';
import { EbayActionRefused, type EbayAction } from './ebayActions.ts';

type Result = { readonly __typename: string; readonly count?: number; readonly message?: string };

function settle(r: Result, resolve: (n: number) => void, reject: (e: Error) => void) {
  if (r.__typename.endsWith('Success')) resolve(r.count ?? 0);
  else reject(new EbayActionRefused(r.__typename, r.message ?? ''));
}

/**
 * One eBay action on some items as a promise: the number of rows the server queued, or an
 * EbayActionRefused naming the refusal (not authorised, reauthorise, plan full, bad input).
 * Revisions push everything (the inventory bar has no kind picker; the eBay Listings page does).
 */
export function useEbayAction(userId: string) {
  const [list] = useListOnEbayMutation();
  const [revise] = useReviseOnEbayMutation();
  const [delist] = useDelistFromEbayMutation();
  return (action: EbayAction, itemIds: string[]) =>
    new Promise<number>((resolve, reject) => {
      const onError = (e: Error) => reject(e);
      if (action === 'list') list({ variables: { userId, input: { itemIds } }, onCompleted: (d) => settle(d.listOnEbay, resolve, reject), onError });
      else if (action === 'revise')
        revise({ variables: { userId, input: { itemIds, kind: 'EVERYTHING' } }, onCompleted: (d) => settle(d.reviseOnEbay, resolve, reject), onError });
      else delist({ variables: { userId, input: { itemIds } }, onCompleted: (d) => settle(d.delistFromEbay, resolve, reject), onError });
    });
}
