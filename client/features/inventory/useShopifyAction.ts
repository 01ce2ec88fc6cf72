import { ChannelActionRefused } from './channelActions.ts';
import {
  useDelistFromShopifyMutation,
  useListOnShopifyMutation,
  usePublishOnShopifyMutation,
  useResetShopifyMutation,
  useUnpublishFromShopifyMutation,
} from './mutations/ShopifyActionMutations.ts';
import type { ShopifyAction } from './shopifyActions.ts';

type Result = { readonly __typename: string; readonly count?: number; readonly message?: string };

/** One Shopify action on some items as a promise: the rows queued, or a ChannelActionRefused naming the refusal. */
export function useShopifyAction(userId: string) {
  const [list] = useListOnShopifyMutation();
  const [delist] = useDelistFromShopifyMutation();
  const [publish] = usePublishOnShopifyMutation();
  const [unpublish] = useUnpublishFromShopifyMutation();
  const [reset] = useResetShopifyMutation();
  return (action: ShopifyAction, itemIds: string[]) =>
    new Promise<number>((resolve, reject) => {
      const settle = (r: Result) =>
        r.__typename.endsWith('Success') ? resolve(r.count ?? 0) : reject(new ChannelActionRefused(r.__typename, r.message ?? ''));
      const variables = { userId, input: { itemIds } };
      const onError = (e: Error) => reject(e);
      if (action === 'list') list({ variables, onCompleted: (d) => settle(d.listOnShopify), onError });
      else if (action === 'delist') delist({ variables, onCompleted: (d) => settle(d.delistFromShopify), onError });
      else if (action === 'publish') publish({ variables, onCompleted: (d) => settle(d.publishOnShopify), onError });
      else if (action === 'unpublish') unpublish({ variables, onCompleted: (d) => settle(d.unpublishFromShopify), onError });
      else reset({ variables, onCompleted: (d) => settle(d.resetShopify), onError });
    });
}
