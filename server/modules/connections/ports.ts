// What the connections module asks of the channels above it: how each channel's connection row
// reads on Linked Platforms and in the legacy user JSON. The channels import this module (sessions,
// the store), so it imports none of them: each channel's registry entry declares its view
// (ChannelEntry.linkedPlatform) and server/wiring.ts plugs the registry in.
import type { Connection } from '../../db/generated/client.ts';
import { port } from '../../ports.ts';

/** A channel's connection as Linked Platforms shows it: names, ids and states, never a token. */
export interface ChannelConnectionView<V = unknown> {
  /** Its view from the seller's connection row of the channel. */
  view(row: Connection): V;
  /**
   * Its part of the legacy user JSON's connection settings (spec 000 §3, 002 §3: ebay_creds, …),
   * from its view. Absent: the legacy JSON carries nothing of the channel.
   */
  legacySettings?(view: V): Record<string, unknown>;
  /**
   * The lines of its card on Linked Platforms when the client has no card of its own for the channel
   * (User.linkedChannels: its name, state and these lines). Absent: no such card.
   */
  cardLines?(view: V): string[];
}

/** A registered channel as the connections module sees it: its code, display name and declared view. */
export interface ChannelWithView {
  readonly code: string;
  readonly name: string;
  readonly linkedPlatform: ChannelConnectionView;
}

/** Every registered channel's code with its declared view, in the registry's order. */
export const channelConnectionViews = port<() => ChannelWithView[]>('connections.channelConnectionViews');
