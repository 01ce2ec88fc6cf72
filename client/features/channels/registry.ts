// The client's registry of channels (the mirror of server/channels/registry.ts): what the one
// listings page, the item view's status panel and the Linked Platforms page render, by code or route
// segment. A channel is its folder here (its declaration, its page query, its rules, its card) plus
// its line below, and its card's fragment in `channelCardsFragment`.
import { graphql } from 'react-relay';
import { ebay } from './ebay/ebay.tsx';
import type { ChannelCode, ChannelSegment } from './names.ts';
import { onbuy } from './onbuy/onbuy.tsx';
import { shopify } from './shopify/shopify.tsx';
import type { ChannelDeclaration } from './types.ts';

/** Every channel, in the screens' order (names.ts). */
export const CHANNELS: readonly ChannelDeclaration[] = [ebay, shopify, onbuy];

export const channelByCode = (code: ChannelCode): ChannelDeclaration => CHANNELS.find((c) => c.code === code)!;

export const channelBySegment = (segment: ChannelSegment): ChannelDeclaration => CHANNELS.find((c) => c.segment === segment)!;

/** What the channels' cards read of the seller (each card's own fragment), for the pages that show them (ChannelCards.tsx). */
export const channelCardsFragment = graphql`
  fragment registryCards_user on User {
    ...EbayCard_user
    ...ShopifyCard_user
    ...OnbuyCard_user
  }
`;
