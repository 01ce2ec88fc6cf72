// The client's registry of channels (the mirror of server/channels/registry.ts): what the one
// listings page and the item view's status panel render, by code or route segment. A channel is its
// folder here (its declaration, its page query, its rules) plus its line below.
import { ebay } from './ebay/ebay.tsx';
import type { ChannelCode, ChannelSegment } from './names.ts';
import { onbuy } from './onbuy/onbuy.tsx';
import { shopify } from './shopify/shopify.tsx';
import type { ChannelDeclaration } from './types.ts';

/** Every channel, in the screens' order (names.ts). */
export const CHANNELS: readonly ChannelDeclaration[] = [ebay, shopify, onbuy];

export const channelByCode = (code: ChannelCode): ChannelDeclaration => CHANNELS.find((c) => c.code === code)!;

export const channelBySegment = (segment: ChannelSegment): ChannelDeclaration => CHANNELS.find((c) => c.segment === segment)!;
