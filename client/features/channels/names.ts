// The channels the screens know, as plain data: code (the server's channel code), display name and
// the route segment of their pages (listings/ebay, sales/onbuy, …), read from shared/channels.ts —
// the one place a channel's name is written, for the server and the client alike. The full
// declarations (columns, actions, panels) are in registry.ts. Dependency-free, so the router and any
// feature may import it without pulling in a page.
import { CHANNELS } from '../../../shared/channels.ts';

type Shared = (typeof CHANNELS)[number];
type Named<C extends Shared> = { code: C['id']; name: C['name']; segment: C['slug'] };
type AnyNamed = Shared extends infer C ? (C extends Shared ? Named<C> : never) : never;

export const CHANNEL_NAMES = CHANNELS.map((c) => ({ code: c.id, name: c.name, segment: c.slug })) as readonly AnyNamed[];

export type ChannelCode = Shared['id'];
export type ChannelSegment = Shared['slug'];

/** 'EBAY' → 'eBay'; a code the client does not know shows as itself. */
export const channelName = (code: string): string => CHANNEL_NAMES.find((c) => c.code === code)?.name ?? code;

/** The route segments of the channels' pages, in the menus' order. */
export const CHANNEL_SEGMENTS: readonly ChannelSegment[] = CHANNEL_NAMES.map((c) => c.segment);

/** A channel's code, name and segment, for its declaration. */
export const channelNamed = <C extends ChannelCode>(code: C) => CHANNEL_NAMES.find((c) => c.code === code) as Extract<AnyNamed, { code: C }>;
