// The listing statuses of each channel and what they mean: the one place the "live" rule lives.
// Billing capacity, the plan gauges, the inventory filters and stats, and (through GraphQL) the
// client all read it from here. Pure: no database, no GraphQL.
import type { ListingStatus } from '../../db/generated/enums.ts';

export type { ListingStatus };

/** A channel's code as listings carry it: the spec's three or any channel the registry holds (server/channels/registry.ts). */
export type ListingChannel = string;

/** The spec's three channels: GraphQL's ListingChannel enum and the per-channel fields of the spec's screens and REST. */
export const LISTING_CHANNELS = ['EBAY', 'SHOPIFY', 'ONBUY'] as const;
export type SpecChannel = (typeof LISTING_CHANNELS)[number];

/**
 * Whether GraphQL's ListingChannel enum can name the channel: lists typed with it leave out the rows
 * of other registered channels (those are reached by channelCode: channelListings, sales).
 */
export const isSpecChannel = (code: string): code is SpecChannel => (LISTING_CHANNELS as readonly string[]).includes(code);

/** Every status the spec names, in the Postgres enum's order. */
export const LISTING_STATUSES = [
  'LISTING',
  'LISTED',
  'FAILED_TO_LIST',
  'REVISING',
  'REVISING_IMAGE',
  'REVISED',
  'REVISED_PRICE',
  'FAILED_TO_REVISE',
  'DELISTING',
  'PUBLISHING',
  'PUBLISHED',
  'UNPUBLISHING',
  'UNPUBLISHED',
] as const satisfies readonly ListingStatus[];

export interface ChannelRule {
  /** The statuses a listing on this channel can have (the migration's CHECK constraint mirrors it). */
  statuses: readonly ListingStatus[];
  /** A listing that occupies a plan slot and that the "listed" filter shows. */
  live: readonly ListingStatus[];
  /** An action is running on the channel (the screen shows a spinner). */
  inProgress: readonly ListingStatus[];
  /** The channel refused the last action (the "errored" filter; FAILED_TO_LIST shows red). */
  errored: readonly ListingStatus[];
}

/**
 * Per channel, from the spec; where it names no value for a channel the choice is said here.
 * Delisting completes by deleting the row ("not listed" is no row), so no DELISTED exists.
 */
export const CHANNEL_RULES: Record<SpecChannel, ChannelRule> = {
  // 000 §4: live = LISTED, REVISED, REVISING, REVISING_IMAGE, FAILED_TO_REVISE, REVISED_PRICE (a failed
  // revision leaves the listing up); also seen FAILED_TO_LIST, LISTING, DELISTING. 001 §4: LISTING and
  // DELISTING are in progress.
  EBAY: {
    statuses: ['LISTING', 'LISTED', 'FAILED_TO_LIST', 'REVISING', 'REVISING_IMAGE', 'REVISED', 'REVISED_PRICE', 'FAILED_TO_REVISE', 'DELISTING'],
    live: ['LISTED', 'REVISED', 'REVISING', 'REVISING_IMAGE', 'FAILED_TO_REVISE', 'REVISED_PRICE'],
    inProgress: ['LISTING', 'DELISTING'],
    errored: ['FAILED_TO_LIST', 'FAILED_TO_REVISE'],
  },
  // 002 §4: LISTING, DELISTING, PUBLISHING, UNPUBLISHING in progress, UNPUBLISHED; 000 §4 counts
  // "LISTED, LISTING and others" as live: a product in the shop, published or not, and one being
  // created (so a second request cannot double-book the slot). DELISTING is not live, as on eBay.
  // FAILED_TO_LIST is not named for Shopify, but the spec's Shopify "errored" filter needs it.
  SHOPIFY: {
    statuses: ['LISTING', 'LISTED', 'FAILED_TO_LIST', 'DELISTING', 'PUBLISHING', 'UNPUBLISHING', 'UNPUBLISHED'],
    live: ['LISTED', 'LISTING', 'PUBLISHING', 'UNPUBLISHING', 'UNPUBLISHED'],
    inProgress: ['LISTING', 'DELISTING', 'PUBLISHING', 'UNPUBLISHING'],
    errored: ['FAILED_TO_LIST'],
  },
  // 001 §4: PUBLISHED is the listed state. The listing flow (an OnBuy issue) needs an in-progress and
  // a failed value: the same LISTING, DELISTING and FAILED_TO_LIST as the other channels.
  ONBUY: {
    statuses: ['LISTING', 'PUBLISHED', 'FAILED_TO_LIST', 'DELISTING'],
    live: ['PUBLISHED'],
    inProgress: ['LISTING', 'DELISTING'],
    errored: ['FAILED_TO_LIST'],
  },
};

/** The rules other channels declared in their registry entries (registerChannel). */
const DECLARED = new Map<ListingChannel, ChannelRule>();

/** A registered channel's own rule (its entry's `statuses`); returns the function that removes it. */
export function declareChannelRule(channel: ListingChannel, rule: ChannelRule): () => void {
  DECLARED.set(channel, rule);
  return () => {
    if (DECLARED.get(channel) === rule) DECLARED.delete(channel);
  };
}

/** The channel's statuses, or null for a code no channel has (rows of a channel since removed). */
export function findChannelRule(channel: ListingChannel): ChannelRule | null {
  return (CHANNEL_RULES as Record<string, ChannelRule>)[channel] ?? DECLARED.get(channel) ?? null;
}

/** The channel's statuses; a code no channel has is a programming error (inputs are checked against the registry first). */
export function channelRule(channel: ListingChannel): ChannelRule {
  const rule = findChannelRule(channel);
  if (!rule) throw new Error(`No channel ${channel} is registered`);
  return rule;
}

export const isLive = (channel: ListingChannel, status: ListingStatus) => channelRule(channel).live.includes(status);
export const isInProgress = (channel: ListingChannel, status: ListingStatus) => channelRule(channel).inProgress.includes(status);
export const isErrored = (channel: ListingChannel, status: ListingStatus) => channelRule(channel).errored.includes(status);
export const isChannelStatus = (channel: ListingChannel, status: ListingStatus) => channelRule(channel).statuses.includes(status);

/** Billing's lower-case channel names ('ebay', …) to the listing channel. */
export function listingChannel(channel: 'ebay' | 'shopify' | 'onbuy'): ListingChannel {
  return channel.toUpperCase() as ListingChannel;
}
